import { STAFF_ERROR, type TStaffOrder } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { storeStaffOrder } from '../api/get-staff-order.ts';
import { staffKeys } from '../api/staff-keys.ts';

/**
 * Runs one change of an order at a time: the answer replaces the page. When someone else changed the order
 * first (409 staff-order-changed), the page is read again and the message says so; other refusals show their
 * message. `busy` names the change running, so only its button spins.
 */
export function useOrderChange(externalId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(name: string, change: () => Promise<TStaffOrder>): Promise<boolean> {
    setBusy(name);
    setError(null);
    try {
      storeStaffOrder(await change());
      return true;
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : 'generic error message';
      setError(code);
      if (code === STAFF_ERROR.orderChanged) await queryClient.invalidateQueries({ queryKey: staffKeys.order(externalId) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { run, busy, error, clearError: () => setError(null) };
}

export type TOrderChange = ReturnType<typeof useOrderChange>;
