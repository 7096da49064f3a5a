import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressPayload, createSignedInUser } from '../../test/factories.ts';
import { placeTestOrder } from '../../test/fixtures/orders/checkout-fixtures.ts';
import { issueCertificate } from '../../test/fixtures/orders/fulfilment-fixtures.ts';
import { inject } from '../../test/http.ts';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { languageAssessments } from '../schema/grammar-check.ts';
import { statementsOf } from './query-stats.ts';

/**
 * The signed-in reads every page of the researcher area makes are one SQL statement each, session lookup
 * included, however many rows the user has: the count is what keeps them near the database's own speed
 * (issue 9), so a change that adds a round trip, or a query per row, fails here. The hot reads are kept by
 * the read cache (platform/read-cache.ts): asked again with nothing changed, they are the session lookup
 * alone; asked after a change, the lookup and then the read, once.
 */
describe.each(BACKENDS)('signed-in reads on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  async function statementsFor(url: string, session: string | null) {
    const response = await inject(t.app, { url, session });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return statementsOf(response.headers['server-timing']);
  }

  it('answers each read in one statement with the session lookup, whatever the number of orders and invoices', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await inject(t.app, { method: 'POST', url: '/api/account/addresses', session, body: addressPayload() });
    const few = await placeTestOrder(t.db, user.id);
    const certificate = await issueCertificate(t.db, few.orderId, null);
    const reads = [
      '/api/account',
      '/api/invoice/load',
      '/api/payment/load',
      `/api/order/${few.externalId}`,
      '/api/order/search',
      '/api/researcher/dashboard',
      `/api/order/${few.externalId}/payment`,
      `/api/order/${few.externalId}/services`,
      `/api/order/${few.externalId}/deliverables`,
      `/api/certificate/${certificate}`,
      `/api/certificate/${certificate}/deliverables`,
      '/api/loyalty/levels/load',
      '/api/loyalty/load',
      '/api/reward/history/load',
      '/api/digital-edit/load',
      '/api/digital-order/load',
    ];
    const before = await Promise.all(reads.map((url) => statementsFor(url, session)));
    expect(before).toEqual(reads.map(() => 1));

    // Every one of them is kept: asked again, the session lookup alone.
    expect(await Promise.all(reads.map((url) => statementsFor(url, session)))).toEqual(reads.map(() => 1));

    for (let i = 0; i < 12; i += 1) await placeTestOrder(t.db, user.id, { status: i % 2 ? 'placed' : 'awaiting-payment' });
    const afterReads = [
      ...reads,
      '/api/invoice/load?page=2',
      '/api/invoice/load?status=unpaid&from=2020-01-01&orderNumber=X',
      '/api/order/search?page=2&orderTitle=perovskite&from=01%2F01%2F2020&to=12%2F31%2F2030&xid=A',
    ];
    const after = await Promise.all(afterReads.map((url) => statementsFor(url, session)));
    // The kept answers are out of date: the session lookup sees the new version, the read runs.
    expect(after).toEqual(afterReads.map((_, i) => (i < reads.length ? 2 : 1)));
    const again = await Promise.all(afterReads.map((url) => statementsFor(url, session)));
    expect(again).toEqual(afterReads.map(() => 1));
  });

  it("answers the grammar check's list, polling and report in one statement each, whatever the number of checks", async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const rows = await t.db
      .insert(languageAssessments)
      .values(
        Array.from({ length: 35 }, (_, i) => ({
          userId: user.id,
          name: `paper-${i}.docx`,
          storedName: `stored-${i}`,
          size: 1000,
          sha256: 'x',
          status: 'completed' as const,
          scoreStatus: 'completed' as const,
          errorCountStatus: 'completed' as const,
          score: 5 + (i % 5),
          percentile: 50,
        })),
      )
      .returning({ identity: languageAssessments.identity });
    const identities = rows.map((row) => row.identity);
    const reads = [
      '/api/grammar-check/search',
      '/api/grammar-check/search?page=2',
      `/api/grammar-check/search?identities=${identities.slice(0, 3).join(',')}`,
      `/api/grammar-check/${identities[0]}`,
    ];
    const counts = await Promise.all(reads.map((url) => statementsFor(url, session)));
    expect(counts).toEqual(reads.map(() => 1));
    // Kept: asked again, the session lookup alone; a check the worker updates shows at once.
    expect(await Promise.all(reads.map((url) => statementsFor(url, session)))).toEqual(reads.map(() => 1));
    await t.db
      .update(languageAssessments)
      .set({ name: 'renamed-by-the-worker.docx' })
      .where(eq(languageAssessments.userId, user.id));
    expect(await Promise.all(reads.map((url) => statementsFor(url, session)))).toEqual(reads.map(() => 2));
    const details = await inject(t.app, { url: `/api/grammar-check/${identities[0]}`, session });
    expect(details.body).toContain('renamed-by-the-worker.docx');
  });

  it('reads nothing for a visitor without a session, and one statement for a stale cookie', async () => {
    expect(await statementsFor('/api/account', null)).toBe(0);
    expect(await statementsFor('/api/account', 'not-a-live-session')).toBe(1);
  });
});
