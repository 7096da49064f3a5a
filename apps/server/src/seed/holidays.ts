/** US federal holidays (observed dates) plus the day after Thanksgiving, for deadline counting. */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The nth weekday (0 = Sunday) of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/** A fixed-date holiday on a weekend is observed on the Friday before or the Monday after. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(day - 1);
  if (weekday === 0) date.setUTCDate(day + 1);
  return date.toISOString().slice(0, 10);
}

export function usHolidays(year: number): { date: string; name: string }[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return [
    { date: observed(year, 1, 1), name: "New Year's Day" },
    { date: iso(year, 1, nthWeekday(year, 1, 1, 3)), name: 'Martin Luther King Jr. Day' },
    { date: iso(year, 2, nthWeekday(year, 2, 1, 3)), name: "Washington's Birthday" },
    { date: iso(year, 5, nthWeekday(year, 5, 1, -1)), name: 'Memorial Day' },
    { date: observed(year, 6, 19), name: 'Juneteenth' },
    { date: observed(year, 7, 4), name: 'Independence Day' },
    { date: iso(year, 9, nthWeekday(year, 9, 1, 1)), name: 'Labor Day' },
    { date: iso(year, 11, thanksgiving), name: 'Thanksgiving Day' },
    { date: iso(year, 11, thanksgiving + 1), name: 'Day after Thanksgiving' },
    { date: observed(year, 12, 25), name: 'Christmas Day' },
  ];
}

export const HOLIDAY_YEARS = [2025, 2026, 2027, 2028, 2029];

export function holidayRows(): { date: string; name: string }[] {
  // New Year's Day observed on 31 December of the year before belongs to that earlier year's list.
  const rows = HOLIDAY_YEARS.flatMap(usHolidays);
  return [...new Map(rows.map((row) => [row.date, row])).values()];
}
