import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { TStorage } from '../integrations/storage/storage.ts';
import { grantDigitalPurchase } from '../modules/digital-purchases/index.ts';
import type { Db } from '../platform/db.ts';
import { addresses, users } from '../schema/account.ts';
import { countries, currencies, localizations, preferredGroups, states } from '../schema/catalogue.ts';
import { seedCheckoutDemo } from './checkout-seed.ts';
import { ANN_ARBOR_ADDRESS } from './demo-address.ts';
import { seedDigitalEditingDemo } from './digital-editing-seed.ts';
import { seedFapiaoDemo } from './fapiao-seed.ts';
import { seedFulfilmentDemo } from './fulfilment-seed.ts';
import { seedOrderFormCatalogue } from './order-form-seed.ts';
import { COUNTRIES, CURRENCIES, LOCALIZATIONS, PREFERRED_GROUPS, STATES } from './reference-data.ts';
import { seedWeChatDemo } from './wechat-seed.ts';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Reference data: inserted or brought up to date at every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const l of LOCALIZATIONS) {
      await tx
        .insert(localizations)
        .values(l)
        .onConflictDoUpdate({ target: localizations.identity, set: { ...l } });
    }
    for (const c of CURRENCIES) {
      await tx
        .insert(currencies)
        .values(c)
        .onConflictDoUpdate({ target: currencies.isoCode, set: { ...c } });
    }
    for (const c of COUNTRIES) {
      const row = { id: c.id, iso: c.iso, name: c.name, localization: c.localization, defaultCurrency: c.currency };
      await tx.insert(countries).values(row).onConflictDoUpdate({ target: countries.id, set: row });
      for (const s of STATES[c.iso] ?? []) {
        await tx
          .insert(states)
          .values({ countryId: c.id, code: s.code, name: s.name })
          .onConflictDoUpdate({ target: [states.countryId, states.code], set: { name: s.name } });
      }
    }
    for (const g of PREFERRED_GROUPS) {
      await tx
        .insert(preferredGroups)
        .values(g)
        .onConflictDoUpdate({ target: preferredGroups.code, set: { ...g } });
    }
    await seedOrderFormCatalogue(tx);
  });
}

type TDemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  countryId: number;
  currencyIso: string;
  language: string;
  localization: string;
  role?: 'researcher' | 'staff';
  institution?: string;
  wfoeInMigratingGroup?: boolean;
  preferredGroupCode?: string;
};

export const DEMO_USERS: TDemoUser[] = [
  {
    email: 'alice@demo.test',
    firstName: 'Alice',
    lastName: 'Walker',
    countryId: 45,
    currencyIso: 'USD',
    language: 'en_US',
    localization: 'us',
    institution: 'University of Michigan',
    preferredGroupCode: 'UNIV10',
  },
  {
    email: 'li.wei@demo.test',
    firstName: 'Wei',
    lastName: 'Li',
    countryId: 7,
    currencyIso: 'CNY',
    language: 'zh_CN',
    localization: 'cn',
    institution: 'Peking University',
  },
  {
    email: 'joao@demo.test',
    firstName: 'João',
    lastName: 'Silva',
    countryId: 32,
    currencyIso: 'BRL',
    language: 'pt_BR',
    localization: 'br',
    institution: 'Universidade de São Paulo',
  },
  {
    email: 'chen.min@demo.test',
    firstName: 'Min',
    lastName: 'Chen',
    countryId: 7,
    currencyIso: 'CNY',
    language: 'zh_CN',
    localization: 'cn',
    institution: 'Fudan University',
    wfoeInMigratingGroup: true,
  },
  {
    email: 'support@demo.test',
    firstName: 'Sam',
    lastName: 'Support',
    countryId: 45,
    currencyIso: 'USD',
    language: 'en_US',
    localization: 'us',
    role: 'staff',
  },
];

/** Demo accounts, addresses and orders: added once, never overwritten. The edited files go to `storage`. */
export async function seedDemoData(db: Db, storage: TStorage): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      const [group] = demo.preferredGroupCode
        ? await tx
            .select({ id: preferredGroups.id })
            .from(preferredGroups)
            .where(sql`${preferredGroups.code} = ${demo.preferredGroupCode}`)
        : [];
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          passwordHash,
          role: demo.role ?? 'researcher',
          firstName: demo.firstName,
          lastName: demo.lastName,
          countryId: demo.countryId,
          currencyIso: demo.currencyIso,
          language: demo.language,
          localization: demo.localization,
          institution: demo.institution ?? null,
          agreedToTosAt: new Date(),
          referralCode: `DEMO${demo.firstName.toUpperCase().replace(/[^A-Z]/g, '')}`,
          wfoeInMigratingGroup: demo.wfoeInMigratingGroup ?? false,
          preferredGroupId: group?.id ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!user) continue;
      if (demo.email === 'alice@demo.test') {
        await tx.insert(addresses).values([
          {
            userId: user.id,
            label: 'billing',
            name: 'Alice Walker',
            ...ANN_ARBOR_ADDRESS,
            countryId: 45,
            phone: '+1 734 764 1817',
          },
          {
            userId: user.id,
            label: 'invoice',
            name: 'Accounts Payable',
            organization: 'UM Department of Chemistry',
            address1: '930 N University Ave',
            city: 'Ann Arbor',
            state: 'MI',
            zip: '48109',
            countryId: 45,
            phone: '+1 734 764 7314',
          },
        ]);
        // Digital translation can be tried at once: a package of 5 uses, Spanish and Portuguese.
        await grantDigitalPurchase(tx, {
          userId: user.id,
          type: 'translation',
          uses: 5,
          languages: ['spanish-to-english', 'portuguese-to-english'],
        });
      }
      if (demo.email === 'joao@demo.test') {
        await tx.insert(addresses).values({
          userId: user.id,
          label: 'billing',
          name: 'João Silva',
          organization: 'Universidade de São Paulo',
          address1: 'Rua da Reitoria, 374',
          city: 'São Paulo',
          state: 'SP',
          zip: '05508-220',
          countryId: 32,
          phone: '+55 11 3091 3116',
        });
      }
    }
  });
  await seedCheckoutDemo(db);
  await seedFulfilmentDemo(db, storage);
  await seedDigitalEditingDemo(db, storage);
  await seedFapiaoDemo(db);
  await seedWeChatDemo(db);
}
