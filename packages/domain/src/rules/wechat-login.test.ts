import { describe, expect, it } from 'vitest';
import { nextWeChatPollStep, WECHAT_POLL_SCHEDULE } from './wechat-login.ts';

describe('the WeChat polling schedule', () => {
  it('polls every 2 seconds, at most 30 times', () => {
    expect(WECHAT_POLL_SCHEDULE).toEqual({ intervalMs: 2000, limit: 30 });
  });

  it('keeps waiting while the code is pending or scanned, and gives up after the 30th answer', () => {
    expect(nextWeChatPollStep(1, 'pending', false)).toBe('wait');
    expect(nextWeChatPollStep(29, 'scanned', false)).toBe('wait');
    expect(nextWeChatPollStep(30, 'pending', false)).toBe('give-up');
  });

  it('stops at once on an error or a decided code', () => {
    expect(nextWeChatPollStep(3, 'pending', true)).toBe('done');
    expect(nextWeChatPollStep(3, 'consumed', false)).toBe('done');
    expect(nextWeChatPollStep(3, 'refused', false)).toBe('done');
  });
});
