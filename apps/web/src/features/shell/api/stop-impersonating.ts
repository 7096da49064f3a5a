import { api, serverChecked } from '../../../lib/api-client.ts';

/** POST /api/staff/stop-impersonating: the session is the staff member's own again. */
export function stopImpersonating(): Promise<{ impersonating: null }> {
  return api.post('/api/staff/stop-impersonating', undefined, serverChecked<{ impersonating: null }>());
}
