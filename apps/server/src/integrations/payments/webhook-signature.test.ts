import { describe, expect, it } from 'vitest';
import { cardBrandOf, isLuhnValid } from './sandbox-gateway.ts';
import { checkWebhookSignature, signWebhook } from './webhook-signature.ts';

const SECRET = 'a-secret-of-sixteen-characters';
const body = JSON.stringify({ id: 'evt_1', type: 'payment.approved' });

describe('sandbox webhook signature', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  const check = (header: string | undefined, input: { secret?: string; body?: string } = {}) =>
    checkWebhookSignature({ secret: input.secret ?? SECRET, header, body: input.body ?? body, toleranceSeconds: 300, now });

  it('accepts its own signature within the tolerance, either side', () => {
    expect(check(signWebhook(SECRET, body, new Date(now.getTime() - 299_000)))).toBeNull();
    expect(check(signWebhook(SECRET, body, new Date(now.getTime() + 299_000)))).toBeNull();
  });

  it('refuses a timestamp older than the tolerance, and one moved in the header', () => {
    const old = signWebhook(SECRET, body, new Date(now.getTime() - 301_000));
    expect(check(old)).toBe('stale-timestamp');
    const moved = old.replace(/^t=\d+/, `t=${Math.floor(now.getTime() / 1000)}`);
    expect(check(moved)).toBe('signature-mismatch');
  });

  it('refuses another secret, a changed body and a missing or malformed header', () => {
    const header = signWebhook(SECRET, body, now);
    expect(check(header, { secret: `${SECRET}x` })).toBe('signature-mismatch');
    expect(check(header, { body: `${body} ` })).toBe('signature-mismatch');
    expect(check('t=abc,v1=00')).toBe('unsigned');
    expect(check(undefined)).toBe('unsigned');
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
