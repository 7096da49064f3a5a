import { createHmac, randomBytes } from 'node:crypto';
import { PAYMENT_METHOD, ZSandboxWebhookEvent } from '@portal/domain';
import { and, type Column, eq, isNull, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { Db } from '../../platform/db.ts';
import { sandboxCardNonces, sandboxCharges, sandboxSessions } from '../../schema/payments.ts';
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

// The provider's statements, built once (compiled-statement.ts): every card order sends the tokenisation's and
// the charge's.
const p = sql.placeholder;

export const UNKNOWN_NONCE = 'Unknown or expired payment method nonce';
export const NONCE_USED = 'Cannot use a payment method nonce more than once';

/**
 * A card charge in one statement, as a processor answers one call: what it knows of the idempotency key
 * (`earlier`: a charge made with the key is answered again, nothing is written), the nonce as it was
 * (`known_nonce`), the nonce's use (`used_nonce`: marked only while unused, so of two charges racing for one
 * nonce exactly one takes it and the other is declined as a second use), and the charge (`charged`), declined
 * with the processor's message unless this statement took the nonce, its card approves and the amount is not
 * one of the scripted declines (`declinedAmount`, computed by the caller). A charge with the key written by a
 * concurrent call since the statement began inserts nothing (no row in `charged` or `earlier`).
 */
const chargeStatement = compiledStatement('sandbox_charge', (dbx) => {
  const column = (c: { name: string }) => sql.identifier(c.name);
  const earlier = dbx.$with('earlier').as(
    dbx
      .select({ id: sandboxCharges.id, status: sandboxCharges.status, message: sandboxCharges.message })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, p('idempotencyKey'))),
  );
  const known = dbx.$with('known_nonce').as(
    dbx
      .select({ brand: sandboxCardNonces.brand, lastFour: sandboxCardNonces.lastFour })
      .from(sandboxCardNonces)
      .where(eq(sandboxCardNonces.nonce, p('nonce'))),
  );
  const used = dbx.$with('used_nonce').as(
    dbx
      .update(sandboxCardNonces)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(sandboxCardNonces.nonce, p('nonce')), isNull(sandboxCardNonces.usedAt), sql`not exists (select from ${earlier})`),
      )
      .returning({ outcome: sandboxCardNonces.outcome }),
  );
  const message = sql`case
    when not exists (select from ${used}) and not exists (select from ${known}) then ${UNKNOWN_NONCE}
    when not exists (select from ${used}) then ${NONCE_USED}
    when (select ${used.outcome} from ${used}) = 'decline' or ${p('declinedAmount')}::boolean then ${PROCESSOR_DECLINED}
  end`;
  const chargeFields = { id: sandboxCharges.id, status: sandboxCharges.status, message: sandboxCharges.message };
  const charged = dbx.$with('charged', chargeFields).as(
    sql`insert into ${sandboxCharges} (${column(sandboxCharges.id)}, ${column(sandboxCharges.idempotencyKey)}, ${column(sandboxCharges.amount)}, ${column(sandboxCharges.currencyIso)}, ${column(sandboxCharges.status)}, ${column(sandboxCharges.message)})
        select ${p('id')}, ${p('idempotencyKey')}, ${p('amount')}::integer, ${p('currencyIso')}, case when decided.message is null then 'approved' else 'declined' end, decided.message
        from (select ${message} as message) as decided
        where not exists (select from ${earlier})
        on conflict (${column(sandboxCharges.idempotencyKey)}) do nothing
        returning ${column(sandboxCharges.id)}, ${column(sandboxCharges.status)}, ${column(sandboxCharges.message)}`,
  );
  const of = <T>(field: SQL.Aliased | Column | SQL, cte: WithSubquery) => sql<T | null>`(select ${field} from ${cte})`;
  return dbx
    .with(earlier, known, used, charged)
    .select({
      earlierId: of<string>(earlier.id, earlier),
      earlierStatus: of<'approved' | 'declined'>(earlier.status, earlier),
      earlierMessage: of<string>(earlier.message, earlier),
      chargedId: of<string>(charged.id, charged),
      chargedStatus: of<'approved' | 'declined'>(charged.status, charged),
      chargedMessage: of<string>(charged.message, charged),
      brand: of<string>(known.brand, known),
      lastFour: of<string>(known.lastFour, known),
      outcome: of<string>(used.outcome, used),
    })
    .from(sql`(select 1) as probe`);
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
    row: Pick<typeof sandboxCharges.$inferSelect, 'id' | 'status' | 'message'>,
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

    // One statement, as a processor answers one call (chargeStatement).
    async chargeCard(input) {
      const majorUnits = Math.floor(input.amount / 10 ** input.numDecimals);
      const isDeclinedAmount = majorUnits >= 2000 && majorUnits <= 2999;
      const [answer] = await chargeStatement(db, {
        nonce: input.nonce,
        id: randomId('ch'),
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currencyIso: input.currencyIso,
        declinedAmount: isDeclinedAmount,
      });
      if (answer?.earlierId && answer.earlierStatus) {
        return toChargeResult({ id: answer.earlierId, status: answer.earlierStatus, message: answer.earlierMessage }, null);
      }
      if (!answer?.chargedId || !answer.chargedStatus) {
        // A concurrent request with the same key charged first: answer its result.
        const first = await findCharge(input.idempotencyKey);
        if (!first) throw new Error('sandbox charge vanished');
        return toChargeResult(first, null);
      }
      const message = answer.chargedMessage;
      const code =
        message === UNKNOWN_NONCE
          ? '91565'
          : message === NONCE_USED
            ? '93107'
            : message === PROCESSOR_DECLINED
              ? answer.outcome === 'decline' || !isDeclinedAmount
                ? '2000'
                : String(majorUnits)
              : null;
      const card = answer.brand && answer.lastFour ? { brand: answer.brand, lastFour: answer.lastFour } : null;
      return { status: answer.chargedStatus, chargeId: answer.chargedId, message, code, card };
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
