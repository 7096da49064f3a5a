import { describe, expect, it } from 'vitest';
import { isAwaitingFirstReads } from './first-reads.ts';

const pending = { isPending: true, isError: false };
const loaded = { isPending: false, isError: false };
const failed = { isPending: true, isError: true };

describe('a page waiting for its first reads', () => {
  it('waits while any read has neither data nor an error', () => {
    expect(isAwaitingFirstReads(loaded, pending, loaded)).toBe(true);
  });

  it('shows itself once every read has answered, with data or with an error', () => {
    expect(isAwaitingFirstReads(loaded, loaded)).toBe(false);
    expect(isAwaitingFirstReads(loaded, failed)).toBe(false);
  });
});
