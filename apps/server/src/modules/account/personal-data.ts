import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TArchivePart, type TPersonalDataPart } from '../../platform/personal-data.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { addresses } from '../../schema/account.ts';
import { emails } from '../../schema/platform.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { findExportsOfUser, patchExport } from '../data-rights/index.ts';

/**
 * The account's own part of the personal-data map: the profile, saved addresses, the e-mails sent and the
 * data exports. The user row itself is anonymised by closeAccount (data-rights/account-closure.ts), last.
 */

type TCatalogue = Pick<TCatalogueService, 'findCountry' | 'findGroupById'>;

async function profileOf(db: DbOrTx, catalogue: TCatalogue, user: TUserRow) {
  const [country, group] = await Promise.all([
    catalogue.findCountry(user.countryId),
    user.preferredGroupId ? catalogue.findGroupById(db, user.preferredGroupId) : undefined,
  ]);
  return {
    identity: user.identity,
    email: user.email,
    secondaryEmail: user.secondaryEmail,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    institution: user.institution,
    workplace: user.workplace,
    phoneNumber: user.phoneNumber,
    orcid: user.orcid,
    foundUs: user.foundUs,
    country: country?.iso ?? null,
    currency: user.currencyIso,
    language: user.language,
    localization: user.localization,
    marketingEmails: user.optinToMarketing,
    agreedToTermsAt: user.agreedToTosAt,
    preferredGroup: group?.code ?? null,
    referralCode: user.referralCode,
    totalRewardPoints: user.totalRewardPoints,
    customerSince: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export function accountForExport(catalogue: TCatalogue) {
  return async (db: DbOrTx, user: TUserRow): Promise<TArchivePart> => {
    const [profile, addressRows, emailRows] = await Promise.all([
      profileOf(db, catalogue, user),
      db
        .select({
          label: addresses.label,
          name: addresses.name,
          organization: addresses.organization,
          address1: addresses.address1,
          address2: addresses.address2,
          city: addresses.city,
          state: addresses.state,
          zip: addresses.zip,
          countryId: addresses.countryId,
          phone: addresses.phone,
          createdAt: addresses.createdAt,
          updatedAt: addresses.updatedAt,
        })
        .from(addresses)
        .where(eq(addresses.userId, user.id))
        .orderBy(asc(addresses.id)),
      db
        .select({ subject: emails.subject, status: emails.status, createdAt: emails.createdAt, sentAt: emails.sentAt })
        .from(emails)
        .where(eq(emails.to, user.email))
        .orderBy(asc(emails.id)),
    ]);
    return {
      documents: [
        { path: 'profile.json', content: profile },
        { path: 'addresses.json', content: addressRows },
        { path: 'emails.json', content: emailRows },
      ],
    };
  };
}

/** Addresses and e-mails go; unfinished data exports are cancelled and built archives deleted (their names answered). */
export async function eraseAccountData(tx: DbOrTx, user: TUserRow): Promise<string[]> {
  const storedNames: string[] = [];
  for (const dataExport of await findExportsOfUser(tx, user.id)) {
    if (dataExport.payload.storedName) storedNames.push(dataExport.payload.storedName);
    await patchExport(tx, dataExport.id, { isCancelled: true, storedName: null });
  }
  await tx.delete(addresses).where(eq(addresses.userId, user.id));
  await tx.delete(emails).where(eq(emails.to, user.email));
  return storedNames;
}

/** The account's part of the personal-data map; the profile in the archive names its country and group. */
export function accountPersonalData(catalogue: TCatalogue): TPersonalDataPart {
  return {
    owner: 'account',
    tables: {
      users: personalDataEntry(
        'the profile: e-mail, names, institution, phone numbers, ORCID, password hash, preferences',
        { file: 'profile.json (no password hash)' },
        {
          erased:
            'anonymised: personal fields emptied, the e-mail freed as closed-{identity}@closed.invalid; the row stays for the invoices',
        },
      ),
      addresses: personalDataEntry('saved billing and invoice addresses', { file: 'addresses.json' }, { erased: 'deleted' }),
      read_versions: personalDataEntry(
        'a version counter per user for the read cache',
        { leftOut: 'a cache counter, nothing about the person' },
        { noPersonalData: 'a number per user id' },
      ),
      emails: personalDataEntry(
        'every e-mail sent: address, subject and body',
        { file: 'emails.json (subject, status and dates)' },
        { erased: 'deleted (by the address)' },
      ),
    },
    exportOf: accountForExport(catalogue),
    erase: eraseAccountData,
  };
}
