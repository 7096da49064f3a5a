import type { TStepName } from '@portal/domain';
import { useUpdateStep } from '../api/update-step.ts';
import { useGoToCurrentStep } from './use-go-to-step.ts';
import { useOrderForm } from './use-order-form.tsx';

export type TStepBack = ReturnType<typeof useStepBack>;

/** The step before the one shown, and a way to go there that also sets the order's step (spec §4). */
export function useStepBack(viewing: TStepName) {
  const { steps } = useOrderForm();
  const updateStep = useUpdateStep();
  const goToCurrentStep = useGoToCurrentStep();
  const index = steps.list.findIndex((s) => s.name === viewing);
  const previous = index > 0 ? steps.list[index - 1] : viewing === steps.current.name ? steps.previous : null;
  return {
    previous: previous ?? null,
    isPending: updateStep.isPending,
    goBack: () => {
      if (!previous) return;
      updateStep.mutate(previous.name, { onSuccess: ({ order }) => goToCurrentStep(order) });
    },
  };
}
