import { describe, expect, it } from 'vitest';
import { dateLanguageOf, datePartOrder, formatDateTime, formatLongDate, isoDayOf, monthNames, partsOfIsoDay } from './dates.ts';

/** Each of the five languages: how it writes 14:30 UTC on 5 November 2026, the day 5 March 2026, and a date field's parts. */
const LANGUAGES = [
  ['en', 'Nov 5, 2026, 2:30 PM UTC', 'March 05, 2026', ['month', 'day', 'year']],
  ['zh', '2026年11月5日 14:30 UTC', '2026年3月5日', ['year', 'month', 'day']],
  ['ja', '2026/11/05 14:30 UTC', '2026年3月5日', ['year', 'month', 'day']],
  ['pt_BR', '5 de nov. de 2026, 14:30 UTC', '5 de março de 2026', ['day', 'month', 'year']],
  ['es', '5 nov 2026, 14:30 UTC', '5 de marzo de 2026', ['day', 'month', 'year']],
] as const;

describe('dates in each language', () => {
  it.each(LANGUAGES)(
    '%s writes the moment in UTC naming the zone (%s), the day (%s) and orders the fields',
    (language, moment, day, parts) => {
      expect(formatDateTime('2026-11-05T14:30:00.000Z', language)).toBe(moment);
      expect(formatLongDate('2026-03-05T12:00:00.000Z', language)).toBe(day);
      expect(datePartOrder(language)).toEqual(parts);
    },
  );

  it.each([formatDateTime, formatLongDate])('%o writes nothing for no date or one that cannot be read', (format) => {
    for (const value of [null, '', 'not a date']) expect(format(value, 'en')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('reads the day in UTC, so a late-evening time is the same day for every reader', () => {
    expect(formatLongDate('2026-03-05T23:30:00.000Z', 'en')).toBe('March 05, 2026');
    expect(formatLongDate('2026-03-05T00:10:00.000Z', 'ja')).toBe('2026年3月5日');
    // A bare day is that day, not the evening before west of Greenwich.
    expect(formatLongDate('2026-12-01', 'en')).toBe('December 01, 2026');
    expect(formatLongDate(new Date(Date.UTC(2026, 11, 1, 23, 59)), 'zh')).toBe('2026年12月1日');
  });

  it('accepts locales, segments and tags in either form', () => {
    for (const tag of ['ja', 'ja_JP', 'ja-JP', 'jp']) expect(formatLongDate('2026-03-05', tag)).toBe('2026年3月5日');
    for (const tag of ['pt', 'pt_BR', 'br']) expect(dateLanguageOf(tag)).toBe('pt');
    expect(dateLanguageOf('cn')).toBe('zh');
    expect(dateLanguageOf('fr')).toBe('en');
    expect(dateLanguageOf(undefined)).toBe('en');
  });
});

describe('date fields', () => {
  it('names the months in the language', () => {
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('ja')[2]).toBe('3月');
    expect(monthNames('es')[11]).toBe('diciembre');
  });

  it('builds and reads YYYY-MM-DD, refusing days that do not exist', () => {
    expect(isoDayOf(2026, 3, 5)).toBe('2026-03-05');
    expect(isoDayOf(2026, 2, 29)).toBeNull();
    expect(isoDayOf(2028, 2, 29)).toBe('2028-02-29');
    expect(isoDayOf(2026, 13, 1)).toBeNull();
    expect(partsOfIsoDay('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(partsOfIsoDay('2026-02-30')).toBeNull();
    expect(partsOfIsoDay('03/05/2026')).toBeNull();
  });
});
