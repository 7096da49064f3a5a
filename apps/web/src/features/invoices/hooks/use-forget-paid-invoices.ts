import { useEffect } from 'react';
import { queryClient } from '../../../lib/query-client.ts';
import { paymentKeys } from '../../payment/api/payment-keys.ts';
import { invoiceKeys } from '../api/get-invoices.ts';

/**
 * After a payoff (also one that came back from a provider's site), the cached invoice lists and balances
 * are dropped, so the next page loads them afresh instead of showing the paid invoices as unpaid first.
 */
export function useForgetPaidInvoices(): void {
  useEffect(() => {
    queryClient.removeQueries({ queryKey: invoiceKeys.all });
    queryClient.removeQueries({ queryKey: paymentKeys.load });
  }, []);
}
