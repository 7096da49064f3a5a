import type { TLanguageSegment } from '@portal/domain';

/** Every route of the portal, below the language segment. `to(lang, path)` builds a full URL path. */
export const paths = {
  home: '/home',
  login: '/login',
  loginFailure: (message: string) => `/login/failure/${encodeURIComponent(message)}`,
  forgotPassword: '/login/forgot-password',
  twoFactor: '/login/two-factor',
  resetPassword: (hash: string, userIdentity: string) => `/login/reset-password/${hash}/${userIdentity}`,
  register: '/register',
  account: '/account',
  addresses: '/account/addresses',
  address: (id: number | 'new') => `/account/addresses/${id}`,
  researcher: '/researcher',
  submitNew: '/researcher/submit/new',
  submitReset: '/researcher/submit/reset',
  invoices: '/researcher/invoices',
  prepay: '/researcher/prepay',
  digitalTranslations: '/researcher/digital-translations',
  digitalEditingSubscribe: '/researcher/digital-editing/subscribe',
  digitalTranslationsPurchase: '/researcher/digital-translations/purchase',
  chineseDigitalTrial: '/chinese-digital-trial',
  rubriq: '/rubriq',
  rubriqPlans: '/rubriq/plan/subscribe',
  migrationStatus: '/researcher/wfoe-migration-status',
  rewards: '/researcher/rewards',
  coupons: '/researcher/coupons',
  referralRewards: '/referral-rewards',
  logout: '/logout',
  testimonials: '/testimonials/submit',
  staffTestimonials: '/staff/testimonials',
  error: '/error',
} as const;

export function to(lang: TLanguageSegment, path: string): string {
  return `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}
