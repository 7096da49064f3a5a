import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('writes whole kilobytes below a megabyte, never less than one', () => {
    expect(formatFileSize(840 * 1024 + 300, 'en')).toBe('840 kB');
    expect(formatFileSize(12, 'en')).toBe('1 kB');
  });

  it('writes megabytes with one decimal in the page language', () => {
    expect(formatFileSize(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'pt')).toBe('2,4 MB');
  });
});
