import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './deadlines.ts';

const none = new Set<string>();
const at = (iso: string) => new Date(`${iso}T15:00:00Z`);
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('business-day deadlines', () => {
  it('counts only weekdays', () => {
    // 2026-11-20 is a Friday
    expect(day(addBusinessDays(at('2026-11-20'), 1, none))).toBe('2026-11-23');
    expect(day(addBusinessDays(at('2026-11-20'), 5, none))).toBe('2026-11-27');
  });

  it('skips holidays', () => {
    const thanksgiving = new Set(['2026-11-26', '2026-11-27']);
    expect(day(addBusinessDays(at('2026-11-24'), 2, thanksgiving))).toBe('2026-11-30');
  });

  it('starts work ordered on a weekend on the next business day', () => {
    expect(day(addBusinessDays(at('2026-11-21'), 2, none))).toBe('2026-11-24');
    expect(day(addBusinessDays(at('2026-11-21'), 0, none))).toBe('2026-11-23');
  });

  it('keeps the time of day', () => {
    expect(addBusinessDays(at('2026-11-23'), 3, none).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('refuses a negative or fractional number of days', () => {
    expect(() => addBusinessDays(at('2026-11-23'), -1, none)).toThrow(RangeError);
    expect(() => addBusinessDays(at('2026-11-23'), 1.5, none)).toThrow(RangeError);
  });

  it('knows weekends and holidays are not business days', () => {
    expect(isBusinessDay(at('2026-11-22'), none)).toBe(false);
    expect(isBusinessDay(at('2026-12-25'), new Set(['2026-12-25']))).toBe(false);
    expect(isBusinessDay(at('2026-12-24'), new Set(['2026-12-25']))).toBe(true);
  });
});
