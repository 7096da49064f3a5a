import type { TDeliveryTier } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import { localize, type TCatalogueServiceRecord } from '../catalogue/index.ts';
import type { TOrderFormContext } from './context.ts';
import { evaluateForm } from './evaluation.ts';
import type { TRequester } from './form-access.ts';
import { findOption } from './pricing.ts';
import { keepInScope, requireFilesOrLater, requireLanguage, tierOf } from './step-rules.ts';
import { flowOf, selectionStepOf, stepAfter, stepList, type TFlow } from './steps.ts';

// The steps that choose what is ordered: the goal, the manuscript (language, word count), the services,
// their delivery tier and quantities; the price at another word count; the services' details.

/** "4,000–5,999" (or "60,000+") for a word bin. */
export function binName(bin: { minWords: number; maxWords: number | null }): string {
  const format = (n: number) => n.toLocaleString('en-US');
  return bin.maxWords === null ? `${format(bin.minWords)}+` : `${format(bin.minWords)}–${format(bin.maxWords)}`;
}

export function createServiceSteps({
  db,
  catalogue,
  attachVisitorForm,
  readOwnedForm,
  environmentOf,
  mutate,
}: TOrderFormContext) {
  return {
    saveBasicDetails(
      requester: TRequester,
      identity: string,
      input: { customerGoalId: number; uploadLater: boolean; serviceBundlesRequested: boolean },
    ) {
      return mutate(requester, identity, ({ files, env, evaluation }) => {
        const goal = env.catalogue.goals.find((g) => g.id === input.customerGoalId);
        if (!goal) throw AppError.invalid({ customerGoalId: 'make-a-selection' });
        if (input.serviceBundlesRequested && (!env.areServiceBundlesOn || !goal.allowsServiceBundles)) {
          throw AppError.invalid({ serviceBundlesRequested: 'service-bundles-not-available' });
        }
        requireFilesOrLater(files, input.uploadLater);
        const flow = flowOf(goal.key, input.serviceBundlesRequested);
        const isSameFlow = flow === evaluation.flow;
        const list = stepList(flow, { hasDuplicate: false, currentStep: 'get-started' });
        return {
          patch: {
            customerGoalId: goal.id,
            uploadLater: input.uploadLater,
            serviceBundlesRequested: input.serviceBundlesRequested,
            currentStep: stepAfter(list, 'get-started'),
            ...(isSameFlow
              ? {}
              : { selections: [], selectedBundleId: null, declinedEditing: false, deliveryTier: 'standard' as const }),
          },
        };
      });
    },

    saveReworkBasicDetails(
      requester: TRequester,
      identity: string,
      input: { manuscriptLanguageId: number; wordCount: number; uploadLater: boolean },
    ) {
      return mutate(requester, identity, ({ row, files, env, evaluation }) => {
        if (evaluation.flow !== 'rework') throw new AppError(409, 'step-not-available');
        requireLanguage(env.catalogue, input.manuscriptLanguageId);
        requireFilesOrLater(files, input.uploadLater);
        return {
          patch: {
            manuscriptLanguageId: input.manuscriptLanguageId,
            wordCount: input.wordCount,
            uploadLater: input.uploadLater,
            selections: keepInScope(row.selections, env.catalogue, input.manuscriptLanguageId),
            currentStep: 'manuscript-services',
          },
        };
      });
    },

    saveManuscriptDetails(requester: TRequester, identity: string, input: { manuscriptLanguageId: number; wordCount: number }) {
      return mutate(requester, identity, ({ row, env }) => {
        requireLanguage(env.catalogue, input.manuscriptLanguageId);
        const selections = keepInScope(row.selections, env.catalogue, input.manuscriptLanguageId);
        return {
          patch: {
            manuscriptLanguageId: input.manuscriptLanguageId,
            wordCount: input.wordCount,
            selections,
            ...(selections.length === row.selections.length ? {} : { selectedBundleId: null }),
          },
        };
      });
    },

    saveSelectedService(
      requester: TRequester,
      identity: string,
      input: { serviceIdentities: string[]; rush: boolean; deliveryTier: TDeliveryTier; declineEditing: boolean },
    ) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        const tier = tierOf(input.rush, input.deliveryTier);
        const mainCategory =
          evaluation.flow === 'rework' ? 'rework' : evaluation.flow === 'multimedia' ? 'multimedia' : 'manuscript';
        const wanted = [...new Set(input.serviceIdentities)];
        const services = wanted.map((id) => evaluation.available.find((s) => s.identity === id && s.category === mainCategory));
        if (services.some((s) => s === undefined)) throw AppError.invalid({ serviceIdentities: 'service-invalid' });
        const chosen = services as TCatalogueServiceRecord[];
        if (chosen.some((s) => s.requiresQuote)) throw AppError.invalid({ serviceIdentities: 'service-requires-quote' });
        for (const service of chosen) {
          if (service.pricingBasis === 'words' && row.wordCount === null) throw new AppError(409, 'manuscript-details-required');
          const option = findOption(service, {
            wordCount: row.wordCount,
            quantity: 1,
            tier: 'standard',
            currencyIso: env.currency.isoCode,
          });
          if (!option) throw new AppError(409, 'no-service-option');
        }
        // The selection step of a bundle-less flow: leaving bundles behind when a service is picked here.
        const flow: TFlow = evaluation.flow === 'bundles' ? 'manuscript' : evaluation.flow;
        const list = stepList(flow, { hasDuplicate: row.duplicateOrderExternalId !== null, currentStep: row.currentStep });
        const nextStep = stepAfter(list, selectionStepOf(flow));
        if (mainCategory === 'multimedia') {
          if (chosen.length === 0) throw AppError.invalid({ serviceIdentities: 'service-required' });
          return { patch: { selections: chosen.map((s) => ({ identity: s.identity, quantity: 1 })), currentStep: nextStep } };
        }
        const others = evaluation.selectedBundle
          ? []
          : row.selections.filter((sel) => env.catalogue.serviceByIdentity.get(sel.identity)?.category !== mainCategory);
        const bundleReset = { selectedBundleId: null, serviceBundlesRequested: false };
        if (input.declineEditing) {
          return {
            patch: { ...bundleReset, selections: others, declinedEditing: true, deliveryTier: 'standard', currentStep: nextStep },
          };
        }
        if (chosen.length !== 1)
          throw AppError.invalid({ serviceIdentities: chosen.length === 0 ? 'service-required' : 'service-invalid' });
        const main = chosen[0] as TCatalogueServiceRecord;
        return {
          patch: {
            ...bundleReset,
            selections: [{ identity: main.identity, quantity: 1 }, ...others],
            declinedEditing: false,
            deliveryTier: tier,
            currentStep: nextStep,
          },
        };
      });
    },

    saveDeliveryTier(requester: TRequester, identity: string, input: { rushed: boolean; deliveryTier: TDeliveryTier }) {
      return mutate(requester, identity, ({ evaluation }) => {
        const tier = tierOf(input.rushed, input.deliveryTier);
        if ((tier === 'rush' && !evaluation.rushAvailable) || (tier === 'express' && !evaluation.expressAvailable)) {
          throw new AppError(409, 'delivery-tier-unavailable');
        }
        return { patch: { deliveryTier: tier } };
      });
    },

    saveQuantity(requester: TRequester, identity: string, serviceIdentity: string, quantity: number) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        const service = evaluation.available.find((s) => s.identity === serviceIdentity);
        if (!service || !['additional', 'concierge', 'addon'].includes(service.category)) {
          throw AppError.invalid({ serviceIdentity: 'service-invalid' });
        }
        if (service.requiresQuote) throw AppError.invalid({ serviceIdentity: 'service-requires-quote' });
        if (evaluation.selectedBundle) throw new AppError(409, 'service-bundle-selected');
        const others = row.selections.filter((s) => s.identity !== serviceIdentity);
        if (quantity === 0) return { patch: { selections: others } };
        if (service.pricingBasis !== 'count' && quantity !== 1) throw AppError.invalid({ quantity: 'quantity-invalid' });
        if (service.pricingBasis === 'words' && row.wordCount === null) throw new AppError(409, 'manuscript-details-required');
        const option = findOption(service, {
          wordCount: row.wordCount,
          quantity,
          tier: 'standard',
          currencyIso: env.currency.isoCode,
        });
        if (!option)
          throw service.pricingBasis === 'count'
            ? AppError.invalid({ quantity: 'quantity-invalid' })
            : new AppError(409, 'no-service-option');
        const index = row.selections.findIndex((s) => s.identity === serviceIdentity);
        const selections = [...row.selections];
        if (index === -1) selections.push({ identity: serviceIdentity, quantity });
        else selections[index] = { identity: serviceIdentity, quantity };
        return { patch: { selections } };
      });
    },

    /** The bin and total the current selection would have at another word count. */
    async binPrice(requester: TRequester, identity: string, newWordCount: number) {
      if (newWordCount === 0) throw AppError.invalid({ newWordCount: 'value-cannot-be-zero' });
      await attachVisitorForm(requester);
      const { row } = await readOwnedForm(requester, identity);
      const env = await environmentOf(db, row, requester);
      const bin = env.catalogue.wordBins.find(
        (b) => newWordCount >= b.minWords && (b.maxWords === null || newWordCount <= b.maxWords),
      );
      const evaluation = evaluateForm({ ...row, wordCount: newWordCount }, env.context);
      if (!bin || evaluation.noServiceOption) return { newService: null, error: 'no-service-option' };
      return { newService: { newWordBin: binName(bin), total: evaluation.pricing.total }, error: null };
    },

    async updateWordCount(requester: TRequester, identity: string, newWordCount: number) {
      const outcome = await mutate(requester, identity, () => ({ patch: { wordCount: newWordCount } }));
      return { order: outcome.order, error: outcome.order.noServiceOption ? 'no-service-option' : null };
    },

    async serviceDetails(requester: TRequester, identities: string[]) {
      const orderCatalogue = await catalogue.orderForm();
      const selected = identities.map((id) => orderCatalogue.serviceByIdentity.get(id));
      if (identities.length === 0 || selected.some((s) => s === undefined))
        throw AppError.invalid({ serviceIdentities: 'service-invalid' });
      const services = selected as TCatalogueServiceRecord[];
      const questions = services.flatMap((s) => orderCatalogue.questionsByServiceId.get(s.id) ?? []);
      return {
        fileTypes: [...new Set(services.flatMap((s) => s.fileTypes))],
        journalDetails: {
          requested: services.some((s) => s.journalDetails !== 'none'),
          required: services.some((s) => s.journalDetails === 'required'),
        },
        questions: questions.map((q) => ({
          identity: q.identity,
          label: localize(q.label, requester.language),
          type: q.type,
          required: q.isRequired,
          choices: q.choices.map((c) => ({ value: c.value, label: localize(c.label, requester.language) })),
          followUpQuestionIdentities: q.followUpIdentities,
          englishOnly: q.type === 'multiple-choice',
        })),
        questionsRequiringPreviousSelection: questions.filter((q) => q.requiresPreviousSelection).map((q) => q.identity),
      };
    },
  };
}
