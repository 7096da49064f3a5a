import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** POST /api/staff/impersonate: the session becomes the customer's until stop-impersonating. */
export function actAsCustomer(email: string): Promise<{ impersonating: string }> {
  return api.post('/api/staff/impersonate', { email }, z.object({ impersonating: z.string() }));
}
