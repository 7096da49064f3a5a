/** 'MMMM DD, YYYY' in the page's language, in UTC as credits and prepayments are shown (shell-and-account §9). */
export function formatLongDate(isoDate: string, language: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  // 'DD' is the English pattern; Chinese and Japanese write 5日, not 05日.
  const day = language === 'zh' || language === 'ja' ? 'numeric' : '2-digit';
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day, timeZone: 'UTC' }).format(date);
}
