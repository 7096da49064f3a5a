import { createHmac, timingSafeEqual } from 'node:crypto';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the header the sandbox provider sends. */
export function signWebhook(secret: string, body: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacOf(secret, `${t}.${body}`)}`;
}

/** True when the signature matches the body and its timestamp is within the tolerance (either side). */
export function verifyWebhookSignature(input: {
  secret: string;
  header: string | undefined;
  body: string;
  toleranceSeconds: number;
  now?: Date;
}): boolean {
  if (!input.header || input.header.length > 500) return false;
  const parts = new Map(
    input.header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const age = Math.floor((input.now ?? new Date()).getTime() / 1000) - Number(t);
  if (Math.abs(age) > input.toleranceSeconds) return false;
  const expected = Buffer.from(hmacOf(input.secret, `${t}.${input.body}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

function hmacOf(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
