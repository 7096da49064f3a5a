import type { TEditReviewResponse } from '@portal/domain/api/edit-review';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { docxEntries, paragraphTexts } from '../../../test/fixtures/digital-editing/manuscript-docx.ts';
import { buildDocx } from '../../../test/fixtures/files/build-zip.ts';
import { postMultipart } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { editReviewDecisions, editReviewDocuments } from '../../schema/edit-review.ts';
import { digitalDocumentsPersonalData } from '../digital-documents/index.ts';
import { grantDigitalPurchase } from '../digital-purchases/access.ts';
import { editReviewPersonalData } from './personal-data.ts';

const PARAGRAPHS = [
  'We recieved the the samples from the laboratory on Monday.',
  'Their colour was analyzed in the centre of the room by a expert.',
  'The results are summarised in the table below.',
];
/** The manuscript with every correction of the American-style edit kept. */
const EDITED = [
  'We received the samples from the laboratory on Monday.',
  'Their color was analyzed in the center of the room by an expert.',
  'The results are summarized in the table below.',
];

let addressCount = 0;

describe.each(BACKENDS)('reviewing a digital edit online on %s', (backend) => {
  const t = withTestApp(backend);

  async function subscriber() {
    const signedIn = await createSignedInUser(t.app, t.db);
    await grantDigitalPurchase(t.db, { userId: signedIn.user.id, type: 'editing' });
    return signedIn;
  }

  /** Uploads the manuscript for an American-style edit; with `run`, the edit job runs to completion. */
  async function digitalEdit(session: string, run = true) {
    const response = await postMultipart(
      t.app,
      '/api/digital-edit/create',
      [
        { name: 'styleOfEnglish', value: 'american' },
        { name: 'files', fileName: 'paper.docx', content: await buildDocx(PARAGRAPHS) },
      ],
      { session, remoteAddress: `10.79.${(addressCount >> 8) & 255}.${addressCount++ & 255}` },
    );
    expect(response.statusCode, response.body).toBe(200);
    if (run) await t.app.jobs.drain();
    return response.json().digitalEdits[0].identity as string;
  }

  // The first edit starts the app's grammar thread (its set-up takes seconds of CPU on a busy machine).
  beforeAll(async () => {
    const { session } = await subscriber();
    await digitalEdit(session);
  }, 120_000);

  const base = (identity: string) => `/api/digital-edit/${identity}/review`;
  const open = async (identity: string, session: string) => {
    const response = await inject(t.app, { url: base(identity), session });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TEditReviewResponse).review;
  };
  const decide = (identity: string, session: string, decisions: unknown[], file: string = identity) =>
    inject(t.app, { method: 'PUT', url: `${base(identity)}/decisions`, session, body: { file, decisions } });
  const documentXml = async (identity: string, session: string, version: 'mine' | 'clean') => {
    const response = await inject(t.app, { url: `${base(identity)}/download?file=${identity}&version=${version}`, session });
    expect(response.statusCode, response.body).toBe(200);
    return { response, xml: (await docxEntries(response.rawPayload)).get('word/document.xml')?.toString() ?? '' };
  };

  it('opens the edited file with its tracked changes, and keeps its reading', async () => {
    const { session } = await subscriber();
    const identity = await digitalEdit(session);
    const review = await open(identity, session);
    expect(review.file).toEqual({ key: identity, name: 'paper (edited).docx' });
    expect(review.changes.length).toBeGreaterThan(3);
    expect(new Set(review.changes.map((change) => change.author))).toEqual(new Set(['Digital Editing']));
    expect(review.blocks.map((block) => block.kind)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(review.decisions).toEqual({});
    const kept = await t.db.select({ n: count() }).from(editReviewDocuments).where(sql`digital_document_id is not null`);
    expect(kept[0]?.n).toBeGreaterThan(0);
    expect(await open(identity, session)).toEqual(review);
  });

  it('the details page counts the changes the review lists: a replacement is its deletion and its insertion', async () => {
    const { session } = await subscriber();
    const identity = await digitalEdit(session);
    const details = await inject(t.app, { url: `/api/digital-edit/${identity}`, session });
    const { changes } = await open(identity, session);
    // "recieved" → "received": one correction of the editor, two changes of the review (as in Word).
    const kinds = changes.map((change) => change.kind).join(' ');
    expect(kinds).toContain('deletion insertion');
    expect(details.json().digitalEdit.changeCount).toBe(changes.length);
  });

  it('accept all gives the text with every insertion kept, reject all the original, clean copy the accepted text', async () => {
    const { session } = await subscriber();
    const identity = await digitalEdit(session);
    const { changes } = await open(identity, session);

    const accepted = await decide(
      identity,
      session,
      changes.map((change) => ({ change: change.id, decision: 'accept' })),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = await documentXml(identity, session, 'mine');
    expect(mine.response.headers['content-disposition']).toContain('paper (edited)-reviewed.docx');
    expect(mine.xml).not.toMatch(/<w:(ins|del)\b/);
    expect(paragraphTexts(mine.xml)).toEqual(EDITED);

    await decide(
      identity,
      session,
      changes.map((change) => ({ change: change.id, decision: 'reject' })),
    );
    const original = await documentXml(identity, session, 'mine');
    expect(original.xml).not.toMatch(/<w:(ins|del)\b/);
    expect(paragraphTexts(original.xml)).toEqual(PARAGRAPHS);

    // The clean copy accepts every change whatever was decided.
    const clean = await documentXml(identity, session, 'clean');
    expect(clean.response.headers['content-disposition']).toContain('paper (edited)-clean.docx');
    expect(paragraphTexts(clean.xml)).toEqual(EDITED);
  });

  it('saves decisions per change (two tabs keep each other’s); undecided changes stay tracked in my version', async () => {
    const { session } = await subscriber();
    const identity = await digitalEdit(session);
    const { changes } = await open(identity, session);
    const [first, second] = changes;
    expect((await decide(identity, session, [{ change: first?.id, decision: 'reject' }])).statusCode).toBe(200);
    const other = await decide(identity, session, [{ change: second?.id, decision: 'accept' }]);
    expect(other.json()).toEqual({ decisions: { [first?.id ?? '']: 'reject', [second?.id ?? '']: 'accept' } });
    const undo = await decide(identity, session, [{ change: second?.id, decision: null }]);
    expect(undo.json()).toEqual({ decisions: { [first?.id ?? '']: 'reject' } });
    expect((await open(identity, session)).decisions).toEqual({ [first?.id ?? '']: 'reject' });
    const { xml } = await documentXml(identity, session, 'mine');
    expect(xml).toMatch(/<w:(ins|del)\b/);
    expect(paragraphTexts(xml, 'reject')).toEqual(PARAGRAPHS);
  });

  it('answers 404 for another researcher’s edit, one not finished, archived, or a file that is not the edit', async () => {
    const owner = await subscriber();
    const identity = await digitalEdit(owner.session);
    const { changes } = await open(identity, owner.session);
    const stranger = await subscriber();
    const urls = [base(identity), `${base(identity)}/download?file=${identity}`];
    for (const url of urls) {
      expect((await inject(t.app, { url, session: stranger.session })).statusCode).toBe(404);
      expect((await inject(t.app, { url })).statusCode).toBe(401);
    }
    expect((await decide(identity, stranger.session, [{ change: changes[0]?.id, decision: 'accept' }])).statusCode).toBe(404);
    // Nothing of the owner's review was touched.
    expect((await open(identity, owner.session)).decisions).toEqual({});

    const unfinished = await digitalEdit(owner.session, false);
    expect((await inject(t.app, { url: base(unfinished), session: owner.session })).statusCode).toBe(404);
    expect(
      (await inject(t.app, { url: `${base(unfinished)}/download?file=${unfinished}`, session: owner.session })).statusCode,
    ).toBe(404);
    await t.app.jobs.drain();

    const otherFile = '00000000-0000-4000-8000-000000000000';
    expect((await inject(t.app, { url: `${base(identity)}?file=${otherFile}`, session: owner.session })).statusCode).toBe(404);
    expect((await decide(identity, owner.session, [{ change: changes[0]?.id, decision: 'accept' }], otherFile)).statusCode).toBe(
      404,
    );

    const archived = await inject(t.app, {
      method: 'POST',
      url: `/api/digital-edit/${identity}/archive`,
      session: owner.session,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await inject(t.app, { url: base(identity), session: owner.session })).statusCode).toBe(404);
  });

  it('refuses malformed input with 400 and a message, and an unknown identity with 404', async () => {
    const { session } = await subscriber();
    const identity = await digitalEdit(session);
    await open(identity, session);
    const unknown = await decide(identity, session, [{ change: 'd-9999', decision: 'accept' }]);
    expect(unknown.statusCode).toBe(400);
    const malformed = await decide(identity, session, [{ change: '../x', decision: 'maybe' }]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual(expect.any(String));
    expect((await decide(identity, session, [])).statusCode).toBe(400);
    expect((await decide(identity, session, [{ change: 'd-1', decision: 'accept' }], 'not-a-uuid')).statusCode).toBe(400);
    const badVersion = await inject(t.app, { url: `${base(identity)}/download?file=${identity}&version=all`, session });
    expect(badVersion.statusCode).toBe(400);
    expect((await inject(t.app, { url: `${base(identity)}/download`, session })).statusCode).toBe(400);
    expect((await inject(t.app, { url: base('not-an-identity'), session })).statusCode).toBe(404);
    expect((await inject(t.app, { url: base('x'.repeat(65)), session })).statusCode).toBe(404);
  });

  it('exports the decisions with the data export and erases them with the account’s digital edits', async () => {
    const { user, session } = await subscriber();
    const identity = await digitalEdit(session);
    const { changes } = await open(identity, session);
    await decide(identity, session, [{ change: changes[0]?.id, decision: 'reject' }]);
    const archive = await editReviewPersonalData.exportOf?.(t.db, user);
    const decisions = archive?.documents?.find((document) => document.path === 'edit-review-decisions.json');
    expect(decisions?.content).toEqual([
      expect.objectContaining({
        digitalEdit: identity,
        fileName: 'paper (edited).docx',
        change: changes[0]?.id,
        decision: 'reject',
      }),
    ]);
    const rowsOf = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(editReviewDecisions)
          .where(eq(editReviewDecisions.digitalDocumentId, sql`(select id from digital_documents where identity = ${identity})`))
      )[0]?.n;
    expect(await rowsOf()).toBe(1);
    await t.db.transaction(async (tx) => {
      await digitalDocumentsPersonalData.erase?.(tx, user);
    });
    const left = await t.db
      .select({ n: count() })
      .from(editReviewDecisions)
      .where(sql`digital_document_id is not null
      and digital_document_id not in (select id from digital_documents)`);
    expect(left[0]?.n).toBe(0);
    expect(await rowsOf()).toBe(0);
  });
});
