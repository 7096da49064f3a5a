import type { TLanguageSegment } from '@portal/domain';

/**
 * The preprint campaign's link (researcher-area §9): only when the application config gives one (the
 * campaign's flag) and only on the English and Chinese sites; null hides the campaign.
 */
export function preprintCampaignUrl(lang: TLanguageSegment, links: Readonly<Record<string, string>>): string | null {
  if (lang !== 'en' && lang !== 'cn') return null;
  return links.preprint ?? null;
}
