import { stepAt, totpCodeAt } from '../modules/two-factor/index.ts';
import { DEMO_STAFF_TOTP_SECRET } from '../seed/two-factor-seed.ts';

/**
 * `npm run demo-code`: the current authenticator-app code of support@demo.test (development demo data only),
 * or of the base32 secret given as the first argument.
 */
const secret = process.argv[2] ?? DEMO_STAFF_TOTP_SECRET;
const now = Date.now();
const secondsLeft = 30 - (Math.floor(now / 1000) % 30);
process.stdout.write(
  `${totpCodeAt(secret, stepAt(now))}  (valid ${secondsLeft} s more; the next one: ${totpCodeAt(secret, stepAt(now) + 1)})\n`,
);
