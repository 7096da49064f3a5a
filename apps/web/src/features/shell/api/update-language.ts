import type { TLanguageSegment } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/researcher/update-language: remembers the language for the session and the signed-in user. The
 * shell is on every first screen, so the schema (and zod) load with the call.
 */
export function updateLanguage(segment: TLanguageSegment) {
  return api.get(`/api/researcher/update-language?language=${encodeURIComponent(segment)}`, () =>
    import('@portal/domain/api/researcher').then((schemas) => schemas.ZUpdateLanguageResponse),
  );
}
