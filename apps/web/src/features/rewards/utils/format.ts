/** A date as the reader's language writes it ("26 Nov 2026", "2026年11月26日"). */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}
