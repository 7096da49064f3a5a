import { useGoToCurrentStep } from './use-go-to-step.ts';
import { useOrderForm } from './use-order-form.tsx';
import { useIsSavingOrder } from './use-order-form-save.ts';

/** What every step of the form works with: the order, whether a save runs, and going on to the step the server names. */
export function useOrderStep() {
  return { order: useOrderForm(), isSaving: useIsSavingOrder(), goToCurrentStep: useGoToCurrentStep() };
}
