import type { TAvailableDigitalPurchase, TDigitalPurchase } from '@portal/domain/api/digital-purchases';
import { digitalProductPrice, digitalProductsOf } from '@portal/domain/rules/digital-products';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { isLiveSession, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { hasUploadedOf } from '../digital-documents/index.ts';

/** A purchase as the load reads return it (one JSON object per row, snake-free keys). */
export type TPurchaseJson = {
  identity: string;
  type: 'editing' | 'translation';
  source: 'purchase' | 'trial' | 'group';
  status: 'pending' | 'active' | 'cancelled';
  product: string;
  label: string;
  numberOfUses: number | null;
  usesRemaining: number | null;
  allowedLanguages: string[];
  wordLimit: number | null;
  price: number;
  fullPrice: number;
  currencyIso: string | null;
  startsAt: string | null;
  endsAt: string | null;
  receiptCode: string | null;
  paymentId: number | null;
};

/** How many of a researcher's purchases of one type the pages list, newest first. */
const PURCHASES_LISTED = 50;

/** The researcher's purchases of a type (not cancelled ones) as one JSON array, correlated on users.id. */
function purchasesJsonOf(type: 'editing' | 'translation') {
  return sql<TPurchaseJson[]>`coalesce((
    select json_agg(p order by p.created_at desc) from (
      select dp.identity, dp.type, dp.source, dp.status, dp.product, dp.label,
        dp.number_of_uses as "numberOfUses", dp.uses_remaining as "usesRemaining",
        dp.allowed_languages as "allowedLanguages", dp.word_limit as "wordLimit", dp.price,
        dp.full_price as "fullPrice", dp.currency_iso as "currencyIso", dp.starts_at as "startsAt",
        dp.ends_at as "endsAt", pay.receipt_code as "receiptCode", pay.id as "paymentId", dp.created_at
      from digital_purchases dp left join payments pay on pay.id = dp.payment_id
      where dp.user_id = ${users.id} and dp.type = ${type} and dp.status <> 'cancelled'
      order by dp.created_at desc
      limit ${PURCHASES_LISTED}
    ) p), '[]'::json)`;
}

/** Whether the researcher's preferred group is active and gives digital editing. */
const groupGivesEditing = sql<boolean>`coalesce((
  select g.gives_digital_editing and g.is_active from preferred_groups g where g.id = ${users.preferredGroupId}), false)`;

/** GET /api/digital-edit/load's read: session, user, editing purchases, uploads and group in one statement. */
export function prepareEditLoadRead(db: Db) {
  return selectWithSession(db, {
    purchases: purchasesJsonOf('editing'),
    hasUploadedDigitalEdit: hasUploadedOf('edit'),
    groupGivesEditing,
  })
    .where(isLiveSession)
    .prepare('digital_edit_load');
}

/** GET /api/digital-order/load's read: session, user, translation packages and uploads in one statement. */
export function prepareOrderLoadRead(db: Db) {
  return selectWithSession(db, {
    purchases: purchasesJsonOf('translation'),
    hasUploadedDigitalEdit: hasUploadedOf('edit'),
    hasUploadedDigitalTranslation: hasUploadedOf('translation'),
  })
    .where(isLiveSession)
    .prepare('digital_order_load');
}

/** Active now: paid (or trial / group), not past its end. */
export function isValidPurchase(row: Pick<TPurchaseJson, 'status' | 'endsAt'>, now: Date): boolean {
  return row.status === 'active' && (row.endsAt === null || new Date(row.endsAt).getTime() > now.getTime());
}

const isoOf = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function purchaseViewOf(row: TPurchaseJson, now: Date): TDigitalPurchase {
  const valid = isValidPurchase(row, now);
  return {
    identity: row.identity,
    type: row.type,
    valid,
    endsAt: isoOf(row.endsAt),
    allowedLanguages: row.allowedLanguages,
    numberOfUsesRemaining: row.usesRemaining,
    numberOfUsesAvailable: row.type === 'translation' ? (valid ? (row.usesRemaining ?? 0) : 0) : null,
    price: row.price,
    fullPrice: row.fullPrice,
    currencyIso: row.currencyIso,
    label: row.label,
    source: row.source,
    status: row.status,
    product: row.product,
    wordLimit: row.wordLimit,
    startsAt: isoOf(row.startsAt),
    receiptCode: row.receiptCode,
    paymentId: row.paymentId,
  };
}

/** The products of a type offered for sale, priced in a currency (the discounted price and the full one). */
export function availablePurchasesOf(
  type: 'editing' | 'translation',
  currency: { isoCode: string; numDecimals: number; exchangeRate: string },
): TAvailableDigitalPurchase[] {
  return digitalProductsOf(type).map((product) => ({
    identity: product.id,
    type,
    name: product.id,
    ...digitalProductPrice(product, currency),
    currencyIso: currency.isoCode,
    numberOfUsesAvailable: product.numberOfUses,
    wordLimit: product.wordLimit,
  }));
}
