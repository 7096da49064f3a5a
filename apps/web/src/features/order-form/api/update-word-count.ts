import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { writeOrderForm } from './write-order-form.ts';

/** PUT /api/order-form/{id}/update-word-count: reprices the order for a new word count. */
export function updateWordCount(orderId: string, newWordCount: number) {
  return writeOrderForm('put', orderId, 'update-word-count', { newWordCount });
}

export function useUpdateWordCount() {
  // The form shows the server's text in place (spec §8: word-count errors show server text).
  return useOrderFormSave(updateWordCount, { isQuiet: true });
}
