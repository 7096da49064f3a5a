import type { TReviewChange } from '@portal/domain/api/edit-review';

/**
 * Scrolls the window so that a change's mark (or its first block) sits in the middle of what is visible of the
 * text: above the panel pinned at the bottom of a phone's screen, so that the panel never hides the text it is
 * about; on a wide screen the panel stands beside the text and the whole height counts.
 */
export function scrollChangeIntoView(change: TReviewChange): void {
  const marked = document.querySelector<HTMLElement>(`[data-change="${CSS.escape(change.id)}"]`);
  const target = marked ?? document.querySelector<HTMLElement>(`[data-block="${CSS.escape(change.blocks[0] ?? '')}"]`);
  if (!target) return;
  const panel = document.querySelector<HTMLElement>('.review-panel');
  const panelRect = panel?.getBoundingClientRect();
  const pinnedBelow =
    panelRect && getComputedStyle(panel as HTMLElement).position === 'sticky' && panelRect.top > window.innerHeight / 3
      ? window.innerHeight - panelRect.top
      : 0;
  const visible = Math.max(window.innerHeight - pinnedBelow, 120);
  const rect = target.getBoundingClientRect();
  const top = window.scrollY + rect.top - Math.max((visible - Math.min(rect.height, visible)) / 2, 8);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(top, 0), behavior: reduced ? 'auto' : 'smooth' });
}
