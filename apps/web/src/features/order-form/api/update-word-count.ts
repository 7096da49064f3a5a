import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

/** PUT /api/order-form/{id}/update-word-count: reprices the order for a new word count. */
export function updateWordCount(orderId: string, newWordCount: number) {
  return api.put(
    `/api/order-form/${encodeURIComponent(orderId)}/update-word-count`,
    { newWordCount },
    orderFormSchema('ZOrderFormResponse'),
  );
}

export function useUpdateWordCount() {
  // The form shows the server's text in place (spec §8: word-count errors show server text).
  return useOrderFormSave(updateWordCount, { isQuiet: true });
}
