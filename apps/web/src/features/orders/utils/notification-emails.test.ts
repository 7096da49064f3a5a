import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { saveNotificationsThenLeave } from './notification-emails.ts';

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    deps: (save: () => Promise<unknown>) => ({
      save,
      confirm: (message: string) => calls.push(`confirm ${message}`),
      navigate: (to: string) => calls.push(`navigate ${to}`),
    }),
  };
}

describe('the notification form', () => {
  it("confirms and sends the researcher to '/' once the addresses are saved", async () => {
    const saved: string[][] = [];
    const { calls, deps } = recorder();
    const result = await saveNotificationsThenLeave(['a@example.org'], 'jp', {
      ...deps(() => Promise.resolve()),
      save: async (emails) => {
        saved.push(emails);
      },
    });
    expect(result).toBeUndefined();
    expect(saved).toEqual([['a@example.org']]);
    expect(calls).toEqual(['confirm notification-emails-saved', 'navigate /jp']);
  });

  it('stays on the order with the error when the save is refused or fails', async () => {
    const refused = recorder();
    const failure = new ApiError(400, 'invalid-input', { emails: 'email-invalid' });
    expect(
      await saveNotificationsThenLeave(
        ['x'],
        'en',
        refused.deps(() => Promise.reject(failure)),
      ),
    ).toBe('email-invalid');
    expect(refused.calls).toEqual([]);
    const broken = recorder();
    expect(
      await saveNotificationsThenLeave(
        ['x'],
        'en',
        broken.deps(() => Promise.reject(new Error('boom'))),
      ),
    ).toBe('generic error message');
    expect(broken.calls).toEqual([]);
  });
});
