/**
 * The dashboard's notices, most pressing first. One shows at a time (docs/decisions.md, "The dashboard's
 * notices"): money owed, then work left unfinished, then whether our e-mails arrive, then the group's welcome,
 * then the pointer to the automated tools' own pages.
 */
export const DASHBOARD_NOTICE_PRIORITY = [
  'unpaid-invoices',
  'unfinished-order',
  'check-spam',
  'group-welcome',
  'automated-tools',
] as const;

export type TDashboardNotice = (typeof DASHBOARD_NOTICE_PRIORITY)[number];

/**
 * Per notice whose spec condition holds, the version a dismissal is bound to (e.g. the unpaid invoices'
 * numbers), so a notice dismissed once comes back when what it says changes.
 */
export type TNoticeVersions = Partial<Record<TDashboardNotice, string>>;

/** The first notice by priority that is due and not dismissed at its current version; null when none is. */
export function pickDashboardNotice(due: TNoticeVersions, dismissed: TNoticeVersions): TDashboardNotice | null {
  return DASHBOARD_NOTICE_PRIORITY.find((notice) => due[notice] !== undefined && dismissed[notice] !== due[notice]) ?? null;
}

/** How many due notices wait behind the one shown. */
export function noticesWaiting(due: TNoticeVersions, dismissed: TNoticeVersions): number {
  return Math.max(0, DASHBOARD_NOTICE_PRIORITY.filter((n) => due[n] !== undefined && dismissed[n] !== due[n]).length - 1);
}
