import { declareKeptRead } from '../../platform/kept-read.ts';
import { promotionalCodes } from '../../schema/catalogue.ts';
import { rewardEvents, userPromotionalCodes } from '../../schema/rewards.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The loyalty levels and the researcher’s own. (GET /api/loyalty/levels/load) */
export const LOYALTY_LEVELS_READ = declareKeptRead({ name: 'loyalty-levels', tables: [] });

/** The researcher’s loyalty standing and reward codes. (GET /api/loyalty/load) */
export const LOYALTY_READ = declareKeptRead({ name: 'loyalty', tables: [promotionalCodes, userPromotionalCodes] });

/** A page of the researcher’s reward history. (GET /api/reward/history/load) */
export const REWARD_HISTORY_READ = declareKeptRead({ name: 'reward-history', tables: [rewardEvents] });
