import type { DbOrTx } from './db.ts';
import { hasRecentThrottleEvent, recordThrottleEvent } from './throttle.ts';

/** How long a sign-in or a password reset from an address vouches for that account at that address. */
const PROVEN_ADDRESS_MS = 24 * 60 * 60_000;

const provenAddressKey = (email: string, ip: string) => `login:proven:${email.toLowerCase()}:${ip}`;

/** The owner signed in (every step of it) or reset the password from this address. */
export async function recordProvenAddress(db: DbOrTx, email: string, ip: string): Promise<void> {
  await recordThrottleEvent(db, provenAddressKey(email, ip));
}

export async function isProvenAddress(db: DbOrTx, email: string, ip: string): Promise<boolean> {
  return hasRecentThrottleEvent(db, provenAddressKey(email, ip), PROVEN_ADDRESS_MS);
}
