import type { TPasskeyAssertion } from '@portal/domain/api/two-factor';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { passkeys, totpFactors } from '../../schema/two-factor.ts';
import { findTotp, type TTwoFactorDeps } from './factors.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { matchingStep } from './totp.ts';

/**
 * Checks an authenticator-app code and spends its step: the step moves forward in one conditional update,
 * so a code (or an older one) works once, even when two requests race with it.
 */
export async function verifyTotp(deps: Pick<TTwoFactorDeps, 'box'>, db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const factor = await findTotp(db, userId);
  if (!factor) return false;
  const step = matchingStep(deps.box.open(userId, factor.secretSealed), code, Date.now(), factor.lastUsedStep);
  if (step === null) return false;
  const [spent] = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, lastUsedAt: new Date() })
    .where(and(eq(totpFactors.userId, userId), lt(totpFactors.lastUsedStep, step)))
    .returning({ userId: totpFactors.userId });
  return spent !== undefined;
}

/**
 * Checks a passkey's assertion over `challenge` (issued by the portal, spent by the caller) against one of the
 * user's own passkeys, from the portal's origin and RP ID. A signature counter that goes backwards marks a
 * cloned authenticator: refused.
 */
export async function verifyPasskey(
  deps: Pick<TTwoFactorDeps, 'rp'>,
  db: DbOrTx,
  userId: number,
  response: TPasskeyAssertion,
  challenge: string,
): Promise<boolean> {
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, response.id)));
  if (!passkey) return false;
  try {
    const result = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origins,
      expectedRPID: deps.rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return false;
    await db
      .update(passkeys)
      .set({ signCount: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, passkey.id));
    return true;
  } catch {
    // A malformed or forged answer: the library throws on what does not verify.
    return false;
  }
}

/** A typed proof: six digits are an authenticator-app code, anything else a recovery code. */
export async function verifyCode(deps: Pick<TTwoFactorDeps, 'box'>, db: DbOrTx, userId: number, code: string) {
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) return { isValid: await verifyTotp(deps, db, userId, digits), method: 'totp' as const };
  return { isValid: await spendRecoveryCode(db, userId, code), method: 'recovery-code' as const };
}
