import { Readable } from 'node:stream';
import { LOCALE_TO_SEGMENT, personNameOf, type TLocale } from '@portal/domain';
import { DATA_EXPORT_LIFETIME_HOURS } from '@portal/domain/api/data-rights';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { TConfig } from '../../config.ts';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import { createJobProgress } from '../../platform/job-events.ts';
import type { TJobHandler } from '../../platform/jobs.ts';
import { escapeHtml, queueEmail } from '../../platform/mail.ts';
import type { TPersonalDataMap } from '../../platform/personal-data.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { planArchive, type TArchivePlan } from './data-export-contents.ts';
import {
  createExportSigner,
  DATA_EXPORT_EXPIRY_JOB,
  DATA_EXPORT_JOB,
  findExport,
  markExportReady,
  patchExport,
  queueExportExpiry,
} from './data-export-store.ts';

type TArchiveDeps = { db: Db; config: TConfig; storage: TStorage; personalData: TPersonalDataMap };

/** The share of the progress bar reading the data takes; the files and PDFs fill the rest. */
const PLANNED_PERCENT = 5;

function readmeOf(locale: TLocale, missing: readonly string[]): string {
  const lines = [translate(locale, 'data-export-readme'), ''];
  lines.splice(1, 0, '', translate(locale, 'data-export-readme-rewards'), translate(locale, 'data-export-readme-more'));
  if (missing.length > 0) lines.push(translate(locale, 'data-export-readme-missing'), ...missing.map((path) => `- ${path}`));
  return `${lines.join('\n').trim()}\n`;
}

/**
 * Streams the archive into storage as it is written: JSON first, then each stored file and PDF, opened only
 * when the zip reaches it, so memory holds one entry's buffer at a time however large the archive.
 */
async function writeArchive(storage: TStorage, plan: TArchivePlan, onEntryDone: () => Promise<void>): Promise<string> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  const mtime = new Date();
  const missing: string[] = [];
  const lazyEntry = (path: string, open: () => Promise<Readable>) =>
    zip.addReadStreamLazy(path, { mtime, compress: false }, (done) => {
      open()
        .then(async (stream) => {
          stream.on('error', (error) => zip.emit('error', error));
          await onEntryDone();
          done(null, stream);
        })
        .catch((error: unknown) => done(error, Readable.from([])));
    });

  for (const document of plan.documents) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(document.content, null, 2)}\n`), document.path, { mtime });
  }
  for (const file of plan.files) {
    lazyEntry(file.path, () =>
      storage.get(file.storedName).catch((error: unknown) => {
        // A file whose bytes are gone is listed in the README instead of failing the whole archive.
        if (!(error instanceof StoredFileNotFoundError)) throw error;
        missing.push(file.path);
        return Readable.from([]);
      }),
    );
  }
  for (const pdf of plan.pdfs) lazyEntry(pdf.path, async () => Readable.from([await pdf.render()]));
  zip.addReadStreamLazy('README.txt', { mtime }, (done) => done(null, Readable.from([readmeOf(plan.locale, missing)])));
  zip.end();
  return storage.put(output);
}

function readyEmail(user: TUserRow, locale: TLocale, link: string, expiresAt: Date) {
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const until = new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })
    .format(expiresAt)
    .concat(' UTC');
  const name = personNameOf(user, locale) || user.email;
  const paragraphs = [
    t('email-greeting', { name }),
    t('email-data-export-body'),
    t('email-data-export-expiry', { expiresAt: until, hours: String(DATA_EXPORT_LIFETIME_HOURS) }),
  ];
  const action = t('email-data-export-action');
  const text = [...paragraphs, '', `${action}: ${link}`, '', t('email-data-export-ignore'), '', t('email-signature')].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(t('email-data-export-ignore'))}</p>`,
    `<p>${escapeHtml(t('email-signature'))}</p>`,
  ].join('');
  return { to: user.email, subject: t('email-data-export-subject'), text, html };
}

/**
 * The data export's jobs. Building: reads the researcher's data, streams the archive into storage with its
 * progress in the job's payload, then (in one transaction) marks it ready, queues the e-mail with the signed
 * link and the archive's deletion when the link expires. A retried build starts over; a build finding its
 * export cancelled or the account closed deletes what it wrote.
 */
export function dataExportJobHandlers(deps: TArchiveDeps): Record<string, TJobHandler> {
  const { db, config, storage } = deps;
  const signer = createExportSigner(db);
  const siteUrl = config.publicUrl.replace(/\/+$/, '');

  return {
    [DATA_EXPORT_JOB]: async (job) => {
      const row = await findExport(db, job.id);
      if (!row || row.payload.storedName || row.payload.isCancelled) return;
      const [user] = await db.select().from(users).where(eq(users.id, row.payload.userId));
      if (!user?.active) {
        await patchExport(db, row.id, { isCancelled: true });
        return;
      }
      const progress = createJobProgress(db, { userId: user.id, topic: 'data-export', id: row.id });
      await progress.step('collecting');
      const plan = await planArchive(deps, user);
      await patchExport(db, row.id, { progress: PLANNED_PERCENT });
      const entryCount = plan.files.length + plan.pdfs.length;
      await progress.step('packing', { done: 0, total: entryCount });
      let entriesDone = 0;
      let reported = PLANNED_PERCENT;
      const onEntryDone = async () => {
        entriesDone += 1;
        const percent = Math.floor(PLANNED_PERCENT + ((100 - PLANNED_PERCENT) * entriesDone) / Math.max(1, entryCount));
        if (percent > reported && percent < 100) {
          reported = percent;
          await patchExport(db, row.id, { progress: percent });
          await progress.step('packing', { done: entriesDone, total: entryCount });
        }
      };
      const storedName = await writeArchive(storage, plan, onEntryDone);
      const expiresAt = new Date(Date.now() + DATA_EXPORT_LIFETIME_HOURS * 3600 * 1000);
      const token = await signer.sign(row.id, user.id, expiresAt.toISOString());
      const link = `${siteUrl}/${LOCALE_TO_SEGMENT[plan.locale]}/account?data-export=${row.id}&token=${token}`;
      const isReady = await db.transaction(async (tx) => {
        if (!(await markExportReady(tx, row, { storedName, expiresAt: expiresAt.toISOString() }))) return false;
        await queueEmail(tx, readyEmail(user, plan.locale, link, expiresAt));
        await queueExportExpiry(tx, row.id, expiresAt);
        await progress.finish('done', tx);
        return true;
      });
      if (!isReady) await storage.delete(storedName);
    },

    [DATA_EXPORT_EXPIRY_JOB]: async (job) => {
      const row = await findExport(db, Number(job.payload.exportId));
      if (!row?.payload.storedName) return;
      await storage.delete(row.payload.storedName);
      await patchExport(db, row.id, { storedName: null });
    },
  };
}
