import { describe, expect, it } from 'vitest';
import { cardBrandOf, isLuhnValid } from './sandbox-gateway.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = 'a-secret-of-sixteen-characters';
const body = JSON.stringify({ id: 'evt_1', type: 'payment.approved' });

describe('sandbox webhook signature', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('accepts its own signature within the tolerance', () => {
    const header = signWebhook(SECRET, body, new Date(now.getTime() - 299_000));
    expect(verifyWebhookSignature({ secret: SECRET, header, body, toleranceSeconds: 300, now })).toBe(true);
  });

  it('refuses a timestamp older than the tolerance', () => {
    const header = signWebhook(SECRET, body, new Date(now.getTime() - 301_000));
    expect(verifyWebhookSignature({ secret: SECRET, header, body, toleranceSeconds: 300, now })).toBe(false);
  });

  it('refuses another secret, a changed body and a malformed header', () => {
    const header = signWebhook(SECRET, body, now);
    expect(verifyWebhookSignature({ secret: `${SECRET}x`, header, body, toleranceSeconds: 300, now })).toBe(false);
    expect(verifyWebhookSignature({ secret: SECRET, header, body: `${body} `, toleranceSeconds: 300, now })).toBe(false);
    expect(verifyWebhookSignature({ secret: SECRET, header: 't=abc,v1=00', body, toleranceSeconds: 300, now })).toBe(false);
    expect(verifyWebhookSignature({ secret: SECRET, header: undefined, body, toleranceSeconds: 300, now })).toBe(false);
  });
});

describe('sandbox card numbers', () => {
  it('checks the Luhn digit of the test cards', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4000111111111115')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
  });

  it('names the card brand from the number', () => {
    expect(cardBrandOf('4111111111111111')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('MasterCard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
  });
});
