import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { sandboxCardNonces, sandboxCharges } from '../../schema/payments.ts';
import { loadPaymentConfig } from './payment-config.ts';
import { createSandboxGateway, SANDBOX_APPROVE_CARD, SANDBOX_DECLINE_CARD } from './sandbox-gateway.ts';

describe.each(BACKENDS)('the sandbox processor charging a card on %s', (backend) => {
  const t = withTestApp(backend);

  const sandbox = () => createSandboxGateway(t.db, loadPaymentConfig({ NODE_ENV: 'development' }), 'http://127.0.0.1');
  const key = () => `R${randomBytes(8).toString('hex')}`;

  async function nonceOf(number = SANDBOX_APPROVE_CARD) {
    const tokenized = await sandbox().tokenizeCard({ number, expiry: '12/39', cvv: '123' });
    if (!('nonce' in tokenized)) throw new Error(`tokenisation refused ${number}`);
    return tokenized.nonce;
  }

  function charge(nonce: string, idempotencyKey = key(), amount = 8910) {
    return sandbox().gateway.chargeCard({ idempotencyKey, nonce, amount, currencyIso: 'USD', numDecimals: 2 });
  }

  const chargesWithKey = (idempotencyKey: string) =>
    t.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));

  it('approves the test card once, with its card, and marks the nonce used', async () => {
    const nonce = await nonceOf();
    const idempotencyKey = key();
    const approved = await charge(nonce, idempotencyKey);
    expect(approved).toMatchObject({ status: 'approved', message: null, code: null, card: { brand: 'Visa', lastFour: '1111' } });
    expect(approved.chargeId).toMatch(/^ch_/);
    const [stored] = await chargesWithKey(idempotencyKey);
    expect(stored).toMatchObject({ id: approved.chargeId, amount: 8910, currencyIso: 'USD', status: 'approved' });
    const [used] = await t.db.select().from(sandboxCardNonces).where(eq(sandboxCardNonces.nonce, nonce));
    expect(used?.usedAt).toBeInstanceOf(Date);
  });

  it('answers the same charge again for the same key, and writes nothing more', async () => {
    const nonce = await nonceOf();
    const idempotencyKey = key();
    const first = await charge(nonce, idempotencyKey);
    const again = await charge(nonce, idempotencyKey);
    expect(again).toMatchObject({ status: 'approved', chargeId: first.chargeId });
    expect(await chargesWithKey(idempotencyKey)).toHaveLength(1);
  });

  it('declines the decline card, an unknown nonce, a second use of a nonce and the scripted amounts, each with its code', async () => {
    expect(await charge(await nonceOf(SANDBOX_DECLINE_CARD))).toMatchObject({
      status: 'declined',
      message: 'Processor Declined',
      code: '2000',
      card: { lastFour: '1115' },
    });
    expect(await charge('nonce_unknown')).toMatchObject({
      status: 'declined',
      message: 'Unknown or expired payment method nonce',
      code: '91565',
      card: null,
    });
    const nonce = await nonceOf();
    expect((await charge(nonce)).status).toBe('approved');
    expect(await charge(nonce)).toMatchObject({
      status: 'declined',
      message: 'Cannot use a payment method nonce more than once',
      code: '93107',
    });
    expect(await charge(await nonceOf(), key(), 2500_00)).toMatchObject({
      status: 'declined',
      message: 'Processor Declined',
      code: '2500',
    });
    expect((await charge(await nonceOf(), key(), 3000_00)).status).toBe('approved');
    // Every decline is kept as the processor's record of the attempt.
    const declines = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.status, 'declined'));
    expect(declines.length).toBeGreaterThanOrEqual(4);
  });

  it('approves one of several charges racing for one nonce under different keys, and declines the others as a second use', async () => {
    const nonce = await nonceOf();
    const results = await Promise.all(Array.from({ length: 6 }, () => charge(nonce)));
    expect(results.filter((r) => r.status === 'approved')).toHaveLength(1);
    expect(results.filter((r) => r.code === '93107')).toHaveLength(5);
  });

  it('charges once for charges racing under one key, and answers each with that charge', async () => {
    const nonce = await nonceOf();
    const idempotencyKey = key();
    const results = await Promise.all(Array.from({ length: 6 }, () => charge(nonce, idempotencyKey)));
    expect(new Set(results.map((r) => r.chargeId)).size).toBe(1);
    expect(results.every((r) => r.status === 'approved')).toBe(true);
    expect(await chargesWithKey(idempotencyKey)).toHaveLength(1);
  });
});
