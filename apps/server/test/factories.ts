import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { TAddressRequest, TRegisterRequest } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { TApp } from '../src/app.ts';
import type { Db } from '../src/platform/db.ts';
import { users } from '../src/schema/account.ts';
import { emails } from '../src/schema/platform.ts';
import { ANN_ARBOR_ADDRESS } from '../src/seed/demo-address.ts';
import { COUNTRIES } from '../src/seed/reference-data.ts';
import { inject, login } from './http.ts';
import { enrolTotp } from './two-factor.ts';

export const TEST_PASSWORD = 'correct-horse-42';

/** The seeded id of a country, by ISO code. */
export function countryIdOf(iso: string): number {
  const country = COUNTRIES.find((c) => c.iso === iso);
  if (!country) throw new Error(`no seeded country ${iso}`);
  return country.id;
}

/** A researcher in China, paying in yuan (their page language `language`): fapiao and Alipay apply to them. */
export function inChina(language = 'zh_CN') {
  return { countryId: countryIdOf('CN'), currencyIso: 'CNY', localization: 'cn', language };
}

let sequence = 0;

export function uniqueEmail(prefix = 'researcher'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(4).toString('hex')}@example.test`;
}

let defaultHash: Promise<string> | undefined;

/** argon2 is slow on purpose; the known password is hashed once per test file. */
function passwordHashOf(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hash(password);
  defaultHash ??= hash(TEST_PASSWORD);
  return defaultHash;
}

export type TUserOverrides = Partial<typeof users.$inferInsert> & { password?: string };
export type TTestUser = typeof users.$inferSelect & { password: string };

/** A researcher in the United States paying in USD, with a local password (TEST_PASSWORD unless given). */
export async function createUser(db: Db, overrides: TUserOverrides = {}): Promise<TTestUser> {
  const { password = TEST_PASSWORD, ...columns } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      email: uniqueEmail(columns.role === 'staff' ? 'staff' : 'researcher'),
      passwordHash: await passwordHashOf(password),
      firstName: 'Ada',
      lastName: 'Lovelace',
      countryId: countryIdOf('US'),
      currencyIso: 'USD',
      language: 'en_US',
      localization: 'us',
      agreedToTosAt: new Date(),
      referralCode: `T${randomBytes(6).toString('hex').toUpperCase()}`,
      ...columns,
    })
    .returning();
  if (!row) throw new Error('user not stored');
  return { ...row, password };
}

/**
 * A user and a session token for them, obtained through the login call. Staff also set up an authenticator
 * app (`totpSecret`), as the portal asks before any staff route: their session has passed the second factor.
 */
export async function createSignedInUser(app: TApp, db: Db, overrides: TUserOverrides = {}) {
  const user = await createUser(db, overrides);
  const session = await login(app, user.email, user.password);
  if (user.role !== 'staff') return { user, session, totpSecret: null };
  return { user, session, totpSecret: (await enrolTotp(app, session)).secret };
}

export function registrationPayload(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  return {
    email: uniqueEmail('registrant'),
    password: TEST_PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
    country: countryIdOf('US'),
    currency: 'USD',
    language: 'en_US',
    optinToMarketing: false,
    agreeToTOS: true,
    ...overrides,
  };
}

/** A complete billing address in Michigan that the saved-address rules accept. */
export function addressPayload(overrides: Partial<TAddressRequest> = {}): TAddressRequest {
  return {
    label: 'billing',
    name: 'Ada Lovelace',
    phone: '+1 734 764 1817',
    ...ANN_ARBOR_ADDRESS,
    address2: '',
    country: countryIdOf('US'),
    ...overrides,
  };
}

/** The e-mails stored for an address, oldest first. */
export async function emailsTo(db: Db, to: string) {
  return db.select().from(emails).where(eq(emails.to, to)).orderBy(emails.id);
}

/** Closes the account as the account page does (the details update with active=false). */
export function closeAccount(
  app: TApp,
  user: Pick<TTestUser, 'identity' | 'firstName' | 'lastName' | 'countryId'>,
  session: string,
) {
  return inject(app, {
    method: 'PUT',
    url: `/api/account/${user.identity}/update-details`,
    session,
    body: {
      firstName: user.firstName,
      lastName: user.lastName,
      countryId: user.countryId,
      currencyIso: 'USD',
      language: 'en_US',
      optinToMarketing: false,
      active: false,
    },
  });
}
