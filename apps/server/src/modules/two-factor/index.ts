/** The two-factor module's surface for the other ways in (password, OpenID Connect, WeChat) and the app. */
export { hasSecondFactor, ownsPasskey, type TTwoFactorDeps } from './factors.ts';
export { secondStepPath, startPendingSignIn } from './pending-sign-in.ts';
export { twoFactorPersonalData } from './personal-data.ts';
export { relyingPartyOf } from './relying-party.ts';
export { twoFactorRoutes } from './routes.ts';
export { createSecretBox, type TSecretBox } from './secret-box.ts';
export { stepAt, totpCodeAt } from './totp.ts';
