import type { TOrderStageName } from '@portal/domain';

/** The catalogue key of a stage's name. */
export const stageLabelKey = (stage: TOrderStageName) => `staff-stage-${stage}`;

/** The catalogue key of an order status (placed, in-progress, awaiting-payment, completed, cancelled). */
export const statusLabelKey = (status: string) => `staff-status-${status.toLowerCase().replace(/\s+/g, '-')}`;
