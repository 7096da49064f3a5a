import { declareKeptRead } from '../../platform/kept-read.ts';
import { currencies } from '../../schema/catalogue.ts';
import { referralInvitations, referralRewards } from '../../schema/referrals.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The referral page: invitations, referred researchers and the credits earned. (GET /api/referral-rewards/load) */
export const REFERRAL_REWARDS_READ = declareKeptRead({
  name: 'referral-rewards',
  tables: [currencies, referralInvitations, referralRewards],
});

/** The total of the credits earned by referring. (GET /api/referral-rewards/total-credits) */
export const REFERRAL_TOTAL_CREDITS_READ = declareKeptRead({
  name: 'referral-total-credits',
  tables: [currencies, referralRewards],
});
