import { describe, expect, it } from 'vitest';
import { canMoveToStage, isEditorRequiredFor, nextStageOf, statusAfterStage } from './order-stages.ts';
import { ORDER_STAGE_NAMES } from './orders.ts';

describe('moving an order through its stages', () => {
  it('goes forward only: a later stage yes, the same or an earlier one no', () => {
    expect(canMoveToStage('received', 'editor-assigned')).toBe(true);
    expect(canMoveToStage('editor-assigned', 'editing')).toBe(true);
    expect(canMoveToStage('quality-check', 'delivered')).toBe(true);
    expect(canMoveToStage('editing', 'editing')).toBe(false);
    expect(canMoveToStage('quality-check', 'editing')).toBe(false);
    expect(canMoveToStage('delivered', 'received')).toBe(false);
  });

  it('may leave a stage out on the way forward', () => {
    expect(canMoveToStage('received', 'editing')).toBe(true);
    expect(canMoveToStage('editing', 'delivered')).toBe(true);
  });

  it('reaches each stage at most once along any path', () => {
    for (const from of ORDER_STAGE_NAMES) {
      const reachable = ORDER_STAGE_NAMES.filter((to) => canMoveToStage(from, to));
      expect(reachable).not.toContain(from);
      for (const to of reachable) expect(canMoveToStage(to, from)).toBe(false);
    }
  });

  it('names the next stage, and none after delivery', () => {
    expect(ORDER_STAGE_NAMES.map(nextStageOf)).toEqual(['editor-assigned', 'editing', 'quality-check', 'delivered', null]);
  });

  it('starts the work at editing (in-progress) and completes the order at delivery', () => {
    expect(statusAfterStage('editor-assigned', 'placed')).toBe('placed');
    expect(statusAfterStage('editor-assigned', 'awaiting-payment')).toBe('awaiting-payment');
    expect(statusAfterStage('editing', 'placed')).toBe('in-progress');
    expect(statusAfterStage('editing', 'awaiting-payment')).toBe('in-progress');
    expect(statusAfterStage('quality-check', 'placed')).toBe('in-progress');
    expect(statusAfterStage('delivered', 'in-progress')).toBe('completed');
  });

  it('needs an editor to reach "editor assigned", and only that stage', () => {
    expect(ORDER_STAGE_NAMES.filter(isEditorRequiredFor)).toEqual(['editor-assigned']);
  });
});
