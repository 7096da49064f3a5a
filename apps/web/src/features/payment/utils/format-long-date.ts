/** Dates display as 'MMMM DD, YYYY' (spec §9) in the page's language, in UTC so every reader sees one day. */
export function formatLongDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: '2-digit', timeZone: 'UTC' }).format(date);
}
