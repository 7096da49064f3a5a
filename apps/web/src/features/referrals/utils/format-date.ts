/** A date as the page's language writes it in full ("March 9, 2026", "2026年3月9日"), in UTC. */
export function formatReferralDate(isoDate: string, language: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
