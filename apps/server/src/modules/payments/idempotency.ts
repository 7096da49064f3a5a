import { createHash } from 'node:crypto';
import { MESSAGE } from '@portal/domain';
import { and, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { encodedForSelect, selectListOf } from '../../platform/insert-select.ts';
import { paymentIdempotency, payments } from '../../schema/payments.ts';

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

/**
 * The key's claim as a run sees it. A run given an unclaimed key (runIdempotent's `claimInRun`) claims it in
 * the statement that writes its payment (claimKeyStatement, then `claimedInStatement` with what the statement
 * answered) or with `claim` before its first write; until then it must write nothing the key stands for (no
 * payment, no charge).
 */
export type TKeyClaim = {
  isClaimed: () => boolean;
  /** Claims the key in its own statement unless claimed already; a key taken by another request stops the run. */
  claim: () => Promise<void>;
  /**
   * Whether a statement that claims the key claimed it: taken by another request stops the run (the request is
   * then answered as a duplicate). A claim without a payment keeps the id drawn for it, naming no payment.
   */
  claimedInStatement: (claimed: boolean) => void;
  /** The request's hash, for claimKeyValues with the run's `key`. */
  requestHash: string;
};

export type TIdempotentRun<T> = (claim: {
  /** The payment the first (dead) attempt created, when this request takes it over. */
  resumePaymentId: number | null;
  /** The key, for keyLinkStatement in the statement that creates the payment. */
  key: TKeyValues;
  keyClaim: TKeyClaim;
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

/** The key's claim, built once (compiled-statement.ts): a payment submission sends it first, or claims in its payment's statement. */
const claimStatement = compiledStatement('payment_key_claim', (dbx) =>
  dbx
    .insert(paymentIdempotency)
    .values({
      userId: sql.placeholder('keyUserId'),
      key: sql.placeholder('idempotencyKey'),
      requestHash: sql.placeholder('requestHash'),
    })
    .onConflictDoNothing()
    .returning({ key: paymentIdempotency.key }),
);

const KEY_COLUMNS = getTableColumns(paymentIdempotency);
/** The claim's values in a SELECT list: placeholders with the prefix below (claimKeyValues). */
const CLAIM_VALUES = 'claim_';
const CLAIM_SELECT_LIST = selectListOf(KEY_COLUMNS, ['userId', 'key', 'requestHash'], CLAIM_VALUES);

/**
 * The key's claim inside the caller's statement (a CTE answering a row when claimed, none when the key is
 * taken), linked to `paymentId`: the id the statement draws for the payment it may write. When it writes none,
 * the id names no payment (ids are never reused): a retry taking the claim over finds no payment to resume,
 * and a refusal frees the key as if it named none. Its placeholders' values: claimKeyValues.
 */
export function claimKeyStatement(paymentId: SQL<number | null>) {
  const { names, values } = CLAIM_SELECT_LIST;
  const column = (c: { name: string }) => sql.identifier(c.name);
  return sql`insert into ${paymentIdempotency} (${names}, ${column(paymentIdempotency.paymentId)}) select ${values}, ${paymentId} on conflict do nothing returning ${column(paymentIdempotency.key)}`;
}

/** The values of claimKeyStatement's placeholders. */
export function claimKeyValues(key: TKeyValues, requestHash: string): Record<string, unknown> {
  return encodedForSelect(KEY_COLUMNS, { userId: key.keyUserId, key: key.idempotencyKey, requestHash }, CLAIM_VALUES);
}

/** Thrown by a run whose key another request holds: runIdempotent answers the request as a duplicate. */
class KeyTaken extends Error {}

/** A run's failure before it claimed the key (it wrote nothing): `cause` is what it threw. */
class FailedUnclaimed extends Error {}

/**
 * Runs a submission once per (user, key). The first request claims the key with an insert that does
 * nothing on conflict; its answer is stored and replayed to every retry. A duplicate that arrives while
 * the first runs waits briefly and replays, or answers 409. The same key with another body is refused.
 * A refusal before any payment was written frees the key, so the corrected form may reuse it.
 *
 * With `claimInRun` the run is started before the key is claimed and claims it itself (TKeyClaim), in the
 * statement that writes its payment: one round trip fewer for Complete Order. A run that fails before it
 * claimed has written nothing; if the key is known by then (a retry of an earlier request), the request is
 * answered as a duplicate, as it would have been had it claimed first.
 */
export async function runIdempotent<T extends Record<string, unknown>>(
  db: Db,
  input: { userId: number; key: string; requestHash: string },
  run: TIdempotentRun<T>,
  { claimInRun = false }: { claimInRun?: boolean } = {},
): Promise<{ statusCode: number; body: T }> {
  const where = and(eq(paymentIdempotency.userId, input.userId), eq(paymentIdempotency.key, input.key));
  const key: TKeyValues = { keyUserId: input.userId, idempotencyKey: input.key };
  const claimValues = { ...key, requestHash: input.requestHash };
  const claim = async () => (await claimStatement(db, claimValues)).length > 0;

  async function execute(resumePaymentId: number | null, isClaimedAtStart: boolean) {
    let isClaimed = isClaimedAtStart;
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
    const keyClaim: TKeyClaim = {
      isClaimed: () => isClaimed,
      async claim() {
        if (isClaimed) return;
        if (!(await claim())) throw new KeyTaken();
        isClaimed = true;
      },
      claimedInStatement(claimed) {
        if (!claimed) throw new KeyTaken();
        isClaimed = true;
      },
      requestHash: input.requestHash,
    };
    let body: T;
    try {
      body = await run({ resumePaymentId, key, keyClaim, answerInStatement, storeAnswer });
      // A run that wrote nothing claims now, so that its answer is kept (and a request holding the key wins).
      await keyClaim.claim();
    } catch (error) {
      if (!isClaimed) throw error instanceof KeyTaken ? error : new FailedUnclaimed('failed before the claim', { cause: error });
      if (error instanceof AppError && error.statusCode < 500) {
        // Refused before any payment was written: the key is freed. Its payment id, if any, may name no payment:
        // the id drawn by a statement that claimed the key and wrote none (claimKeyStatement).
        await db
          .delete(paymentIdempotency)
          .where(
            and(
              where,
              eq(paymentIdempotency.status, 'in-progress'),
              sql`not exists (select from ${payments} where ${payments.id} = ${paymentIdempotency.paymentId})`,
            ),
          );
      }
      throw error;
    }
    if (!isAnswerStored) await answerStatement(db, where, body);
    return { statusCode: 200, body };
  }

  if (claimInRun) {
    try {
      return await execute(null, false);
    } catch (error) {
      if (error instanceof FailedUnclaimed) {
        // Failed before claiming, having written nothing: a key known already makes this a duplicate.
        const [known] = await db.select({ key: paymentIdempotency.key }).from(paymentIdempotency).where(where);
        if (!known) throw error.cause;
      } else if (!(error instanceof KeyTaken)) {
        throw error;
      }
    }
  } else if (await claim()) {
    return execute(null, true);
  }

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(paymentIdempotency).where(where);
    if (!row) {
      // The first request was refused and freed the key: this one claims it afresh.
      if (await claim()) return execute(null, true);
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
      if (taken) return execute(taken.paymentId, true);
    }
    if (Date.now() > deadline) throw new AppError(409, MESSAGE.paymentInProgress);
    await sleep(POLL_MS);
  }
}
