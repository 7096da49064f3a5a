import { sql } from 'drizzle-orm';
import type { TSecretBox } from '../modules/two-factor/index.ts';
import { hasSecondFactor } from '../modules/two-factor/index.ts';
import type { Db } from '../platform/db.ts';
import { users } from '../schema/account.ts';
import { totpFactors } from '../schema/two-factor.ts';

/**
 * The authenticator-app secret of support@demo.test (README: demo accounts). Staff need a second factor
 * before the staff console works; the demo's is known, as its password is, so anyone trying the demo (and
 * the browser journeys) can compute its codes: `npm run demo-code`, or add it to any authenticator app.
 */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOSTAFFTOTPSECRETFORDEVONLY234';

/** With the rest of the demo data, while the demo staff have no second factor (never over one they set up). */
export async function seedTwoFactorDemo(db: Db, box: TSecretBox): Promise<void> {
  const [staff] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = 'support@demo.test'`);
  if (!staff || (await hasSecondFactor(db, staff.id))) return;
  await db
    .insert(totpFactors)
    .values({ userId: staff.id, secretSealed: box.seal(staff.id, DEMO_STAFF_TOTP_SECRET), confirmedAt: new Date() })
    .onConflictDoNothing();
}
