import type { TDeliveryTier } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TAnswerValue } from '../../schema/order-form.ts';
import type { TOrderFormContext } from './context.ts';
import { bundleSelections, isOn, neededChoices, offerBundles } from './evaluation.ts';
import type { TRequester } from './form-access.ts';
import { listOf, tierOf } from './step-rules.ts';
import { stepsView } from './steps.ts';

// The service-bundle steps: whether bundles are wanted, the questions that pick them, the bundle chosen.

export function createBundleSteps({ mutate }: TOrderFormContext) {
  return {
    saveBundleInterest(requester: TRequester, identity: string, interested: boolean) {
      return mutate(requester, identity, ({ row, evaluation, env }) => {
        const goal = env.catalogue.goals.find((g) => g.id === row.customerGoalId);
        if (interested && (!env.areServiceBundlesOn || !goal?.allowsServiceBundles))
          throw new AppError(409, 'service-bundles-not-available');
        return {
          patch: {
            serviceBundlesRequested: interested,
            currentStep: 'manuscript-services',
            ...(evaluation.selectedBundle ? { selectedBundleId: null, selections: [], deliveryTier: 'standard' as const } : {}),
          },
        };
      });
    },

    async saveBundleAnswers(requester: TRequester, identity: string, rawAnswers: Record<string, TAnswerValue>) {
      const outcome = await mutate<{ error: string | null }>(requester, identity, ({ row, env, evaluation }) => {
        if (evaluation.flow !== 'bundles') throw new AppError(409, 'step-not-available');
        if (row.wordCount === null || row.manuscriptLanguageId === null) throw new AppError(409, 'manuscript-details-required');
        const questions = env.catalogue.bundleQuestions;
        const answers: Record<string, TAnswerValue> = {};
        for (const q of questions) if (rawAnswers[q.term] !== undefined) answers[q.term] = rawAnswers[q.term] as TAnswerValue;
        const first = questions.find((q) => q.term === 'services-needed');
        const choices = neededChoices(answers);
        if (choices.length === 0 || choices.some((c) => !first?.choices.some((fc) => fc.value === c))) {
          throw AppError.invalid({ 'services-needed': 'selectOneCheckbox' });
        }
        answers['services-needed'] = choices;
        if (isOn(answers['has-tables'])) {
          const count = Number(answers['table-count']);
          if (!Number.isInteger(count) || count < 1 || count > 25)
            throw AppError.invalid({ 'table-count': 'tables-on-with-no-table-count' });
          answers['table-count'] = count;
        }
        const journal = answers['target-journal'];
        if (isOn(answers['has-target-journal']) && (typeof journal !== 'string' || journal.trim() === '')) {
          throw AppError.invalid({ 'target-journal': 'journalForTableFormatting' });
        }
        const offered = offerBundles({ ...row, bundleAnswers: answers }, env.context, evaluation.isEnglish);
        if (offered.length === 0) return { patch: {}, result: { error: 'service-bundle-no-bundles-error' } };
        const isStillOffered = offered.some((b) => b.bundle.id === row.selectedBundleId);
        return {
          patch: {
            bundleAnswers: answers,
            currentStep: 'service-bundles',
            ...(typeof journal === 'string' && isOn(answers['has-target-journal'])
              ? { journalName: journal.trim().slice(0, 255) }
              : {}),
            ...(isStillOffered ? {} : { selectedBundleId: null, selections: [] }),
          },
          result: { error: null },
        };
      });
      const { catalogue: orderCatalogue } = outcome.env;
      const list = listOf(outcome.row, orderCatalogue).list;
      return {
        error: outcome.result?.error ?? null,
        availableServiceBundles: outcome.order.availableServiceBundles,
        currentStep: outcome.order.currentStep,
        steps: stepsView(list, outcome.order.currentStep),
      };
    },

    saveBundle(
      requester: TRequester,
      identity: string,
      input: { bundleId: number; selectedServices: string[]; rush: boolean; deliveryTier: TDeliveryTier },
    ) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        if (evaluation.flow !== 'bundles') throw new AppError(409, 'step-not-available');
        const tier = tierOf(input.rush, input.deliveryTier);
        const offered =
          evaluation.offeredBundles.find((b) => b.bundle.id === input.bundleId) ??
          offerBundles(row, env.context, evaluation.isEnglish).find((b) => b.bundle.id === input.bundleId);
        if (!offered) throw AppError.invalid({ bundleId: 'service-bundle-invalid' });
        const addOnIdentities = [...new Set(input.selectedServices)];
        if (addOnIdentities.some((id) => !offered.addOns.some((a) => a.service.identity === id))) {
          throw AppError.invalid({ selectedServices: 'service-invalid' });
        }
        if (tier === 'rush' || (tier === 'express' && offered.prices.express === null))
          throw new AppError(409, 'delivery-tier-unavailable');
        return {
          patch: {
            selectedBundleId: offered.bundle.id,
            selections: bundleSelections(offered, addOnIdentities),
            declinedEditing: false,
            deliveryTier: tier,
            currentStep: 'details',
          },
        };
      });
    },
  };
}
