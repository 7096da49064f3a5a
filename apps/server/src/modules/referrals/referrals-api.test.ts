import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD, referralCreditAmount } from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, registrationPayload, uniqueEmail } from '../../../test/factories.ts';
import { orderFormClient } from '../../../test/fixtures/order-form/test-client.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { users } from '../../schema/account.ts';
import { credits, vouchers } from '../../schema/ledger.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { emails } from '../../schema/platform.ts';
import { referralInvitations, referralRewards } from '../../schema/referrals.ts';
import { rewardEvents } from '../../schema/rewards.ts';
import { currencyRow, placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';
import { paymentsTestClient } from '../payments/fixtures/test-client.ts';
import { extractPdfText } from '../price-quote/fixtures/pdf-text.ts';
import { sendReferralInvitations } from './invitations.ts';
import { attachReferrer } from './referral-code.ts';
import { rewardReferrerOfPaidOrder } from './referral-credit.ts';

const ROUTES = [
  '/api/referral-rewards/load',
  '/api/referral-rewards/total-credits',
  '/api/referral-rewards/qr.svg',
  '/api/referral-rewards/flyer.pdf?language=en',
];
const SITE = 'http://localhost:3000';
const fonts = loadPdfFonts('/usr/share/fonts/opentype/noto', { warn: () => undefined });
/** CI installs fonts-noto-cjk; a machine without it still runs the tests that do not need it. */
const withCjkFonts = it.skipIf(fonts === null);

describe.each(BACKENDS)('referrals API on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });
  const { tokenize, billing, orderReady, pay, payWithCredits, placeByBankTransfer } = paymentsTestClient(t);

  const referredBy = async (userId: number) =>
    (await t.db.select({ id: users.referredByUserId }).from(users).where(eq(users.id, userId)))[0]?.id ?? null;
  const emailsTo = (to: string) => t.db.select().from(emails).where(eq(emails.to, to));
  const creditsOf = (userId: number) => t.db.select().from(credits).where(eq(credits.userId, userId));

  async function payByCard(ready: Awaited<ReturnType<typeof orderReady>>) {
    const response = await pay(ready.id, ready.who, {
      paymentMethodId: PAYMENT_METHOD.creditCard,
      amount: ready.order.total,
      currencyIso: 'USD',
      creditCard: { nonce: await tokenize('4111 1111 1111 1111'), type: 'Visa', lastFour: '1111' },
      billingAddress: billing(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('paid');
  }

  it('answers every call signed out with session-invalid', async () => {
    for (const url of ROUTES) {
      const response = await inject(t.app, { url });
      expect([url, response.statusCode, response.json().error]).toEqual([url, 401, 'session-invalid']);
    }
  });

  it('gives a new researcher their code, share link and the referral amount in their currency, nothing earned yet', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db, { currencyIso: 'EUR', language: 'pt_BR' });
    const load = await inject(t.app, { url: '/api/referral-rewards/load', session });
    expect(load.json()).toMatchObject({
      referralCode: user.referralCode,
      shareUrl: `${SITE}/br/register?ref=${user.referralCode}`,
      referralAmount: 3680,
      currency: { isoCode: 'EUR', sign: '€', numDecimals: 2 },
      numberOfReferralsSent: 0,
      referrals: [],
      error: null,
    });
    const total = await inject(t.app, { url: '/api/referral-rewards/total-credits', session });
    expect(total.json()).toMatchObject({ totalEarnedCredits: 0, currency: { isoCode: 'EUR' }, error: null });
  });

  it('records the referrer of a registration through a share link, in any case; an unknown, closed or own code is ignored', async () => {
    const referrer = await createUser(t.db);
    const closed = await createUser(t.db, { active: false });
    const register = async (referralCode: string | undefined) => {
      const payload = registrationPayload(referralCode === undefined ? {} : { referralCode });
      const response = await inject(t.app, { method: 'POST', url: '/api/auth/register', body: payload });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, payload.email));
      return row?.id ?? 0;
    };
    expect(await referredBy(await register(` ${referrer.referralCode.toLowerCase()} `))).toBe(referrer.id);
    expect(await referredBy(await register('NOSUCHCODE42'))).toBeNull();
    expect(await referredBy(await register(closed.referralCode))).toBeNull();
    expect(await referredBy(await register('not a code!'))).toBeNull();
    expect(await referredBy(await register(undefined))).toBeNull();
    // A code of more than 100 characters is not a code a link carries: refused like any malformed field.
    const tooLong = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      body: registrationPayload({ referralCode: 'A'.repeat(101) }),
    });
    expect(tooLong.statusCode).toBe(400);
    // A researcher's own code never makes them their own referrer, and a recorded referrer is not replaced.
    const self = await createUser(t.db);
    expect(await t.db.transaction((tx) => attachReferrer(tx, self.id, self.referralCode))).toBe(false);
    const other = await createUser(t.db);
    const referred = await createUser(t.db, { referredByUserId: referrer.id });
    expect(await t.db.transaction((tx) => attachReferrer(tx, referred.id, other.referralCode))).toBe(false);
    expect(await referredBy(referred.id)).toBe(referrer.id);
  });

  it("e-mails the colleagues typed in the order form once each, in the sender's language, never to the sender or an existing account", async () => {
    const existing = await createUser(t.db);
    const { user, session } = await createSignedInUser(t.app, t.db, { language: 'ja_JP', firstName: 'Hana', lastName: 'Sato' });
    const { id } = await orderFormClient(t.app).openWithService({ session }, 'standard-editing');
    const colleagues = [uniqueEmail('colleague'), uniqueEmail('colleague')];
    const typed = [colleagues[0], user.email.toUpperCase(), existing.email, colleagues[1]].join(', ');
    const saved = await inject(t.app, {
      method: 'PUT',
      url: `/api/order-form/${id}/referral-emails`,
      session,
      body: { referralEmails: typed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.jobs.drain();

    for (const colleague of colleagues) {
      const sent = await emailsTo(colleague ?? '');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('Hana Sato さんから Manuscript Services へのご招待');
      expect(sent[0]?.text).toContain(`${SITE}/jp/register?ref=${user.referralCode}`);
    }
    expect(await emailsTo(existing.email)).toHaveLength(0);
    const own = await t.db
      .select()
      .from(emails)
      .where(sql`lower(${emails.to}) = lower(${user.email}) and ${emails.subject} like '%招待%'`);
    expect(own).toHaveLength(0);

    // The job run again (a retry) and another form naming the same colleague in capitals send nothing more.
    const [form] = await t.db.select({ id: orderForms.id }).from(orderForms).where(eq(orderForms.identity, id));
    expect(await sendReferralInvitations(t.db, SITE, form?.id ?? 0)).toBe(0);
    const [second] = await t.db
      .insert(orderForms)
      .values({ userId: user.id, status: 'abandoned', referralEmails: [(colleagues[0] ?? '').toUpperCase()] })
      .returning({ id: orderForms.id });
    expect(await sendReferralInvitations(t.db, SITE, second?.id ?? 0)).toBe(0);
    expect(await emailsTo(colleagues[0] ?? '')).toHaveLength(1);

    const load = await inject(t.app, { url: '/api/referral-rewards/load', session });
    expect(load.json().numberOfReferralsSent).toBe(2);
  });

  it('sends at most 10 invitations per order form and 30 a day per researcher', async () => {
    const sender = await createUser(t.db);
    const addresses = Array.from({ length: 12 }, () => uniqueEmail('many'));
    const [form] = await t.db
      .insert(orderForms)
      .values({ userId: sender.id, status: 'abandoned', referralEmails: addresses })
      .returning({ id: orderForms.id });
    expect(await sendReferralInvitations(t.db, SITE, form?.id ?? 0)).toBe(10);
    const [sent] = await t.db
      .select({ n: count() })
      .from(referralInvitations)
      .where(eq(referralInvitations.referrerUserId, sender.id));
    expect(sent?.n).toBe(10);

    await t.db
      .insert(referralInvitations)
      .values(Array.from({ length: 15 }, () => ({ referrerUserId: sender.id, email: uniqueEmail('earlier') })));
    const [next] = await t.db
      .insert(orderForms)
      .values({ userId: sender.id, status: 'abandoned', referralEmails: Array.from({ length: 10 }, () => uniqueEmail('later')) })
      .returning({ id: orderForms.id });
    expect(await sendReferralInvitations(t.db, SITE, next?.id ?? 0)).toBe(5);
  });

  it("sends a visitor form's invitations when its order is placed", async () => {
    const sender = await createUser(t.db, { language: 'es_ES', firstName: 'Lucía', lastName: 'Pérez' });
    const colleague = uniqueEmail('placed');
    const placed = await placeTestOrder(t.db, sender.id);
    await t.db
      .update(orderForms)
      .set({ referralEmails: [colleague] })
      .where(eq(orderForms.id, placed.formId));
    await t.app.jobs.drain();
    const [sent] = await emailsTo(colleague);
    expect(sent?.subject).toBe('Lucía Pérez le invita a Manuscript Services');
  });

  it("credits the referrer once, in their currency, when the referred researcher's first order is paid; a second order credits nothing", async () => {
    const referrer = await createSignedInUser(t.app, t.db, {
      currencyIso: 'EUR',
      language: 'zh_CN',
      firstName: 'Wei',
      lastName: 'Li',
    });
    const first = await orderReady({ referredByUserId: referrer.user.id, firstName: 'Grace', lastName: 'Hopper' });
    await payByCard(first);
    await t.app.jobs.drain();

    const expected = referralCreditAmount(40, await currencyRow(t.db, 'EUR'));
    expect(expected).toBe(3680);
    const granted = await creditsOf(referrer.user.id);
    expect(granted.map((c) => [c.currencyIso, c.totalAmount, c.balance, c.reason])).toEqual([['EUR', 3680, 3680, 'referral']]);
    const points = await t.db.select().from(rewardEvents).where(eq(rewardEvents.userId, referrer.user.id));
    expect(points.map((e) => [e.kind, e.points, e.sourceKey, e.details])).toEqual([
      ['referral', 40, `referral:${first.user.id}`, { name: 'Grace H.' }],
    ]);

    await t.app.jobs.drain();
    const news = await emailsTo(referrer.user.email);
    expect(news.map((e) => e.subject)).toEqual(['您获得了 €36,80 的抵用金']);
    expect(news[0]?.text).toContain('Grace H.');
    expect(news[0]?.text).toContain(`${SITE}/cn/referral-rewards`);

    const second = await (async () => {
      const { id, order } = await orderFormClient(t.app).openWithService(first.who, 'standard-editing');
      return { ...first, id, order };
    })();
    await payByCard(second);
    await t.app.jobs.drain();
    expect(await creditsOf(referrer.user.id)).toHaveLength(1);
    expect(await emailsTo(referrer.user.email)).toHaveLength(1);

    const load = (await inject(t.app, { url: '/api/referral-rewards/load', session: referrer.session })).json();
    expect(load.referrals).toMatchObject([{ name: 'Grace H.', status: 'credited', creditAmount: 3680 }]);
    const total = (await inject(t.app, { url: '/api/referral-rewards/total-credits', session: referrer.session })).json();
    expect(total).toMatchObject({ totalEarnedCredits: 3680, currency: { isoCode: 'EUR' } });
  });

  it('credits the referrer when a bank-transfer order is paid off later, not when it is placed', async () => {
    const referrer = await createUser(t.db);
    const { response: transfer, ...ready } = await placeByBankTransfer({ referredByUserId: referrer.id });
    expect(transfer.json().status, transfer.body).toBe('awaiting-payment');
    await t.app.jobs.drain();
    expect(await creditsOf(referrer.id)).toHaveLength(0);

    const payoff = await inject(t.app, {
      method: 'POST',
      url: '/api/payoff/payment',
      session: ready.who.session ?? null,
      headers: { 'idempotency-key': `key-${ready.id}` },
      body: {
        paymentMethodId: PAYMENT_METHOD.creditCard,
        amount: ready.order.total,
        currencyIso: 'USD',
        creditCard: { nonce: await tokenize('4111 1111 1111 1111'), type: 'Visa', lastFour: '1111' },
        billingAddress: billing(),
        payoffReceiptCodes: [transfer.json().invoiceNumbers[0]],
      },
    });
    expect(payoff.json().status, payoff.body).toBe('paid');
    expect((await creditsOf(referrer.id)).map((c) => [c.currencyIso, c.totalAmount])).toEqual([['USD', 4000]]);
  });

  /** A voucher of the test's own, worth `amount` USD cents, for anyone. */
  async function voucherOf(amount: number) {
    const code = `REF-${randomBytes(4).toString('hex').toUpperCase()}`;
    await t.db.insert(vouchers).values({ code, currencyIso: 'USD', amount, balance: amount });
    return code;
  }

  it("credits nothing for a referred researcher's order paid by a voucher alone, and credits their first order that money paid", async () => {
    const referrer = await createUser(t.db);
    const first = await orderReady({ referredByUserId: referrer.id });
    const byVoucher = await pay(first.id, first.who, {
      paymentMethodId: PAYMENT_METHOD.voucher,
      amount: 0,
      currencyIso: 'USD',
      voucherCode: await voucherOf(first.order.total),
      voucherApplied: first.order.total,
      billingAddress: billing(),
    });
    expect(byVoucher.statusCode, byVoucher.body).toBe(200);
    expect(byVoucher.json().status).toBe('paid');
    await t.app.jobs.drain();
    expect(await creditsOf(referrer.id)).toEqual([]);

    // The next order is paid partly by a voucher and the rest by card: money was paid, so it counts.
    const { id, order } = await orderFormClient(t.app).openWithService(first.who, 'standard-editing');
    const voucherPart = Math.floor(order.total / 2);
    const partly = await pay(id, first.who, {
      paymentMethodId: PAYMENT_METHOD.creditCard,
      amount: order.total - voucherPart,
      currencyIso: 'USD',
      voucherCode: await voucherOf(voucherPart),
      voucherApplied: voucherPart,
      creditCard: { nonce: await tokenize('4111 1111 1111 1111'), type: 'Visa', lastFour: '1111' },
      billingAddress: billing(),
    });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json().status).toBe('paid');
    await t.app.jobs.drain();
    expect((await creditsOf(referrer.id)).map((c) => [c.currencyIso, c.totalAmount])).toEqual([['USD', 4000]]);
    const [reward] = await t.db.select().from(referralRewards).where(eq(referralRewards.referredUserId, first.user.id));
    const placed = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, first.user.id)).orderBy(orders.id);
    expect(placed).toHaveLength(2);
    expect(reward?.orderId).toBe(placed[1]?.id);
  });

  it("credits nothing for a referred researcher's order settled by credits alone", async () => {
    const referrer = await createUser(t.db);
    const { user, who, id, order } = await orderReady({ referredByUserId: referrer.id });
    await t.db.insert(credits).values({
      userId: user.id,
      referenceNumber: `CR-${randomBytes(4).toString('hex')}`,
      currencyIso: 'USD',
      totalAmount: order.total,
      balance: order.total,
    });
    const response = await payWithCredits({ id, who }, order.total);
    expect(response.json().status, response.body).toBe('paid');
    await t.app.jobs.drain();
    expect(await creditsOf(referrer.id)).toEqual([]);
  });

  it('credits once under 20 concurrent settlements, and not before an order of the referred researcher is paid', async () => {
    const referrer = await createUser(t.db);
    const referred = await createUser(t.db, { referredByUserId: referrer.id });
    await placeTestOrder(t.db, referred.id, { status: 'awaiting-payment' });
    expect(await t.db.transaction((tx) => rewardReferrerOfPaidOrder(tx, referred.id))).toBeNull();

    await placeTestOrder(t.db, referred.id);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => t.db.transaction((tx) => rewardReferrerOfPaidOrder(tx, referred.id))),
    );
    expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
    expect(await creditsOf(referrer.id)).toHaveLength(1);
    const [rewards] = await t.db
      .select({ n: count() })
      .from(referralRewards)
      .where(and(eq(referralRewards.referredUserId, referred.id), eq(referralRewards.referrerUserId, referrer.id)));
    expect(rewards?.n).toBe(1);
    const [user] = await t.db.select({ points: users.totalRewardPoints }).from(users).where(eq(users.id, referrer.id));
    expect(user?.points).toBe(40);
  });

  it("answers the page's reads in one statement each, kept until a row they show changes, whoever writes it", async () => {
    const referrer = await createSignedInUser(t.app, t.db, { currencyIso: 'EUR' });
    const { id } = referrer.user;
    const grace = await createUser(t.db, { referredByUserId: id, firstName: 'Grace', lastName: 'Hopper' });
    const alan = await createUser(t.db, { referredByUserId: id, firstName: 'Alan', lastName: 'Turing' });
    await createUser(t.db, { referredByUserId: id, firstName: 'Closed', active: false });
    const graceOrder = await placeTestOrder(t.db, grace.id);
    const alanOrder = await placeTestOrder(t.db, alan.id);
    await t.db.insert(referralRewards).values({
      referredUserId: grace.id,
      referrerUserId: id,
      orderId: graceOrder.orderId,
      amount: 4000,
      currencyIso: 'USD',
    });
    await t.db.insert(referralInvitations).values([
      { referrerUserId: id, email: uniqueEmail('invited') },
      { referrerUserId: id, email: uniqueEmail('invited') },
    ]);

    const read = async (url: string) => {
      const response = await inject(t.app, { url, session: referrer.session });
      expect(response.statusCode, response.body).toBe(200);
      return { statements: statementsOf(response.headers['server-timing']), body: response.body, json: response.json() };
    };
    const load = () => read('/api/referral-rewards/load');
    const total = () => read('/api/referral-rewards/total-credits');
    const first = await load();
    expect(first.statements).toBe(1);
    expect(first.json).toMatchObject({
      numberOfReferralsSent: 2,
      referrals: [
        { name: 'Alan T.', status: 'pending', creditAmount: null },
        { name: 'Grace H.', status: 'credited', creditAmount: 3680 },
      ],
    });
    const firstTotal = await total();
    expect([firstTotal.statements, firstTotal.json.totalEarnedCredits]).toEqual([1, 3680]);
    // Kept: asked again, the session lookup alone, the same answer.
    const again = await load();
    expect([again.statements, again.body]).toEqual([1, first.body]);
    const totalAgain = await total();
    expect([totalAgain.statements, totalAgain.body]).toEqual([1, firstTotal.body]);

    // Each write below is made straight in the database, as a job or another process would: the kept answer
    // is read again at once (the lookup and the read) and shows it.
    const changed = async (check: (answer: { load: Record<string, unknown>; total: number }) => void) => {
      const [after, afterTotal] = [await load(), await total()];
      expect([after.statements, afterTotal.statements]).toEqual([2, 2]);
      check({ load: after.json, total: afterTotal.json.totalEarnedCredits });
    };
    await t.db.insert(referralInvitations).values({ referrerUserId: id, email: uniqueEmail('invited') });
    await changed(({ load }) => expect(load.numberOfReferralsSent).toBe(3));
    await t.db.delete(referralInvitations).where(eq(referralInvitations.referrerUserId, id));
    await changed(({ load }) => expect(load.numberOfReferralsSent).toBe(0));

    const newcomer = await createUser(t.db, { referredByUserId: id, firstName: 'Hedy', lastName: 'Lamarr' });
    await changed(({ load }) =>
      expect((load.referrals as { name: string }[]).map((r) => r.name)).toEqual(['Hedy L.', 'Alan T.', 'Grace H.']),
    );
    await t.db.update(users).set({ firstName: 'Alonzo', lastName: 'Church' }).where(eq(users.id, alan.id));
    await changed(({ load }) => expect((load.referrals as { name: string }[])[1]?.name).toBe('Alonzo C.'));
    await t.db.update(users).set({ active: false }).where(eq(users.id, newcomer.id));
    await changed(({ load }) =>
      expect((load.referrals as { name: string }[]).map((r) => r.name)).toEqual(['Alonzo C.', 'Grace H.']),
    );
    // A researcher registered without the link, referred afterwards (attachReferrer's update).
    const later = await createUser(t.db, { firstName: 'Katherine', lastName: 'Johnson' });
    await t.db.update(users).set({ referredByUserId: id }).where(eq(users.id, later.id));
    await changed(({ load }) => expect((load.referrals as { name: string }[])[0]?.name).toBe('Katherine J.'));

    await t.db.insert(referralRewards).values({
      referredUserId: alan.id,
      referrerUserId: id,
      orderId: alanOrder.orderId,
      amount: 4000,
      currencyIso: 'USD',
    });
    await changed(({ load, total }) => {
      expect((load.referrals as { status: string }[])[1]).toMatchObject({
        name: 'Alonzo C.',
        status: 'credited',
        creditAmount: 3680,
      });
      expect(total).toBe(7360);
    });
    await t.db.update(referralRewards).set({ amount: 2000 }).where(eq(referralRewards.referredUserId, alan.id));
    await changed(({ total }) => expect(total).toBe(5520));
    await t.db.delete(referralRewards).where(eq(referralRewards.referredUserId, alan.id));
    await changed(({ total }) => expect(total).toBe(3680));
    // Nothing written since: kept again.
    expect((await load()).statements).toBe(1);
  });

  it('draws the share link as an SVG QR code', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await inject(t.app, { url: '/api/referral-rewards/qr.svg', session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(response.body).toContain('<title>QR code of your share link</title>');
    expect(response.body).toMatch(/<path d="M\d+ \d+h1v1h-1z/);
  });

  it('writes a printable flyer with the share link and the referral amount', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const response = await inject(t.app, { url: '/api/referral-rewards/flyer.pdf?language=en', session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`referral-flyer-${user.referralCode}.pdf`);
    // Wrapped lines joined again.
    const text = extractPdfText(response.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Get your manuscript ready for publication',
      `${SITE}/en/register?ref=${user.referralCode}`,
      `Referral code: ${user.referralCode}`,
      '$40.00',
      'Recommended by Ada Lovelace',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  withCjkFonts('writes the flyer in Chinese with the Chinese face and a link to the Chinese registration', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db, { currencyIso: 'CNY' });
    const response = await inject(t.app, { url: '/api/referral-rewards/flyer.pdf?language=cn', session });
    expect(response.statusCode).toBe(200);
    const text = extractPdfText(response.rawPayload);
    expect(text).toContain('让您的稿件为发表做好准备');
    expect(text).toContain(`${SITE}/cn/register?ref=${user.referralCode}`);
    expect(response.rawPayload.toString('latin1')).toContain('NotoSansCJKsc');
  });
});
