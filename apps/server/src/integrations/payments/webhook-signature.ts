import { createHmac, timingSafeEqual } from 'node:crypto';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the header the sandbox provider sends. */
export function signWebhook(secret: string, body: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacOf(secret, `${t}.${body}`)}`;
}

/**
 * Why a webhook is refused: no or an unreadable signature header, a signature that does not match the body
 * (forged, or signed with another secret), or a timestamp outside the tolerance (a replay of an old delivery).
 */
export type TWebhookRefusal = 'unsigned' | 'signature-mismatch' | 'stale-timestamp' | 'malformed-event';

/**
 * Checks the signature first and then its timestamp (signed with the body, so it cannot be moved), within the
 * tolerance either side; null when the webhook may be read.
 */
export function checkWebhookSignature(input: {
  secret: string;
  header: string | undefined;
  body: string;
  toleranceSeconds: number;
  now?: Date;
}): TWebhookRefusal | null {
  if (!input.header || input.header.length > 500) return 'unsigned';
  const parts = new Map(
    input.header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return 'unsigned';
  const expected = Buffer.from(hmacOf(input.secret, `${t}.${input.body}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'signature-mismatch';
  const age = Math.floor((input.now ?? new Date()).getTime() / 1000) - Number(t);
  return Math.abs(age) > input.toleranceSeconds ? 'stale-timestamp' : null;
}

function hmacOf(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
