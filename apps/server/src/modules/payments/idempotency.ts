import { createHash } from 'node:crypto';
import { MESSAGE } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { paymentIdempotency, payments } from '../../schema/payments.ts';
import { answerStatement, claimStatement, type TKeyValues } from './key-statements.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A claim not finished within this time belongs to a process that died; a retry may take it over. */
const LEASE_MS = 10_000;
/** How long a duplicate waits for the first request before answering 409 payment-in-progress. */
const WAIT_MS = 4_000;
const POLL_MS = 50;

/**
 * A submission's Idempotency-Key as its use case sees it: the one handle runIdempotent gives the run.
 *
 * A run given an unclaimed key (runIdempotent's `claimInRun`) claims it in the statement that writes its
 * payment (claimKeyStatement with `values` and `requestHash`, then `claimedInStatement` with what the statement
 * answered) or with `claim` before its first write; until then it must write nothing the key stands for (no
 * payment, no charge).
 */
export type TSubmissionKey = {
  /** The payment the first (dead) attempt created, when this request takes it over. */
  resumePaymentId: number | null;
  /** The key, for keyLinkStatement in the statement that creates the payment. */
  values: TKeyValues;
  /** The request's hash, for claimKeyValues with `values`. */
  requestHash: string;
  isClaimed: () => boolean;
  /** Claims the key in its own statement unless claimed already; a key taken by another request stops the run. */
  claim: () => Promise<void>;
  /**
   * Whether a statement that claims the key claimed it: taken by another request stops the run (the request is
   * then answered as a duplicate). A claim without a payment keeps the id drawn for it, naming no payment.
   */
  claimedInStatement: (claimed: boolean) => void;
  /**
   * The values of keyAnswerStatement, for the statement that settles the payment, so that answer and payment
   * commit together; the run must answer exactly that body (or, with keyAnswerOfStatement, what the
   * statement makes of it). Without it the answer is stored once the run returns.
   */
  answerValues: (body: Record<string, unknown>) => TKeyValues & { answer: Record<string, unknown> };
  /** Stores the answer now, in its own statement. */
  storeAnswer: (db: DbOrTx, body: Record<string, unknown>) => Promise<unknown>;
};

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
 * With `claimInRun` the run is started before the key is claimed and claims it itself (TSubmissionKey), in the
 * statement that writes its payment: one round trip fewer for Complete Order. A run that fails before it
 * claimed has written nothing; if the key is known by then (a retry of an earlier request), the request is
 * answered as a duplicate, as it would have been had it claimed first.
 */
export async function runIdempotent<T extends Record<string, unknown>>(
  db: Db,
  input: { userId: number; key: string; requestHash: string },
  run: (key: TSubmissionKey) => Promise<T>,
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
    const submissionKey: TSubmissionKey = {
      resumePaymentId,
      values: key,
      requestHash: input.requestHash,
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
      answerValues(answer) {
        isAnswerStored = true;
        return { ...key, answer };
      },
      storeAnswer(dbx, answer) {
        isAnswerStored = true;
        return answerStatement(dbx, where, answer);
      },
    };
    let body: T;
    try {
      body = await run(submissionKey);
      // A run that wrote nothing claims now, so that its answer is kept (and a request holding the key wins).
      await submissionKey.claim();
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
