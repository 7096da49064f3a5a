import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServicePrice } from './service-price.tsx';

const usd = { sign: '$', numDecimals: 2 };
const render = (props: Parameters<typeof ServicePrice>[0]) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ServicePrice, props)));

describe('an additional service’s price', () => {
  it('offers a quote link instead of a price for a service that requires a quote (book editing)', () => {
    expect(render({ requiresQuote: true, price: null, currency: usd, quoteHref: '/en/support' })).toBe(
      '<a href="/en/support" data-discover="true">order-form-request-quote</a>',
    );
  });

  it('shows the price of any other service, and nothing without one', () => {
    expect(render({ requiresQuote: false, price: 4900, currency: usd, quoteHref: '/en/support' })).toBe('$49.00');
    expect(render({ requiresQuote: false, price: null, currency: usd, quoteHref: '/en/support' })).toBe('');
  });
});
