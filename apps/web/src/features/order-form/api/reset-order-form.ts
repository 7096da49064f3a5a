import { ZOrderForm } from '@portal/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const ZResetResponse = z.object({ order: ZOrderForm.nullish() }).nullable();

/** POST /api/order-form/reset: abandons the unfinished order (204, or an answer carrying a fresh one). */
export function resetOrderForm() {
  return api.post('/api/order-form/reset', {}, ZResetResponse);
}
