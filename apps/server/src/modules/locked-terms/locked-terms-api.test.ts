import type { TGrammarCheckDetailsResponse } from '@portal/domain/api/grammar-check';
import { LOCKED_TERMS_MAX } from '@portal/domain/rules/locked-terms';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { buildDocx, englishText } from '../../../test/fixtures/files/build-zip.ts';
import { postMultipart } from '../../../test/fixtures/files/upload-requests.ts';
import { inject, readCounted } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { lockedTerms } from '../../schema/digital-documents.ts';

describe.each(BACKENDS)('locked terms API on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  it("lists, adds and removes a researcher's terms; a term already there in any case is refused", async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    expect((await inject(t.app, { url: '/api/locked-terms', session })).json()).toEqual({ lockedTerms: [] });
    const added = await inject(t.app, { method: 'POST', url: '/api/locked-terms', session, body: { term: '  BRCA1  ' } });
    expect(added.json().lockedTerms).toMatchObject([{ term: 'BRCA1', rendering: null }]);
    await inject(t.app, { method: 'POST', url: '/api/locked-terms', session, body: { term: 'hidalgo', rendering: 'nobleman' } });
    const duplicate = await inject(t.app, { method: 'POST', url: '/api/locked-terms', session, body: { term: 'brca1' } });
    expect([duplicate.statusCode, duplicate.json().error]).toEqual([409, 'locked-term-duplicate']);
    const empty = await inject(t.app, { method: 'POST', url: '/api/locked-terms', session, body: { term: '   ' } });
    expect(empty.statusCode).toBe(400);
    const tooLong = await inject(t.app, { method: 'POST', url: '/api/locked-terms', session, body: { term: 'x'.repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
    const list = (await inject(t.app, { url: '/api/locked-terms', session })).json().lockedTerms;
    expect(list.map((term: { term: string; rendering: string | null }) => [term.term, term.rendering])).toEqual([
      ['BRCA1', null],
      ['hidalgo', 'nobleman'],
    ]);
    const removed = await inject(t.app, { method: 'DELETE', url: `/api/locked-terms/${list[0].id}`, session });
    expect(removed.json().lockedTerms.map((term: { term: string }) => term.term)).toEqual(['hidalgo']);
    expect((await inject(t.app, { method: 'DELETE', url: `/api/locked-terms/${list[0].id}`, session })).statusCode).toBe(404);
    expect((await inject(t.app, { url: '/api/locked-terms' })).statusCode).toBe(401);
  });

  it("answers 404 for another researcher's term and leaves it", async () => {
    const owner = await createSignedInUser(t.app, t.db);
    const [term] = (
      await inject(t.app, { method: 'POST', url: '/api/locked-terms', session: owner.session, body: { term: 'mRNA' } })
    ).json().lockedTerms;
    const stranger = await createSignedInUser(t.app, t.db);
    expect(
      (await inject(t.app, { method: 'DELETE', url: `/api/locked-terms/${term.id}`, session: stranger.session })).statusCode,
    ).toBe(404);
    expect((await inject(t.app, { url: '/api/locked-terms', session: stranger.session })).json().lockedTerms).toEqual([]);
    expect((await inject(t.app, { url: '/api/locked-terms', session: owner.session })).json().lockedTerms).toHaveLength(1);
  });

  it('lists the terms in one statement, kept until a term is added or removed', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await t.db
      .insert(lockedTerms)
      .values(Array.from({ length: 8 }, (_, i) => ({ userId: user.id, term: `gene${i}`, rendering: i % 2 ? `g${i}` : null })));
    const ask = () => readCounted(t.app, '/api/locked-terms', session);
    const first = await ask();
    expect(first.statements).toBe(1);
    expect(JSON.parse(first.body).lockedTerms).toHaveLength(8);
    // Kept: asked again, the session lookup alone, the same answer.
    expect(await ask()).toEqual(first);

    await inject(t.app, { method: 'POST', url: '/api/locked-terms', session, body: { term: 'BRCA2' } });
    const added = await ask();
    expect(added.statements).toBe(2);
    expect(
      JSON.parse(added.body)
        .lockedTerms.map((term: { term: string }) => term.term)
        .at(-1),
    ).toBe('BRCA2');
    const [removed] = JSON.parse(added.body).lockedTerms;
    await inject(t.app, { method: 'DELETE', url: `/api/locked-terms/${removed.id}`, session });
    expect(JSON.parse((await ask()).body).lockedTerms.map((term: { id: number }) => term.id)).not.toContain(removed.id);
  });

  it(`keeps at most ${LOCKED_TERMS_MAX} terms`, async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await t.db
      .insert(lockedTerms)
      .values(Array.from({ length: LOCKED_TERMS_MAX }, (_, i) => ({ userId: user.id, term: `term${i}` })));
    const refused = await inject(t.app, { method: 'POST', url: '/api/locked-terms', session, body: { term: 'one more' } });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'locked-terms-too-many']);
  });

  it('the grammar check does not flag a locked term of the signed-in researcher', async () => {
    const paragraphs = ['The samples were recieved from the laboratory on Monday morning.', ...englishText(400)];
    const flaggedWords = async (session: string) => {
      const created = await postMultipart(
        t.app,
        '/api/grammar-check/create',
        [
          { name: 'terms', value: 'true' },
          { name: 'files', fileName: 'paper.docx', content: await buildDocx(paragraphs) },
        ],
        { session },
      );
      expect(created.statusCode, created.body).toBe(200);
      await t.app.jobs.drain();
      const identity = created.json().languageAssessments[0].identity;
      const report: TGrammarCheckDetailsResponse = (
        await inject(t.app, { url: `/api/grammar-check/${identity}`, session })
      ).json();
      return report.passages.map((passage) => passage.text);
    };
    const plain = await createSignedInUser(t.app, t.db);
    expect(await flaggedWords(plain.session)).toContain('recieved');
    const locking = await createSignedInUser(t.app, t.db);
    await inject(t.app, { method: 'POST', url: '/api/locked-terms', session: locking.session, body: { term: 'Recieved' } });
    expect(await flaggedWords(locking.session)).not.toContain('recieved');
  }, 120_000);
});
