import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-errors.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

/** Query keys, one factory per resource. */
export const queryKeys = {
  application: ['application'] as const,
  account: ['account'] as const,
  countries: ['countries'] as const,
  currencies: ['currencies'] as const,
  orderCounts: ['order-count'] as const,
  orderCount: (identity: string) => ['order-count', identity] as const,
};
