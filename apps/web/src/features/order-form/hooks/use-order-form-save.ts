import type { TOrderForm, TStepName } from '@portal/domain';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { orderFormKeys, storeOrder } from '../api/order-form-cache.ts';
import { OrderFormSaveError, reportSaveError } from './save-error.ts';
import { useOrderForm } from './use-order-form.tsx';

type TSaveResult = { order: TOrderForm; error?: string | null };

/**
 * A save of the order form: the answer's order replaces the cached one (even when it carries an
 * error, since it is still the server's truth), an error key becomes a failure, and failures open
 * the save-error modal unless `isQuiet` (the caller shows them in place).
 */
export function useOrderFormSave<TVariables, TResult extends TSaveResult>(
  save: (orderId: string, variables: TVariables) => Promise<TResult>,
  options: { goBackTo?: TStepName; isQuiet?: boolean } = {},
) {
  const { identity } = useOrderForm();
  return useMutation({
    mutationKey: orderFormKeys.save,
    mutationFn: async (variables: TVariables) => {
      const result = await save(identity, variables);
      storeOrder(result.order);
      if (result.error) throw new OrderFormSaveError(result.error);
      return result;
    },
    onError: (error) => {
      if (!options.isQuiet) reportSaveError(error, options.goBackTo ?? null);
    },
  });
}

/** True while any save of the order runs (Next buttons wait for it). */
export function useIsSavingOrder(): boolean {
  return useIsMutating({ mutationKey: orderFormKeys.save }) > 0;
}
