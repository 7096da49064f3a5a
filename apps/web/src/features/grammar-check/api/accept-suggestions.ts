import type { TAcceptedSuggestion, TAcceptSuggestionsRequest } from '@portal/domain/api/grammar-check';
import { currentLocale } from '../../../lib/i18n.ts';

export type TAcceptedDownload = { ok: true; blob: Blob } | { ok: false; code: string };

/**
 * POST /api/grammar-check/{identity}/accepted-suggestions: the manuscript with the accepted suggestions as
 * tracked changes. The answer is a file, or JSON with a message key (no digital editing: the upsell's).
 */
export async function downloadAcceptedSuggestions(
  identity: string,
  accepted: readonly TAcceptedSuggestion[],
): Promise<TAcceptedDownload> {
  const body: TAcceptSuggestionsRequest = { accepted: [...accepted] };
  const response = await fetch(`/api/grammar-check/${encodeURIComponent(identity)}/accepted-suggestions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Page-Language': currentLocale(),
    },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('json'))
    return { ok: true, blob: await response.blob() };
  const payload = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return { ok: false, code: typeof payload?.error === 'string' ? payload.error : 'grammar-check-accept-failed' };
}
