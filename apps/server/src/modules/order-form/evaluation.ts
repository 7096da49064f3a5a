import {
  addBusinessDays,
  bundleTierPrice,
  bundleTurnaroundDays,
  deadlineNotice,
  deadlineNotices,
  isBundleDiscountApplicable,
  isExpressAvailable,
  isTranslationHidden,
  type TCurrency,
  type TDeadlineNoticeKey,
  type TDeliveryTier,
  type TServiceType,
} from '@portal/domain';
import type { TAnswerValue, TSelection } from '../../schema/order-form.ts';
import type { TCatalogueBundle, TCatalogueServiceRecord, TOrderFormCatalogue } from '../catalogue/index.ts';
import {
  findOption,
  hasTierOption,
  priceSelection,
  type TOrderDiscountInput,
  type TPricingResult,
  type TPricingService,
} from './pricing.ts';
import type { TOrderFormRow } from './repository.ts';
import { flowOf, type TFlow } from './steps.ts';

/** Manuscript language id 1 is English (spec §9). */
export const ENGLISH_LANGUAGE_ID = 1;
export const SCIENTIFIC_EDITING = 'scientific-editing';
export const TABLE_FORMATTING = 'table-formatting';

export type TEvaluationContext = {
  catalogue: TOrderFormCatalogue;
  currency: TCurrency;
  isImpersonated: boolean;
  isExpressFlagOn: boolean;
  now: Date;
  /** The preferred group's and the promotional code's discounts, still to be weighed. */
  orderDiscounts: TOrderDiscountInput[];
};

/** The form's state as the form sees it: the fields that pricing and the step rules read. */
export type TFormState = Pick<
  TOrderFormRow,
  | 'customerGoalId'
  | 'serviceBundlesRequested'
  | 'bundleAnswers'
  | 'selectedBundleId'
  | 'manuscriptLanguageId'
  | 'wordCount'
  | 'selections'
  | 'declinedEditing'
  | 'deliveryTier'
>;

export type TOfferedBundle = {
  bundle: TCatalogueBundle;
  primary: TCatalogueServiceRecord;
  services: { service: TCatalogueServiceRecord; quantity: number }[];
  addOns: { service: TCatalogueServiceRecord; price: number; selected: boolean }[];
  isDiscountApplicable: boolean;
  prices: {
    standard: { listPrice: number; price: number };
    rush: null;
    express: { listPrice: number; price: number } | null;
  };
  turnaroundDays: number;
  expressTurnaroundDays: number | null;
  deadlines: { standard: string; rush: null; express: string | null };
};

export type TEvaluation = {
  flow: TFlow;
  goalKey: string | null;
  isEnglish: boolean;
  /** Services this form may show, in catalogue order. */
  available: TCatalogueServiceRecord[];
  tieredService: TCatalogueServiceRecord | null;
  selectedServices: TCatalogueServiceRecord[];
  tier: TDeliveryTier;
  rushAvailable: boolean;
  expressAvailable: boolean;
  pricing: TPricingResult;
  standardPricing: TPricingResult;
  rushPricing: TPricingResult | null;
  expressPricing: TPricingResult | null;
  deadline: string | null;
  rushDeadline: string | null;
  expressDeadline: string | null;
  noServiceOption: boolean;
  hasTranslation: boolean;
  hasScientificEditing: boolean;
  hasJournalRec: boolean;
  deadlineNotice: 'custom-editing-deadline' | 'custom-translation-deadline' | null;
  /** Informational notices that long manuscripts take longer (spec §9). */
  deadlineNotices: TDeadlineNoticeKey[];
  offeredBundles: TOfferedBundle[];
  selectedBundle: TCatalogueBundle | null;
};

/** Categories shown by each flow; the first is the one the selection step chooses from. */
const FLOW_CATEGORIES: Record<TFlow, readonly string[]> = {
  manuscript: ['manuscript', 'additional', 'concierge', 'addon'],
  bundles: ['manuscript', 'additional', 'concierge', 'addon'],
  rework: ['rework'],
  multimedia: ['multimedia'],
};

/** The bundle rule's service kinds; a service of no language kind counts as another kind. */
function kindOf(service: TCatalogueServiceRecord): TServiceType {
  return service.type === 'other' ? 'promotion' : service.type;
}

const pricingServicesOf = new WeakMap<TOrderFormCatalogue, Map<string, TPricingService>>();

/** The catalogue's services by identity for the pricing engine: made once per catalogue (it is cached). */
export function toPricingServices(catalogue: TOrderFormCatalogue): Map<string, TPricingService> {
  let services = pricingServicesOf.get(catalogue);
  if (!services) {
    services = new Map(catalogue.services.map((s) => [s.identity, s]));
    pricingServicesOf.set(catalogue, services);
  }
  return services;
}

export function isServiceInScope(service: TCatalogueServiceRecord, isEnglish: boolean): boolean {
  if (service.languageScope === 'english') return isEnglish;
  if (service.languageScope === 'non-english') return !isEnglish;
  return true;
}

const deadlinesOf = new WeakMap<TEvaluationContext, Map<number, string>>();

/** The deadline `days` business days from the context's now; a view asks for the same few turnarounds many times. */
export function deadlineAfter(context: TEvaluationContext, days: number): string {
  let known = deadlinesOf.get(context);
  if (!known) {
    known = new Map();
    deadlinesOf.set(context, known);
  }
  let deadline = known.get(days);
  if (deadline === undefined) {
    deadline = addBusinessDays(context.now, days, context.catalogue.holidaySet).toISOString();
    known.set(days, deadline);
  }
  return deadline;
}

/** Everything derived from a form: what it may offer, what it costs, when it is due. */
export function evaluateForm(form: TFormState, context: TEvaluationContext): TEvaluation {
  const { catalogue } = context;
  const goal = catalogue.goals.find((g) => g.id === form.customerGoalId) ?? null;
  const flow = flowOf(goal?.key ?? null, form.serviceBundlesRequested);
  const isEnglish = (form.manuscriptLanguageId ?? ENGLISH_LANGUAGE_ID) === ENGLISH_LANGUAGE_ID;
  const wordCount = form.wordCount;
  const translationHidden = wordCount !== null && isTranslationHidden(wordCount, context.isImpersonated);
  const categories = FLOW_CATEGORIES[flow];
  const available = catalogue.services.filter(
    (s) => categories.includes(s.category) && isServiceInScope(s, isEnglish) && !(s.type === 'translation' && translationHidden),
  );

  const selectedServices = form.selections
    .map((sel) => catalogue.serviceByIdentity.get(sel.identity))
    .filter((s): s is TCatalogueServiceRecord => s !== undefined);
  const tieredService = selectedServices.find((s) => s.category === 'manuscript' || s.category === 'rework') ?? null;
  const selectedBundle = catalogue.bundles.find((b) => b.id === form.selectedBundleId) ?? null;
  const unavailable = new Set(
    selectedServices.filter((s) => s.type === 'translation' && translationHidden).map((s) => s.identity),
  );

  const deliveryContext = {
    isExpressFlagOn: context.isExpressFlagOn,
    wordCount: wordCount ?? 0,
    serviceKey: tieredService?.identity ?? null,
    hasRushOption: tieredService !== null && hasTierOption(tieredService, wordCount, 'rush'),
    isBundle: selectedBundle !== null,
  };
  const rushAvailable =
    deliveryContext.hasRushOption && !deliveryContext.isBundle && !unavailable.has(tieredService?.identity ?? '');
  const expressAvailable =
    tieredService !== null && isExpressAvailable(deliveryContext) && hasTierOption(tieredService, wordCount, 'express');
  const tier: TDeliveryTier =
    form.deliveryTier === 'rush' && rushAvailable
      ? 'rush'
      : form.deliveryTier === 'express' && expressAvailable
        ? 'express'
        : 'standard';

  const bundleDiscount = selectedBundle
    ? { percent: selectedBundle.discountPercent, isApplicable: isBundleDiscountApplicable(selectedServices.map(kindOf)) }
    : null;
  const services = toPricingServices(catalogue);
  const price = (t: TDeliveryTier) =>
    priceSelection({
      services,
      selections: form.selections,
      tieredIdentity: tieredService?.identity ?? null,
      tier: t,
      wordCount,
      currencyIso: context.currency.isoCode,
      unavailableIdentities: unavailable,
      bundle: bundleDiscount,
      orderDiscounts: context.orderDiscounts,
    });
  const pricing = price(tier);
  const standardPricing = tier === 'standard' ? pricing : price('standard');
  const rushPricing = rushAvailable ? price('rush') : null;
  const expressPricing = expressAvailable ? price('express') : null;
  const dueOf = (result: TPricingResult | null) =>
    result && result.lines.length > 0 ? deadlineAfter(context, result.turnaroundDays) : null;

  const hasTranslation = selectedServices.some((s) => s.type === 'translation');
  const hasScientificEditing = selectedServices.some((s) => s.identity === SCIENTIFIC_EDITING);
  const notice =
    wordCount === null
      ? null
      : deadlineNotice({ wordCount, hasTranslation, hasScientificEditing, isImpersonated: context.isImpersonated });

  return {
    flow,
    goalKey: goal?.key ?? null,
    isEnglish,
    available,
    tieredService,
    selectedServices,
    tier,
    rushAvailable,
    expressAvailable,
    pricing,
    standardPricing,
    rushPricing,
    expressPricing,
    deadline: dueOf(pricing),
    rushDeadline: dueOf(rushPricing),
    expressDeadline: dueOf(expressPricing),
    noServiceOption: pricing.unpriced.length > 0,
    hasTranslation,
    hasScientificEditing,
    hasJournalRec: selectedServices.some((s) => s.type === 'journalrec'),
    deadlineNotice: notice,
    deadlineNotices: deadlineNotices({
      wordCount,
      hasEditing: selectedServices.some((s) => s.type === 'editing'),
      hasTranslation,
      isMultimedia: flow === 'multimedia',
      manuscriptLanguageId: form.manuscriptLanguageId,
      isImpersonated: context.isImpersonated,
    }),
    offeredBundles: flow === 'bundles' ? offerBundles(form, context, isEnglish) : [],
    selectedBundle,
  };
}

/** The first question's choices, as the questionnaire stores them. */
export function neededChoices(answers: Record<string, TAnswerValue>): string[] {
  const value = answers['services-needed'];
  return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
}

export function isOn(value: TAnswerValue | undefined): boolean {
  return value === true || value === 'true' || value === 'yes';
}

/** The table count of the questionnaire when tables are toggled on, else 0. */
export function tableCountOf(answers: Record<string, TAnswerValue>): number {
  if (!isOn(answers['has-tables'])) return 0;
  const count = Number(answers['table-count']);
  return Number.isInteger(count) && count >= 1 && count <= 25 ? count : 0;
}

/**
 * The bundles the questionnaire leads to: a bundle is offered when the first answer holds one of its
 * choices, it suits the manuscript language, and its services price the word count. Table formatting
 * joins every offered bundle when the customer has tables. Rush is never offered with a bundle.
 */
export function offerBundles(form: TFormState, context: TEvaluationContext, isEnglish: boolean): TOfferedBundle[] {
  const { catalogue, currency } = context;
  const choices = neededChoices(form.bundleAnswers);
  if (choices.length === 0 || form.wordCount === null) return [];
  const wordCount = form.wordCount;
  const tableCount = tableCountOf(form.bundleAnswers);
  const tableService = catalogue.serviceByIdentity.get(TABLE_FORMATTING);
  const currencyIso = currency.isoCode;
  const priceOf = (service: TCatalogueServiceRecord, quantity: number, tier: TDeliveryTier) =>
    findOption(service, { wordCount, quantity, tier, currencyIso });

  const offered: TOfferedBundle[] = [];
  for (const bundle of catalogue.bundles) {
    const scopeMatches = bundle.languageScope === 'any' || (bundle.languageScope === 'english') === isEnglish;
    if (!scopeMatches || !bundle.matchChoices.some((c) => choices.includes(c))) continue;
    const primary = catalogue.serviceById.get(bundle.primaryServiceId);
    if (!primary) continue;
    const members: { service: TCatalogueServiceRecord; quantity: number }[] = [{ service: primary, quantity: 1 }];
    for (const id of bundle.includedServiceIds) {
      const service = catalogue.serviceById.get(id);
      if (service) members.push({ service, quantity: 1 });
    }
    if (tableCount > 0 && tableService && !members.some((m) => m.service.id === tableService.id)) {
      members.push({ service: tableService, quantity: tableCount });
    }
    const isSelected = form.selectedBundleId === bundle.id;
    const addOns = bundle.addOnServiceIds
      .map((id) => catalogue.serviceById.get(id))
      .filter((s): s is TCatalogueServiceRecord => s !== undefined && !members.some((m) => m.service.id === s.id))
      .map((service) => {
        const option = priceOf(service, 1, 'standard');
        return {
          service,
          option,
          price: option?.prices[currencyIso] ?? 0,
          selected: isSelected && form.selections.some((sel) => sel.identity === service.identity),
        };
      })
      .filter((a) => a.option !== undefined);
    const chosen = [...members, ...addOns.filter((a) => a.selected).map((a) => ({ service: a.service, quantity: 1 }))];
    const standardOptions = chosen.map((m) => ({ member: m, option: priceOf(m.service, m.quantity, 'standard') }));
    if (standardOptions.some((o) => o.option === undefined)) continue;

    const basePrice = standardOptions.reduce((sum, o) => sum + (o.option?.prices[currencyIso] ?? 0), 0);
    const primaryStandard = priceOf(primary, 1, 'standard')?.prices[currencyIso] ?? 0;
    const isDiscountApplicable = isBundleDiscountApplicable(chosen.map((m) => kindOf(m.service)));
    const tierPrice = (tierAmount: number) =>
      bundleTierPrice({
        basePrice,
        languageServicesStandardPrice: primaryStandard,
        languageServicesTierPrice: tierAmount,
        discountPercent: bundle.discountPercent,
        isDiscountApplicable,
      });
    const timelines = (primaryDays: number) =>
      bundleTurnaroundDays(
        standardOptions.map((o) => ({
          type: kindOf(o.member.service),
          timelineDays: o.member.service.id === primary.id ? primaryDays : (o.option?.timelineDays ?? 0),
          bearsFiguresOrTables: o.member.service.runsInParallel,
        })),
      );
    const primaryStandardOption = standardOptions[0]?.option;
    const turnaroundDays = timelines(primaryStandardOption?.timelineDays ?? 0);
    const expressOption = isExpressAvailable({
      isExpressFlagOn: context.isExpressFlagOn,
      wordCount,
      serviceKey: primary.identity,
      hasRushOption: false,
      isBundle: true,
    })
      ? priceOf(primary, 1, 'express')
      : undefined;
    const expressAmount = expressOption?.prices[currencyIso];
    const expressTurnaroundDays = expressOption ? timelines(expressOption.timelineDays) : null;

    offered.push({
      bundle,
      primary,
      services: members,
      addOns: addOns.map(({ service, price, selected }) => ({ service, price, selected })),
      isDiscountApplicable,
      prices: {
        standard: tierPrice(primaryStandard),
        rush: null,
        express: expressAmount === undefined ? null : tierPrice(expressAmount),
      },
      turnaroundDays,
      expressTurnaroundDays,
      deadlines: {
        standard: deadlineAfter(context, turnaroundDays),
        rush: null,
        express: expressTurnaroundDays === null ? null : deadlineAfter(context, expressTurnaroundDays),
      },
    });
  }
  return offered;
}

/** The selection a chosen bundle stands for: its services, the table count, and the add-ons ticked. */
export function bundleSelections(offered: TOfferedBundle, addOnIdentities: readonly string[]): TSelection[] {
  return [
    ...offered.services.map((m) => ({ identity: m.service.identity, quantity: m.quantity })),
    ...offered.addOns
      .filter((a) => addOnIdentities.includes(a.service.identity))
      .map((a) => ({ identity: a.service.identity, quantity: 1 })),
  ];
}
