import { ORDER_STAGE_NAMES, type TOrderStageName } from './orders.ts';

/**
 * How staff move an order through its stages (received → editor assigned → editing → quality check →
 * delivered): only forward, each stage reached at most once, and what the order's status becomes on the way.
 */

/** Order statuses no stage can be reached from: the order is finished. */
export const CLOSED_ORDER_STATUSES = ['completed', 'cancelled'] as const;

/** Order statuses of the staff queue's default view (the orders_open_queue index covers exactly these). */
export const OPEN_ORDER_STATUSES = ['placed', 'in-progress', 'awaiting-payment'] as const;

export function stageIndexOf(stage: TOrderStageName): number {
  return ORDER_STAGE_NAMES.indexOf(stage);
}

/**
 * Whether an order at `current` may move to `target`: only to a later stage (a stage in between may be left
 * out, e.g. straight to editing), never back, never to the stage it is at.
 */
export function canMoveToStage(current: TOrderStageName, target: TOrderStageName): boolean {
  return stageIndexOf(target) > stageIndexOf(current);
}

/**
 * Whether reaching `target` needs the order to have an editor: "editor assigned" says someone edits it, so it
 * is reached by assigning one (or, with one assigned, by a move), never with nobody.
 */
export function isEditorRequiredFor(target: TOrderStageName): boolean {
  return target === 'editor-assigned';
}

/** The stage after `current`, or null once delivered. */
export function nextStageOf(current: TOrderStageName): TOrderStageName | null {
  return ORDER_STAGE_NAMES[stageIndexOf(current) + 1] ?? null;
}

/**
 * The order's status once it reaches `stage`: work on it has started from editing on (in-progress), delivered
 * completes it; before editing the status stays as it was (placed, or awaiting payment).
 */
export function statusAfterStage(stage: TOrderStageName, status: string): string {
  if (stage === 'delivered') return 'completed';
  if (stageIndexOf(stage) >= stageIndexOf('editing')) return 'in-progress';
  return status;
}
