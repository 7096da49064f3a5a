import type { TFlaggedPassage, TGrammarCheckDetailsResponse } from '@portal/domain/api/grammar-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { docxEntries, paragraphTexts } from '../../../test/fixtures/digital-editing/manuscript-docx.ts';
import { buildDocx, englishText } from '../../../test/fixtures/files/build-zip.ts';
import { legacyDoc } from '../../../test/fixtures/files/legacy-doc.ts';
import { postMultipart } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import { grantDigitalPurchase } from '../digital-purchases/index.ts';

const LEARNER_PARAGRAPH = 'Moreover the samples was dried. She go to the laboratory every day, and i think it is good.';

let addressCount = 0;

async function checkedManuscript(
  app: TApp,
  session: string,
  file?: { fileName: string; content: Buffer },
): Promise<{ identity: string; passages: TFlaggedPassage[] }> {
  const { fileName, content } = file ?? {
    fileName: 'paper.docx',
    content: await buildDocx(['Introduction', LEARNER_PARAGRAPH, ...englishText(300)]),
  };
  const response = await postMultipart(
    app,
    '/api/grammar-check/create',
    [
      { name: 'terms', value: 'true' },
      { name: 'files', fileName, content },
    ],
    { session, remoteAddress: `10.78.0.${addressCount++}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  const identity: string = response.json().languageAssessments[0].identity;
  await app.jobs.drain();
  const report: TGrammarCheckDetailsResponse = (await inject(app, { url: `/api/grammar-check/${identity}`, session })).json();
  return { identity, passages: report.passages };
}

const reference = (passage: TFlaggedPassage, suggestion = 0) => ({
  paragraph: passage.paragraph,
  start: passage.start,
  end: passage.end,
  suggestion,
});

describe.each(BACKENDS)('accepting suggestions of the grammar report on %s', (backend) => {
  const t = withTestApp(backend);
  let owner: Awaited<ReturnType<typeof createSignedInUser>>;
  let checked: Awaited<ReturnType<typeof checkedManuscript>>;

  beforeAll(async () => {
    owner = await createSignedInUser(t.app, t.db);
    checked = await checkedManuscript(t.app, owner.session);
  }, 120_000);

  const accept = (session: string, body: unknown, identity = checked.identity) =>
    inject(t.app, { method: 'POST', url: `/api/grammar-check/${identity}/accepted-suggestions`, session, body });

  const passage = (text: string) => {
    const found = checked.passages.find((candidate) => candidate.text === text);
    if (!found) throw new Error(`no passage on "${text}" among ${checked.passages.map((p) => p.text).join(', ')}`);
    return found;
  };

  it('asks a researcher without digital editing to subscribe, with the upsell message key', async () => {
    const refused = await accept(owner.session, { accepted: [reference(passage('go'))] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'grammar-check-accept-needs-digital-editing' });
  });

  it('sends the manuscript with just the accepted suggestions as tracked changes, replacements and insertions', async () => {
    await grantDigitalPurchase(t.db, { userId: owner.user.id, type: 'editing' });
    const moreover = passage('Moreover');
    expect(moreover.suggestions[0]).toEqual({ kind: 'insert', text: ',' });
    const response = await accept(owner.session, { accepted: [reference(passage('go')), reference(moreover)] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml.document');
    expect(response.headers['content-disposition']).toContain('paper (accepted suggestions).docx');

    const xml = (await docxEntries(response.rawPayload)).get('word/document.xml')?.toString('utf8') ?? '';
    expect(xml.match(/<w:ins /g)?.length).toBe(2);
    expect(paragraphTexts(xml, 'accept')).toContain(
      'Moreover, the samples was dried. She goes to the laboratory every day, and i think it is good.',
    );
    // Rejecting every change gives the manuscript back; what was not accepted ("i", "was") is untouched.
    expect(paragraphTexts(xml, 'reject')).toContain(LEARNER_PARAGRAPH);
  });

  it('takes accepted suggestions into a legacy .doc, sent back as a .docx of its paragraphs', async () => {
    const researcher = await createSignedInUser(t.app, t.db);
    await grantDigitalPurchase(t.db, { userId: researcher.user.id, type: 'editing' });
    // Enough words to be checked (GRAMMAR_MIN_WORDS), few enough for the fixture's one 4 KiB text stream.
    const [closing = ''] = englishText(60);
    const doc = await checkedManuscript(t.app, researcher.session, {
      fileName: 'old paper.doc',
      content: legacyDoc(['Introduction', LEARNER_PARAGRAPH, closing]),
    });
    const go = doc.passages.find((candidate) => candidate.text === 'go');
    const moreover = doc.passages.find((candidate) => candidate.text === 'Moreover');
    if (!go || !moreover) throw new Error(`.doc report: ${doc.passages.map((p) => p.text).join(', ')}`);
    const response = await inject(t.app, {
      method: 'POST',
      url: `/api/grammar-check/${doc.identity}/accepted-suggestions`,
      session: researcher.session,
      body: { accepted: [reference(go), reference(moreover)] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml.document');
    expect(response.headers['content-disposition']).toContain('old paper (accepted suggestions).docx');

    // The .doc's three paragraphs, in order, in a .docx Word opens, with the two suggestions as tracked changes.
    const xml = (await docxEntries(response.rawPayload)).get('word/document.xml')?.toString('utf8') ?? '';
    expect(xml.match(/<w:ins /g)?.length).toBe(2);
    expect(paragraphTexts(xml, 'accept')).toEqual([
      'Introduction',
      'Moreover, the samples was dried. She goes to the laboratory every day, and i think it is good.',
      closing,
    ]);
    expect(paragraphTexts(xml, 'reject')).toEqual(['Introduction', LEARNER_PARAGRAPH, closing]);
  });

  it("answers 404 for another researcher's assessment and 400 for a suggestion the report does not hold", async () => {
    const stranger = await createSignedInUser(t.app, t.db);
    await grantDigitalPurchase(t.db, { userId: stranger.user.id, type: 'editing' });
    expect((await accept(stranger.session, { accepted: [reference(passage('go'))] })).statusCode).toBe(404);
    expect((await accept(owner.session, { accepted: [{ paragraph: 0, start: 0, end: 1, suggestion: 0 }] })).statusCode).toBe(400);
    expect((await accept(owner.session, { accepted: [reference(passage('go'), 2)] })).statusCode).toBe(400);
    const none = await accept(owner.session, { accepted: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ accepted: 'grammar-check-accept-none' });
    expect((await accept(owner.session, { accepted: 'all' })).statusCode).toBe(400);
    expect((await accept(owner.session, { accepted: [reference(passage('go'))] }, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('asks a visitor to sign in', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: `/api/grammar-check/${checked.identity}/accepted-suggestions`,
      body: { accepted: [reference(passage('go'))] },
    });
    expect(response.statusCode).toBe(401);
  });
});
