import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { DIGITAL_TRANSLATION_ERROR } from '@portal/domain/api/digital-translation';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createSignedInUser } from '../../../test/factories.ts';
import { expectKeptUntilTheJobRuns, type TListAnswer } from '../../../test/fixtures/digital-documents/kept-reads.ts';
import { zipEntries } from '../../../test/fixtures/digital-translations/formatting-measure.ts';
import { spanishManuscript } from '../../../test/fixtures/digital-translations/manuscript-docx.ts';
import { trackedDocx } from '../../../test/fixtures/digital-translations/tracked-docx.ts';
import { buildDocx, withMainPartAt } from '../../../test/fixtures/files/build-zip.ts';
import { rawDocx, zerosEntry } from '../../../test/fixtures/files/hostile-files.ts';
import { legacyDoc } from '../../../test/fixtures/files/legacy-doc.ts';
import { postMultipart, type TMultipartPart } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { digitalDocuments, lockedTerms } from '../../schema/digital-documents.ts';
import { digitalPurchases } from '../../schema/digital-purchases.ts';
import { grantDigitalPurchase } from '../digital-purchases/access.ts';
import { paragraphsOfXml } from './docx-paragraphs.ts';
import { TRANSLATE_DOCUMENT_JOB } from './jobs/translate-document-job.ts';

function create(
  app: TApp,
  session: string,
  file: { name: string; content: Buffer } | null,
  language: string | null = 'spanish-to-english',
) {
  const parts: TMultipartPart[] = [
    ...(language === null ? [] : [{ name: 'language', value: language }]),
    ...(file ? [{ name: 'files', fileName: file.name, content: file.content }] : []),
  ];
  return postMultipart(app, '/api/digital-order/create', parts, { session });
}

/** The text of each paragraph of a .docx's main part. */
async function documentTexts(docx: Buffer): Promise<string[]> {
  const xml = await new Promise<string>((resolve, reject) => {
    yauzl.fromBuffer(docx, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) =>
          e || !stream ? reject(e) : buffer(stream).then((b) => resolve(b.toString('utf8'))),
        );
      });
      zip.on('end', () => reject(new Error('no document part')));
      zip.readEntry();
    });
  });
  return paragraphsOfXml(xml).map((p) => p.text);
}

describe.each(BACKENDS)('digital translation API on %s', (backend) => {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'digital-translation-'));
  const t = withTestApp(backend, { DATA_DIR: filesDir, QUERY_STATS: '1' });

  const storedFiles = async () =>
    (await readdir(path.join(filesDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
      e.isFile(),
    ).length;

  async function researcherWithUses(uses = 5, wordLimit: number | null = 10_000) {
    const signedIn = await createSignedInUser(t.app, t.db);
    const purchase = await grantDigitalPurchase(t.db, { userId: signedIn.user.id, type: 'translation', uses, wordLimit });
    const usesLeft = async () =>
      (await t.db.select().from(digitalPurchases).where(eq(digitalPurchases.id, purchase.id)))[0]?.usesRemaining;
    const documents = () => t.db.select().from(digitalDocuments).where(eq(digitalDocuments.userId, signedIn.user.id));
    return { ...signedIn, purchase, usesLeft, documents };
  }

  it('translates an uploaded Spanish .docx: one use spent, listed while processing, then downloadable in English', async () => {
    const a = await researcherWithUses(5);
    const response = await create(t.app, a.session, { name: 'artículo.docx', content: await spanishManuscript() });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ type: 'translation', error: null });
    expect(answer.digitalOrders).toHaveLength(1);
    const [order] = answer.digitalOrders;
    expect(order).toMatchObject({
      type: 'translation',
      status: 'processing',
      language: 'spanish-to-english',
      file: { name: 'artículo.docx' },
    });
    expect(await a.usesLeft()).toBe(4);

    const listed = await inject(t.app, { url: '/api/digital-order/search?page=1&type=translation', session: a.session });
    expect(listed.json().results.map((r: { identity: string }) => r.identity)).toEqual([order.identity]);
    expect(listed.json().pagination).toMatchObject({ current: 1, pages: 1, total: 1 });

    await t.app.jobs.drain();
    const polled = await inject(t.app, { url: `/api/digital-order/search?identities=${order.identity}`, session: a.session });
    expect(polled.json().results[0]).toMatchObject({ status: 'completed', file: { resultName: 'artículo-english.docx' } });

    const download = await inject(t.app, { url: `/api/digital-order/${order.identity}/download`, session: a.session });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(decodeURIComponent(String(download.headers['content-disposition']))).toContain('artículo-english.docx');
    const texts = await documentTexts(download.rawPayload);
    expect(texts[0]).toMatch(/statistical analysis/i);
    expect(texts[1]).toMatch(/black cat/i);
  });

  it('translates once when its job runs again (a retried or repeated job changes nothing)', async () => {
    const a = await researcherWithUses(1);
    const [order] = (await create(t.app, a.session, { name: 'once.docx', content: await buildDocx(['La casa.']) })).json()
      .digitalOrders;
    await t.app.jobs.drain();
    const [first] = await a.documents();
    const files = await storedFiles();
    await enqueueJob(t.db, TRANSLATE_DOCUMENT_JOB, { documentId: first?.id });
    await t.app.jobs.drain();
    const [again] = await a.documents();
    expect(again).toEqual(first);
    expect(again).toMatchObject({ identity: order.identity, status: 'completed' });
    expect(await storedFiles()).toBe(files);
  });

  it('keeps the researcher’s locked terms in the translation', async () => {
    const a = await researcherWithUses(1);
    await t.db.insert(lockedTerms).values([
      { userId: a.user.id, term: 'gato', rendering: null },
      { userId: a.user.id, term: 'casa', rendering: 'homestead' },
    ]);
    const response = await create(t.app, a.session, {
      name: 'locked.docx',
      content: await buildDocx(['El gato come pescado en la casa.']),
    });
    const [order] = response.json().digitalOrders;
    await t.app.jobs.drain();
    const download = await inject(t.app, { url: `/api/digital-order/${order.identity}/download`, session: a.session });
    const [text] = await documentTexts(download.rawPayload);
    expect(text).toMatch(/\bgato\b/);
    expect(text).toMatch(/\bhomestead\b/);
    expect(text).not.toMatch(/\b(cat|house)\b/i);
  });

  it('translates a manuscript under review as it reads with its changes accepted, its comments in English', async () => {
    const a = await researcherWithUses(1);
    const response = await create(t.app, a.session, { name: 'revisión.docx', content: await trackedDocx() });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = response.json().digitalOrders;
    await t.app.jobs.drain();
    const download = await inject(t.app, { url: `/api/digital-order/${order.identity}/download`, session: a.session });
    expect(download.statusCode).toBe(200);
    const parts = await zipEntries(download.rawPayload);
    const body = parts.get('word/document.xml')?.toString('utf8') ?? '';
    expect(paragraphsOfXml(body)[0]?.text).toMatch(/^The growth of Escherichia coli was (fast|rapid|quick)/);
    expect(body).not.toMatch(/<w:(ins|del|moveFrom|moveTo)\b/);
    expect(body).toMatch(/<w:commentRangeStart w:id="0"\/><w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">important</);
    const comments = paragraphsOfXml(parts.get('word/comments.xml')?.toString('utf8') ?? '').map((p) => p.text);
    expect(comments[0]).toMatch(/^This word is too strong\.$/);
  });

  it('translates a manuscript whose main part is word/document2.xml, with the parts its own relationships name, in place', async () => {
    const a = await researcherWithUses(1);
    const moved = await withMainPartAt(await trackedDocx(), 'word/document2.xml');
    const response = await create(t.app, a.session, { name: 'en-línea.docx', content: moved });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = response.json().digitalOrders;
    await t.app.jobs.drain();
    const polled = await inject(t.app, { url: `/api/digital-order/search?identities=${order.identity}`, session: a.session });
    expect(polled.json().results[0]).toMatchObject({ status: 'completed', sourceHadRevisions: true, sourceHadComments: true });
    const download = await inject(t.app, { url: `/api/digital-order/${order.identity}/download`, session: a.session });
    expect(download.statusCode).toBe(200);
    const parts = await zipEntries(download.rawPayload);
    expect([...parts.keys()]).toEqual([...(await zipEntries(moved)).keys()]);
    expect(parts.has('word/document.xml')).toBe(false);
    const body = parts.get('word/document2.xml')?.toString('utf8') ?? '';
    expect(paragraphsOfXml(body)[0]?.text).toMatch(/^The growth of Escherichia coli was (fast|rapid|quick)/);
    expect(body).not.toMatch(/<w:(ins|del|moveFrom|moveTo)\b/);
    const comments = paragraphsOfXml(parts.get('word/comments.xml')?.toString('utf8') ?? '').map((p) => p.text);
    expect(comments[0]).toMatch(/^This word is too strong\.$/);
    expect(parts.get('_rels/.rels')?.equals((await zipEntries(moved)).get('_rels/.rels') ?? Buffer.alloc(0))).toBe(true);
  });

  it('tells the list that a source had tracked changes (accepted) and comments (translated); a plain one had neither', async () => {
    const a = await researcherWithUses(2);
    const [tracked] = (await create(t.app, a.session, { name: 'revisada.docx', content: await trackedDocx() })).json()
      .digitalOrders;
    const [plain] = (await create(t.app, a.session, { name: 'limpia.docx', content: await buildDocx(['La casa.']) })).json()
      .digitalOrders;
    expect(tracked).toMatchObject({ status: 'processing', sourceHadRevisions: false, sourceHadComments: false });
    await t.app.jobs.drain();
    const listed = await inject(t.app, { url: '/api/digital-order/search?page=1&type=translation', session: a.session });
    expect(listed.statusCode).toBe(200);
    const byIdentity = new Map(listed.json().results.map((r: { identity: string }) => [r.identity, r]));
    expect(byIdentity.get(tracked.identity)).toMatchObject({
      status: 'completed',
      sourceHadRevisions: true,
      sourceHadComments: true,
    });
    expect(byIdentity.get(plain.identity)).toMatchObject({
      status: 'completed',
      sourceHadRevisions: false,
      sourceHadComments: false,
    });
    const polled = await inject(t.app, { url: `/api/digital-order/search?identities=${tracked.identity}`, session: a.session });
    expect(polled.json().results[0]).toMatchObject({ sourceHadRevisions: true, sourceHadComments: true });
  });

  it('translates Portuguese through Spanish', async () => {
    const a = await researcherWithUses(1);
    const response = await create(
      t.app,
      a.session,
      { name: 'artigo.docx', content: await buildDocx(['A análise estatística foi realizada.']) },
      'portuguese-to-english',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [order] = response.json().digitalOrders;
    await t.app.jobs.drain();
    const download = await inject(t.app, { url: `/api/digital-order/${order.identity}/download`, session: a.session });
    expect((await documentTexts(download.rawPayload))[0]).toMatch(/statistical analysis/i);
  });

  it('translates a legacy .doc into a .docx, counting its words against the limit', async () => {
    const a = await researcherWithUses(2, 8);
    const tooLong = await create(t.app, a.session, {
      name: 'viejo.doc',
      content: legacyDoc(['El gato negro come pescado en la casa roja.']),
    });
    expect(tooLong.json().error).toMatchObject({ code: 'digital-translations-word-count-exceeded', params: { wordCount: 9 } });
    const response = await create(t.app, a.session, { name: 'viejo.doc', content: legacyDoc(['El gato negro.', 'La casa.']) });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = response.json().digitalOrders;
    expect(order.file).toMatchObject({ name: 'viejo.doc', wordCount: 5 });
    await t.app.jobs.drain();
    const download = await inject(t.app, { url: `/api/digital-order/${order.identity}/download`, session: a.session });
    expect(decodeURIComponent(String(download.headers['content-disposition']))).toContain('viejo-english.docx');
    const texts = await documentTexts(download.rawPayload);
    expect(texts[0]).toMatch(/black cat/i);
    expect(texts[1]).toMatch(/house/i);
    expect(await a.usesLeft()).toBe(1);
  });

  it('refuses a submission without a language, with one not offered, and without uses, storing nothing', async () => {
    const a = await researcherWithUses(1);
    const before = await storedFiles();
    const content = await buildDocx(['El gato.']);
    const missing = await create(t.app, a.session, { name: 'a.docx', content }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ language: 'Please make a selection' });
    // Chinese is not offered: no flag and no engine for it.
    const chinese = await create(t.app, a.session, { name: 'a.docx', content }, 'chinese-to-english');
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().error).toBe(DIGITAL_TRANSLATION_ERROR.languageNotOffered);
    const unknown = await create(t.app, a.session, { name: 'a.docx', content }, 'klingon-to-english');
    expect(unknown.json().error).toBe(DIGITAL_TRANSLATION_ERROR.languageNotOffered);
    expect(await a.usesLeft()).toBe(1);

    const none = await createSignedInUser(t.app, t.db);
    const refused = await create(t.app, none.session, { name: 'a.docx', content });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(DIGITAL_TRANSLATION_ERROR.noUses);
    expect(await t.db.select().from(digitalDocuments).where(eq(digitalDocuments.userId, none.user.id))).toEqual([]);
    expect(await a.documents()).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it('spends the last use once when two uploads race for it: one is translated, the other refused with nothing stored', async () => {
    const a = await researcherWithUses(1);
    const before = await storedFiles();
    const content = await buildDocx(['La casa es grande.']);
    const answers = await Promise.all([
      create(t.app, a.session, { name: 'one.docx', content }),
      create(t.app, a.session, { name: 'two.docx', content }),
    ]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 403]);
    expect(answers.find((r) => r.statusCode === 403)?.json().error).toBe(DIGITAL_TRANSLATION_ERROR.noUses);
    expect(await a.usesLeft()).toBe(0);
    expect(await a.documents()).toHaveLength(1);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('refuses a document over the package’s word limit with the use given back and nothing stored', async () => {
    const a = await researcherWithUses(2, 20);
    const before = await storedFiles();
    const long = await buildDocx([
      'El gato negro come pescado en la casa roja todos los días de la semana con su amigo el perro blanco.',
    ]);
    const response = await create(t.app, a.session, { name: 'long.docx', content: long });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      digitalOrders: [],
      type: 'translation',
      error: {
        code: 'digital-translations-word-count-exceeded',
        params: { fileName: 'long.docx', wordCount: 21, wordLimit: 20 },
      },
    });
    expect(await a.usesLeft()).toBe(2);
    expect(await a.documents()).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it.each([
    { name: 'a text file named .docx', content: Buffer.from('Esto no es un documento de Word, solo texto.'), error: /./ },
    { name: 'an empty file', content: Buffer.alloc(0), error: /./ },
    { name: 'a zip bomb', content: rawDocx({}, [zerosEntry('word/media/image1.bin', 1024)]), error: /./ },
    { name: 'a .docx whose XML is broken', content: rawDocx({ document: '<w:document><w:body><w:p>' }), error: /./ },
  ])('refuses $name with a clear error, no use spent and nothing stored', async ({ content }) => {
    const a = await researcherWithUses(1);
    const before = await storedFiles();
    const response = await create(t.app, a.session, { name: 'manuscript.docx', content });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error).toMatch(/^[a-z-]+$/);
    expect(await a.usesLeft()).toBe(1);
    expect(await a.documents()).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it('answers another researcher 404 on the order, its download, archive and delete, and lists none of it', async () => {
    const a = await researcherWithUses(1);
    const b = await researcherWithUses(1);
    const created = await create(t.app, a.session, { name: 'mine.docx', content: await buildDocx(['El gato.']) });
    const [order] = created.json().digitalOrders;
    await t.app.jobs.drain();
    for (const [method, url] of [
      ['GET', `/api/digital-order/${order.identity}/download`],
      ['POST', `/api/digital-order/${order.identity}/archive`],
      ['DELETE', `/api/digital-order/${order.identity}`],
    ] as const) {
      const response = await inject(t.app, { method, url, session: b.session });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inject(t.app, { url: '/api/digital-order/search', session: b.session })).json().results).toEqual([]);
    const [row] = await a.documents();
    expect(row).toMatchObject({ status: 'completed', archivedAt: null });
    expect((await inject(t.app, { url: `/api/digital-order/${order.identity}/download`, session: a.session })).statusCode).toBe(
      200,
    );
  });

  it('archives a translation out of the list; a failed one is deleted with its file, a completed one is not', async () => {
    const a = await researcherWithUses(3);
    const content = await buildDocx(['La casa.']);
    const [done] = (await create(t.app, a.session, { name: 'done.docx', content })).json().digitalOrders;
    const [broken] = (await create(t.app, a.session, { name: 'broken.docx', content })).json().digitalOrders;
    // The stored upload disappears before its job runs: the translation fails.
    const [brokenRow] = await t.db.select().from(digitalDocuments).where(eq(digitalDocuments.identity, broken.identity));
    const { createStorage } = await import('../../integrations/storage/create-storage.ts');
    const { loadConfig } = await import('../../config.ts');
    await createStorage(loadConfig({ DATA_DIR: filesDir })).delete(brokenRow?.storedName ?? '');
    await t.app.jobs.drain();
    const list = (await inject(t.app, { url: '/api/digital-order/search', session: a.session })).json().results;
    expect(list.find((r: { identity: string }) => r.identity === broken.identity)).toMatchObject({
      status: 'failed',
      failure: 'digital-translation-failure',
    });
    expect((await inject(t.app, { url: `/api/digital-order/${broken.identity}/download`, session: a.session })).statusCode).toBe(
      404,
    );

    const notDeletable = await inject(t.app, {
      method: 'DELETE',
      url: `/api/digital-order/${done.identity}`,
      session: a.session,
    });
    expect(notDeletable.statusCode).toBe(409);
    const deleted = await inject(t.app, { method: 'DELETE', url: `/api/digital-order/${broken.identity}`, session: a.session });
    expect(deleted.json()).toEqual({ archives: [broken.identity], success: 'broken.docx deleted' });
    const archived = await inject(t.app, {
      method: 'POST',
      url: `/api/digital-order/${done.identity}/archive`,
      session: a.session,
    });
    expect(archived.json()).toEqual({ archives: [done.identity], success: 'done.docx archived' });
    expect((await inject(t.app, { url: '/api/digital-order/search', session: a.session })).json().results).toEqual([]);
    expect(
      await t.db
        .select()
        .from(digitalDocuments)
        .where(and(eq(digitalDocuments.userId, a.user.id), eq(digitalDocuments.identity, broken.identity))),
    ).toEqual([]);
  });

  it('lists the translations in one statement, kept until the job or an archive changes them', async () => {
    const a = await researcherWithUses(1);
    const base = { userId: a.user.id, storedName: 'x', size: 1, sha256: 'x', language: 'spanish-to-english' };
    const listed = await t.db
      .insert(digitalDocuments)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          ...base,
          kind: i % 4 ? ('translation' as const) : ('edit' as const),
          status: 'completed' as const,
          name: `paper-${i}.docx`,
          resultName: `paper-${i}-english.docx`,
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
        })),
      )
      .returning({ identity: digitalDocuments.identity });
    // One still processing: the job completes it after the list is kept.
    const [fresh] = (await create(t.app, a.session, { name: 'fresh.docx', content: await buildDocx(['La casa.']) })).json()
      .digitalOrders;
    const reads = [
      '/api/digital-order/search?page=1&type=translation',
      '/api/digital-order/search?page=2',
      `/api/digital-order/search?identities=${fresh.identity},${listed[1]?.identity}`,
    ];
    const { ask, completed } = await expectKeptUntilTheJobRuns<TListAnswer>(t.app, a.session, reads, (first) => {
      // 30 translations and the fresh one (the edits are the other tool's), 30 a page.
      expect(first[0]?.pagination).toMatchObject({ current: 1, pages: 2, total: 31, next: 2 });
      expect(first[1]?.results).toHaveLength(1);
      expect(first[2]?.results.map((r) => r.status)).toEqual(['processing', 'completed']);
    });
    expect(completed[2]?.results[0]).toMatchObject({ identity: fresh.identity, status: 'completed' });

    await inject(t.app, { method: 'POST', url: `/api/digital-order/${fresh.identity}/archive`, session: a.session });
    const afterArchive = JSON.parse((await ask(reads[2] ?? '')).body).results;
    expect(afterArchive.map((r: { identity: string }) => r.identity)).toEqual([listed[1]?.identity]);
  });

  it('answers signed-out callers session-invalid', async () => {
    const response = await inject(t.app, { url: '/api/digital-order/search' });
    expect(response.statusCode).toBe(401);
  });
});

describe('digital translation without Apertium installed', () => {
  const t = withTestApp('pglite', { APERTIUM_COMMAND: '/nonexistent/apertium' });

  it('starts, and offers no language: a submission is refused with no use spent', async () => {
    const signedIn = await createSignedInUser(t.app, t.db);
    const purchase = await grantDigitalPurchase(t.db, { userId: signedIn.user.id, type: 'translation', uses: 1 });
    const response = await create(t.app, signedIn.session, { name: 'a.docx', content: await buildDocx(['El gato.']) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(DIGITAL_TRANSLATION_ERROR.languageNotOffered);
    const [row] = await t.db.select().from(digitalPurchases).where(eq(digitalPurchases.id, purchase.id));
    expect(row?.usesRemaining).toBe(1);
  });
});
