import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TEditReviewResponse } from '@portal/domain/api/edit-review';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { staffClient } from '../../../test/fixtures/fulfilment/staff-requests.ts';
import { placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { completeOrder } from '../../../test/fixtures/orders/fulfilment-fixtures.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { SESSION_COOKIE } from '../../platform/sessions.ts';
import { editReviewDocuments } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { jobs } from '../../schema/platform.ts';
import { READ_DELIVERED_JOB } from './read-job.ts';

const LIBREOFFICE_DOCX = readFileSync(new URL('../../../test/fixtures/edit-review/libreoffice-review.docx', import.meta.url));

describe.each(BACKENDS)('a selection of changes and a file read at delivery on %s', (backend) => {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'edit-review-selection-'));
  const t = withTestApp(backend, { FILES_DIR: filesDir });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  /** A completed order of a new researcher, its edited .docx delivered by staff through the console's upload. */
  async function deliveredByStaff() {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const placed = await placeTestOrder(t.db, user.id, { status: 'placed' });
    await completeOrder(t.db, placed.orderId);
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const uploaded = await staffClient(t.app, staff.session).upload(
      placed.externalId,
      'manuscript-edited.docx',
      LIBREOFFICE_DOCX,
    );
    expect(uploaded.statusCode).toBeLessThan(300);
    const [file] = await t.db
      .select({ id: deliverables.id, key: deliverables.key })
      .from(deliverables)
      .where(eq(deliverables.orderId, placed.orderId));
    if (!file) throw new Error('no deliverable recorded');
    const headers = { cookie: `${SESSION_COOKIE}=${session}`, 'x-requested-with': 'XMLHttpRequest' };
    return { externalId: placed.externalId, file, headers };
  }

  const kept = async (deliverableId: number) =>
    t.db
      .select({ changeCount: editReviewDocuments.changeCount })
      .from(editReviewDocuments)
      .where(eq(editReviewDocuments.deliverableId, deliverableId));

  it('reads a delivered .docx in a job right after the upload, so the first opening finds it read', async () => {
    const { externalId, file, headers } = await deliveredByStaff();
    const queued = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, READ_DELIVERED_JOB));
    expect(queued.map((row) => row.payload)).toContainEqual({ deliverable: file.id });
    expect(await kept(file.id)).toEqual([]);
    await t.app.jobs.drain();
    expect(await kept(file.id)).toEqual([{ changeCount: 8 }]);
    const opened = await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review`, headers });
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as TEditReviewResponse).review.changes).toHaveLength(8);
  });

  it('accepts a selection in one request, and two tabs deciding selections keep each other’s decisions', async () => {
    const { externalId, file, headers } = await deliveredByStaff();
    await t.app.jobs.drain();
    const { review } = (
      await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review`, headers })
    ).json() as TEditReviewResponse;
    const ids = review.changes.map((change) => change.id);
    const save = (decisions: { change: string; decision: 'accept' | 'reject' | null }[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/order/${externalId}/review/decisions`,
        headers,
        payload: { file: file.key, decisions },
      });
    // Tab A accepts a selection of three changes; tab B, opened before, rejects another selection of two.
    const tabA = ids.slice(0, 3);
    const tabB = ids.slice(5, 7);
    const afterA = await save(tabA.map((change) => ({ change, decision: 'accept' })));
    expect(afterA.statusCode).toBe(200);
    expect(afterA.json()).toEqual({ decisions: Object.fromEntries(tabA.map((id) => [id, 'accept'])) });
    const afterB = await save(tabB.map((change) => ({ change, decision: 'reject' })));
    expect(afterB.json()).toEqual({
      decisions: {
        ...Object.fromEntries(tabA.map((id) => [id, 'accept'])),
        ...Object.fromEntries(tabB.map((id) => [id, 'reject'])),
      },
    });
    // A selection overlapping tab A's: the later decision on the same change wins, the others stay.
    const overlap = await save([ids[2], ids[3]].map((change) => ({ change: change ?? '', decision: 'reject' })));
    expect(overlap.json().decisions).toEqual({
      [ids[0] ?? '']: 'accept',
      [ids[1] ?? '']: 'accept',
      [ids[2] ?? '']: 'reject',
      [ids[3] ?? '']: 'reject',
      ...Object.fromEntries(tabB.map((id) => [id, 'reject'])),
    });
    // A selection with one change the file does not have is refused whole: nothing of it is saved.
    const refused = await save([
      { change: ids[4] ?? '', decision: 'accept' },
      { change: 'd-9999', decision: 'accept' },
    ]);
    expect(refused.statusCode).toBe(400);
    const reopened = (
      await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review`, headers })
    ).json() as TEditReviewResponse;
    expect(reopened.review.decisions).toEqual(overlap.json().decisions);
  });
});
