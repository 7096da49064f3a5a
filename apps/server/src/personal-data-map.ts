import { toLocale } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.ts';
import { loadPaymentConfig } from './integrations/payments/payment-config.ts';
import { accountForExport, eraseAccountData } from './modules/account/personal-data.ts';
import { eraseSignInData } from './modules/auth/personal-data.ts';
import type { TCatalogueService } from './modules/catalogue/service.ts';
import { digitalDocumentsForExport, eraseDigitalDocuments } from './modules/digital-documents/personal-data.ts';
import { digitalPurchasesForExport } from './modules/digital-purchases/personal-data.ts';
import {
  eraseFapiaoPersonalData,
  eraseRetainedFapiaoData,
  fapiaoDocumentsOf,
  fapiaoRetentionEndOf,
  fapiaosForExport,
} from './modules/fapiao/personal-data.ts';
import {
  certificatesForExport,
  deliveredFilesOf,
  eraseFulfilmentPersonalData,
  paymentProofsOf,
} from './modules/fulfilment/personal-data.ts';
import { eraseGrammarChecks, grammarChecksForExport } from './modules/grammar-check/personal-data.ts';
import { createBillingDocuments } from './modules/invoices/documents.ts';
import {
  eraseRetainedInvoiceData,
  invoiceRetentionEndOf,
  invoicesForExport,
  keepCustomerOnInvoices,
} from './modules/invoices/personal-data.ts';
import { ledgerForExport, retainerInvoiceRetentionEndOf } from './modules/ledger/personal-data.ts';
import { eraseOrderFormPersonalData, orderFormsForExport, uploadedFilesOf } from './modules/order-form/personal-data.ts';
import { eraseOrderPersonalData, ordersForExport } from './modules/orders/personal-data.ts';
import { erasePaymentPersonalData, eraseRetainedPaymentData, paymentsForExport } from './modules/payments/personal-data.ts';
import { eraseReferralPersonalData, referralsForExport } from './modules/referrals/personal-data.ts';
import { eraseRewards, rewardsForExport } from './modules/rewards/personal-data.ts';
import { eraseSocialSignInData, linkedIdentitiesForExport } from './modules/social-sign-in/personal-data.ts';
import {
  eraseTestimonialPersonalData,
  testimonialPhotosOf,
  testimonialsForExport,
} from './modules/testimonials/personal-data.ts';
import { eraseTwoFactorData, twoFactorForExport } from './modules/two-factor/personal-data.ts';
import { eraseWeChatData, wechatIdentitiesForExport } from './modules/wechat-login/personal-data.ts';
import type { Db } from './platform/db.ts';
import type {
  TClosurePolicy,
  TExportPolicy,
  TPersonalDataEntry,
  TPersonalDataMap,
  TPersonalDataPart,
} from './platform/personal-data.ts';

/*
 * Personal data has one map: every table and every kind of stored file, what it holds of a researcher,
 * whether "Download my data" carries it (modules/account/data-export-contents.ts) and what closing the
 * account does to it (modules/account/account-closure.ts). Both are built from this list, in its order.
 *
 * Adding a table or a kind of stored file: add its entry to its module's part below (or a new part, with
 * the module's `personal-data.ts` functions reading and erasing it), then regenerate the table of
 * docs/security.md (personal-data-map.test.ts says how). personal-data-map.test.ts fails while a table of
 * the migrated database or a column holding a stored name (`*stored_name`, `document_key`) has no entry.
 * The archive carries what is the researcher's and only what the portal would let them download.
 */

const entry = (holds: string, exported: TExportPolicy, closure: TClosurePolicy): TPersonalDataEntry => ({
  holds,
  export: exported,
  closure,
});

/** Kept for the tax authorities: see INVOICE_RETENTION_YEARS (modules/invoices/personal-data.ts). */
const TAX_RETENTION = 'the invoice retention of the localization that issued it (7 to 30 years after its year)';
const TAX_LAW = 'tax and accounting law: the record an invoice rests on (GDPR art. 17(3)(b), PIPL art. 47, LGPD art. 16 I)';

const ACCOUNT: TPersonalDataPart = {
  owner: 'account',
  tables: {
    users: entry(
      'the profile: e-mail, names, institution, phone numbers, ORCID, password hash, preferences',
      { file: 'profile.json (no password hash)' },
      {
        erased:
          'anonymised: personal fields emptied, the e-mail freed as closed-{identity}@closed.invalid; the row stays for the invoices',
      },
    ),
    addresses: entry('saved billing and invoice addresses', { file: 'addresses.json' }, { erased: 'deleted' }),
    read_versions: entry(
      'a version counter per user for the read cache',
      { leftOut: 'a cache counter, nothing about the person' },
      { noPersonalData: 'a number per user id' },
    ),
    emails: entry(
      'every e-mail sent: address, subject and body',
      { file: 'emails.json (subject, status and dates)' },
      { erased: 'deleted (by the address)' },
    ),
  },
  erase: eraseAccountData,
};

const ORDER_FORM: TPersonalDataPart = {
  owner: 'order-form',
  tables: {
    order_forms: entry(
      'what the researcher typed: manuscript title, journal, answers, referral addresses, price quotes',
      { file: 'order-forms.json, price-quotes.json' },
      { erased: 'emptied; an unfinished form is abandoned, one an order came from stays as its origin' },
    ),
    order_form_files: entry(
      'the uploaded manuscripts, figures and tables (name, size, hash, word count)',
      { file: 'files.json and files/uploads/' },
      { erased: 'deleted, with the bytes' },
    ),
  },
  storedFiles: {
    'order_form_files.stored_name': entry(
      'an uploaded manuscript, figure or table',
      { file: 'files/uploads/{form}/' },
      { erased: 'deleted after the commit' },
    ),
  },
  async exportOf(db, user) {
    const [forms, uploads] = await Promise.all([orderFormsForExport(db, user.id), uploadedFilesOf(db, user.id)]);
    const quotes = forms
      .filter((form) => form.quote !== null)
      .map((form) => ({ orderForm: form.identity, estimateId: form.estimateId, ...form.quote }));
    return {
      documents: [
        { path: 'price-quotes.json', content: quotes },
        { path: 'order-forms.json', content: forms.map(({ quote: _, ...form }) => form) },
      ],
      files: uploads.map(({ storedName, orderFormIdentity, ...file }) => ({
        folder: `files/uploads/${orderFormIdentity.slice(0, 8)}`,
        name: file.originalName,
        storedName,
        manifest: { source: 'upload', orderForm: orderFormIdentity, ...file },
      })),
    };
  },
  erase: (tx, user) => eraseOrderFormPersonalData(tx, user.id),
};

const ORDERS: TPersonalDataPart = {
  owner: 'orders',
  tables: {
    orders: entry(
      'the order: services, prices, manuscript title, journal, co-authors',
      { file: 'orders.json' },
      { erased: 'title, journal and co-authors emptied; the order stays as the sale the invoice bills' },
    ),
  },
  exportOf: async (db, user) => ({ documents: [{ path: 'orders.json', content: await ordersForExport(db, user.id) }] }),
  erase: (tx, user) => eraseOrderPersonalData(tx, user.id).then(() => undefined),
};

function invoicesPart(documents: ReturnType<typeof createBillingDocuments>): TPersonalDataPart {
  return {
    owner: 'invoices',
    tables: {
      invoices: entry(
        'invoices: number, lines, amounts, billing and invoice addresses, VAT and purchase-order numbers',
        { file: 'invoices.json and invoices/{number}.pdf' },
        {
          kept: `${TAX_LAW}; the customer's name is written into it`,
          for: `${TAX_RETENTION}, then addresses and numbers emptied`,
        },
      ),
      invoice_payments: entry(
        'which payment settled which invoice, and how much',
        { file: 'invoices.json (payments)' },
        { kept: TAX_LAW, for: `${TAX_RETENTION}; amounts only` },
      ),
    },
    async exportOf(db, user) {
      const rows = await invoicesForExport(db, user.id);
      return {
        documents: [{ path: 'invoices.json', content: rows }],
        pdfs: rows.map((invoice) => ({
          folder: 'invoices',
          name: `${invoice.invoiceNumber}.pdf`,
          render: async () => (await documents.invoicePdf(user, invoice.invoiceNumber, localeOf(user))).pdf,
        })),
      };
    },
    erase: (tx, user) =>
      keepCustomerOnInvoices(tx, user.id, {
        name: `${user.firstName} ${user.lastName}`.trim(),
        organization: user.institution ?? '',
      }).then(() => undefined),
    retentionEndOf: invoiceRetentionEndOf,
    eraseRetained: (tx, userId) => eraseRetainedInvoiceData(tx, userId).then(() => undefined),
  };
}

const PROVIDER_RECORDS = "the sandbox provider's own records, standing in for a processor's (none in production)";

const PAYMENTS: TPersonalDataPart = {
  owner: 'payments',
  tables: {
    payments: entry(
      'each payment: method, amounts, state, billing details (addresses, tax id, fapiao, card type and last four)',
      { file: 'payments.json' },
      { kept: TAX_LAW, for: `${TAX_RETENTION}, then the billing details emptied` },
    ),
    payment_idempotency: entry(
      'the first answer to a Complete Order, replayed to its retries',
      { leftOut: 'a copy of answers already in orders.json and payments.json' },
      { erased: 'deleted' },
    ),
    payment_webhook_events: entry(
      "the provider's signed events, by event id, to handle each once",
      { leftOut: "the provider's messages about payments that payments.json lists" },
      { kept: 'proof of what the provider reported for a kept payment', for: TAX_RETENTION },
    ),
    sandbox_card_nonces: entry(
      'test-card tokens: brand and last four, no user',
      { leftOut: PROVIDER_RECORDS },
      { noPersonalData: 'test cards, linked to no user' },
    ),
    sandbox_charges: entry(
      "the sandbox provider's charges",
      { leftOut: PROVIDER_RECORDS },
      { noPersonalData: `${PROVIDER_RECORDS}: amounts and references` },
    ),
    sandbox_sessions: entry(
      "the sandbox provider's checkout sessions",
      { leftOut: PROVIDER_RECORDS },
      { noPersonalData: `${PROVIDER_RECORDS}: amounts and references` },
    ),
  },
  exportOf: async (db, user) => ({ documents: [{ path: 'payments.json', content: await paymentsForExport(db, user.id) }] }),
  erase: (tx, user) => erasePaymentPersonalData(tx, user.id).then(() => undefined),
  eraseRetained: (tx, userId) => eraseRetainedPaymentData(tx, userId).then(() => undefined),
};

function ledgerPart(documents: ReturnType<typeof createBillingDocuments>): TPersonalDataPart {
  const ledgerEntry = (holds: string) => ({
    holds,
    export: { file: 'credits-and-prepayments.json' },
    closure: { kept: TAX_LAW, for: `${TAX_RETENTION}; amounts and dates, naming nobody` },
  });
  return {
    owner: 'ledger',
    tables: {
      credits: ledgerEntry('credits granted and their balance'),
      prepayments: ledgerEntry('prepayments and their retainer invoices'),
      ledger_movements: ledgerEntry('every movement of a credit, prepayment or voucher balance'),
      vouchers: entry(
        'voucher codes and balances, some restricted to one researcher',
        { file: 'credits-and-prepayments.json (vouchers kept for them)' },
        { kept: TAX_LAW, for: TAX_RETENTION },
      ),
    },
    async exportOf(db, user) {
      const ledger = await ledgerForExport(db, user.id);
      return {
        documents: [{ path: 'credits-and-prepayments.json', content: ledger }],
        pdfs: ledger.prepayments.map((prepayment) => ({
          folder: 'retainer-invoices',
          name: `${prepayment.retainerInvoiceNumber}.pdf`,
          render: async () => (await documents.retainerInvoicePdf(user, prepayment.retainerInvoiceNumber, localeOf(user))).pdf,
        })),
      };
    },
    retentionEndOf: retainerInvoiceRetentionEndOf,
  };
}

const FULFILMENT: TPersonalDataPart = {
  owner: 'fulfilment',
  tables: {
    deliverables: entry(
      'the edited files delivered for an order',
      { file: 'files/delivered/ (only where the order page lets them be downloaded: not before payment)' },
      { erased: 'deleted, with the bytes' },
    ),
    payment_proofs: entry(
      'proofs of a bank transfer the researcher uploaded, with a note',
      { file: 'files/payment-proofs/' },
      { erased: 'deleted, with the bytes' },
    ),
    certificates: entry(
      "editing certificates: manuscript title, authors, the file's name and hash",
      { file: 'certificates.json' },
      { erased: 'title, authors and file name emptied; the code and hash stay so an old certificate still verifies' },
    ),
    order_stage_events: entry(
      'when an order reached each stage',
      { leftOut: 'shown on the order page; dates of the work, nothing about the person' },
      { noPersonalData: 'order ids and dates' },
    ),
  },
  storedFiles: {
    'deliverables.stored_name': entry(
      'an edited manuscript delivered by staff',
      { file: 'files/delivered/{order}/ when downloadable' },
      { erased: 'deleted after the commit' },
    ),
    'payment_proofs.stored_name': entry(
      'a proof of payment',
      { file: 'files/payment-proofs/{order}/' },
      { erased: 'deleted after the commit' },
    ),
  },
  async exportOf(db, user) {
    const [delivered, proofs, certificates] = await Promise.all([
      deliveredFilesOf(db, user.id),
      paymentProofsOf(db, user.id),
      certificatesForExport(db, user.id),
    ]);
    return {
      documents: [{ path: 'certificates.json', content: certificates }],
      files: [
        ...delivered.map(({ storedName, ...file }) => ({
          folder: `files/delivered/${file.orderExternalId}`,
          name: file.originalName,
          storedName,
          manifest: { source: 'delivered', ...file },
        })),
        ...proofs.map(({ storedName, ...file }) => ({
          folder: `files/payment-proofs/${file.orderExternalId}`,
          name: file.originalName,
          storedName,
          manifest: { source: 'payment-proof', ...file },
        })),
      ],
    };
  },
  erase: (tx, user) => eraseFulfilmentPersonalData(tx, user.id),
};

const REWARDS: TPersonalDataPart = {
  owner: 'rewards',
  tables: {
    reward_events: entry(
      'the points history (a referral event names the colleague brought by first name and initial)',
      { file: 'rewards.json' },
      { erased: 'deleted' },
    ),
    user_promotional_codes: entry('level coupons given to the researcher', { file: 'rewards.json' }, { erased: 'deleted' }),
  },
  exportOf: async (db, user) => ({ documents: [{ path: 'rewards.json', content: await rewardsForExport(db, user.id) }] }),
  erase: (tx, user) => eraseRewards(tx, user.id).then(() => undefined),
};

const REFERRALS: TPersonalDataPart = {
  owner: 'referrals',
  tables: {
    referral_invitations: entry(
      "colleagues' e-mail addresses the researcher invited",
      { file: 'referrals.json' },
      { erased: 'deleted' },
    ),
    referral_rewards: entry(
      'the credit a referrer earned when a referred researcher first paid',
      { file: "referrals.json (the referrer's credits; nothing of the referred researcher)" },
      { kept: `${TAX_LAW}: the credit is in the ledger`, for: TAX_RETENTION },
    ),
  },
  exportOf: async (db, user) => ({ documents: [{ path: 'referrals.json', content: await referralsForExport(db, user.id) }] }),
  erase: (tx, user) => eraseReferralPersonalData(tx, user.id).then(() => undefined),
};

const FAPIAO: TPersonalDataPart = {
  owner: 'fapiao',
  tables: {
    fapiaos: entry(
      'fapiaos asked for: buyer, taxpayer number, contact e-mail, phone, shipping address, number, document',
      { file: 'fapiaos.json and files/fapiaos/' },
      {
        kept: 'Chinese tax law (会计档案管理办法 art. 14): buyer, taxpayer number, number and document; contact details erased at once, failed requests deleted',
        for: '30 years after the year of the latest fapiao, then buyer and taxpayer number emptied and the document deleted',
      },
    ),
    fapiao_organizations: entry(
      "organizations' names and taxpayer numbers the form suggests",
      { leftOut: 'a directory of organizations, not of people' },
      { noPersonalData: 'organizations only' },
    ),
    tax_sandbox_requests: entry(
      "the sandbox tax service's requests to issue a fapiao",
      { leftOut: "the sandbox tax service's own records (none in production)" },
      { kept: "the tax service's record of an issued fapiao", for: 'as the fapiao it issued' },
    ),
  },
  storedFiles: {
    'fapiaos.document_key': entry(
      'an issued fapiao document (PDF)',
      { file: 'files/fapiaos/{number}.pdf' },
      { kept: 'Chinese tax law, as the fapiao', for: '30 years after the year of the latest fapiao' },
    ),
  },
  async exportOf(db, user) {
    const [rows, fapiaoDocuments] = await Promise.all([fapiaosForExport(db, user.id), fapiaoDocumentsOf(db, user.id)]);
    return {
      documents: [{ path: 'fapiaos.json', content: rows }],
      files: fapiaoDocuments.map(({ storedName, ...fapiao }) => ({
        folder: 'files/fapiaos',
        name: `${fapiao.number ?? fapiao.identity}.pdf`,
        storedName,
        manifest: { source: 'fapiao', contentType: 'application/pdf', ...fapiao },
      })),
    };
  },
  erase: (tx, user) => eraseFapiaoPersonalData(tx, user.id).then(() => undefined),
  retentionEndOf: fapiaoRetentionEndOf,
  eraseRetained: eraseRetainedFapiaoData,
};

/** Testimonial photos are stored re-encoded as JPEG; the others are what the upload accepts. */
const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

const TESTIMONIALS: TPersonalDataPart = {
  owner: 'testimonials',
  tables: {
    testimonials: entry(
      'the testimonial text, its photo and review state',
      { file: 'testimonials.json and files/testimonials/' },
      { erased: 'deleted, with the photo' },
    ),
  },
  storedFiles: {
    'testimonials.photo_stored_name': entry(
      "a testimonial's photo, re-encoded without metadata",
      { file: 'files/testimonials/{testimonial}.jpg' },
      { erased: 'deleted after the commit' },
    ),
  },
  async exportOf(db, user) {
    const [rows, photos] = await Promise.all([testimonialsForExport(db, user.id), testimonialPhotosOf(db, user.id)]);
    return {
      documents: [{ path: 'testimonials.json', content: rows }],
      files: photos.map(({ storedName, ...photo }) => ({
        folder: 'files/testimonials',
        name: `${photo.testimonial}${PHOTO_EXTENSIONS[photo.contentType ?? ''] ?? ''}`,
        storedName,
        manifest: { source: 'testimonial-photo', ...photo },
      })),
    };
  },
  erase: (tx, user) => eraseTestimonialPersonalData(tx, user.id),
};

const SIGN_IN: TPersonalDataPart = {
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

const TWO_FACTOR: TPersonalDataPart = {
  owner: 'two-factor',
  tables: {
    totp_factors: entry(
      "the authenticator app's secret (encrypted), when it was added and last used",
      { file: 'two-factor.json (dates only, never the secret)' },
      { erased: 'deleted' },
    ),
    passkeys: entry(
      'passkeys: name, public key, credential id, when added and last used',
      { file: 'two-factor.json (names and dates only)' },
      { erased: 'deleted' },
    ),
    recovery_codes: entry(
      'hashes of single-use recovery codes',
      { file: 'two-factor.json (how many are left)' },
      { erased: 'deleted' },
    ),
    two_factor_challenges: entry(
      'a sign-in or enrolment waiting for its second step (a token hash, a WebAuthn challenge)',
      { leftOut: 'lives five minutes' },
      { erased: 'deleted' },
    ),
  },
  async exportOf(db, user) {
    return { documents: [{ path: 'two-factor.json', content: await twoFactorForExport(db, user.id) }] };
  },
  async erase(tx, user) {
    await eraseTwoFactorData(tx, user.id);
    return undefined;
  },
};

const GRAMMAR_CHECK: TPersonalDataPart = {
  owner: 'grammar-check',
  tables: {
    language_assessments: entry(
      "grammar checks: the manuscript's name, score, error counts, flagged passages (a visitor's: by a token hash)",
      { file: 'grammar-checks.json and files/grammar-checks/' },
      { erased: 'deleted, with the manuscript' },
    ),
  },
  storedFiles: {
    'language_assessments.stored_name': entry(
      'a manuscript sent to the grammar check',
      { file: 'files/grammar-checks/{check}/' },
      { erased: 'deleted after the commit' },
    ),
  },
  exportOf: (db, user) => grammarChecksForExport(db, user.id),
  erase: (tx, user) => eraseGrammarChecks(tx, user.id),
};

const DIGITAL_DOCUMENTS: TPersonalDataPart = {
  owner: 'digital-documents',
  tables: {
    digital_documents: entry(
      'digital edits and translations: the manuscript and its result, names, word count, language',
      { file: 'digital-documents.json, files/digital-edits/ and files/digital-translations/' },
      { erased: 'deleted, with manuscripts and results' },
    ),
    locked_terms: entry(
      "the researcher's locked terms and their renderings",
      { file: 'locked-terms.json' },
      { erased: 'deleted' },
    ),
  },
  storedFiles: {
    'digital_documents.stored_name': entry(
      'a manuscript sent to digital editing or translation',
      { file: 'files/digital-edits/{edit}/, files/digital-translations/{translation}/' },
      { erased: 'deleted after the commit' },
    ),
    'digital_documents.result_stored_name': entry(
      'the edited (tracked changes) or translated .docx',
      { file: 'beside its manuscript, once completed' },
      { erased: 'deleted after the commit' },
    ),
  },
  exportOf: (db, user) => digitalDocumentsForExport(db, user.id),
  erase: (tx, user) => eraseDigitalDocuments(tx, user.id),
};

const DIGITAL_PURCHASES: TPersonalDataPart = {
  owner: 'digital-purchases',
  tables: {
    digital_purchases: entry(
      'digital-editing subscriptions and translation packages: product, price, uses, dates',
      { file: 'digital-purchases.json' },
      { kept: `${TAX_LAW}: the sale its payment and invoice bill`, for: `${TAX_RETENTION}; names nobody` },
    ),
  },
  exportOf: async (db, user) => ({
    documents: [{ path: 'digital-purchases.json', content: await digitalPurchasesForExport(db, user.id) }],
  }),
};

const CATALOGUE_TABLES = [
  'localizations',
  'currencies',
  'countries',
  'states',
  'preferred_groups',
  'manuscript_languages',
  'customer_goals',
  'word_bins',
  'services',
  'service_options',
  'service_option_prices',
  'service_questions',
  'bundle_questions',
  'service_bundles',
  'service_bundle_services',
  'holidays',
  'journals',
  'areas_of_study',
  'promotional_codes',
] as const;

const CATALOGUE: TPersonalDataPart = {
  owner: 'catalogue',
  tables: Object.fromEntries(
    CATALOGUE_TABLES.map((table) => [
      table,
      {
        holds: 'what the portal sells and the lists its forms offer',
        export: { leftOut: 'the same for everyone' },
        closure: { noPersonalData: 'reference data' },
      },
    ]),
  ),
};

const PLATFORM: TPersonalDataPart = {
  owner: 'platform',
  tables: {
    jobs: entry(
      'background jobs: ids in their payloads; a data export holds its owner, progress and archive',
      { leftOut: 'the machinery; the export itself is the archive' },
      { erased: 'data exports cancelled and their archives deleted (account part); other jobs carry ids only' },
    ),
    throttle_events: entry(
      'counted failed sign-ins and resets, keyed by account or network address',
      { leftOut: 'security data' },
      { erased: 'pruned on its own within a day' },
    ),
    audit_log: entry(
      'who acted on whose account (user ids), the route, status and time',
      { leftOut: 'security log; ids only' },
      {
        kept: "security logging (ASVS V16): who changed a closed account's data",
        for: 'the life of the log; ids name nobody once the profile is erased',
      },
    ),
    settings: entry(
      'values the portal generates for itself (signing keys)',
      { leftOut: 'secrets of the portal' },
      { noPersonalData: 'no user' },
    ),
  },
  storedFiles: {
    'jobs.payload.storedName': entry(
      'a data-export archive, for 24 hours',
      { leftOut: 'it is the archive' },
      { erased: 'deleted (account part), as at its expiry' },
    ),
  },
};

const localeOf = (user: { language: string }) => toLocale(user.language);

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
    { ...ACCOUNT, exportOf: accountForExport(deps.catalogue) },
    ORDER_FORM,
    ORDERS,
    invoicesPart(documents),
    PAYMENTS,
    ledgerPart(documents),
    FULFILMENT,
    REWARDS,
    REFERRALS,
    FAPIAO,
    TESTIMONIALS,
    SIGN_IN,
    TWO_FACTOR,
    GRAMMAR_CHECK,
    DIGITAL_DOCUMENTS,
    DIGITAL_PURCHASES,
    CATALOGUE,
    PLATFORM,
  ];
}
