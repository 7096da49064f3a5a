import type { TOrderForm } from '@portal/domain';
import { createContext, type ReactNode, useContext } from 'react';

const OrderFormContext = createContext<TOrderForm | null>(null);

export function OrderFormProvider({ order, children }: { order: TOrderForm; children: ReactNode }) {
  return <OrderFormContext value={order}>{children}</OrderFormContext>;
}

/** The loaded order form; every step renders inside the provider, after the load. */
export function useOrderForm(): TOrderForm {
  const order = useContext(OrderFormContext);
  if (!order) throw new Error('useOrderForm used outside the order form');
  return order;
}
