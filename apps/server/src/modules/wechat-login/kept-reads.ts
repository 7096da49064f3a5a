import { declareKeptRead } from '../../platform/kept-read.ts';
import { wechatIdentities } from '../../schema/wechat-login.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The WeChat account linked to the researcher. (GET /api/account/wechat) */
export const WECHAT_ACCOUNT_READ = declareKeptRead({ name: 'wechat-account', tables: [wechatIdentities] });
