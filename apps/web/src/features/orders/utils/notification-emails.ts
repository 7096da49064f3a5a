import { MESSAGE, type TLanguageSegment } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Saves the co-authors who also receive the order's e-mails. On success the confirmation of §8 shows and the
 * researcher goes to '/' (the site's root in the page's language, screen 12); otherwise the error key to show
 * in the field is answered.
 */
export async function saveNotificationsThenLeave(
  emails: string[],
  lang: TLanguageSegment,
  deps: { save: (emails: string[]) => Promise<unknown>; confirm: (message: string) => void; navigate: (to: string) => void },
): Promise<string | undefined> {
  try {
    await deps.save(emails);
    deps.confirm(MESSAGE.notificationEmailsSaved);
    deps.navigate(`/${lang}`);
    return undefined;
  } catch (failure) {
    return failure instanceof ApiError ? (Object.values(failure.fieldErrors)[0] ?? failure.code) : 'generic error message';
  }
}
