import { and, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { encodedForSelect, selectListOf } from '../../platform/insert-select.ts';
import { paymentIdempotency } from '../../schema/payments.ts';

// The Idempotency-Key's statements and the parts other statements embed: the claim, the link to the payment
// and the stored answer. The protocol that runs them (claim, replay, take over) is idempotency.ts.

/**
 * The key's row in the statements compiled once (compiled-statement.ts): its values are the placeholders
 * `keyUserId` and `idempotencyKey` (TKeyValues).
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

/** The answer stored on the key's row (`where`), which ends the claim. */
export function answerStatement(tx: DbOrTx, where: SQL | undefined, response: Record<string, unknown> | Placeholder | SQL) {
  return tx
    .update(paymentIdempotency)
    .set({ status: 'done', statusCode: 200, response: response as Record<string, unknown>, updatedAt: sql`now()` })
    .where(where)
    .returning({ key: paymentIdempotency.key });
}

/**
 * The statement storing the answer of a claim (placeholder `answer`); the caller runs it in the statement that
 * settles the payment, with the values the key's `answerValues` gives.
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

/** The key's claim, built once: a payment submission sends it first, or claims in its payment's statement. */
export const claimStatement = compiledStatement('payment_key_claim', (dbx) =>
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
