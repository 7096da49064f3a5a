/**
 * The tables whose writes bump a researcher's read version (read_versions.version), so a kept read
 * (platform/kept-read.ts) that reads them is answered afresh after they change. The triggers live in
 * migrations 0021 and 0023; this list says the same in code, and read-versions.test.ts compares it with the
 * triggers the database holds. A new table a kept read depends on needs a trigger in a migration and a line
 * here.
 */

/** How a written row names the researcher whose version it bumps. */
export type TReadVersionSource =
  /** The users row itself (read_version_of_user). */
  | { by: 'own row' }
  /** The row's user_id (read_version_by_user). */
  | { by: 'user_id' }
  /** The user_id of a parent row: the parent table and the row's column naming it (read_version_by_parent). */
  | { by: 'parent'; parent: string; via: string }
  /** Another column of the row naming the researcher (read_version_by_column). */
  | { by: 'column'; column: string };

export type TReadVersionTrigger = {
  table: string;
  trigger: string;
  source: TReadVersionSource;
  /** Only these writes queue the trigger (an UPDATE OF list, or a WHEN condition), where not every write does. */
  narrowedTo?: string;
};

const byUser = (table: string): TReadVersionTrigger => ({ table, trigger: `${table}_read_version`, source: { by: 'user_id' } });
const byParent = (table: string, parent: string, via: string): TReadVersionTrigger => ({
  table,
  trigger: `${table}_read_version`,
  source: { by: 'parent', parent, via },
});

const byColumn = (table: string, trigger: string, column: string): TReadVersionTrigger => ({
  table,
  trigger,
  source: { by: 'column', column },
});

export const READ_VERSION_TRIGGERS: readonly TReadVersionTrigger[] = [
  { table: 'users', trigger: 'users_read_version', source: { by: 'own row' }, narrowedTo: 'updates' },
  ...[
    'addresses',
    'credits',
    'digital_documents',
    'digital_purchases',
    'fapiaos',
    'invoices',
    'language_assessments',
    'ledger_movements',
    'locked_terms',
    'orders',
    'payment_proofs',
    'payments',
    'prepayments',
    'reward_events',
    'testimonials',
    'user_identities',
    'user_promotional_codes',
    'vouchers',
    'wechat_identities',
  ].map(byUser),
  // The dashboard's unfinished-order banner: a form opening, closing or changing step, not every saved answer.
  { ...byUser('order_forms'), narrowedTo: 'status, current_step, user_id' },
  byParent('certificates', 'orders', 'order_id'),
  byParent('deliverables', 'orders', 'order_id'),
  byParent('order_stage_events', 'orders', 'order_id'),
  byParent('referral_rewards', 'orders', 'order_id'),
  byParent('invoice_payments', 'invoices', 'invoice_id'),
  byParent('order_form_files', 'order_forms', 'order_form_id'),
  // The referral page: the referrer's invitations and credits, and the researchers they referred.
  byColumn('referral_invitations', 'referral_invitations_read_version', 'referrer_user_id'),
  byColumn('referral_rewards', 'referral_rewards_referrer_read_version', 'referrer_user_id'),
  { ...byColumn('users', 'users_referrer_read_version', 'referred_by_user_id'), narrowedTo: 'inserts and deletes' },
  {
    ...byColumn('users', 'users_referrer_update_read_version', 'referred_by_user_id'),
    narrowedTo: 'first_name, last_name, active, created_at, referred_by_user_id of a referred researcher',
  },
];

/** The tables some trigger covers. */
export const READ_VERSIONED_TABLES: ReadonlySet<string> = new Set(READ_VERSION_TRIGGERS.map((t) => t.table));

/**
 * Tables a kept read may read although no write of them bumps a version, each with why a kept answer stays
 * right: looked up again on every hit, or reference data an answer may show for READ_CACHE_SECONDS after it
 * changed (platform/read-cache.ts).
 */
export const UNVERSIONED_READ_TABLES: Readonly<Record<string, string>> = {
  sessions: 'looked up again on every hit: a dead session is never answered from the cache',
  read_versions: 'the version itself, read with the session on every hit',
  currencies: 'reference data (exchange rates)',
  countries: 'reference data',
  localizations: 'reference data (texts of the catalogue)',
  preferred_groups: 'reference data (the catalogue’s editing groups)',
  promotional_codes: 'reference data (a code’s terms; the researcher’s own codes are user_promotional_codes)',
};
