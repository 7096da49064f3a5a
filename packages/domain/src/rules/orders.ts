/**
 * Rules of placed orders the dashboard, the order page and the server share (researcher-area §4, §5, §9;
 * order-form-and-checkout screen 12 and §9).
 */

/** Orders per page of the dashboard's list; the spec leaves it unshown (docs/decisions.md). */
export const ORDER_PAGE_SIZE = 10;
/** The unpaid-invoices banner lists at most this many, then only the total (researcher-area §9). */
export const UNPAID_INVOICE_BANNER_LIMIT = 10;
/** The order page asks for a missing certificate every 10 s, 5 times (order-form-and-checkout §9). */
export const CERTIFICATE_POLL_INTERVAL_MS = 10_000;
export const CERTIFICATE_POLL_LIMIT = 5;
/** Co-author addresses an order's e-mails also go to (docs/decisions.md). */
export const MAX_NOTIFICATION_EMAILS = 10;
/** Deadlines are chosen in 30-minute steps (researcher-area §9). */
export const DEADLINE_STEP_MINUTES = 30;
/** Home shows the three most recent orders (shell-and-account §9). */
export const HOME_RECENT_ORDERS = 3;

/** The stages of an order's fulfilment, in order: the timeline of the order page. */
export const ORDER_STAGE_NAMES = ['received', 'editor-assigned', 'editing', 'quality-check', 'delivered'] as const;
export type TOrderStageName = (typeof ORDER_STAGE_NAMES)[number];

export type TOrderPaymentState = { completed: boolean; paid: boolean };

/**
 * The key of an order's status label: the status lowercased with its spaces removed; a completed order that
 * is not paid is labelled 'Awaiting Payment' (researcher-area §4).
 */
export function orderStatusLabelKey(order: TOrderPaymentState & { status: string }): string {
  const status = order.completed && !order.paid ? 'Awaiting Payment' : order.status;
  return status.toLowerCase().replace(/\s+/g, '');
}

/** Files can be downloaded when staff released them (downloadAvailable) or the order is paid. */
export function isDownloadAvailable(order: { downloadAvailable: boolean; paid: boolean }): boolean {
  return order.downloadAvailable || order.paid;
}

export type TCompletedFilesState = 'ready' | 'awaiting-payment' | 'not-ready';

/** The order page's completed-files message: ready, awaiting payment, or not ready yet (researcher-area §4). */
export function completedFilesState(order: TOrderPaymentState & { downloadAvailable: boolean }): TCompletedFilesState {
  if (!order.completed) return 'not-ready';
  return isDownloadAvailable(order) ? 'ready' : 'awaiting-payment';
}

const STEP_MS = DEADLINE_STEP_MINUTES * 60_000;

/** Whether a moment falls on the deadline grid: a whole half hour, no seconds. */
export function isOnDeadlineGrid(date: Date): boolean {
  return date.getTime() % STEP_MS === 0;
}

/** The first moment on the deadline grid at or after `date`. */
export function ceilToDeadlineGrid(date: Date): Date {
  return new Date(Math.ceil(date.getTime() / STEP_MS) * STEP_MS);
}

const DEADLINE_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** A deadline as the spec shows and the edit form sends it, 'YYYY-MM-DD HH:mm', in UTC. */
export function formatDeadline(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** Reads 'YYYY-MM-DD HH:mm' (or with a T, as a datetime-local input gives it) as a UTC moment; null when not a real one. */
export function parseDeadline(text: string): Date | null {
  const match = DEADLINE_TEXT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const isReal =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  return isReal ? date : null;
}

/**
 * The deadline an edit should carry: the latest deadline among the services newly added, on the grid; the
 * order's own deadline when none were added (researcher-area §5).
 */
export function recomputeDeadline(addedServiceDeadlines: readonly string[], orderDeadline: string | null): string | null {
  const latest = addedServiceDeadlines
    .map((deadline) => new Date(deadline).getTime())
    .filter((time) => !Number.isNaN(time))
    .reduce<number | null>((max, time) => (max === null || time > max ? time : max), null);
  if (latest === null) return orderDeadline;
  return ceilToDeadlineGrid(new Date(latest)).toISOString();
}

/** The alert of §8: services were added and the calculated deadline is not the one the researcher supplied. */
export function isDeadlineMismatch(input: { addedCount: number; calculated: string | null; supplied: string }): boolean {
  if (input.addedCount === 0 || !input.calculated) return false;
  const supplied = parseDeadline(input.supplied);
  return supplied === null || supplied.getTime() !== new Date(input.calculated).getTime();
}

/** A service may be taken off an order only while more than one remains and it can be removed (researcher-area §5). */
export function canRemoveService(serviceCount: number, service: { canBeRemovedFromOrder: boolean }): boolean {
  return serviceCount > 1 && service.canBeRemovedFromOrder;
}
