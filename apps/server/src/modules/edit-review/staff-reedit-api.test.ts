import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TEditReviewResponse } from '@portal/domain/api/edit-review';
import {
  ZStaffOrderReeditsResponse,
  ZStaffReviewQuestionsResponse,
  ZStaffReviewReeditResponse,
} from '@portal/domain/api/edit-review-questions';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, emailsTo } from '../../../test/factories.ts';
import { placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { addDeliverable, completeOrder } from '../../../test/fixtures/orders/fulfilment-fixtures.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { editReviewMessages, editReviewQuestions, editReviewReedits } from '../../schema/edit-review.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { auditLog } from '../../schema/platform.ts';
import { editReviewPersonalData } from './personal-data.ts';

const LIBREOFFICE_DOCX = readFileSync(new URL('../../../test/fixtures/edit-review/libreoffice-review.docx', import.meta.url));
const TURN = '/api/staff/review-questions/re-edit';

describe.each(BACKENDS)('staff turn questions on changes into a re-edit on %s', (backend) => {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'edit-review-reedit-'));
  const t = withTestApp(backend, { FILES_DIR: filesDir });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  const storage = () => createStorage(loadConfig({ FILES_DIR: filesDir }));

  /** A completed order with a delivered file, the order's re-edit flags, and `count` questions on its changes. */
  async function questionedOrder(options: { language?: string; touchUp?: boolean; reedit?: boolean; count?: number } = {}) {
    const { user, session } = await createSignedInUser(t.app, t.db, { language: options.language ?? 'en_US' });
    const placed = await placeTestOrder(t.db, user.id);
    await completeOrder(t.db, placed.orderId);
    await t.db
      .update(orders)
      .set({ touchUpAvailable: options.touchUp ?? false, reeditAvailable: options.reedit ?? false })
      .where(eq(orders.id, placed.orderId));
    const file = await addDeliverable(t.db, storage(), placed.orderId, { name: 'edited.docx', content: LIBREOFFICE_DOCX });
    const base = `/api/order/${placed.externalId}/review`;
    const review = (await inject(t.app, { url: base, session })).json() as TEditReviewResponse;
    const questions: string[] = [];
    for (const change of review.review.changes.slice(0, options.count ?? 2)) {
      const asked = await inject(t.app, {
        method: 'POST',
        url: `${base}/questions`,
        session,
        body: { file: file.key, change: change.id, text: `Why was “${change.text}” changed?` },
      });
      questions.push(asked.json().question.id as string);
    }
    return { user, session, placed, questions, changes: review.review.changes };
  }

  const turn = (session: string, body: unknown) => inject(t.app, { method: 'POST', url: TURN, session, body });
  const auditOf = (orderId: number) =>
    t.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.orderId, orderId));

  it('starts the order’s free touch-up once, resolves the questions, e-mails the researcher in their language, audits', async () => {
    const { user, session, placed, questions, changes } = await questionedOrder({ language: 'ja_JP', touchUp: true });
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const queue = ZStaffReviewQuestionsResponse.parse(
      (await inject(t.app, { url: '/api/staff/review-questions', session: staff.session })).json(),
    );
    expect(queue.questions.find((item) => item.id === questions[0])?.order.reeditKind).toBe('touch-up');

    const first = await turn(staff.session, { questions });
    expect(first.statusCode).toBe(200);
    const started = ZStaffReviewReeditResponse.parse(first.json());
    expect(started).toMatchObject({
      isNew: true,
      reedit: { order: placed.externalId, kind: 'touch-up', grantedFree: false, questionCount: 2 },
    });
    // A double click answers the same re-edit and writes nothing more.
    const again = await turn(staff.session, { questions: [...questions].reverse() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isNew: false, reedit: { id: started.reedit.id } });
    expect(await t.db.select().from(editReviewReedits).where(eq(editReviewReedits.orderId, placed.orderId))).toHaveLength(1);

    const rows = await t.db.select().from(editReviewQuestions).where(eq(editReviewQuestions.orderId, placed.orderId));
    expect(rows.map((row) => row.status)).toEqual(['resolved', 'resolved']);
    const replies = await t.db
      .select({ body: editReviewMessages.body, staffId: editReviewMessages.staffId })
      .from(editReviewMessages)
      .where(and(eq(editReviewMessages.authorRole, 'staff'), eq(editReviewMessages.questionId, rows[0]?.id ?? -1)));
    expect(replies).toEqual([{ body: expect.stringContaining('無料再校正を開始しました'), staffId: staff.user.id }]);

    const emails = await emailsTo(t.db, user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain('無料で再校正します');
    // The e-mail links to a page of the portal (behind sign-in), which hands over to the API address.
    expect(emails[0]?.text).toContain(`/jp/researcher/index/details/${placed.externalId}/review/re-edit/${started.reedit.id}`);
    const link = `/api/order/${placed.externalId}/review/re-edits/${started.reedit.id}?lang=jp`;
    expect(emails[0]?.text).toContain(changes[0]?.text.trim() ?? '-');
    expect(await auditOf(placed.orderId)).toEqual([{ action: 'review-question-reedit', actorId: staff.user.id }]);

    // The e-mail's link opens the free touch-up form with the questions' changes in the editor's note.
    const other = await createSignedInUser(t.app, t.db);
    expect((await inject(t.app, { url: link, session: other.session })).statusCode).toBe(404);
    const unknown = `/api/order/${placed.externalId}/review/re-edits/00000000-0000-4000-8000-000000000000`;
    expect((await inject(t.app, { url: unknown, session })).statusCode).toBe(404);
    // Signed out, it answers 401 like the order's own re-edit links.
    expect((await inject(t.app, { url: link })).statusCode).toBe(401);
    const opened = await inject(t.app, { url: link, session });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/jp/researcher/submit/details');
    const [form] = await t.db
      .select()
      .from(orderForms)
      .where(and(eq(orderForms.userId, user.id), eq(orderForms.status, 'open')));
    expect(form).toMatchObject({ parentOrderExternalId: placed.externalId, parentOrderKind: 'touch-up' });
    const notes = Object.entries(form?.answers ?? {}).find(([key]) => key.endsWith(':notes'))?.[1] as string;
    expect(notes).toContain('2 件の変更を再校正してください');
    // "Download my data" carries the re-edit with its note.
    const archive = await editReviewPersonalData.exportOf?.(t.db, user);
    const exported = archive?.documents?.find((document) => document.path === 'edit-review-reedits.json');
    expect(exported?.content).toMatchObject([
      { orderExternalId: placed.externalId, kind: 'touch-up', notes: expect.any(String) },
    ]);
  });

  it('offers the paid re-edit, or grants it free with a reason (the order then offers its touch-up), each audited', async () => {
    const paid = await questionedOrder({ reedit: true, count: 1 });
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const offered = await turn(staff.session, { questions: paid.questions });
    expect(offered.json()).toMatchObject({ isNew: true, reedit: { kind: 're-edit', grantedFree: false } });
    const [email] = await emailsTo(t.db, paid.user.email);
    expect(email?.subject).toBe(`A re-edit of the changes you questioned in order ${paid.placed.externalId}`);
    const opened = await inject(t.app, {
      url: `/api/order/${paid.placed.externalId}/review/re-edits/${offered.json().reedit.id}`,
      session: paid.session,
    });
    expect(opened.statusCode).toBe(302);
    const [form] = await t.db
      .select()
      .from(orderForms)
      .where(and(eq(orderForms.userId, paid.user.id), eq(orderForms.status, 'open')));
    expect(form?.parentOrderKind).toBe('re-edit');

    const granted = await questionedOrder({ reedit: true });
    const noReason = await turn(staff.session, { questions: granted.questions, grantFree: true, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: 'validation-error', fieldErrors: { reason: 'staff-reedit-reason-required' } });
    const free = await turn(staff.session, { questions: granted.questions, grantFree: true, reason: 'Editor error on terms' });
    expect(free.json()).toMatchObject({ isNew: true, reedit: { kind: 'touch-up', grantedFree: true } });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, granted.placed.orderId));
    expect(order?.touchUpAvailable).toBe(true);
    const [reedit] = await t.db.select().from(editReviewReedits).where(eq(editReviewReedits.orderId, granted.placed.orderId));
    expect(reedit).toMatchObject({ reason: 'Editor error on terms', staffId: staff.user.id, grantedFree: true });
    expect((await auditOf(granted.placed.orderId)).map((entry) => entry.action)).toEqual([
      'review-reedit-granted-free',
      'review-question-reedit',
    ]);
  });

  it('lists the order’s re-edits from questions on the staff order page, newest first; staff only, 404 for no order', async () => {
    const asked = await questionedOrder({ reedit: true, count: 3 });
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const list = (externalId: string, session = staff.session) =>
      inject(t.app, { url: `/api/staff/orders/${encodeURIComponent(externalId)}/review-re-edits`, session });
    expect((await list(asked.placed.externalId)).json()).toEqual({ reedits: [] });

    const offered = await turn(staff.session, { questions: asked.questions.slice(0, 1) });
    const granted = await turn(staff.session, {
      questions: asked.questions.slice(1),
      grantFree: true,
      reason: 'Editor error on terms',
    });
    expect([offered.statusCode, granted.statusCode]).toEqual([200, 200]);
    const response = await list(asked.placed.externalId);
    expect(response.statusCode, response.body).toBe(200);
    const { reedits } = ZStaffOrderReeditsResponse.parse(response.json());
    const by = `${staff.user.firstName} ${staff.user.lastName}`;
    expect(reedits).toEqual([
      {
        id: granted.json().reedit.id,
        kind: 'touch-up',
        grantedFree: true,
        reason: 'Editor error on terms',
        questionCount: 2,
        createdAt: expect.any(String),
        staff: by,
      },
      {
        id: offered.json().reedit.id,
        kind: 're-edit',
        grantedFree: false,
        reason: '',
        questionCount: 1,
        createdAt: expect.any(String),
        staff: by,
      },
    ]);

    expect((await list(asked.placed.externalId, asked.session)).statusCode).toBe(403);
    expect((await list('NO-SUCH-ORDER')).statusCode).toBe(404);
    expect((await list('x'.repeat(41))).statusCode).toBe(400);
  });

  it('is staff-only, validates with messages, answers 404 for unknown ids and 409 when nothing can be offered', async () => {
    const none = await questionedOrder();
    const another = await questionedOrder({ touchUp: true, count: 1 });
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    expect((await turn(none.session, { questions: none.questions })).statusCode).toBe(403);
    expect((await turn(staff.session, { questions: [] })).statusCode).toBe(400);
    expect((await turn(staff.session, { questions: ['not-a-uuid'] })).statusCode).toBe(400);
    expect((await turn(staff.session, {})).statusCode).toBe(400);
    const long = await turn(staff.session, { questions: none.questions, grantFree: true, reason: 'x'.repeat(501) });
    expect(long.json().fieldErrors.reason).toBe('field-too-long?max=500');
    const unknown = await turn(staff.session, { questions: [none.questions[0], '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    const mixed = await turn(staff.session, { questions: [none.questions[0], another.questions[0]] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fieldErrors).toEqual({ questions: 'staff-reedit-one-order' });
    const notOffered = await turn(staff.session, { questions: none.questions });
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().error).toBe('staff-reedit-not-offered');
    // A question resolved by hand is no longer open: it cannot become a re-edit.
    await inject(t.app, {
      method: 'POST',
      url: `/api/staff/review-questions/${another.questions[0]}/resolve`,
      session: staff.session,
    });
    const closed = await turn(staff.session, { questions: another.questions });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('staff-reedit-question-closed');
    expect(await t.db.select().from(editReviewReedits).where(eq(editReviewReedits.orderId, none.placed.orderId))).toEqual([]);
    expect(await emailsTo(t.db, none.user.email)).toEqual([]);
  });

  it('starts one re-edit when two clicks arrive at once', async () => {
    const { user, placed, questions } = await questionedOrder({ touchUp: true });
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const answers = await Promise.all([turn(staff.session, { questions }), turn(staff.session, { questions })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().isNew).sort()).toEqual([false, true]);
    expect(new Set(answers.map((answer) => answer.json().reedit.id)).size).toBe(1);
    expect(await t.db.select().from(editReviewReedits).where(eq(editReviewReedits.orderId, placed.orderId))).toHaveLength(1);
    expect(await emailsTo(t.db, user.email)).toHaveLength(1);
    expect(await auditOf(placed.orderId)).toHaveLength(1);
  });
});
