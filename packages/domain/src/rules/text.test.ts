import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './text.ts';

describe('hasControlCharacter', () => {
  it('finds NUL and the other C0 control characters anywhere in a line', () => {
    for (const value of ['\u0000', 'Ada\u0000', 'a\u0001b', '\u001f', 'tab\there', 'two\nlines', 'cr\r']) {
      expect(hasControlCharacter(value)).toBe(true);
    }
  });

  it('lets multi-line text keep tabs and line breaks, but not NUL', () => {
    expect(hasControlCharacter('first line\r\n\tsecond line', { isMultiLine: true })).toBe(false);
    expect(hasControlCharacter('first line\u0000', { isMultiLine: true })).toBe(true);
    expect(hasControlCharacter('bell\u0007', { isMultiLine: true })).toBe(true);
  });

  it('accepts ordinary text in every script, spaces and emoji', () => {
    for (const value of ['', 'Ada Lovelace', '李 伟', 'ジョアン', 'São Paulo', 'naïve café 🎉', '\u007f\u00a0']) {
      expect(hasControlCharacter(value)).toBe(false);
    }
  });
});
