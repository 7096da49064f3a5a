import type { TOrderForm } from '@portal/domain';
import { api, serverChecked } from '../../../lib/api-client.ts';

/** POST /api/order-form/reset: abandons the unfinished order (204, or an answer carrying a fresh one). */
export function resetOrderForm() {
  return api.post('/api/order-form/reset', {}, serverChecked<{ order?: TOrderForm | null } | null>());
}
