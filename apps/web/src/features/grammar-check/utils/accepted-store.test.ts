import { describe, expect, it } from 'vitest';
import { ACCEPTED_STORE_KEY, keepAccepted, keptReports } from './accepted-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const tick = (paragraph: number) => ({ paragraph, start: 0, end: 4, suggestion: 0 });

describe('ticked suggestions kept in the browser', () => {
  it('keeps a report’s ticks, newest report first, and removes a report whose ticks are all cleared', () => {
    const storage = memoryStorage();
    keepAccepted(storage, { identity: 'a', name: 'First.docx' }, [tick(1), tick(2)], 1);
    keepAccepted(storage, { identity: 'b', name: 'Second.docx' }, [tick(3)], 2);
    expect(keptReports(storage).map((report) => [report.identity, report.accepted.length])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    keepAccepted(storage, { identity: 'a', name: 'First.docx' }, [], 3);
    expect(keptReports(storage).map((report) => report.identity)).toEqual(['b']);
  });

  it('keeps the twenty newest reports only', () => {
    const storage = memoryStorage();
    for (let n = 0; n < 25; n += 1) keepAccepted(storage, { identity: `r${n}`, name: `${n}.docx` }, [tick(n)], n);
    const kept = keptReports(storage);
    expect(kept).toHaveLength(20);
    expect(kept[0]?.identity).toBe('r24');
    expect(kept.at(-1)?.identity).toBe('r5');
  });

  it('reads unreadable or tampered storage as nothing kept, and survives a storage that refuses to write', () => {
    expect(keptReports(memoryStorage({ [ACCEPTED_STORE_KEY]: '{not json' }))).toEqual([]);
    const tampered = JSON.stringify([
      { identity: 'x', name: 'n', savedAt: 1, accepted: [{ paragraph: -1, start: 0, end: 1, suggestion: 0 }] },
    ]);
    expect(keptReports(memoryStorage({ [ACCEPTED_STORE_KEY]: tampered }))).toEqual([]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepAccepted(full, { identity: 'a', name: 'a.docx' }, [tick(1)])).not.toThrow();
  });
});
