import type { TStepName } from '@portal/domain';

/**
 * Where 'Go Back' of the save-failure modal leads (spec §8) for the saves that name a step; every other save
 * leaves the researcher on the current step.
 */
export const SAVE_FAILURE_GO_BACK = {
  basicDetails: 'get-started',
  bundleInterest: 'get-started',
  reworkBasicDetails: 'rework-get-started',
  serviceBundle: 'service-bundles',
} as const satisfies Record<string, TStepName>;

/** The step 'Go Back' opens: the order's own step of that name (with its url), else the name alone; none stays. */
export function goBackStep(
  steps: readonly { name: TStepName; url?: string }[],
  goBackTo: TStepName | null,
): { name: TStepName; url?: string } | null {
  return goBackTo ? (steps.find((s) => s.name === goBackTo) ?? { name: goBackTo }) : null;
}
