import { isSafeRedirect, type TLanguageSegment } from '@portal/domain';
import { to } from '../../../app/paths.ts';

/** Where the details page's back link leads: the `?back=` path when it stays on this site, else the list. */
export function backLinkOf(back: string | null, lang: TLanguageSegment): string {
  return isSafeRedirect(back) ? back : to(lang, '/researcher/digital-editing');
}
