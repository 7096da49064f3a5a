import { ZDashboardResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './search-orders.ts';

/** GET /api/researcher/dashboard: the unpaid invoices, balances and unfinished order of the banners and widgets. */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.dashboard,
  queryFn: ({ signal }) => api.get('/api/researcher/dashboard', ZDashboardResponse, signal),
});
