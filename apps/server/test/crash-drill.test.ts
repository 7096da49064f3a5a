import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../e2e/support/server.ts';
import { runCrashDrill } from '../../../scripts/crash-drill.ts';

/**
 * The short crash drill (`npm run drill` is the long one): on PostgreSQL only, as CI's PostgreSQL step runs it.
 * Buyers complete orders for 40 s while the server process is SIGKILLed every 12 s and started again.
 */
describe.skipIf(!process.env.DATABASE_URL)('the crash drill, short, on PostgreSQL', () => {
  it('loses, doubles and drops nothing while the server is killed under 20 buyers', { timeout: 600_000 }, async () => {
    const report = await runCrashDrill({
      // 40 s of service: the poison job's two exits come first, and each restart (10-12 s on a busy two-core
      // machine, 20-40 s on a slow one) moves the drill's end on by its own time (scripts/crash-drill.ts).
      seconds: 40,
      killEverySeconds: 12,
      buyers: 20,
      restartPostgres: null,
      logFile: path.join(REPO_ROOT, 'test-results/server-crash-drill.log'),
    });
    console.log(
      `crash drill: ${report.counts.orders} orders, ${report.counts.approvedCharges} charges, ${report.recoveries.length} kills, recoveries ${report.recoveries.map((r) => r.recoveryMs).join(', ')} ms`,
    );
    expect(report.recoveries.length).toBeGreaterThan(0);
    expect(report.serverCrashes).toBe(0);
    // The poison job killed the server twice, then was parked for good; the orders went on meanwhile.
    expect(report.poison).toEqual({ jobs: 1, parked: 1, exits: 2 });
    expect(report.counts.orders).toBeGreaterThan(0);
    expect(report.lost).toEqual({
      chargesWithoutPayment: 0,
      chargesNotCaptured: 0,
      chargesWithoutOrder: 0,
      ordersWithoutCharge: 0,
      ordersWithoutPaidInvoice: 0,
      paidAnswersWithoutOrder: 0,
    });
    expect(report.doubled).toEqual({
      chargesWithSeveralOrders: 0,
      formsChargedTwice: 0,
      formsOrderedTwice: 0,
      amountsDiffering: 0,
    });
    expect(report.jobs).toMatchObject({
      failed: 0,
      unfinished: 0,
      ordersWithoutFollowUpDone: 0,
      cardPaymentsWithoutRecoveryJob: 0,
    });
    expect(report.jobs.unfinishedAtAKillThenDone).toBe(report.jobs.unfinishedAtAKill);
    // Every buyer got an answer, and every answer was "paid" (the test card approves, the amounts are low).
    expect(report.counts.otherAnswers).toEqual([]);
    expect(report.counts.paidAnswers).toBe(report.counts.orders);
  });
});
