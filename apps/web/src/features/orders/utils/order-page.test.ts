import { describe, expect, it } from 'vitest';
import { orderPageOf } from './order-page.ts';

describe('the order page’s address', () => {
  it('marks an order just placed by its thank-you segment, and no other', () => {
    expect(orderPageOf({ lang: 'en', variant: 'thank-you', returnTo: null }).isThankYou).toBe(true);
    expect(orderPageOf({ lang: 'en', variant: undefined, returnTo: null }).isThankYou).toBe(false);
    expect(orderPageOf({ lang: 'en', variant: 'chatbot', returnTo: null }).isThankYou).toBe(false);
  });

  it('returns to /researcher in the page’s language by default, or where ?return= says within the portal', () => {
    expect(orderPageOf({ lang: 'en', variant: undefined, returnTo: null }).backTo).toBe('/en/researcher');
    expect(orderPageOf({ lang: 'jp', variant: 'thank-you', returnTo: null }).backTo).toBe('/jp/researcher');
    expect(orderPageOf({ lang: 'en', variant: undefined, returnTo: '/en/researcher/index/orders/_/_/_/_/2' }).backTo).toBe(
      '/en/researcher/index/orders/_/_/_/_/2',
    );
    for (const returnTo of ['https://elsewhere.test/', '//elsewhere.test/x', 'javascript:alert(1)', '']) {
      expect(orderPageOf({ lang: 'cn', variant: undefined, returnTo }).backTo).toBe('/cn/researcher');
    }
  });
});
