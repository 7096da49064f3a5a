import { TWO_FACTOR_ERROR } from '@portal/domain/api/two-factor';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { renderSVG } from 'uqr';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { releaseThrottleSlots, takeThrottleSlots } from '../../platform/throttle.ts';
import { totpFactors } from '../../schema/two-factor.ts';
import { finishEnrolment } from './enrolment.ts';
import { auditTwoFactor, hasSecondFactor, type TTwoFactorDeps } from './factors.ts';
import { twoFactorThrottleRules } from './throttle-rules.ts';
import { matchingStep, newTotpSecret, otpauthUriOf } from './totp.ts';

async function findSetup(deps: TTwoFactorDeps, userId: number) {
  const [row] = await deps.db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

const uriOf = (deps: TTwoFactorDeps, auth: TAuth, secret: string) =>
  otpauthUriOf(secret, deps.config.provider.name, auth.user.email);

/**
 * POST /api/account/two-factor/totp: a new secret for the app, replacing a setup not confirmed yet. It is
 * answered (and its QR code served) only until its first code is confirmed; never after.
 */
export async function startTotpSetup(deps: TTwoFactorDeps, auth: TAuth) {
  const existing = await findSetup(deps, auth.user.id);
  if (existing?.confirmedAt) throw new AppError(409, TWO_FACTOR_ERROR.totpExists);
  const secret = newTotpSecret();
  const secretSealed = deps.box.seal(auth.user.id, secret);
  await deps.db
    .insert(totpFactors)
    .values({ userId: auth.user.id, secretSealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed, lastUsedStep: 0, createdAt: new Date() },
      where: isNull(totpFactors.confirmedAt),
    });
  return { secret, otpauthUri: uriOf(deps, auth, secret), qrCodeUrl: '/api/account/two-factor/totp/qr.svg' };
}

/** GET /api/account/two-factor/totp/qr.svg: the setup's QR code; 404 once confirmed or without a setup. */
export async function totpSetupQr(deps: TTwoFactorDeps, auth: TAuth): Promise<string> {
  const setup = await findSetup(deps, auth.user.id);
  if (!setup || setup.confirmedAt) throw AppError.notFound();
  return renderSVG(uriOf(deps, auth, deps.box.open(auth.user.id, setup.secretSealed)), { border: 2, pixelSize: 6 });
}

/** POST /api/account/two-factor/totp/confirm: the app's first code turns the setup into a factor. */
export async function confirmTotp(deps: TTwoFactorDeps, request: FastifyRequest, auth: TAuth, code: string) {
  const { db } = deps;
  const setup = await findSetup(deps, auth.user.id);
  if (!setup || setup.confirmedAt) throw AppError.notFound();
  const slots = await takeThrottleSlots(db, twoFactorThrottleRules(auth.user.id, request.ip));
  if (!slots) throw new AppError(429, TWO_FACTOR_ERROR.throttled);
  const step = matchingStep(deps.box.open(auth.user.id, setup.secretSealed), code, Date.now(), 0);
  if (step === null) {
    await auditTwoFactor(db, request, auth.user.id, 'two-factor-failed', 'totp', 400);
    throw new AppError(400, TWO_FACTOR_ERROR.invalid);
  }
  const isFirstFactor = !(await hasSecondFactor(db, auth.user.id));
  const recoveryCodes = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(totpFactors)
      .set({ confirmedAt: new Date(), lastUsedStep: step, lastUsedAt: new Date() })
      .where(and(eq(totpFactors.userId, auth.user.id), isNull(totpFactors.confirmedAt)))
      .returning({ userId: totpFactors.userId });
    if (!confirmed) throw new AppError(409, TWO_FACTOR_ERROR.totpExists);
    return finishEnrolment(tx, request, auth, 'totp', isFirstFactor);
  });
  await releaseThrottleSlots(db, slots);
  return { recoveryCodes };
}
