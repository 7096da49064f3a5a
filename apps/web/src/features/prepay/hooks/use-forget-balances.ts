import { useEffect } from 'react';
import { queryClient } from '../../../lib/query-client.ts';
import { paymentKeys } from '../../payment/api/payment-keys.ts';
import { prepayKeys } from '../api/get-balances.ts';

/**
 * After a prepayment (also one that came back from a provider's site), the cached balances are dropped,
 * so the prepay page and the next payment form load them afresh with the new prepayment.
 */
export function useForgetBalances(): void {
  useEffect(() => {
    queryClient.removeQueries({ queryKey: prepayKeys.balances });
    queryClient.removeQueries({ queryKey: paymentKeys.load });
  }, []);
}
