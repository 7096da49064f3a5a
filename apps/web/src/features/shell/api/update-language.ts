import { type TLanguageSegment, ZUpdateLanguageResponse } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/** GET /api/researcher/update-language: remembers the language for the session and the signed-in user. */
export function updateLanguage(segment: TLanguageSegment) {
  return api.get(`/api/researcher/update-language?language=${encodeURIComponent(segment)}`, ZUpdateLanguageResponse);
}
