import { z } from 'zod';
import { MESSAGE } from '../messages.ts';
import { ZLoginRequest, ZRegisterRequest } from './auth.ts';
import { ZLinkedAccount } from './linked-account.ts';

export * from './linked-account.ts';

/** The providers a researcher may sign in with (OpenID Connect); the configured ones are in authenticationProviders. */
export const SOCIAL_PROVIDER_IDS = ['orcid', 'google'] as const;
export type TSocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** The providers' names as their own brands spell them, in every language. */
export const SOCIAL_PROVIDER_NAMES: Record<TSocialProviderId, string> = { orcid: 'ORCID', google: 'Google' };

export function socialProviderName(providerId: string): string {
  return SOCIAL_PROVIDER_NAMES[providerId as TSocialProviderId] ?? providerId;
}

/** Where a failed social sign-in or registration lands (spec §2). */
export const OAUTH_FAILURE_MESSAGE = 'oauth-failure';

/** The social sign-in's own message keys (the texts are in the social-sign-in catalogue). */
export const SOCIAL_MESSAGE = {
  /** The pending registration or link has expired or was used. */
  pendingExpired: 'social-pending-expired',
  /** Unlinking would leave the account without a way to sign in. */
  unlinkLastSignIn: 'social-unlink-last-sign-in',
} as const;

const ZQueryText = z.string().max(2048).optional();

/** GET /api/auth/opa/{providerId}: optional redirect and origin (same-site paths only), and `link` for a signed-in user. */
export const ZSocialStartQuery = z.object({
  redirect: ZQueryText,
  origin: ZQueryText,
  intent: z.enum(['sign-in', 'link']).optional(),
});

export const ZSocialProviderParams = z.object({ providerId: z.string().min(1).max(40) });

/** The provider's answer at the callback: a code and the state, or an error. */
export const ZSocialCallbackQuery = z.object({
  code: ZQueryText,
  state: ZQueryText,
  error: ZQueryText,
  error_description: ZQueryText,
  iss: ZQueryText,
});

const ZPendingToken = z.string().min(20).max(100);

/** What the `data` parameter of /register carries after a first social sign-in (base64 JSON). */
export const ZSocialRegistrationPrefill = z.object({
  token: ZPendingToken,
  providerId: z.string(),
  providerName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  orcid: z.string().nullable(),
  /**
   * Whether the provider vouches for `email`. When it does not (or gave none, as ORCID often does), the
   * researcher types the address and the account is created only once a link sent to it is opened.
   */
  isEmailVerified: z.boolean().optional(),
});
export type TSocialRegistrationPrefill = z.infer<typeof ZSocialRegistrationPrefill>;

export const ZSocialPendingParams = z.object({ token: ZPendingToken });

/** GET /api/auth/opa/pending/{token}: what a pending link or registration is about. */
export const ZSocialPendingResponse = z.object({
  kind: z.enum(['register', 'link']),
  providerId: z.string(),
  providerName: z.string(),
  email: z.string(),
});
export type TSocialPendingResponse = z.infer<typeof ZSocialPendingResponse>;

/** POST /api/auth/opa/register: the confirmed information of a first-time social sign-in; no password. */
export const ZSocialRegisterRequest = ZRegisterRequest.pick({
  firstName: true,
  lastName: true,
  country: true,
  currency: true,
  language: true,
  optinToMarketing: true,
  agreeToTOS: true,
  referralCode: true,
}).extend({
  token: ZPendingToken,
  /** The address to confirm when the provider vouched for none; ignored when it did. */
  email: ZRegisterRequest.shape.email.optional(),
});
export type TSocialRegisterRequest = z.input<typeof ZSocialRegisterRequest>;

/** POST /api/auth/opa/register answers a signed-in account, or that a link went to the address to confirm. */
export const ZSocialRegisterResponse = z.union([
  z.object({ loggedIn: z.literal(true), redirectUri: z.string() }),
  z.object({ loggedIn: z.literal(false), verificationSentTo: z.string() }),
]);
export type TSocialRegisterResponse = z.infer<typeof ZSocialRegisterResponse>;

/** POST /api/auth/opa/register/verify: the token of the link e-mailed to the address being confirmed. */
export const ZSocialVerifyRequest = z.object({ token: ZPendingToken });
export type TSocialVerifyRequest = z.infer<typeof ZSocialVerifyRequest>;

/** POST /api/auth/opa/link: the password of the existing account that the provider's e-mail names. */
export const ZSocialLinkRequest = z.object({
  token: ZPendingToken,
  password: ZLoginRequest.shape.password,
});
export type TSocialLinkRequest = z.infer<typeof ZSocialLinkRequest>;

/** loggedIn false: the account has a second factor, and redirectUri is its second step (two-factor.ts). */
export const ZSocialSignedInResponse = z.object({ loggedIn: z.boolean(), redirectUri: z.string() });
export type TSocialSignedInResponse = z.infer<typeof ZSocialSignedInResponse>;

export const ZLinkedAccountParams = z.object({ id: z.uuid({ error: MESSAGE.notFound }) });
export const ZLinkedAccountsResponse = z.object({ linkedAccounts: z.array(ZLinkedAccount) });
