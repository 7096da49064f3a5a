import { createHash } from 'node:crypto';
import type { TGrammarCheckDetailsResponse, TGrammarCheckSearchResponse } from '@portal/domain/api/grammar-check';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { expectEditingOrderWithPaper } from '../../../test/fixtures/digital-documents/editing-order.ts';
import { buildDocx, buildZip, englishText, withMainPartAt } from '../../../test/fixtures/files/build-zip.ts';
import { postMultipart, type TMultipartPart } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import { leadingZeroBits } from './captcha.ts';
import { GRAMMAR_CHECK_COOKIE } from './requester.ts';

/** A manuscript with a few learner errors among ordinary academic prose. */
function manuscriptParagraphs(): string[] {
  return [
    'Introduction',
    'She go to the laboratory every days. Their is many reason for this choice, and i think it are good for the results.',
    ...englishText(400),
    'References',
    '1. Smith J, Jones K. A study of things. Journal of Studies. 2020;12:3-4.',
  ];
}

type TWho = { session?: string; cookies?: Record<string, string>; ip?: string };

let addressCount = 0;

async function create(
  app: TApp,
  who: TWho,
  file: { name: string; content: Buffer },
  fields: Record<string, string> = { terms: 'true' },
) {
  const parts: TMultipartPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'files', fileName: file.name, content: file.content },
  ];
  return postMultipart(app, '/api/grammar-check/create', parts, {
    session: who.session,
    cookies: who.cookies,
    remoteAddress: who.ip ?? `10.77.${(addressCount >> 8) & 255}.${addressCount++ & 255}`,
  });
}

/** Solves a proof-of-work challenge as the browser's worker does. */
function solve(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    if (leadingZeroBits(digest) >= bits) return `${challenge}:${nonce}`;
  }
}

describe.each(BACKENDS)('grammar check API on %s', (backend) => {
  const t = withTestApp(backend);

  // The first check starts the app's grammar thread (harper's set-up takes seconds of CPU on a busy machine).
  beforeAll(async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    await create(t.app, { session }, { name: 'warm-up.docx', content: await buildDocx(manuscriptParagraphs()) });
    await t.app.jobs.drain();
  }, 120_000);

  async function checkedManuscript(session: string) {
    const response = await create(t.app, { session }, { name: 'paper.docx', content: await buildDocx(manuscriptParagraphs()) });
    expect(response.statusCode, response.body).toBe(200);
    const [created] = response.json().languageAssessments;
    expect(created).toMatchObject({ name: 'paper.docx', status: 'processing', score: null });
    await t.app.jobs.drain();
    return created.identity as string;
  }

  it('checks an uploaded manuscript and reports its score, counts, percentile and flagged passages', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const identity = await checkedManuscript(session);

    const list = await inject(t.app, { url: '/api/grammar-check/search?page=1', session });
    const found: TGrammarCheckSearchResponse = list.json();
    expect(found.pagination).toMatchObject({ current: 1, pages: 1, total: 1 });
    expect(found.percentiles.map((p) => p.percentile)).toEqual(Array.from({ length: 21 }, (_, i) => i * 5));
    const [item] = found.results;
    expect(item).toMatchObject({ identity, status: 'completed', scoreStatus: 'completed', errorCountStatus: 'completed' });
    expect(item?.score).toBeGreaterThan(0);
    expect(item?.score).toBeLessThan(10);
    expect(item?.percentile).toBeGreaterThanOrEqual(1);

    const report: TGrammarCheckDetailsResponse = (await inject(t.app, { url: `/api/grammar-check/${identity}`, session })).json();
    expect(report.upsell).toEqual({ price: 75, currencyIso: expect.any(String) });
    expect(report.assessment.errorCount?.grammarMechanics).toBeGreaterThan(0);
    const flagged = report.passages.map((p) => p.text);
    expect(flagged).toEqual(expect.arrayContaining(['go', 'i']));
    // The references section is not checked.
    expect(report.passages.some((p) => p.context.includes('Smith'))).toBe(false);

    const polled = await inject(t.app, { url: `/api/grammar-check/search?identities=${identity}`, session });
    expect(polled.json().results.map((r: { identity: string }) => r.identity)).toEqual([identity]);
  });

  it('checks a manuscript whose main part is word/document2.xml, found through _rels/.rels', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const moved = await withMainPartAt(await buildDocx(manuscriptParagraphs()), 'word/document2.xml', '/word/document2.xml');
    const response = await create(t.app, { session }, { name: 'online.docx', content: moved });
    expect(response.statusCode, response.body).toBe(200);
    const identity = response.json().languageAssessments[0].identity as string;
    await t.app.jobs.drain();
    const report: TGrammarCheckDetailsResponse = (await inject(t.app, { url: `/api/grammar-check/${identity}`, session })).json();
    expect(report.assessment).toMatchObject({ status: 'completed', errorCountStatus: 'completed' });
    expect(report.assessment.wordCount).toBeGreaterThan(400);
    expect(report.passages.map((p) => p.text)).toEqual(expect.arrayContaining(['go', 'i']));
    expect(report.passages.some((p) => p.context.includes('Smith'))).toBe(false);
  });

  it("answers 404 for another researcher's assessment, and lists none of it", async () => {
    const owner = await createSignedInUser(t.app, t.db);
    const identity = await checkedManuscript(owner.session);
    const stranger = await createSignedInUser(t.app, t.db);
    expect((await inject(t.app, { url: `/api/grammar-check/${identity}`, session: stranger.session })).statusCode).toBe(404);
    expect(
      (await inject(t.app, { method: 'POST', url: `/api/grammar-check/${identity}/archive`, session: stranger.session }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject(t.app, { method: 'DELETE', url: `/api/grammar-check/${identity}`, session: stranger.session })).statusCode,
    ).toBe(404);
    expect(
      (await inject(t.app, { url: `/api/order-form/from-language-assessment/${identity}`, session: stranger.session }))
        .statusCode,
    ).toBe(404);
    const theirs = await inject(t.app, { url: `/api/grammar-check/search?identities=${identity}`, session: stranger.session });
    expect(theirs.json().results).toEqual([]);
    expect((await inject(t.app, { url: '/api/grammar-check/not-a-uuid', session: stranger.session })).statusCode).toBe(404);
  });

  it("archives an assessment with '{fileName} archived' and leaves it out of the list", async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const identity = await checkedManuscript(session);
    const archived = await inject(t.app, { method: 'POST', url: `/api/grammar-check/${identity}/archive`, session });
    expect(archived.json()).toEqual({ success: 'paper.docx archived' });
    expect((await inject(t.app, { url: '/api/grammar-check/search', session })).json().results).toEqual([]);
    expect((await inject(t.app, { method: 'POST', url: `/api/grammar-check/${identity}/archive`, session })).statusCode).toBe(
      404,
    );
    // A completed check is archived, not deleted.
    expect((await inject(t.app, { method: 'DELETE', url: `/api/grammar-check/${identity}`, session })).statusCode).toBe(409);
  });

  it('refuses a .docx whose XML is broken, storing nothing', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const broken = await buildZip([
      { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
      { name: 'word/document.xml', content: '<w:document><w:body><w:p>unclosed' },
    ]);
    const response = await create(t.app, { session }, { name: 'broken.docx', content: broken });
    expect([response.statusCode, response.json().error]).toEqual([422, 'language-assessment-document-unreadable']);
    expect(
      (await t.db.select({ n: count() }).from(languageAssessments).where(eq(languageAssessments.userId, user.id)))[0]?.n,
    ).toBe(0);
  });

  it('fails a check whose file is gone, tells why (language-assessment-failure), and deletes the failed check', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await create(t.app, { session }, { name: 'lost.docx', content: await buildDocx(manuscriptParagraphs()) });
    const identity = response.json().languageAssessments[0].identity;
    // The stored file disappears before the job runs (a storage fault).
    await t.db
      .update(languageAssessments)
      .set({ storedName: 'gone-before-the-check' })
      .where(eq(languageAssessments.identity, identity));
    await t.app.jobs.drain();
    const [item] = (await inject(t.app, { url: '/api/grammar-check/search', session })).json().results;
    expect(item).toMatchObject({
      identity,
      status: 'failed',
      score: null,
      errorCount: null,
      failure: 'language-assessment-failure',
    });
    const report = await inject(t.app, { url: `/api/grammar-check/${identity}`, session });
    expect(report.json().assessment.failure).toBe('language-assessment-failure');
    const deleted = await inject(t.app, { method: 'DELETE', url: `/api/grammar-check/${identity}`, session });
    expect(deleted.json()).toEqual({ success: 'lost.docx deleted' });
    expect(
      (await t.db.select({ n: count() }).from(languageAssessments).where(eq(languageAssessments.identity, identity)))[0]?.n,
    ).toBe(0);
  });

  it('skips the score of a text too short to measure', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await create(
      t.app,
      { session },
      { name: 'short.docx', content: await buildDocx(['A short note about the study.']) },
    );
    await t.app.jobs.drain();
    const identity = response.json().languageAssessments[0].identity;
    const report = (await inject(t.app, { url: `/api/grammar-check/${identity}`, session })).json();
    expect(report.assessment).toMatchObject({ status: 'skipped', scoreStatus: 'skipped', score: null, percentile: null });
  });

  it('refuses a check without the terms, of another type, or whose content is not a Word document, storing nothing', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const docx = await buildDocx(manuscriptParagraphs());
    const noTerms = await create(t.app, { session }, { name: 'paper.docx', content: docx }, {});
    expect([noTerms.statusCode, noTerms.json().error]).toEqual([400, 'language-assessment-terms-required']);
    const pdf = await create(t.app, { session }, { name: 'paper.pdf', content: Buffer.from('%PDF-1.7\n') });
    expect([pdf.statusCode, pdf.json().error]).toEqual([415, 'file-type-not-allowed']);
    const renamed = await create(t.app, { session }, { name: 'paper.docx', content: Buffer.from('just some text, not a zip') });
    expect([renamed.statusCode, renamed.json().error]).toEqual([422, 'file-content-mismatch']);
    const empty = await create(t.app, { session }, { name: 'paper.docx', content: Buffer.alloc(0) });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'file-empty']);
    expect(
      (await t.db.select({ n: count() }).from(languageAssessments).where(eq(languageAssessments.userId, user.id)))[0]?.n,
    ).toBe(0);
  });

  it('refuses a researcher whose grammar check is turned off', async () => {
    const { session } = await createSignedInUser(t.app, t.db, { languageAssessmentEnabled: false });
    const response = await create(t.app, { session }, { name: 'paper.docx', content: await buildDocx(manuscriptParagraphs()) });
    expect([response.statusCode, response.json().error]).toEqual([403, 'language-assessment-disabled']);
  });

  it('opens an order form for professional editing with the checked manuscript attached', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const identity = await checkedManuscript(session);
    await expectEditingOrderWithPaper(t, `/api/order-form/from-language-assessment/${identity}`, user, session);
  });

  it('lets a visitor check behind the proof-of-work captcha, once per solution, and keeps their checks to their cookie', async () => {
    const docx = await buildDocx(manuscriptParagraphs());
    const unsolved = await create(t.app, {}, { name: 'paper.docx', content: docx });
    expect([unsolved.statusCode, unsolved.json().error]).toEqual([400, 'captcha-failure']);

    const { challenge, bits } = (await inject(t.app, { url: '/api/grammar-check/captcha' })).json();
    const captchaResponse = solve(challenge, bits);
    const response = await create(t.app, {}, { name: 'paper.docx', content: docx }, { terms: 'true', captchaResponse });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.cookies.find((c) => c.name === GRAMMAR_CHECK_COOKIE)?.value ?? '';
    expect(token).not.toBe('');
    const replayed = await create(t.app, {}, { name: 'paper.docx', content: docx }, { terms: 'true', captchaResponse });
    expect(replayed.json().error).toBe('captcha-failure');
    const forged = await create(
      t.app,
      {},
      { name: 'paper.docx', content: docx },
      { terms: 'true', captchaResponse: `${challenge}x:1` },
    );
    expect(forged.json().error).toBe('captcha-failure');

    await t.app.jobs.drain();
    const identity = response.json().languageAssessments[0].identity;
    const mine = await inject(t.app, { url: `/api/grammar-check/${identity}`, cookies: { [GRAMMAR_CHECK_COOKIE]: token } });
    expect(mine.json().assessment).toMatchObject({ identity, status: 'completed' });
    expect((await inject(t.app, { url: `/api/grammar-check/${identity}` })).statusCode).toBe(404);
    const researcher = await createSignedInUser(t.app, t.db);
    expect((await inject(t.app, { url: `/api/grammar-check/${identity}`, session: researcher.session })).statusCode).toBe(404);
  });

  async function solvedCaptcha() {
    const { challenge, bits } = (await inject(t.app, { url: '/api/grammar-check/captcha' })).json();
    return solve(challenge, bits);
  }

  it("limits a visitor's checks per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const fields = { terms: 'true', captchaResponse: await solvedCaptcha() };
      statuses.push((await create(t.app, { ip: '10.99.0.1' }, { name: 'a.docx', content: Buffer.from('x') }, fields)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it("counts a visitor's check only once its body was read and accepted", async () => {
    const ip = '10.99.0.2';
    const raw = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/grammar-check/create',
        remoteAddress: ip,
        payload,
        headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' },
      });
    const docx = await buildDocx(manuscriptParagraphs());
    const refused = [
      await raw('multipart/form-data', '--x\r\n'),
      await raw(`multipart/form-data; boundary=${'b'.repeat(80)}`, `--${'b'.repeat(80)}\r\n`),
      await raw('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="terms"\r\n\r\ntr'),
      await raw('application/json', '{"terms":"true"}'),
      await create(t.app, { ip }, { name: 'paper.docx', content: docx }),
      await create(t.app, { ip }, { name: 'paper.docx', content: docx }, { terms: 'false' }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().error])).toEqual([
      [400, 'malformed-request'],
      [400, 'malformed-request'],
      [400, 'malformed-request'],
      [415, 'malformed-request'],
      [400, 'captcha-failure'],
      [400, 'language-assessment-terms-required'],
    ]);
    const accepted = await create(
      t.app,
      { ip },
      { name: 'paper.docx', content: docx },
      { terms: 'true', captchaResponse: await solvedCaptcha() },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('grammar check without anonymous checks', () => {
  const t = withTestApp('pglite', { ALLOW_ANONYMOUS_LANGUAGE_ASSESSMENT: 'false' });

  it('asks a visitor to sign in', async () => {
    expect((await inject(t.app, { url: '/api/grammar-check/search' })).statusCode).toBe(401);
    const response = await create(t.app, {}, { name: 'paper.docx', content: await buildDocx(['Text.']) });
    expect([response.statusCode, response.json().error]).toEqual([401, 'session-invalid']);
    expect((await inject(t.app, { url: '/api/researcher/load' })).json().application.allowsAnonymousLanguageAssessment).toBe(
      false,
    );
  });
});
