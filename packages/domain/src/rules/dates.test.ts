import { describe, expect, it } from 'vitest';
import { dateLanguageOf, datePartOrder, formatDateTime, formatLongDate, isoDayOf, monthNames, partsOfIsoDay } from './dates.ts';

describe('formatDateTime', () => {
  it('writes the day and the time in UTC, naming the zone, in each language', () => {
    const moment = '2026-11-05T14:30:00.000Z';
    expect(formatDateTime(moment, 'en')).toBe('Nov 5, 2026, 2:30 PM UTC');
    expect(formatDateTime(moment, 'zh')).toBe('2026年11月5日 14:30 UTC');
    expect(formatDateTime(moment, 'ja')).toBe('2026/11/05 14:30 UTC');
    expect(formatDateTime(moment, 'pt_BR')).toBe('5 de nov. de 2026, 14:30 UTC');
    expect(formatDateTime(moment, 'es')).toBe('5 nov 2026, 14:30 UTC');
  });

  it('writes nothing for no moment or one that cannot be read', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('writes a day in each of the five languages', () => {
    const day = '2026-03-05T12:00:00.000Z';
    expect(formatLongDate(day, 'en')).toBe('March 05, 2026');
    expect(formatLongDate(day, 'zh')).toBe('2026年3月5日');
    expect(formatLongDate(day, 'ja')).toBe('2026年3月5日');
    expect(formatLongDate(day, 'pt')).toBe('5 de março de 2026');
    expect(formatLongDate(day, 'es')).toBe('5 de marzo de 2026');
  });

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

  it('answers an empty text for no date or an unreadable one', () => {
    expect(formatLongDate(null, 'en')).toBe('');
    expect(formatLongDate('', 'en')).toBe('');
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});

describe('date fields', () => {
  it('orders the parts as each language writes them', () => {
    expect(datePartOrder('en')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('ja')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('zh')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('pt')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('es')).toEqual(['day', 'month', 'year']);
  });

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
