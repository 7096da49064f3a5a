import { describe, expect, it } from 'vitest';
import { greetingNameOf, isFirstVisit, personNameOf } from './names.ts';

describe('names', () => {
  const han = { firstName: '伟', lastName: '李' };
  const romanized = { firstName: 'Wei', lastName: 'Li' };

  it('writes the family name first in Chinese and Japanese, the given name first elsewhere', () => {
    expect(personNameOf(han, 'zh')).toBe('李伟');
    expect(personNameOf(han, 'ja_JP')).toBe('李 伟');
    expect(personNameOf(romanized, 'cn')).toBe('Li Wei');
    expect(personNameOf(romanized, 'en')).toBe('Wei Li');
    expect(personNameOf(romanized, 'pt')).toBe('Wei Li');
    expect(personNameOf({ firstName: ' Ada ', lastName: '' }, 'zh')).toBe('Ada');
  });

  it('writes a name in Latin script given name first in Japanese, as its owner writes it', () => {
    const western = { firstName: 'Alice', lastName: 'Walker' };
    expect(personNameOf(western, 'ja')).toBe('Alice Walker');
    expect(greetingNameOf(western, 'ja')).toBe('Alice Walker');
    expect(personNameOf({ firstName: '太郎', lastName: '山田' }, 'jp')).toBe('山田 太郎');
    expect(personNameOf(western, 'zh')).toBe('Walker Alice');
  });

  it('greets by the given name in English, by the full name family-first in Chinese and Japanese', () => {
    expect(greetingNameOf(romanized, 'en')).toBe('Wei');
    expect(greetingNameOf(han, 'zh')).toBe('李伟');
    expect(greetingNameOf(han, 'ja')).toBe('李 伟');
    expect(greetingNameOf({ firstName: '', lastName: 'Li' }, 'es')).toBe('Li');
  });

  it('counts the first hour of an account as its first visit', () => {
    const now = new Date('2026-03-05T12:00:00Z');
    expect(isFirstVisit('2026-03-05T11:30:00Z', now)).toBe(true);
    expect(isFirstVisit('2026-03-05T10:30:00Z', now)).toBe(false);
    expect(isFirstVisit('not a date', now)).toBe(false);
  });
});
