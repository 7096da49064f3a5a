/** Deadlines count business days: Saturdays, Sundays and the provider's holidays do not count. */

/** A holiday as a calendar date in UTC, 'YYYY-MM-DD'. */
export type THolidayDate = string;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isBusinessDay(date: Date, holidays: ReadonlySet<THolidayDate>): boolean {
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(isoDate(date));
}

/**
 * The moment `days` business days after `start`, keeping the time of day. Work ordered on a
 * weekend or holiday starts on the next business day, so two business days from Saturday is Tuesday.
 */
export function addBusinessDays(start: Date, days: number, holidays: ReadonlySet<THolidayDate>): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number, 0 or more');
  const date = new Date(start.getTime());
  let remaining = days;
  while (remaining > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isBusinessDay(date, holidays)) remaining -= 1;
  }
  while (!isBusinessDay(date, holidays)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}
