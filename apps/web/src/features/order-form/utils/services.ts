import { CUSTOMER_GOAL_MULTIMEDIA, CUSTOMER_GOAL_REWORK, type TOrderForm, type TService } from '@portal/domain';

type TServiceOption = TService['serviceOptions'][number];

/** The standard-delivery option of a service for the order's word bin (the price a tile shows). */
export function standardOption(service: TService): TServiceOption | undefined {
  return service.serviceOptions.find((o) => o.deliveryTier === 'standard' && !o.rush) ?? service.serviceOptions[0];
}

export function tierOption(service: TService, tier: 'rush' | 'express'): TServiceOption | undefined {
  return service.serviceOptions.find((o) =>
    tier === 'rush' ? o.rush || o.deliveryTier === 'rush' : o.deliveryTier === 'express',
  );
}

export function servicesOf(order: TOrderForm, categories: readonly TService['category'][]): TService[] {
  return order.availableServices.filter((s) => categories.includes(s.category));
}

export function selectedServices(order: TOrderForm): TService[] {
  return order.availableServices.filter((s) => s.selected);
}

export function isReworkGoal(order: TOrderForm): boolean {
  return order.customerGoal?.key === CUSTOMER_GOAL_REWORK;
}

/** Goals whose orders are not built from manuscript services; the others are the manuscript goal. */
const NON_MANUSCRIPT_GOALS: readonly string[] = [CUSTOMER_GOAL_REWORK, CUSTOMER_GOAL_MULTIMEDIA, 'resubmission'];

/** Service bundles are offered for the manuscript goal only (spec §2 screen 1). */
export function isManuscriptGoal(goal: { key: string }): boolean {
  return !NON_MANUSCRIPT_GOALS.includes(goal.key);
}
