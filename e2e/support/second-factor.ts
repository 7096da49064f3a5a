export { nextTotpCode } from '../../apps/server/test/fixtures/two-factor/totp-codes.ts';

import { DEMO_STAFF_TOTP_SECRET } from '../../apps/server/src/seed/two-factor-seed.ts';

/** The authenticator-app secrets the journeys know: the demo staff's, seeded with the demo data (README). */
const KNOWN_SECRETS: Record<string, string> = { 'support@demo.test': DEMO_STAFF_TOTP_SECRET };

export function totpSecretOf(email: string): string | undefined {
  return KNOWN_SECRETS[email.toLowerCase()];
}
