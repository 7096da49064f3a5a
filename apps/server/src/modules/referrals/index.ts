/** The referrals module's surface: what other modules and the app use of it; they import nothing else of it. */
export { queueReferralInvitations } from './invitations.ts';
export { referralsPersonalData } from './personal-data.ts';
export { attachReferrer } from './referral-code.ts';
export { referredStateJsonOfUserRow, rewardReferrerOfPaidOrder, type TReferredState } from './referral-credit.ts';
export { referralJobHandlers } from './referral-jobs.ts';
export { referralsRoutes } from './routes.ts';
export { createReferralsService } from './service.ts';
