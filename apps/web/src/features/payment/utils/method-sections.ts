import type { TPaymentMethodRules } from '@portal/domain';

/**
 * What the method selector shows under the buttons for the chosen method: the external-site disclaimer for a
 * method paid on another site, the research-grant box, and for bank transfer (only) the bank-details table and
 * the purchase-order number.
 */
export function methodSections(rules: TPaymentMethodRules | null): {
  showsExternalDisclaimer: boolean;
  showsResearchGrant: boolean;
  showsBankDetails: boolean;
  showsPurchaseOrder: boolean;
} {
  const isBankTransfer = rules?.key === 'bank-transfer';
  return {
    showsExternalDisclaimer: rules?.isExternal ?? false,
    showsResearchGrant: rules?.supportsResearchGrant ?? false,
    showsBankDetails: isBankTransfer,
    showsPurchaseOrder: isBankTransfer,
  };
}
