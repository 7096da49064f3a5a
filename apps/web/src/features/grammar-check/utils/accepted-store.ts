import type { TAcceptedSuggestion } from '@portal/domain/api/grammar-check';

/**
 * The suggestions a researcher ticked on a grammar report, kept in this browser (docs/decisions.md, "Ticked suggestions
 * kept across the subscription"): ticking needs digital editing, and a researcher who subscribes from the report comes
 * back to find the ticks where they left them, and the digital editing page points back to the report. Only the
 * report's identity and file name and the ticked passages' places are kept, never the text; the newest reports win.
 */
export const ACCEPTED_STORE_KEY = 'portal.grammar-accepted';
const MAX_REPORTS = 20;

export type TKeptReport = { identity: string; name: string; savedAt: number; accepted: TAcceptedSuggestion[] };

function isAccepted(value: unknown): value is TAcceptedSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const { paragraph, start, end, suggestion } = value as Record<string, unknown>;
  return [paragraph, start, end, suggestion].every((n) => Number.isInteger(n) && (n as number) >= 0);
}

function isKeptReport(value: unknown): value is TKeptReport {
  if (typeof value !== 'object' || value === null) return false;
  const { identity, name, savedAt, accepted } = value as Record<string, unknown>;
  return (
    typeof identity === 'string' &&
    typeof name === 'string' &&
    typeof savedAt === 'number' &&
    Array.isArray(accepted) &&
    accepted.every(isAccepted)
  );
}

/** The kept reports, newest first; anything unreadable (another version, a hand edit) reads as nothing. */
export function keptReports(storage: Pick<Storage, 'getItem'>): TKeptReport[] {
  try {
    const parsed = JSON.parse(storage.getItem(ACCEPTED_STORE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isKeptReport).sort((a, b) => b.savedAt - a.savedAt) : [];
  } catch {
    return [];
  }
}

/** Keeps a report's ticks (none removes the report), the MAX_REPORTS newest. A full or blocked storage keeps nothing. */
export function keepAccepted(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  report: { identity: string; name: string },
  accepted: readonly TAcceptedSuggestion[],
  now = Date.now(),
): void {
  const others = keptReports(storage).filter((kept) => kept.identity !== report.identity);
  const kept = { identity: report.identity, name: report.name, savedAt: now, accepted: [...accepted] };
  const reports = accepted.length > 0 ? [kept, ...others] : others;
  try {
    storage.setItem(ACCEPTED_STORE_KEY, JSON.stringify(reports.slice(0, MAX_REPORTS)));
  } catch {
    // Private browsing or a full storage: the ticks live on this page only.
  }
}
