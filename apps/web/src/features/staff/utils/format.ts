import type { TOrderStageName } from '@portal/domain';

/** A moment as staff read it: date and time in UTC, in the page's language ("25 Nov 2026, 14:30 UTC"). */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
  return `${text} UTC`;
}

/** Sizes in kilobytes below a megabyte, in megabytes above. */
export function formatSize(bytes: number, language: string): string {
  const isSmall = bytes < 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isSmall ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(isSmall ? Math.max(1, Math.round(bytes / 1024)) : bytes / (1024 * 1024));
}

/** The catalogue key of a stage's name. */
export const stageLabelKey = (stage: TOrderStageName) => `staff-stage-${stage}`;

/** The catalogue key of an order status (placed, in-progress, awaiting-payment, completed, cancelled). */
export const statusLabelKey = (status: string) => `staff-status-${status.toLowerCase().replace(/\s+/g, '-')}`;
