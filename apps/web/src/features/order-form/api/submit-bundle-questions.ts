import type { TOrderForm, ZAnswerValue } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { orderFormKeys } from './order-form-cache.ts';

export type TBundleAnswers = Record<string, z.infer<typeof ZAnswerValue>>;

/**
 * POST /api/order-form/{id}/service-bundle-questions: the questionnaire's answers; the answer lists
 * the bundles that fit and the new step, which are folded into the cached order.
 */
export async function submitBundleQuestions(orderId: string, answers: TBundleAnswers) {
  const response = await api.post(
    `/api/order-form/${encodeURIComponent(orderId)}/service-bundle-questions`,
    { answers },
    orderFormSchema('ZBundleQuestionsResponse'),
  );
  const old = queryClient.getQueryData<TOrderForm>(orderFormKeys.current);
  if (!old) throw new Error('the order form is not loaded');
  const order: TOrderForm = {
    ...old,
    availableServiceBundles: response.availableServiceBundles,
    currentStep: response.currentStep,
    steps: response.steps,
    serviceBundle: { ...old.serviceBundle, interested: true, answers },
  };
  return { ...response, order };
}

/** Quiet: "no bundle fits" is told beside the questionnaire, not in the save-error modal. */
export function useSubmitBundleQuestions() {
  return useOrderFormSave(submitBundleQuestions, { isQuiet: true });
}
