import { isSafeRedirect, type TLanguageSegment } from '@portal/domain';
import { paths, to } from '../../../app/paths.ts';

/**
 * What the order page's address says (researcher-area §2): `…/details/{externalId}/thank-you` marks an order
 * just placed; the back link goes where `?return=` says when it is a path of the portal, else to /researcher.
 */
export function orderPageOf(input: { lang: TLanguageSegment; variant: string | undefined; returnTo: string | null }): {
  isThankYou: boolean;
  backTo: string;
} {
  return {
    isThankYou: input.variant === 'thank-you',
    backTo: isSafeRedirect(input.returnTo) ? input.returnTo : to(input.lang, paths.researcher),
  };
}
