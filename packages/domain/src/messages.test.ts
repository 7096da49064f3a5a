import { describe, expect, it } from 'vitest';
import { parseMessage, withParams } from './messages.ts';

describe('message keys with parameters', () => {
  it('writes parameters after the key as a query string', () => {
    expect(withParams('password-too-short', { min: 8, max: 128 })).toBe('password-too-short?min=8&max=128');
  });

  it('leaves a key without parameters as it is', () => {
    expect(withParams('address-required', {})).toBe('address-required');
    expect(parseMessage('address-required')).toEqual({ key: 'address-required', params: {} });
  });

  it('reads back what it wrote, even values holding & = ? and spaces', () => {
    const params = { price: 'R$ 1.234,50', note: 'a&b=c?d' };
    expect(parseMessage(withParams('prepay-minimum', params))).toEqual({ key: 'prepay-minimum', params });
  });

  it('gives parameters as strings', () => {
    expect(parseMessage(withParams('field-too-long', { max: 50 }))).toEqual({ key: 'field-too-long', params: { max: '50' } });
  });
});
