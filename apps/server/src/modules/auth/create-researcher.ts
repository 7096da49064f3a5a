import { randomBytes } from 'node:crypto';
import { LOCALE_TO_SEGMENT, MESSAGE, registrationCurrencies, type TLocale } from '@portal/domain';
import type { TConfig } from '../../config.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { composeEmail, queueEmail } from '../../platform/mail.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { takeThrottleSlots } from '../../platform/throttle.ts';
import { users } from '../../schema/account.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { attachReferrer } from '../referrals/index.ts';

/** A researcher's own code for share links: 8 upper-case letters and digits. */
function newReferralCode(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').toUpperCase();
}

/** The portal's account e-mails: greeting by name, paragraphs, one action link, signature (the common layout). */
export function accountEmailLayout(
  locale: TLocale,
  name: string,
  paragraphs: string[],
  action: { label: string; url: string },
): { text: string; html: string } {
  const { text, html } = composeEmail(locale, '', '', {
    greeting: translate(locale, 'email-greeting', { name }),
    paragraphs,
    action,
  });
  return { text, html };
}

/**
 * The country and currency a registration names, checked against the catalogue (the currency must be one
 * the country may register with); refused with the field's message otherwise.
 */
export async function registrationPlace(catalogue: TCatalogueService, countryId: number, currencyIso: string) {
  const country = await catalogue.findCountry(countryId);
  if (!country) throw AppError.invalid({ country: MESSAGE.countryRequired });
  const { currencies } = await catalogue.catalogue();
  const currency = registrationCurrencies(currencies, country.iso).find((c) => c.isoCode === currencyIso.toUpperCase());
  if (!currency) throw AppError.invalid({ currency: MESSAGE.currencyRequired });
  return { country, currency };
}

/** Registrations from one address: 10 an hour, password and social alike (one bucket). */
const REGISTER_ADDRESS_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

/** Takes a registration slot for the address, or refuses with 429 when its hour is spent. */
export async function takeRegistrationSlot(db: DbOrTx, ip: string): Promise<void> {
  if (!(await takeThrottleSlots(db, [{ key: `register:address:${ip}`, ...REGISTER_ADDRESS_LIMIT }]))) {
    throw new AppError(429, MESSAGE.tooManyRequests);
  }
}

/** What a new account is made of; the rest (identity, referral code, dates) the portal sets. */
export type TNewResearcher = Omit<
  typeof users.$inferInsert,
  'id' | 'identity' | 'referralCode' | 'agreedToTosAt' | 'createdAt' | 'updatedAt' | 'language'
> & { language: TLocale };

/**
 * Creates a researcher's account in the caller's transaction, whichever way they registered (password,
 * OpenID Connect): a fresh referral code, the referrer of the share link they came through (if any), and the
 * welcome e-mail in their language. Answers null when the address was taken meanwhile (the unique index
 * decides between two registrations racing for it).
 */
export async function createResearcher(
  tx: DbOrTx,
  config: TConfig,
  values: TNewResearcher,
  referralCode: string | null | undefined,
): Promise<TUserRow | null> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, agreedToTosAt: new Date(), referralCode: newReferralCode() })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await attachReferrer(tx, row.id, referralCode);
  const language = values.language;
  await queueEmail(tx, {
    to: row.email,
    subject: translate(language, 'email-welcome-subject'),
    ...accountEmailLayout(language, row.firstName, [translate(language, 'email-welcome-body')], {
      label: translate(language, 'email-welcome-action'),
      url: `${config.publicUrl}/${LOCALE_TO_SEGMENT[language]}/researcher`,
    }),
  });
  return row;
}
