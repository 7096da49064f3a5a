import { LOCALE_TO_CATALOGUE, LOCALES, ORDER_KINDS, reeditDiscountPercent, type TOrderKind } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import type { TCatalogueLanguage } from '../catalogue/index.ts';
import type { TOrderDiscountInput } from './pricing.ts';
import { findParentOrder, type TOrderFormRow } from './repository.ts';

function isOrderKind(value: string | null): value is TOrderKind {
  return ORDER_KINDS.some((kind) => kind === value);
}

/**
 * The re-edit discount of a touch-up's or re-edit's form (docs/decisions.md): on the services the earlier
 * order had, while that order still offers the touch-up or re-edit, so staff withdrawing the offer (or the
 * touch-up being used) prices the form in full again.
 */
export async function reeditDiscountOf(
  db: DbOrTx,
  row: Pick<TOrderFormRow, 'userId' | 'parentOrderExternalId' | 'parentOrderKind'>,
  language: TCatalogueLanguage,
): Promise<{ discount: TOrderDiscountInput; name: string } | null> {
  const kind = isOrderKind(row.parentOrderKind) ? row.parentOrderKind : null;
  const percent = reeditDiscountPercent(kind);
  if (percent === null || row.userId === null || !row.parentOrderExternalId) return null;
  const parent = await findParentOrder(db, row.userId, row.parentOrderExternalId);
  const isOffered = kind === 'touch-up' ? parent?.touchUpAvailable : parent?.reeditAvailable;
  if (!parent || !isOffered) return null;
  const locale = LOCALES.find((l) => LOCALE_TO_CATALOGUE[l] === language) ?? 'en_US';
  return {
    discount: {
      kind: 're-edit',
      code: null,
      isPercentBased: true,
      amount: percent,
      identities: new Set(parent.services.map((s) => s.identity)),
    },
    name: translate(locale, 'order-form-discount-re-edit'),
  };
}
