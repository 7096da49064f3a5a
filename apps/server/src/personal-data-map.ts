import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.ts';
import { loadPaymentConfig } from './integrations/payments/payment-config.ts';
import { accountPersonalData } from './modules/account/index.ts';
import { eraseSignInData } from './modules/auth/index.ts';
import { cataloguePersonalData, type TCatalogueService } from './modules/catalogue/index.ts';
import { digitalDocumentsPersonalData } from './modules/digital-documents/index.ts';
import { digitalPurchasesPersonalData } from './modules/digital-purchases/index.ts';
import { editReviewPersonalData } from './modules/edit-review/index.ts';
import { fapiaoPersonalData } from './modules/fapiao/index.ts';
import { fulfilmentPersonalData } from './modules/fulfilment/index.ts';
import { grammarCheckPersonalData } from './modules/grammar-check/index.ts';
import { createBillingDocuments, invoicesPersonalData } from './modules/invoices/index.ts';
import { ledgerPersonalData } from './modules/ledger/index.ts';
import { orderFormPersonalData } from './modules/order-form/index.ts';
import { ordersPersonalData } from './modules/orders/index.ts';
import { paymentsPersonalData } from './modules/payments/index.ts';
import { referralsPersonalData } from './modules/referrals/index.ts';
import { rewardsPersonalData } from './modules/rewards/index.ts';
import { eraseSocialSignInData, linkedIdentitiesForExport } from './modules/social-sign-in/index.ts';
import { testimonialsPersonalData } from './modules/testimonials/index.ts';
import { twoFactorPersonalData } from './modules/two-factor/index.ts';
import { eraseWeChatData, wechatIdentitiesForExport } from './modules/wechat-login/index.ts';
import type { Db } from './platform/db.ts';
import {
  personalDataEntry as entry,
  platformPersonalData,
  type TPersonalDataMap,
  type TPersonalDataPart,
} from './platform/personal-data.ts';

/*
 * The personal-data registry: every table and every kind of stored file, what it holds of a researcher,
 * whether "Download my data" carries it (modules/data-rights/data-export-contents.ts) and what closing the
 * account does to it (modules/data-rights/account-closure.ts). Both are built from this list, in its order;
 * the data-rights module is given the list and imports no other module.
 *
 * Each module declares its part in its own `personal-data.ts` (the sign-in part below spans three modules).
 * Adding a table or a kind of stored file: add its entry to its module's part (or a new part, listed here),
 * then regenerate the table of docs/security.md (personal-data-map.test.ts says how).
 * personal-data-map.test.ts fails while a table of the migrated database or a column holding a stored name
 * (`*stored_name`, `document_key`) has no entry. The archive carries what is the researcher's and only what
 * the portal would let them download.
 */

const signInPersonalData: TPersonalDataPart = {
  owner: 'auth, social-sign-in, wechat-login',
  tables: {
    sessions: entry(
      'signed-in sessions (a hash of the token), with the device they came from',
      { leftOut: 'security data: a copy would not help the person and could help an attacker' },
      { erased: 'deleted: every device signs out' },
    ),
    password_resets: entry('hashes of password-reset links', { leftOut: 'security data, valid an hour' }, { erased: 'deleted' }),
    user_identities: entry(
      'linked ORCID and Google accounts: subject and e-mail',
      { file: 'linked-accounts.json' },
      { erased: 'deleted' },
    ),
    social_pending_links: entry(
      'a sign-in with ORCID or Google waiting for the password that links it',
      { leftOut: 'lives minutes, then goes' },
      { erased: 'deleted' },
    ),
    social_sign_in_attempts: entry(
      "an OpenID Connect sign-in's state, nonce and verifier while it runs",
      { leftOut: 'lives minutes, then goes' },
      { erased: 'deleted' },
    ),
    oidc_sandbox_codes: entry(
      "the sandbox OpenID provider's authorization codes",
      { leftOut: "the sandbox provider's own records (off in production)" },
      { noPersonalData: 'sandbox users, single-use codes of a minute' },
    ),
    wechat_identities: entry(
      'the linked WeChat user: openid, unionid, nickname',
      { file: 'linked-accounts.json' },
      { erased: 'deleted' },
    ),
    wechat_login_codes: entry('WeChat QR login codes and their state', { leftOut: 'lives two minutes' }, { erased: 'deleted' }),
  },
  async exportOf(db, user) {
    const [openIdConnect, wechat] = await Promise.all([
      linkedIdentitiesForExport(db, user.id),
      wechatIdentitiesForExport(db, user.id),
    ]);
    return { documents: [{ path: 'linked-accounts.json', content: { openIdConnect, wechat } }] };
  },
  async erase(tx, user) {
    await eraseSignInData(tx, user.id);
    await eraseSocialSignInData(tx, user.id);
    await eraseWeChatData(tx, user.id);
    return undefined;
  },
};

/** The map, with the services its parts need to render the archive's PDFs and profile. */
export function createPersonalDataMap(deps: {
  db: Db;
  config: TConfig;
  catalogue: TCatalogueService;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): TPersonalDataMap {
  const documents = createBillingDocuments({
    db: deps.db,
    config: deps.config,
    paymentConfig: loadPaymentConfig(),
    catalogue: deps.catalogue,
    log: deps.log,
  });
  return [
    accountPersonalData(deps.catalogue),
    orderFormPersonalData,
    ordersPersonalData,
    invoicesPersonalData(documents),
    paymentsPersonalData,
    ledgerPersonalData(documents),
    fulfilmentPersonalData,
    editReviewPersonalData,
    rewardsPersonalData,
    referralsPersonalData,
    fapiaoPersonalData,
    testimonialsPersonalData,
    signInPersonalData,
    twoFactorPersonalData,
    grammarCheckPersonalData,
    digitalDocumentsPersonalData,
    digitalPurchasesPersonalData,
    cataloguePersonalData,
    platformPersonalData,
  ];
}
