import { describe, expect, it } from 'vitest';
import { currentMessage, showMessage } from './global-message.ts';

describe('the global message', () => {
  it('holds one message at a time: a new one replaces the old', () => {
    showMessage({ kind: 'success', message: 'save-currency-success' });
    showMessage({ kind: 'error', message: 'generic-touchup-error' });
    expect(currentMessage()).toEqual({ kind: 'error', message: 'generic-touchup-error' });
    showMessage(null);
    expect(currentMessage()).toBeNull();
  });
});
