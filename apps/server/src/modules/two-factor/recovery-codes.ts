import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { recoveryCodes } from '../../schema/two-factor.ts';

const CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code is read off paper. 31 letters, 10 of them: about 50 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** As the user may type it: lower case, no separators (ZRecoveryCode does the same to input). */
const normalised = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A new set of ten single-use codes replaces any earlier set; answered in clear this once. Stored as argon2id
 * hashes (ASVS 6.5.2: lookup secrets under 112 bits are hashed with a password-hashing function and a salt).
 */
export async function issueRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => hash(normalised(code))));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes;
}

/** Spends the unused code that matches, once: two requests racing with one code, one of them wins. */
export async function spendRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const candidate = normalised(code);
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const matches = await Promise.all(unused.map((row) => verify(row.codeHash, candidate)));
  const match = unused[matches.indexOf(true)];
  if (!match) return false;
  const [spent] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent !== undefined;
}
