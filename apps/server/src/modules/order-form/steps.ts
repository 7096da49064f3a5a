import { CUSTOMER_GOAL_MULTIMEDIA, CUSTOMER_GOAL_REWORK, type TStepName } from '@portal/domain';

/** Which path through the form a goal takes. */
export type TFlow = 'manuscript' | 'bundles' | 'rework' | 'multimedia';

export function flowOf(goalKey: string | null, isBundleRequested: boolean): TFlow {
  if (goalKey === CUSTOMER_GOAL_REWORK) return 'rework';
  if (goalKey === CUSTOMER_GOAL_MULTIMEDIA) return 'multimedia';
  return isBundleRequested ? 'bundles' : 'manuscript';
}

const FLOW_STEPS: Record<TFlow, readonly TStepName[]> = {
  manuscript: ['get-started', 'manuscript-services', 'additional-services', 'details', 'payment-details'],
  bundles: ['get-started', 'manuscript-services', 'service-bundles', 'details', 'payment-details'],
  rework: ['get-started', 'rework-get-started', 'manuscript-services', 'details', 'payment-details'],
  multimedia: ['get-started', 'multimedia-services', 'details', 'payment-details'],
};

/**
 * The step bar of a form: the flow's steps, with duplicate-order before payment when an earlier order
 * has the same title, and the price-quote page while the customer is on it.
 */
export function stepList(flow: TFlow, options: { hasDuplicate: boolean; currentStep: string }): TStepName[] {
  const list = [...FLOW_STEPS[flow]];
  const extra: TStepName[] = [];
  if (options.hasDuplicate) extra.push('duplicate-order');
  if (options.currentStep === 'price-quote-completed') extra.push('price-quote-completed');
  list.splice(list.indexOf('payment-details'), 0, ...extra);
  return list;
}

/** The step the selection is made on, and the one after it. */
export function selectionStepOf(flow: TFlow): TStepName {
  return flow === 'multimedia' ? 'multimedia-services' : 'manuscript-services';
}

export function stepAfter(list: readonly TStepName[], step: TStepName): TStepName {
  const index = list.indexOf(step);
  return list[index + 1] ?? step;
}

export function stepUrl(step: TStepName): string {
  return `/researcher/submit/${step}`;
}

export function stepsView(list: readonly TStepName[], current: TStepName) {
  const link = (name: TStepName) => ({ name, url: stepUrl(name) });
  const index = Math.max(0, list.indexOf(current));
  const next = list[index + 1];
  const previous = index > 0 ? list[index - 1] : undefined;
  return {
    list: list.map(link),
    current: link(current),
    next: next ? link(next) : null,
    previous: previous ? link(previous) : null,
  };
}
