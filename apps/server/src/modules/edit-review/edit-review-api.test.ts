import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TEditReviewResponse } from '@portal/domain/api/edit-review';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { addDeliverable, completeOrder } from '../../../test/fixtures/orders/fulfilment-fixtures.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { readPackage } from '../../platform/documents/docx-package.ts';
import { SESSION_COOKIE } from '../../platform/sessions.ts';

const LIBREOFFICE_DOCX = readFileSync(new URL('../../../test/fixtures/edit-review/libreoffice-review.docx', import.meta.url));

describe.each(BACKENDS)('reviewing an edited file online on %s', (backend) => {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'edit-review-'));
  const t = withTestApp(backend, { FILES_DIR: filesDir });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  const storage = () => createStorage(loadConfig({ FILES_DIR: filesDir }));

  async function deliveredOrder(options: { paid?: boolean; content?: Buffer; name?: string } = {}) {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const placed = await placeTestOrder(t.db, user.id, { status: options.paid === false ? 'awaiting-payment' : 'placed' });
    await completeOrder(t.db, placed.orderId);
    const file = await addDeliverable(t.db, storage(), placed.orderId, {
      name: options.name ?? 'manuscript-edited.docx',
      content: options.content ?? LIBREOFFICE_DOCX,
    });
    const headers = { cookie: `${SESSION_COOKIE}=${session}`, 'x-requested-with': 'XMLHttpRequest' };
    return { externalId: placed.externalId, file, headers };
  }

  /** PUT …/review/decisions for one file, with the given decisions. */
  const putDecisions = (externalId: string, headers: Record<string, string>, file: string, decisions: unknown[]) =>
    t.app.inject({ method: 'PUT', url: `/api/order/${externalId}/review/decisions`, headers, payload: { file, decisions } });

  it('opens the latest .docx with its changes, comments and no decisions yet', async () => {
    const { externalId, file, headers } = await deliveredOrder();
    const response = await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review`, headers });
    expect(response.statusCode).toBe(200);
    const { review } = response.json() as TEditReviewResponse;
    expect(review.file).toEqual({ key: file.key, name: 'manuscript-edited.docx' });
    expect(review.changes.map((change) => change.kind)).toEqual([
      'deletion',
      'insertion',
      'insertion',
      'formatting',
      'deletion',
      'insertion',
      'insertion',
      'insertion',
    ]);
    expect(review.comments[0]?.text).toBe('Agreement: cycles is plural.');
    expect(review.decisions).toEqual({});
    // Kept: the second opening answers the same without parsing again.
    const again = await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review?file=${file.key}`, headers });
    expect(again.json()).toEqual(response.json());
  });

  it('saves decisions per change, so two tabs keep each other’s, and takes one back', async () => {
    const { externalId, file, headers } = await deliveredOrder();
    const { review } = (
      await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review`, headers })
    ).json() as TEditReviewResponse;
    const [first, second, third] = review.changes;
    const save = (decisions: { change: string; decision: 'accept' | 'reject' | null }[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/order/${externalId}/review/decisions`,
        headers,
        payload: { file: file.key, decisions },
      });
    // Tab A decides the first change, tab B the second: both stay.
    expect((await save([{ change: first?.id ?? '', decision: 'accept' }])).statusCode).toBe(200);
    const afterB = await save([{ change: second?.id ?? '', decision: 'reject' }]);
    expect(afterB.json()).toEqual({ decisions: { [first?.id ?? '']: 'accept', [second?.id ?? '']: 'reject' } });
    const afterUndo = await save([
      { change: first?.id ?? '', decision: null },
      { change: third?.id ?? '', decision: 'reject' },
    ]);
    expect(afterUndo.json()).toEqual({ decisions: { [second?.id ?? '']: 'reject', [third?.id ?? '']: 'reject' } });
    const reopened = (
      await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review`, headers })
    ).json() as TEditReviewResponse;
    expect(reopened.review.decisions).toEqual({ [second?.id ?? '']: 'reject', [third?.id ?? '']: 'reject' });
  });

  it('refuses a change the file does not have and a malformed decision with 400', async () => {
    const { externalId, file, headers } = await deliveredOrder();
    await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review`, headers });
    const unknown = await putDecisions(externalId, headers, file.key, [{ change: 'd-9999', decision: 'accept' }]);
    expect(unknown.statusCode).toBe(400);
    const malformed = await putDecisions(externalId, headers, file.key, [{ change: '../x', decision: 'maybe' }]);
    expect(malformed.statusCode).toBe(400);
  });

  it('downloads my version with the decisions applied and a clean copy, other parts byte for byte', async () => {
    const { externalId, file, headers } = await deliveredOrder();
    const { review } = (
      await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review`, headers })
    ).json() as TEditReviewResponse;
    const strongly = review.changes.find((change) => change.text === 'strongly');
    await putDecisions(externalId, headers, file.key, [{ change: strongly?.id, decision: 'reject' }]);
    const mine = await t.app.inject({ method: 'GET', url: `/api/order/${externalId}/review/download?file=${file.key}`, headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toContain('manuscript-edited-reviewed.docx');
    const original = await readPackage(LIBREOFFICE_DOCX);
    const written = await readPackage(mine.rawPayload);
    expect(written.map((entry) => entry.name)).toEqual(original.map((entry) => entry.name));
    for (const entry of written) {
      if (entry.name === 'word/document.xml') continue;
      expect(entry.content.equals(original.find((o) => o.name === entry.name)?.content as Buffer), entry.name).toBe(true);
    }
    const body = written.find((entry) => entry.name === 'word/document.xml')?.content.toString() ?? '';
    expect(body).not.toContain(' strongly');
    expect(body).toContain('<w:del ');

    const clean = await t.app.inject({
      method: 'GET',
      url: `/api/order/${externalId}/review/download?file=${file.key}&version=clean`,
      headers,
    });
    const cleanBody = (await readPackage(clean.rawPayload))
      .find((entry) => entry.name === 'word/document.xml')
      ?.content.toString();
    expect(cleanBody).not.toMatch(/<w:(ins|del) /);
    expect(cleanBody).toContain(' strongly');
  });

  it('answers 404 for another researcher’s order and 401 signed out', async () => {
    const { externalId, file } = await deliveredOrder();
    const other = await createSignedInUser(t.app, t.db);
    const headers = { cookie: `${SESSION_COOKIE}=${other.session}`, 'x-requested-with': 'XMLHttpRequest' };
    for (const url of [`/api/order/${externalId}/review`, `/api/order/${externalId}/review/download?file=${file.key}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const put = await putDecisions(externalId, headers, file.key, [{ change: 'd-1', decision: 'accept' }]);
    expect(put.statusCode).toBe(404);
  });

  it('withholds the review until the file may be downloaded, and answers 422 for a file it cannot read', async () => {
    const unpaid = await deliveredOrder({ paid: false });
    const withheld = await t.app.inject({
      method: 'GET',
      url: `/api/order/${unpaid.externalId}/review`,
      headers: unpaid.headers,
    });
    expect(withheld.statusCode).toBe(403);
    const broken = await deliveredOrder({ content: Buffer.from('PK\u0003\u0004 not really a zip'), name: 'broken.docx' });
    const unreadable = await t.app.inject({
      method: 'GET',
      url: `/api/order/${broken.externalId}/review`,
      headers: broken.headers,
    });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({ error: 'review-file-unreadable' });
  });
});
