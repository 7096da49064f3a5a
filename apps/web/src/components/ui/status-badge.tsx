import './status-badge.css';
/**
 * The one badge of the portal's statuses, on the researcher's pages and in the staff console alike, so an
 * order "Completed" or "Awaiting payment" has the same colour wherever it is read. The colour is never the
 * only sign: the badge always says the status in words.
 */
export type TStatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral' | 'stage';

/** The tone of an order status, as the server names it (`awaiting-payment`) or its label key (`awaitingpayment`). */
export function orderStatusTone(status: string): TStatusTone {
  const key = status.toLowerCase().replace(/[\s_-]+/g, '');
  if (key === 'completed') return 'success';
  if (key === 'awaitingpayment') return 'warning';
  if (key === 'cancelled') return 'neutral';
  return 'info';
}

export function StatusBadge({ tone, label }: { tone: TStatusTone; label: string }) {
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}
