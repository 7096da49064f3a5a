import { declareKeptRead } from '../../platform/kept-read.ts';
import { userIdentities } from '../../schema/social-sign-in.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The sign-in identities linked to the account. (GET /api/account/linked-accounts) */
export const LINKED_ACCOUNTS_READ = declareKeptRead({ name: 'linked-accounts', tables: [userIdentities] });
