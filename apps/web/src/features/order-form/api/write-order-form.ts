import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';

/** A write to one part of the order form, `/api/order-form/{id}/{part}`, answered with the whole form. */
export function writeOrderForm(method: 'put' | 'post', orderId: string, part: string, body: unknown) {
  return api[method](`/api/order-form/${encodeURIComponent(orderId)}/${part}`, body, orderFormSchema('ZOrderFormResponse'));
}
