import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TEditReviewResponse } from '@portal/domain/api/edit-review';
import {
  REVIEW_QUESTION_MAX,
  type TReviewQuestion,
  ZReviewQuestionsResponse,
  ZStaffReviewQuestionsResponse,
} from '@portal/domain/api/edit-review-questions';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeAccount, createSignedInUser, emailsTo } from '../../../test/factories.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { editReviewMessages, editReviewQuestions } from '../../schema/edit-review.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { auditLog } from '../../schema/platform.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';
import { addDeliverable, completeOrder } from '../orders/fixtures/fulfilment-fixtures.ts';
import { editReviewPersonalData } from './personal-data.ts';

const LIBREOFFICE_DOCX = readFileSync(new URL('../../../test/fixtures/edit-review/libreoffice-review.docx', import.meta.url));

describe.each(BACKENDS)('questions on a change of the online review on %s', (backend) => {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'edit-review-questions-'));
  const t = withTestApp(backend, { FILES_DIR: filesDir });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  const storage = () => createStorage(loadConfig({ FILES_DIR: filesDir }));

  async function reviewedOrder(options: { paid?: boolean; language?: string } = {}) {
    const { user, session } = await createSignedInUser(t.app, t.db, { language: options.language ?? 'en_US' });
    const placed = await placeTestOrder(t.db, user.id, { status: options.paid === false ? 'awaiting-payment' : 'placed' });
    await completeOrder(t.db, placed.orderId);
    const file = await addDeliverable(t.db, storage(), placed.orderId, { name: 'edited.docx', content: LIBREOFFICE_DOCX });
    const review = (await inject(t.app, { url: `/api/order/${placed.externalId}/review`, session })).json() as
      | TEditReviewResponse
      | undefined;
    const base = `/api/order/${placed.externalId}/review`;
    return { user, session, placed, file, changes: review?.review?.changes ?? [], base };
  }

  const ask = (base: string, session: string, body: unknown, headers?: Record<string, string>) =>
    inject(t.app, { method: 'POST', url: `${base}/questions`, session, body, headers });

  it('keeps a question with its change and passage, lists it with the file, and takes a reply', async () => {
    const { session, file, changes, base } = await reviewedOrder();
    const strongly = changes.find((change) => change.text === 'strongly');
    const asked = await ask(base, session, { file: file.key, change: strongly?.id, text: '  Why was this changed?  ' });
    expect(asked.statusCode).toBe(200);
    const question = asked.json().question as TReviewQuestion;
    expect(question).toMatchObject({
      file: file.key,
      change: { id: strongly?.id, kind: 'insertion', inserted: ' strongly', deleted: '' },
      status: 'open',
      messages: [{ author: 'researcher', text: 'Why was this changed?' }],
    });
    expect(question.passage).toContain('strongly');
    const listed = ZReviewQuestionsResponse.parse(
      (await inject(t.app, { url: `${base}/questions?file=${file.key}`, session })).json(),
    );
    expect(listed.questions.map((item) => item.id)).toEqual([question.id]);
    const reply = await inject(t.app, {
      method: 'POST',
      url: `${base}/questions/${question.id}/replies`,
      session,
      body: { text: 'This term is correct in my field' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().question.messages).toHaveLength(2);
  });

  it('answers 400 with a message for an empty, too long or unknown question', async () => {
    const { session, file, changes, base } = await reviewedOrder();
    const change = changes[0]?.id;
    const empty = await ask(base, session, { file: file.key, change, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'validation-error', fieldErrors: { text: 'review-question-required' } });
    const long = await ask(base, session, { file: file.key, change, text: 'x'.repeat(REVIEW_QUESTION_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.text).toBe(`field-too-long?max=${REVIEW_QUESTION_MAX}`);
    expect((await ask(base, session, { file: file.key, change, text: 'x'.repeat(REVIEW_QUESTION_MAX) })).statusCode).toBe(200);
    const unknown = await ask(base, session, { file: file.key, change: 'd-9999', text: 'Why?' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ change: 'invalid-value' });
  });

  it('answers 404 for another researcher’s order or question, 403 before payment', async () => {
    const { file, changes, base, session } = await reviewedOrder();
    const { question } = (await ask(base, session, { file: file.key, change: changes[0]?.id, text: 'Why?' })).json();
    const other = await createSignedInUser(t.app, t.db);
    expect((await ask(base, other.session, { file: file.key, change: changes[0]?.id, text: 'Why?' })).statusCode).toBe(404);
    expect((await inject(t.app, { url: `${base}/questions?file=${file.key}`, session: other.session })).statusCode).toBe(404);
    const reply = { method: 'POST' as const, url: `${base}/questions/${question.id}/replies`, body: { text: 'Hello' } };
    expect((await inject(t.app, { ...reply, session: other.session })).statusCode).toBe(404);
    // The other researcher's own order does not reach this question either.
    const theirs = await reviewedOrder();
    const crossed = `${theirs.base}/questions/${question.id}/replies`;
    expect((await inject(t.app, { ...reply, url: crossed, session: theirs.session })).statusCode).toBe(404);
    const reedit = { file: file.key, changes: [changes[0]?.id] };
    expect(
      (await inject(t.app, { method: 'POST', url: `${base}/re-edit`, session: other.session, body: reedit })).statusCode,
    ).toBe(404);
    const unpaid = await reviewedOrder({ paid: false });
    const withheld = await ask(unpaid.base, unpaid.session, { file: unpaid.file.key, change: 'd-1', text: 'Why?' });
    expect(withheld.statusCode).toBe(403);
  });

  it('lets staff answer in place and resolve; the researcher is e-mailed in their language; both audited', async () => {
    const { user, session, file, changes, base, placed } = await reviewedOrder({ language: 'ja_JP' });
    const { question } = (await ask(base, session, { file: file.key, change: changes[0]?.id, text: 'Why?' })).json();
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    // A researcher may not see the staff queue.
    expect((await inject(t.app, { url: '/api/staff/review-questions', session })).statusCode).toBe(403);
    const queue = ZStaffReviewQuestionsResponse.parse(
      (await inject(t.app, { url: '/api/staff/review-questions', session: staff.session })).json(),
    );
    const queued = queue.questions.find((item) => item.id === question.id);
    expect(queued).toMatchObject({ order: { externalId: placed.externalId }, fileName: 'edited.docx', status: 'open' });
    const empty = await inject(t.app, {
      method: 'POST',
      url: `/api/staff/review-questions/${question.id}/answers`,
      session: staff.session,
      body: { text: '' },
    });
    expect(empty.statusCode).toBe(400);
    const answered = await inject(t.app, {
      method: 'POST',
      url: `/api/staff/review-questions/${question.id}/answers`,
      session: staff.session,
      body: { text: 'The journal asks for American spelling.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().question).toMatchObject({ status: 'answered', messages: [{}, { author: 'staff' }] });
    const [email] = await emailsTo(t.db, user.email);
    expect(email?.subject).toContain('回答がありました');
    expect(email?.text).toContain('The journal asks for American spelling.');
    expect(email?.text).toContain(`/jp/researcher/index/details/${placed.externalId}/review`);
    const resolved = await inject(t.app, {
      method: 'POST',
      url: `/api/staff/review-questions/${question.id}/resolve`,
      session: staff.session,
    });
    expect(resolved.json().question.status).toBe('resolved');
    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, subjectUserId: auditLog.subjectUserId })
      .from(auditLog)
      .where(eq(auditLog.orderId, placed.orderId))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'review-question-answered', actorId: staff.user.id, subjectUserId: user.id },
      { action: 'review-question-resolved', actorId: staff.user.id, subjectUserId: user.id },
    ]);
    // The researcher sees the thread with the change; a reply opens it again for staff.
    const listed = ZReviewQuestionsResponse.parse(
      (await inject(t.app, { url: `${base}/questions?file=${file.key}`, session })).json(),
    );
    expect(listed.questions[0]?.messages.map((message) => message.author)).toEqual(['researcher', 'staff']);
    const reply = await inject(t.app, {
      method: 'POST',
      url: `${base}/questions/${question.id}/replies`,
      session,
      body: { text: 'Thank you' },
    });
    expect(reply.json().question.status).toBe('open');
    // "Download my data" carries the question with its change, passage and thread.
    const archive = await editReviewPersonalData.exportOf?.(t.db, user);
    const exported = archive?.documents?.find((document) => document.path === 'edit-review-questions.json');
    expect(exported?.content).toMatchObject([
      { orderExternalId: placed.externalId, change: changes[0]?.id, status: 'open', thread: [{}, { author: 'staff' }, {}] },
    ]);
    const unknown = await inject(t.app, {
      method: 'POST',
      url: '/api/staff/review-questions/00000000-0000-4000-8000-000000000000/resolve',
      session: staff.session,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('erases the questions and their threads with the delivered files when the account is closed', async () => {
    const { user, session, file, changes, base, placed } = await reviewedOrder();
    await ask(base, session, { file: file.key, change: changes[0]?.id, text: 'Why is this gone at closure?' });
    const closed = await closeAccount(t.app, user, session);
    expect(closed.statusCode).toBe(200);
    const left = await t.db.select().from(editReviewQuestions).where(eq(editReviewQuestions.orderId, placed.orderId));
    expect(left).toEqual([]);
    expect(await t.db.select().from(editReviewMessages)).not.toContainEqual(
      expect.objectContaining({ body: 'Why is this gone at closure?' }),
    );
  });

  it('turns disputed changes into a re-edit form with their passages in the editor’s note', async () => {
    const { user, session, file, changes, base, placed } = await reviewedOrder();
    await t.db.update(orders).set({ touchUpAvailable: true }).where(eq(orders.id, placed.orderId));
    const disputed = changes.slice(0, 3).map((change) => change.id);
    const bad = await inject(t.app, { method: 'POST', url: `${base}/re-edit`, session, body: { file: file.key, changes: [] } });
    expect(bad.statusCode).toBe(400);
    const started = await inject(t.app, {
      method: 'POST',
      url: `${base}/re-edit`,
      session,
      body: { file: file.key, changes: disputed },
      headers: { 'x-page-language': 'en_US' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ kind: 'touch-up', location: '/en/researcher/submit/details' });
    const [form] = await t.db
      .select()
      .from(orderForms)
      .where(and(eq(orderForms.userId, user.id), eq(orderForms.status, 'open')));
    expect(form).toMatchObject({ parentOrderExternalId: placed.externalId, parentOrderKind: 'touch-up', status: 'open' });
    const notes = Object.entries(form?.answers ?? {}).find(([key]) => key.endsWith(':notes'))?.[1] as string;
    expect(notes).toContain('Please edit these 3 changes again');
    expect(notes).toContain('Passage:');
    expect(notes.length).toBeLessThanOrEqual(4000);
  });
});
