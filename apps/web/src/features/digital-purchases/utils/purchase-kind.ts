import type {
  TAvailableDigitalPurchase,
  TDigitalEditLoadResponse,
  TDigitalOrderLoadResponse,
  TDigitalPurchase,
} from '@portal/domain/api/digital-purchases';

/** The two things sold: the editing subscription and translation packages. */
export type TPurchaseKind = 'editing' | 'translation';

/** What both payment pages need of their load call. */
export type TPurchaseData = {
  available: TAvailableDigitalPurchase[];
  purchases: TDigitalPurchase[];
  currencyIso: string | null;
};

export function purchaseDataOf(kind: 'editing', load: TDigitalEditLoadResponse): TPurchaseData;
export function purchaseDataOf(kind: 'translation', load: TDigitalOrderLoadResponse): TPurchaseData;
export function purchaseDataOf(kind: TPurchaseKind, load: TDigitalEditLoadResponse | TDigitalOrderLoadResponse): TPurchaseData {
  if (kind === 'editing') {
    const edit = load as TDigitalEditLoadResponse;
    return { available: edit.availableDigitalPurchases, purchases: edit.digitalPurchases, currencyIso: edit.currencyIso };
  }
  const order = load as TDigitalOrderLoadResponse;
  return {
    available: order.availableDigitalTranslationPurchases,
    purchases: order.digitalTranslationPurchases,
    currencyIso: order.currencyIso,
  };
}

/** The purchase a payment paid for, once it is active; waiting while it is still pending. */
export function activationOf(purchases: readonly TDigitalPurchase[], receiptCode: string): 'active' | 'waiting' | 'cancelled' {
  const purchase = purchases.find((p) => p.receiptCode === receiptCode);
  if (!purchase) return 'waiting';
  if (purchase.status === 'cancelled') return 'cancelled';
  return purchase.valid ? 'active' : 'waiting';
}

/**
 * Where a payment page sends the researcher instead of showing (researcher-area §2, §5), or null to show it:
 * with curie launched, the plans page at this kind's tab (unless the caller is that page); without the tool
 * in this application, /researcher.
 */
export function purchasePageRedirect(input: {
  kind: TPurchaseKind;
  lang: string;
  receiptCode: string | undefined;
  success: string | undefined;
  isCurieRedirectOff: boolean;
  application: {
    allowsDigitalEditing: boolean;
    allowsDigitalTranslations: boolean;
    featureFlags: { curie_is_launched?: boolean };
  };
}): string | null {
  const { kind, lang, receiptCode, success, application } = input;
  if (!input.isCurieRedirectOff && application.featureFlags.curie_is_launched) {
    const rest = receiptCode ? `/${kind}/${receiptCode}${success ? `/${success}` : ''}` : '';
    return `/${lang}/rubriq/plan/subscribe${rest}`;
  }
  return isDigitalToolOffered(kind, application) ? null : `/${lang}/researcher`;
}

/**
 * Whether this application offers the tool (researcher-area §2): its pages, the list and details of digital
 * edits and the payment pages, send the researcher to /researcher when it does not.
 */
export function isDigitalToolOffered(
  kind: TPurchaseKind,
  application: { allowsDigitalEditing: boolean; allowsDigitalTranslations: boolean },
): boolean {
  return kind === 'editing' ? application.allowsDigitalEditing : application.allowsDigitalTranslations;
}
