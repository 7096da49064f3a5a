import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 30-second steps, 6 digits. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after are accepted too, for clocks a little apart (RFC 6238 §5.2). */
const WINDOW = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 bits, as RFC 4226 recommends for HMAC-SHA-1, in base32 as apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / STEP_SECONDS);
}

/** The code of one step (RFC 4226 HOTP with the step as counter), zero-padded. */
export function totpCodeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The step whose code `code` is, within the window around `timeMs`, and newer than `lastUsedStep` (an
 * older or the same step is a replay); null when none. Every step of the window is compared, in constant time.
 */
export function matchingStep(secret: string, code: string, timeMs: number, lastUsedStep: number): number | null {
  const now = stepAt(timeMs);
  const given = Buffer.from(code.padEnd(DIGITS, ' ').slice(0, DIGITS));
  let found: number | null = null;
  for (let step = now - WINDOW; step <= now + WINDOW; step += 1) {
    const isMatch = timingSafeEqual(given, Buffer.from(totpCodeAt(secret, step)));
    if (isMatch && step > lastUsedStep && found === null) found = step;
  }
  return found;
}

/** The otpauth URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUriOf(secret: string, issuer: string, accountName: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
