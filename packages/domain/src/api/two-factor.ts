import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { ZUser } from './account.ts';

/**
 * Two-factor sign-in (our design; docs/decisions.md, "Two-factor sign-in"). An account with a second factor
 * signs in in two steps: the password (or a social sign-in) answers that a second factor is needed and opens
 * a short-lived pending sign-in kept server-side; POST /api/auth/two-factor with an authenticator-app code,
 * a recovery code or a passkey's assertion finishes it. The account page manages the factors under
 * /api/account/two-factor.
 */

export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery-code'] as const;
export type TSecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const TWO_FACTOR_ERROR = {
  /** The code, recovery code or passkey did not prove the second factor. */
  invalid: 'two-factor-invalid',
  /** No pending sign-in (none started, expired after five minutes, or already finished). */
  expired: 'two-factor-expired',
  throttled: 'two-factor-throttled',
  /** A staff route or impersonation in a session that has not passed a second factor: staff enrol first. */
  required: 'two-factor-required',
  /** Removing a factor, or new recovery codes, without the password or a current code. */
  proofInvalid: 'two-factor-proof-invalid',
  /** Staff keep at least one factor. */
  staffMustKeep: 'two-factor-staff-must-keep',
  /** An authenticator app is already set up: remove it first. */
  totpExists: 'two-factor-totp-exists',
  /** The passkey could not be registered (refused by the browser, or its answer did not verify). */
  passkeyFailed: 'two-factor-passkey-failed',
} as const;

/** Six digits, spaces allowed as an app shows them ("123 456"). */
export const ZTotpCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: TWO_FACTOR_ERROR.invalid }));

/** A recovery code as printed ("k7m2p-9xq4d"); case and separators do not matter. */
export const ZRecoveryCode = z
  .string()
  .max(40)
  .transform((value) => value.toLowerCase().replace(/[^a-z0-9]/g, ''))
  .pipe(z.string().min(1, { error: TWO_FACTOR_ERROR.invalid }));

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);

/** What navigator.credentials.create() answers, as JSON (WebAuthn Level 3 toJSON). */
export const ZPasskeyRegistration = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: z.string().max(16384),
    transports: z.array(z.string().max(20)).max(10).optional(),
    authenticatorData: z.string().max(16384).optional(),
    publicKey: z.string().max(4096).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type TPasskeyRegistration = z.infer<typeof ZPasskeyRegistration>;

/** What navigator.credentials.get() answers, as JSON. */
export const ZPasskeyAssertion = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type TPasskeyAssertion = z.infer<typeof ZPasskeyAssertion>;

/** WebAuthn options for the browser (PublicKeyCredential{Creation,Request}OptionsJSON), passed on as they are. */
export const ZPasskeyOptions = z.looseObject({ challenge: z.string() });
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

// ---- Signing in: the second step --------------------------------------------------------------------------

/** GET /api/auth/two-factor: the pending sign-in's ways to finish (401 two-factor-expired without one). */
export const ZPendingSignInResponse = z.object({ methods: z.array(z.enum(SECOND_FACTOR_METHODS)) });
export type TPendingSignInResponse = z.infer<typeof ZPendingSignInResponse>;

export const ZSecondFactorRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: ZTotpCode }),
  z.object({ method: z.literal('recovery-code'), code: ZRecoveryCode }),
  z.object({ method: z.literal('passkey'), response: ZPasskeyAssertion }),
]);
export type TSecondFactorRequest = z.input<typeof ZSecondFactorRequest>;

/** As the login answer of an account without a second factor. */
export const ZSecondFactorResponse = z.object({
  loggedIn: z.literal(true),
  user: ZUser,
  language: z.enum(LOCALES),
  error: z.null(),
  redirectUri: z.null(),
});
export type TSecondFactorResponse = z.infer<typeof ZSecondFactorResponse>;

// ---- The account's factors --------------------------------------------------------------------------------

export const ZPasskeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskeySummary = z.infer<typeof ZPasskeySummary>;

/** GET /api/account/two-factor: what the security card shows; never a secret. */
export const ZTwoFactorSettingsResponse = z.object({
  /** Staff must have a second factor before any staff page works. */
  isRequired: z.boolean(),
  totp: z.object({ createdAt: z.string(), lastUsedAt: z.string().nullable() }).nullable(),
  passkeys: z.array(ZPasskeySummary),
  recoveryCodes: z.object({ remaining: z.number().int(), createdAt: z.string() }).nullable(),
  /** Whether the account has a password (removing a factor asks for it, else for a current code). */
  hasPassword: z.boolean(),
});
export type TTwoFactorSettingsResponse = z.infer<typeof ZTwoFactorSettingsResponse>;

/** POST /api/account/two-factor/totp: a new secret to scan or type; shown until confirmed, never again after. */
export const ZTotpSetupResponse = z.object({ secret: z.string(), otpauthUri: z.string(), qrCodeUrl: z.string() });
export type TTotpSetupResponse = z.infer<typeof ZTotpSetupResponse>;

export const ZTotpConfirmRequest = z.object({ code: ZTotpCode });
export type TTotpConfirmRequest = z.input<typeof ZTotpConfirmRequest>;

/** The recovery codes, in clear this once: made with the first factor, and when asked for again. */
export const ZEnrolmentResponse = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type TEnrolmentResponse = z.infer<typeof ZEnrolmentResponse>;

export const ZPasskeyRegistrationRequest = z.object({
  name: z.string().trim().min(1).max(60),
  response: ZPasskeyRegistration,
});
export type TPasskeyRegistrationRequest = z.input<typeof ZPasskeyRegistrationRequest>;

/** Removing a factor or renewing recovery codes: the account's password, or a current code (app or recovery). */
export const ZTwoFactorProof = z
  .object({ password: z.string().max(512).optional(), code: z.string().max(40).optional() })
  .refine((proof) => Boolean(proof.password) !== Boolean(proof.code), { error: TWO_FACTOR_ERROR.proofInvalid });
export type TTwoFactorProof = z.infer<typeof ZTwoFactorProof>;

export const ZPasskeyParams = z.object({ id: z.uuid() });

export const ZRecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;
