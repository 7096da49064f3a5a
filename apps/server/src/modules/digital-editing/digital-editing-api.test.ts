import { DIGITAL_EDIT_ERROR, type TDigitalEditSearchResponse } from '@portal/domain/api/digital-edit';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { expectEditingOrderWithPaper } from '../../../test/fixtures/digital-documents/editing-order.ts';
import { expectKeptUntilTheJobRuns, type TListAnswer } from '../../../test/fixtures/digital-documents/kept-reads.ts';
import { docxEntries, paragraphTexts } from '../../../test/fixtures/digital-editing/manuscript-docx.ts';
import { buildDocx, buildZip, withMainPartAt } from '../../../test/fixtures/files/build-zip.ts';
import { rawDocx, zerosEntry } from '../../../test/fixtures/files/hostile-files.ts';
import { legacyDoc, loopingSectorChainDoc } from '../../../test/fixtures/files/legacy-doc.ts';
import { postMultipart, type TMultipartPart } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { preferredGroups } from '../../schema/catalogue.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { grantDigitalPurchase } from '../digital-purchases/access.ts';

const PARAGRAPHS = [
  'We recieved the the samples from the laboratory on Monday.',
  'Their colour was analyzed in the centre of the room by a expert.',
  'The results are summarised in the table below.',
];

/** PARAGRAPHS as digital editing gives them back in American English, its changes accepted. */
const EDITED_AMERICAN = [
  'We received the samples from the laboratory on Monday.',
  'Their color was analyzed in the center of the room by an expert.',
  'The results are summarized in the table below.',
];

let addressCount = 0;

async function create(
  app: TApp,
  session: string | null,
  file: { name: string; content: Buffer },
  fields: Record<string, string>,
) {
  const parts: TMultipartPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'files', fileName: file.name, content: file.content },
  ];
  return postMultipart(app, '/api/digital-edit/create', parts, {
    session,
    remoteAddress: `10.78.${(addressCount >> 8) & 255}.${addressCount++ & 255}`,
  });
}

async function subscriber(app: TApp, db: Db) {
  const signedIn = await createSignedInUser(app, db);
  await grantDigitalPurchase(db, { userId: signedIn.user.id, type: 'editing' });
  return signedIn;
}

async function documentsOf(db: Db, userId: number) {
  return (await db.select({ n: count() }).from(digitalDocuments).where(eq(digitalDocuments.userId, userId)))[0]?.n;
}

describe.each(BACKENDS)('digital editing API on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  // The first edit starts the app's grammar thread (harper's set-up takes seconds of CPU on a busy machine).
  beforeAll(async () => {
    const { session } = await subscriber(t.app, t.db);
    await create(t.app, session, { name: 'warm-up.docx', content: await buildDocx(PARAGRAPHS) }, { styleOfEnglish: 'british' });
    await t.app.jobs.drain();
  }, 120_000);

  async function editedManuscript(session: string, style: 'british' | 'american' = 'american', name = 'paper.docx') {
    const response = await create(t.app, session, { name, content: await buildDocx(PARAGRAPHS) }, { styleOfEnglish: style });
    expect(response.statusCode, response.body).toBe(200);
    const [created] = response.json().digitalEdits;
    expect(created).toMatchObject({ file: { name, type: 'docx' }, status: 'processing', styleOfEnglish: style });
    await t.app.jobs.drain();
    return created.identity as string;
  }

  it('edits an uploaded manuscript and downloads it as a .docx with tracked changes by "Digital Editing"', async () => {
    const { session } = await subscriber(t.app, t.db);
    const identity = await editedManuscript(session);

    const list: TDigitalEditSearchResponse = (await inject(t.app, { url: '/api/digital-edit/search?page=1', session })).json();
    expect(list.pagination).toMatchObject({ current: 1, pages: 1, total: 1, previous: null, next: null });
    expect(list.results[0]).toMatchObject({ identity, status: 'completed', resultName: 'paper (edited).docx', failure: null });
    expect(list.results[0]?.changeCount).toBeGreaterThan(3);

    const details = await inject(t.app, { url: `/api/digital-edit/${identity}`, session });
    expect(details.json().digitalEdit).toMatchObject({ identity, status: 'completed' });
    const polled = await inject(t.app, { url: `/api/digital-edit/search?identities=${identity}`, session });
    expect(polled.json().results.map((r: { identity: string }) => r.identity)).toEqual([identity]);

    const download = await inject(t.app, { url: `/api/digital-edit/${identity}/download`, session });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`filename="paper (edited).docx"`);
    const xml = (await docxEntries(download.rawPayload)).get('word/document.xml')?.toString() ?? '';
    expect(xml).toMatch(/<w:ins w:id="\d+" w:author="Digital Editing"/);
    expect(xml).toMatch(/<w:del w:id="\d+" w:author="Digital Editing"/);
    expect(paragraphTexts(xml, 'reject')).toEqual(PARAGRAPHS);
    expect(paragraphTexts(xml, 'accept')).toEqual(EDITED_AMERICAN);
  });

  it('edits a manuscript whose main part is word/document2.xml and writes the edit back to that part', async () => {
    const { session } = await subscriber(t.app, t.db);
    const moved = await withMainPartAt(await buildDocx(PARAGRAPHS), 'word/document2.xml');
    const response = await create(t.app, session, { name: 'online.docx', content: moved }, { styleOfEnglish: 'american' });
    expect(response.statusCode, response.body).toBe(200);
    const [created] = response.json().digitalEdits;
    await t.app.jobs.drain();
    const download = await inject(t.app, { url: `/api/digital-edit/${created.identity}/download`, session });
    expect(download.statusCode).toBe(200);
    const entries = await docxEntries(download.rawPayload);
    expect([...entries.keys()]).toEqual([...(await docxEntries(moved)).keys()]);
    expect(entries.has('word/document.xml')).toBe(false);
    const xml = entries.get('word/document2.xml')?.toString() ?? '';
    expect(xml).toMatch(/<w:ins w:id="\d+" w:author="Digital Editing"/);
    expect(paragraphTexts(xml, 'reject')).toEqual(PARAGRAPHS);
    expect(paragraphTexts(xml, 'accept')).toEqual(EDITED_AMERICAN);
  });

  it("keeps the researcher's locked terms and writes the British style when asked", async () => {
    const { session } = await subscriber(t.app, t.db);
    for (const term of ['analyzed', 'recieved']) {
      const added = await inject(t.app, { method: 'POST', url: '/api/locked-terms', session, body: { term } });
      expect(added.statusCode, added.body).toBe(200);
    }
    const identity = await editedManuscript(session, 'british');
    const download = await inject(t.app, { url: `/api/digital-edit/${identity}/download`, session });
    const xml = (await docxEntries(download.rawPayload)).get('word/document.xml')?.toString() ?? '';
    expect(paragraphTexts(xml, 'accept')).toEqual([
      'We recieved the samples from the laboratory on Monday.',
      'Their colour was analyzed in the centre of the room by an expert.',
      'The results are summarised in the table below.',
    ]);
  });

  it('refuses a researcher without a subscription with the subscribe notice, storing nothing', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const response = await create(
      t.app,
      session,
      { name: 'paper.docx', content: await buildDocx(PARAGRAPHS) },
      { styleOfEnglish: 'british' },
    );
    expect([response.statusCode, response.json().error]).toEqual([403, 'digital-editing-subscription-required']);
    expect(await documentsOf(t.db, user.id)).toBe(0);
    // An expired subscription is no access either.
    await grantDigitalPurchase(t.db, { userId: user.id, type: 'editing', days: -1 });
    const expired = await create(
      t.app,
      session,
      { name: 'paper.docx', content: await buildDocx(PARAGRAPHS) },
      { styleOfEnglish: 'british' },
    );
    expect(expired.statusCode).toBe(403);
    const visitor = await create(
      t.app,
      null,
      { name: 'paper.docx', content: await buildDocx(PARAGRAPHS) },
      { styleOfEnglish: 'british' },
    );
    expect(visitor.statusCode).toBe(401);
  });

  it('takes an upload from a member of a preferred group that gives digital editing, without a purchase of their own', async () => {
    const [group] = await t.db
      .insert(preferredGroups)
      .values({
        code: `EDIT${Date.now()}`,
        name: { en: 'Editing lab', zh: '', ja: '', pt: '', es: '' },
        givesDigitalEditing: true,
      })
      .returning();
    const { user, session } = await createSignedInUser(t.app, t.db, { preferredGroupId: group?.id ?? null });
    const response = await create(
      t.app,
      session,
      { name: 'paper.docx', content: await buildDocx(PARAGRAPHS) },
      { styleOfEnglish: 'american' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(digitalDocuments).where(eq(digitalDocuments.userId, user.id));
    expect(row?.purchaseId).toBeNull();
  });

  it('refuses a missing style of English, another type, a file that is not Word, an empty one, a zip bomb and broken XML, storing nothing', async () => {
    const { user, session } = await subscriber(t.app, t.db);
    const docx = await buildDocx(PARAGRAPHS);
    const noStyle = await create(t.app, session, { name: 'paper.docx', content: docx }, {});
    expect([noStyle.statusCode, noStyle.json().error]).toEqual([400, 'Please select your preferred type of English.']);
    const wrongStyle = await create(t.app, session, { name: 'paper.docx', content: docx }, { styleOfEnglish: 'australian' });
    expect(wrongStyle.json().error).toBe('Please select your preferred type of English.');
    const style = { styleOfEnglish: 'american' };
    const pdf = await create(t.app, session, { name: 'paper.pdf', content: Buffer.from('%PDF-1.7\n') }, style);
    expect([pdf.statusCode, pdf.json().error]).toEqual([415, 'file-type-not-allowed']);
    const renamed = await create(
      t.app,
      session,
      { name: 'paper.docx', content: Buffer.from('just some text, not a zip') },
      style,
    );
    expect([renamed.statusCode, renamed.json().error]).toEqual([422, 'file-content-mismatch']);
    const empty = await create(t.app, session, { name: 'paper.docx', content: Buffer.alloc(0) }, style);
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'file-empty']);
    const bomb = await create(
      t.app,
      session,
      { name: 'bomb.docx', content: rawDocx({}, [zerosEntry('word/media/image1.bin', 300)]) },
      style,
    );
    expect([bomb.statusCode, bomb.json().error]).toEqual([422, 'file-archive-invalid']);
    const broken = await buildZip([
      { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
      { name: 'word/document.xml', content: '<w:document><w:body><w:p>unclosed' },
    ]);
    const unreadable = await create(t.app, session, { name: 'broken.docx', content: broken }, style);
    expect([unreadable.statusCode, unreadable.json().error]).toEqual([422, 'digital-edit-document-unreadable']);
    expect(await documentsOf(t.db, user.id)).toBe(0);
  });

  it("answers 404 for another researcher's edit, download, archive, delete and order link, and lists none of it", async () => {
    const owner = await subscriber(t.app, t.db);
    const identity = await editedManuscript(owner.session);
    const stranger = await subscriber(t.app, t.db);
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string) => inject(t.app, { method, url, session: stranger.session });
    expect((await as('GET', `/api/digital-edit/${identity}`)).statusCode).toBe(404);
    expect((await as('GET', `/api/digital-edit/${identity}/download`)).statusCode).toBe(404);
    expect((await as('POST', `/api/digital-edit/${identity}/archive`)).statusCode).toBe(404);
    expect((await as('DELETE', `/api/digital-edit/${identity}`)).statusCode).toBe(404);
    expect((await as('GET', `/api/order-form/from-digital-edit/${identity}`)).statusCode).toBe(404);
    expect((await as('GET', `/api/digital-edit/search?identities=${identity}`)).json().results).toEqual([]);
    expect((await as('GET', '/api/digital-edit/not-a-uuid')).statusCode).toBe(404);
    // The owner's edit is unchanged.
    const mine = await inject(t.app, { url: `/api/digital-edit/${identity}`, session: owner.session });
    expect(mine.json().digitalEdit).toMatchObject({ status: 'completed' });
  });

  it("archives an edit ('{fileName} archived'), after which its download answers 'curie.file-archived'", async () => {
    const { session } = await subscriber(t.app, t.db);
    const identity = await editedManuscript(session);
    const archived = await inject(t.app, { method: 'POST', url: `/api/digital-edit/${identity}/archive`, session });
    expect(archived.json()).toEqual({ success: 'paper.docx archived' });
    expect((await inject(t.app, { url: '/api/digital-edit/search', session })).json().results).toEqual([]);
    const download = await inject(t.app, { url: `/api/digital-edit/${identity}/download`, session });
    expect([download.statusCode, download.json().error]).toEqual([404, 'curie.file-archived']);
    // A completed edit is archived, never deleted.
    expect((await inject(t.app, { method: 'DELETE', url: `/api/digital-edit/${identity}`, session })).statusCode).toBe(404);
  });

  it("fails an edit whose file is gone ('automated-edit-failure'); a failed edit can only be deleted", async () => {
    const { session } = await subscriber(t.app, t.db);
    const response = await create(
      t.app,
      session,
      { name: 'lost.docx', content: await buildDocx(PARAGRAPHS) },
      { styleOfEnglish: 'british' },
    );
    const identity = response.json().digitalEdits[0].identity;
    await t.db
      .update(digitalDocuments)
      .set({ storedName: 'gone-before-the-edit' })
      .where(eq(digitalDocuments.identity, identity));
    await t.app.jobs.drain();
    const [item] = (await inject(t.app, { url: '/api/digital-edit/search', session })).json().results;
    expect(item).toMatchObject({ identity, status: 'failed', failure: 'automated-edit-failure', resultName: null });
    const download = await inject(t.app, { url: `/api/digital-edit/${identity}/download`, session });
    expect(download.json().error).toBe('curie.file-archived');
    const deleted = await inject(t.app, { method: 'DELETE', url: `/api/digital-edit/${identity}`, session });
    expect(deleted.json()).toEqual({ success: 'lost.docx deleted' });
    expect((await t.db.select({ n: count() }).from(digitalDocuments).where(eq(digitalDocuments.identity, identity)))[0]?.n).toBe(
      0,
    );
  });

  it('refuses a legacy .doc that cannot be read, or whose sector chain loops, storing nothing, and goes on', async () => {
    const { session } = await subscriber(t.app, t.db);
    // The compound-file signature of a .doc, and nothing a reader can use after it.
    const fakeDoc = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024, 7)]);
    for (const content of [fakeDoc, loopingSectorChainDoc()]) {
      const response = await create(t.app, session, { name: 'old.doc', content }, { styleOfEnglish: 'american' });
      expect([response.statusCode, response.json().error]).toEqual([422, DIGITAL_EDIT_ERROR.unreadable]);
    }
    expect((await inject(t.app, { url: '/api/digital-edit/search', session })).json().results).toEqual([]);
    const readable = await create(
      t.app,
      session,
      { name: 'old.doc', content: legacyDoc(['The results was significant.']) },
      { styleOfEnglish: 'american' },
    );
    expect(readable.statusCode, readable.body).toBe(200);
  });

  it('refuses to delete an edit that is not failed', async () => {
    const { session } = await subscriber(t.app, t.db);
    const identity = await editedManuscript(session);
    const refused = await inject(t.app, { method: 'DELETE', url: `/api/digital-edit/${identity}`, session });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'digital-edit-not-deletable']);
  });

  it('opens an order form for professional editing with the uploaded manuscript attached', async () => {
    const { user, session } = await subscriber(t.app, t.db);
    const identity = await editedManuscript(session);
    await expectEditingOrderWithPaper(t, `/api/order-form/from-digital-edit/${identity}`, user, session);
  });

  it('lists the edits and the recent documents in one statement each, kept until the job or an archive changes them', async () => {
    const { user, session } = await subscriber(t.app, t.db);
    const base = { userId: user.id, storedName: 'x', size: 1, sha256: 'x', status: 'completed' as const };
    const listed = await t.db
      .insert(digitalDocuments)
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          ...base,
          kind: i % 5 ? ('edit' as const) : ('translation' as const),
          name: `paper-${i}.docx`,
          resultName: `paper-${i} (edited).docx`,
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
        })),
      )
      .returning({ identity: digitalDocuments.identity });
    // One still processing: the job completes it after the lists are kept.
    const uploaded = await create(
      t.app,
      session,
      { name: 'fresh.docx', content: await buildDocx(PARAGRAPHS) },
      { styleOfEnglish: 'british' },
    );
    const fresh: string = uploaded.json().digitalEdits[0].identity;
    const reads = [
      '/api/digital-edit/search',
      '/api/digital-edit/search?page=2',
      `/api/digital-edit/search?identities=${fresh},${listed[1]?.identity}`,
      '/api/digital-documents/recent',
    ];
    const { ask, completed } = await expectKeptUntilTheJobRuns<TListAnswer>(t.app, session, reads, (first) => {
      // 36 edits and the fresh one (the translations are the other tool's), 30 a page.
      expect(first[0]?.pagination).toMatchObject({ current: 1, pages: 2, total: 37, next: 2 });
      expect(first[1]?.results).toHaveLength(7);
      expect(first[2]?.results.map((r) => r.status)).toEqual(['processing', 'completed']);
    });
    expect(completed[2]?.results[0]).toMatchObject({ identity: fresh, status: 'completed' });
    expect(completed[3]?.documents[0]).toMatchObject({ identity: fresh, status: 'completed' });

    await inject(t.app, { method: 'POST', url: `/api/digital-edit/${fresh}/archive`, session });
    const recent = JSON.parse((await ask('/api/digital-documents/recent')).body).documents;
    expect(recent.map((d: { identity: string }) => d.identity)).not.toContain(fresh);
  });

  it('lists the three most recent digital documents, edits and translations merged, newest first', async () => {
    const { user, session } = await subscriber(t.app, t.db);
    const base = { userId: user.id, storedName: 'x', size: 1, sha256: 'x' };
    await t.db.insert(digitalDocuments).values([
      {
        ...base,
        kind: 'edit',
        name: 'one.docx',
        createdAt: new Date('2026-01-01T00:00:00Z'),
        status: 'completed',
        resultName: 'one (edited).docx',
      },
      { ...base, kind: 'translation', name: 'two.docx', createdAt: new Date('2026-01-02T00:00:00Z') },
      { ...base, kind: 'edit', name: 'three.docx', createdAt: new Date('2026-01-03T00:00:00Z'), status: 'failed' },
      { ...base, kind: 'translation', name: 'four.docx', createdAt: new Date('2026-01-04T00:00:00Z'), status: 'completed' },
    ]);
    const recent = (await inject(t.app, { url: '/api/digital-documents/recent', session })).json().documents;
    expect(recent.map((d: { name: string; kind: string; status: string }) => [d.name, d.kind, d.status])).toEqual([
      ['four.docx', 'translation', 'completed'],
      ['three.docx', 'edit', 'failed'],
      ['two.docx', 'translation', 'processing'],
    ]);
    const stranger = await createSignedInUser(t.app, t.db);
    expect((await inject(t.app, { url: '/api/digital-documents/recent', session: stranger.session })).json().documents).toEqual(
      [],
    );
  });
});
