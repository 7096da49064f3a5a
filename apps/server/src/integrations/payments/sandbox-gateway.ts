import { createHmac, randomBytes } from 'node:crypto';
import { PAYMENT_METHOD, ZSandboxWebhookEvent } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sandboxCardNonces, sandboxCharges, sandboxSessions } from '../../modules/payments/table.ts';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { Db } from '../../platform/db.ts';
import type { TPaymentConfig } from './payment-config.ts';
import type { TCardChargeResult, TPaymentGateway } from './payment-gateway.ts';
import { checkWebhookSignature } from './webhook-signature.ts';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const PROCESSOR_DECLINED = 'Processor Declined';

/** The sandbox's scripted cards (docs/payments.md): one approves, one declines, any other valid number approves. */
export const SANDBOX_APPROVE_CARD = '4111111111111111';
export const SANDBOX_DECLINE_CARD = '4000111111111115';

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** Luhn check of a card number's digits. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^35/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'UnionPay';
  return 'Card';
}

export type TTokenizeResult = { nonce: string; brand: string; lastFour: string } | { error: 'number' | 'expiry' | 'cvv' };

// The provider's statements, built once (compiled-statement.ts): every card order sends all three.
const p = sql.placeholder;

/** What the provider knows of an idempotency key and a nonce, in one read. */
const knownStatement = compiledStatement('sandbox_known', (dbx) =>
  dbx
    .select({ charge: sandboxCharges, nonce: sandboxCardNonces })
    .from(sql`(select 1) as probe`)
    .leftJoin(sandboxCharges, eq(sandboxCharges.idempotencyKey, p('idempotencyKey')))
    .leftJoin(sandboxCardNonces, eq(sandboxCardNonces.nonce, p('nonce'))),
);

/** The charge, written with the nonce's use (once per key: a second charge with the key inserts nothing). */
const chargeStatement = compiledStatement('sandbox_charge', (dbx) => {
  const markUsed = dbx.$with('used_nonce').as(
    dbx
      .update(sandboxCardNonces)
      .set({ usedAt: sql`now()` })
      .where(and(eq(sandboxCardNonces.nonce, p('nonce')), isNull(sandboxCardNonces.usedAt)))
      .returning({ nonce: sandboxCardNonces.nonce }),
  );
  return dbx
    .with(markUsed)
    .insert(sandboxCharges)
    .values({
      id: p('id'),
      idempotencyKey: p('idempotencyKey'),
      amount: p('amount'),
      currencyIso: p('currencyIso'),
      status: p('status'),
      message: p('message'),
    })
    .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
    .returning();
});

const nonceStatement = compiledStatement('sandbox_nonce', (dbx) =>
  dbx.insert(sandboxCardNonces).values({ nonce: p('nonce'), brand: p('brand'), lastFour: p('lastFour'), outcome: p('outcome') }),
);

/**
 * The sandbox processor's own side: card nonces, charges and checkout sessions in the sandbox_* tables.
 * Like a processor's test mode, the outcome depends only on the test card and the amount.
 */
export function createSandboxGateway(db: Db, config: TPaymentConfig, publicUrl: string) {
  function toChargeResult(
    row: typeof sandboxCharges.$inferSelect,
    card: TCardChargeResult['card'],
    code: string | null = row.status === 'declined' ? '2000' : null,
  ): TCardChargeResult {
    return { status: row.status, chargeId: row.id, message: row.message, code, card };
  }

  async function findCharge(idempotencyKey: string) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row;
  }

  const gateway: TPaymentGateway = {
    name: 'sandbox',

    createClientToken({ origin }) {
      const payload = Buffer.from(
        JSON.stringify({ provider: 'sandbox', origin, expiresAt: Date.now() + 3600_000, id: randomId('tok') }),
      ).toString('base64url');
      const signature = createHmac('sha256', config.webhookSecret).update(payload).digest('base64url');
      return `${payload}.${signature}`;
    },

    // Two statements, as a processor answers one call: what it knows of the key and the nonce, then the charge
    // written together with the nonce's use.
    async chargeCard(input) {
      const [known] = await knownStatement(db, { idempotencyKey: input.idempotencyKey, nonce: input.nonce });
      if (known?.charge) return toChargeResult(known.charge, null);
      const nonce = known?.nonce ?? null;
      const majorUnits = Math.floor(input.amount / 10 ** input.numDecimals);
      let message: string | null = null;
      let code: string | null = null;
      if (!nonce) [message, code] = ['Unknown or expired payment method nonce', '91565'];
      else if (nonce.usedAt) [message, code] = ['Cannot use a payment method nonce more than once', '93107'];
      else if (nonce.outcome === 'decline') [message, code] = [PROCESSOR_DECLINED, '2000'];
      else if (majorUnits >= 2000 && majorUnits <= 2999) [message, code] = [PROCESSOR_DECLINED, String(majorUnits)];
      const [inserted] = await chargeStatement(db, {
        nonce: input.nonce,
        id: randomId('ch'),
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currencyIso: input.currencyIso,
        status: message ? 'declined' : 'approved',
        message,
      });
      // A concurrent request with the same key charged first: answer its result.
      if (!inserted) {
        const first = await findCharge(input.idempotencyKey);
        if (!first) throw new Error('sandbox charge vanished');
        return toChargeResult(first, null);
      }
      return toChargeResult(inserted, nonce ? { brand: nonce.brand, lastFour: nonce.lastFour } : null, code);
    },

    async retrieveCharge(idempotencyKey) {
      const row = await findCharge(idempotencyKey);
      return row ? toChargeResult(row, null) : null;
    },

    async createRedirectSession(input) {
      const [inserted] = await db
        .insert(sandboxSessions)
        .values({
          id: randomId('ss'),
          reference: input.reference,
          provider: 'sandbox',
          methodId: input.methodId,
          amount: input.amount,
          currencyIso: input.currencyIso,
          installments: input.installments,
          returnUrl: input.returnUrl,
          webhookUrl: input.webhookUrl,
        })
        .onConflictDoNothing({ target: sandboxSessions.reference })
        .returning();
      const session =
        inserted ?? (await db.select().from(sandboxSessions).where(eq(sandboxSessions.reference, input.reference)))[0];
      if (!session) throw new Error('sandbox session vanished');
      const url = `/sandbox/checkout/${session.id}`;
      // The Brazilian local provider takes a form POST, as its real counterpart does.
      const isFormPost = input.methodId === PAYMENT_METHOD.localCard || input.methodId === PAYMENT_METHOD.localPayPal;
      return {
        sessionId: session.id,
        redirectUrl: isFormPost ? null : url,
        redirectForm: isFormPost ? { action: url, method: 'POST', fields: { reference: input.reference } } : null,
      };
    },

    async retrieveSession(sessionId) {
      const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
      if (!row) return { status: 'not-found', message: null, reference: null };
      return { status: row.status, message: row.status === 'declined' ? PROCESSOR_DECLINED : null, reference: row.reference };
    },

    parseWebhook({ rawBody, headers, now }) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const refusal = checkWebhookSignature({
        secret: config.webhookSecret,
        header: typeof header === 'string' ? header : undefined,
        body: rawBody,
        toleranceSeconds: config.webhookToleranceSeconds,
        now,
      });
      if (refusal) return { refusal };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { refusal: 'malformed-event' };
      }
      const parsed = ZSandboxWebhookEvent.safeParse(json);
      if (!parsed.success) return { refusal: 'malformed-event' };
      const { id, type, data } = parsed.data;
      return {
        event: {
          eventId: `sandbox:${id}`,
          type,
          sessionId: data.sessionId,
          reference: data.reference,
          amount: data.amount,
          currencyIso: data.currency,
          message: data.message ?? null,
          payload: parsed.data as unknown as Record<string, unknown>,
        },
      };
    },
  };

  /** The hosted card form's tokenisation: a nonce standing for the card; the number itself is never kept. */
  async function tokenizeCard(
    input: { number: string; expiry: string; cvv: string },
    now = new Date(),
  ): Promise<TTokenizeResult> {
    const digits = input.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) return { error: 'number' };
    const expiry = input.expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
    const month = Number(expiry?.[1]);
    const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
    const isExpired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (!expiry || month < 1 || month > 12 || isExpired) return { error: 'expiry' };
    if (!/^\d{3,4}$/.test(input.cvv.trim())) return { error: 'cvv' };
    const nonce = randomId('nonce');
    const brand = cardBrandOf(digits);
    const lastFour = digits.slice(-4);
    await nonceStatement(db, { nonce, brand, lastFour, outcome: digits === SANDBOX_DECLINE_CARD ? 'decline' : 'approve' });
    return { nonce, brand, lastFour };
  }

  async function findSession(sessionId: string) {
    if (sessionId.length > 100) return undefined;
    const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    return row;
  }

  async function findSessionByReference(reference: string) {
    if (reference.length > 100) return undefined;
    const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.reference, reference));
    return row;
  }

  return { gateway, tokenizeCard, findSession, findSessionByReference, webhookUrl: `${publicUrl}/api/payment/webhook/sandbox` };
}

export type TSandboxProvider = ReturnType<typeof createSandboxGateway>;
