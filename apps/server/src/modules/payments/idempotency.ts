import { createHash } from 'node:crypto';
import { MESSAGE } from '@portal/domain';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { paymentIdempotency } from './table.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A claim not finished within this time belongs to a process that died; a retry may take it over. */
const LEASE_MS = 10_000;
/** How long a duplicate waits for the first request before answering 409 payment-in-progress. */
const WAIT_MS = 4_000;
const POLL_MS = 50;

/**
 * The key's row in the statements the payments service compiles once (compiled-statement.ts): its values are
 * the placeholders `keyUserId` and `idempotencyKey`, given by the claim's `key`.
 */
const KEY_ROW = and(
  eq(paymentIdempotency.userId, sql.placeholder('keyUserId')),
  eq(paymentIdempotency.key, sql.placeholder('idempotencyKey')),
);

/** The key's values for KEY_ROW. */
export type TKeyValues = { keyUserId: number; idempotencyKey: string };

/**
 * The statement linking a payment to the key; the caller runs it in the statement that creates the payment,
 * with `condition` when that statement may create none.
 */
export function keyLinkStatement(tx: DbOrTx, paymentId: SQL<number>, condition?: SQL) {
  return tx
    .update(paymentIdempotency)
    .set({ paymentId, updatedAt: sql`now()` })
    .where(condition ? and(KEY_ROW, condition) : KEY_ROW)
    .returning({ key: paymentIdempotency.key });
}

function answerStatement(tx: DbOrTx, where: SQL | undefined, response: Record<string, unknown> | Placeholder | SQL) {
  return tx
    .update(paymentIdempotency)
    .set({ status: 'done', statusCode: 200, response: response as Record<string, unknown>, updatedAt: sql`now()` })
    .where(where)
    .returning({ key: paymentIdempotency.key });
}

/**
 * The statement storing the answer of a claim (placeholder `answer`); the caller runs it in the statement that
 * settles the payment, with the values the claim's `answerInStatement` gives.
 */
export function keyAnswerStatement(tx: DbOrTx) {
  return answerStatement(tx, KEY_ROW, sql.placeholder('answer'));
}

/**
 * keyAnswerStatement with the answer an SQL expression of the caller's statement (`response`), written only
 * where `condition` holds.
 */
export function keyAnswerOfStatement(tx: DbOrTx, response: SQL, condition: SQL) {
  return answerStatement(tx, and(KEY_ROW, condition), response);
}

export type TAnswerInStatement = (body: Record<string, unknown>) => TKeyValues & { answer: Record<string, unknown> };
export type TStoreAnswer = (db: DbOrTx, body: Record<string, unknown>) => Promise<unknown>;

export type TIdempotentRun<T> = (claim: {
  /** The payment the first (dead) attempt created, when this request takes it over. */
  resumePaymentId: number | null;
  /** The key, for keyLinkStatement in the statement that creates the payment. */
  key: TKeyValues;
  /**
   * The values of keyAnswerStatement, for the statement that settles the payment, so that answer and payment
   * commit together; the run must answer exactly that body (or, with keyAnswerOfStatement, what the
   * statement makes of it). Without it the answer is stored once the run returns.
   */
  answerInStatement: TAnswerInStatement;
  /** Stores the answer now, in its own statement. */
  storeAnswer: TStoreAnswer;
}) => Promise<T>;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHashOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonical(body)}`)
    .digest('hex');
}

/** The Idempotency-Key header: required on payment submissions, 8–100 printable characters. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof header === 'string' ? header.trim() : '';
  if (key.length < 8 || key.length > 100 || !/^[\x21-\x7e]+$/.test(key)) {
    throw AppError.invalid({ 'Idempotency-Key': MESSAGE.invalidValue });
  }
  return key;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The key's claim, built once (compiled-statement.ts): every payment submission sends it first. */
const claimStatement = compiledStatement('payment_key_claim', (dbx) =>
  dbx
    .insert(paymentIdempotency)
    .values({ userId: sql.placeholder('userId'), key: sql.placeholder('key'), requestHash: sql.placeholder('requestHash') })
    .onConflictDoNothing()
    .returning({ key: paymentIdempotency.key }),
);

/**
 * Runs a submission once per (user, key). The first request claims the key with an insert that does
 * nothing on conflict; its answer is stored and replayed to every retry. A duplicate that arrives while
 * the first runs waits briefly and replays, or answers 409. The same key with another body is refused.
 * A refusal before any payment was written frees the key, so the corrected form may reuse it.
 */
export async function runIdempotent<T extends Record<string, unknown>>(
  db: Db,
  input: { userId: number; key: string; requestHash: string },
  run: TIdempotentRun<T>,
): Promise<{ statusCode: number; body: T }> {
  const where = and(eq(paymentIdempotency.userId, input.userId), eq(paymentIdempotency.key, input.key));
  const key: TKeyValues = { keyUserId: input.userId, idempotencyKey: input.key };
  // Set when the run wrote its answer; if that statement's transaction fails, the run fails with it.
  let isAnswerStored = false;
  const answerInStatement: TAnswerInStatement = (answer) => {
    isAnswerStored = true;
    return { ...key, answer };
  };
  const storeAnswer: TStoreAnswer = (db, answer) => {
    isAnswerStored = true;
    return answerStatement(db, where, answer);
  };

  async function execute(resumePaymentId: number | null) {
    let body: T;
    try {
      body = await run({ resumePaymentId, key, answerInStatement, storeAnswer });
    } catch (error) {
      const [row] = await db.select({ paymentId: paymentIdempotency.paymentId }).from(paymentIdempotency).where(where);
      if (error instanceof AppError && error.statusCode < 500 && row?.paymentId === null) {
        await db.delete(paymentIdempotency).where(and(where, eq(paymentIdempotency.status, 'in-progress')));
      }
      throw error;
    }
    if (!isAnswerStored) await answerStatement(db, where, body);
    return { statusCode: 200, body };
  }

  const claim = () => claimStatement(db, { userId: input.userId, key: input.key, requestHash: input.requestHash });

  const [claimed] = await claim();
  if (claimed) return execute(null);

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(paymentIdempotency).where(where);
    if (!row) {
      // The first request was refused and freed the key: this one claims it afresh.
      const [again] = await claim();
      if (again) return execute(null);
      continue;
    }
    if (row.requestHash !== input.requestHash) throw new AppError(422, MESSAGE.idempotencyKeyReused);
    if (row.status === 'done' && row.response) return { statusCode: row.statusCode ?? 200, body: row.response as T };
    if (Date.now() - row.updatedAt.getTime() > LEASE_MS) {
      // The holder died (or hangs): take the claim over with one conditional update; one retry wins.
      const [taken] = await db
        .update(paymentIdempotency)
        .set({ updatedAt: sql`now()` })
        .where(
          and(
            where,
            eq(paymentIdempotency.status, 'in-progress'),
            sql`${paymentIdempotency.updatedAt} < now() - make_interval(secs => ${LEASE_MS / 1000})`,
          ),
        )
        .returning();
      if (taken) return execute(taken.paymentId);
    }
    if (Date.now() > deadline) throw new AppError(409, MESSAGE.paymentInProgress);
    await sleep(POLL_MS);
  }
}
