import type {
  TCurrency,
  TDiscount,
  TFollowUpKind,
  TLineItem,
  TOrderFile,
  TOrderForm,
  TService,
  TServiceBundle,
  TStepName,
} from '@portal/domain';
import { localize, type TCatalogueLanguage, type TCatalogueServiceRecord, type TOrderFormCatalogue } from '../catalogue/index.ts';
import { deadlineAfter, type TEvaluation, type TEvaluationContext, type TOfferedBundle } from './evaluation.ts';
import type { TAppliedDiscount, TPricingResult } from './pricing.ts';
import type { TOrderFormFileRow, TOrderFormRow } from './repository.ts';
import { stepList, stepsView } from './steps.ts';

export type TDiscountSources = {
  groupName: string | null;
  promo: { code: string; description: string; endDate: string | null } | null;
  bundleName: string | null;
  /** 'Re-edit discount' in the reader's language, on a touch-up's or re-edit's form. */
  reeditName: string | null;
};

export type TViewInput = {
  row: TOrderFormRow;
  files: TOrderFormFileRow[];
  evaluation: TEvaluation;
  context: TEvaluationContext;
  language: TCatalogueLanguage;
  currency: TCurrency;
  hasChosenCurrency: boolean;
  discountSources: TDiscountSources;
  duplicateOrder: { externalId: string; date: string; title: string } | null;
};

const REFERENCE_KINDS = new Set(['main-reference', 'figure-reference', 'table-reference']);

const FOLLOW_UP_KINDS: readonly string[] = ['touch-up', 're-edit', 'rework'] satisfies TFollowUpKind[];

/** The order a follow-up form continues, as the form records it. */
export function parentOrderOf(row: Pick<TOrderFormRow, 'parentOrderExternalId' | 'parentOrderKind'>) {
  const kind = row.parentOrderKind;
  if (!row.parentOrderExternalId || !kind || !FOLLOW_UP_KINDS.includes(kind)) return null;
  return { externalId: row.parentOrderExternalId, kind: kind as TFollowUpKind };
}

export function toFileView(file: TOrderFormFileRow): TOrderFile {
  return {
    identity: file.identity,
    name: file.originalName,
    kind: file.kind,
    size: file.size,
    expired: file.expired,
    wordCount: file.wordCount,
    languageId: file.languageId,
    uploadedAt: file.createdAt.toISOString(),
  };
}

export function serviceName(catalogue: TOrderFormCatalogue, identity: string, language: TCatalogueLanguage): string {
  const service = catalogue.serviceByIdentity.get(identity);
  return service ? localize(service.name, language) : identity;
}

export function toLineItems(pricing: TPricingResult, catalogue: TOrderFormCatalogue, language: TCatalogueLanguage): TLineItem[] {
  return pricing.lines.map((line) => ({
    serviceIdentity: line.serviceIdentity,
    name: serviceName(catalogue, line.serviceIdentity, language),
    quantity: line.quantity,
    deliveryTier: line.deliveryTier,
    listPrice: line.listPrice,
    discountAmount: line.discountAmount,
    totalPrice: line.totalPrice,
  }));
}

/** What a discount is called: the promotional code's description, the bundle's, re-edit's or group's name ('' unknown). */
export function discountDescriptionOf(discount: { kind: string; code: string | null }, sources: TDiscountSources): string {
  if (discount.kind === 'promotional-code') {
    return sources.promo && (discount.code === null || sources.promo.code === discount.code) ? sources.promo.description : '';
  }
  if (discount.kind === 'bundle') return sources.bundleName ?? '';
  if (discount.kind === 're-edit') return sources.reeditName ?? '';
  return sources.groupName ?? '';
}

export function toDiscounts(discounts: readonly TAppliedDiscount[], sources: TDiscountSources): TDiscount[] {
  return discounts.map((d) => {
    const isPromo = d.kind === 'promotional-code';
    const description = discountDescriptionOf(d, sources);
    return {
      id: isPromo ? `promotional-code:${d.code ?? ''}` : d.kind,
      kind: d.kind,
      code: d.code,
      description,
      amount: d.amount,
      percentBased: d.isPercentBased,
      endDate: isPromo ? (sources.promo?.endDate ?? null) : null,
      applied: d.applied,
      appliedAmount: d.appliedAmount,
      removable: isPromo,
    };
  });
}

function wordRange(service: TCatalogueServiceRecord): { min: number; max: number | null } {
  if (service.pricingBasis !== 'words' || service.options.length === 0) return { min: 0, max: null };
  const min = Math.min(...service.options.map((o) => o.minWords ?? 0));
  const isOpen = service.options.some((o) => o.maxWords === null);
  return { min, max: isOpen ? null : Math.max(...service.options.map((o) => o.maxWords ?? 0)) };
}

export function toServiceView(service: TCatalogueServiceRecord, input: TViewInput): TService {
  const { row, context, language, currency } = input;
  const wordCount = row.wordCount;
  const selection = row.selections.find((s) => s.identity === service.identity);
  const relevant = service.options.filter((o) => {
    if (o.prices[currency.isoCode] === undefined) return false;
    if (service.pricingBasis !== 'words') return true;
    return wordCount !== null && (o.minWords ?? 0) <= wordCount && (o.maxWords === null || wordCount <= o.maxWords);
  });
  const isOutOfRange =
    service.pricingBasis === 'words' && wordCount !== null && !relevant.some((o) => o.deliveryTier === 'standard');
  return {
    identity: service.identity,
    name: localize(service.name, language),
    description: localize(service.description, language),
    type: service.type,
    category: service.category,
    addOn: service.addOn,
    featured: service.featured,
    recommended: service.recommended,
    disabled: isOutOfRange || (service.pricingBasis !== 'flat' && service.options.length === 0 && !service.requiresQuote),
    selected: selection !== undefined,
    quantity: selection?.quantity ?? 0,
    optionsDeterminedByCount: service.pricingBasis === 'count',
    wordCount: wordRange(service),
    serviceOptions: relevant.map((o) => ({
      id: o.id,
      price: o.prices[currency.isoCode] ?? 0,
      rush: o.deliveryTier === 'rush',
      deliveryTier: o.deliveryTier,
      timelineDays: o.timelineDays,
      deadline: deadlineAfter(context, o.timelineDays),
      figureCount: service.countKind === 'figure' ? o.quantity : null,
      tableCount: service.countKind === 'table' ? o.quantity : null,
    })),
    canBeRemovedFromOrder: service.canBeRemovedFromOrder,
    requiresQuote: service.requiresQuote,
  };
}

export function toBundleView(offered: TOfferedBundle, language: TCatalogueLanguage): TServiceBundle {
  const { bundle, primary } = offered;
  return {
    id: bundle.id,
    name: localize(bundle.name, language),
    primaryServiceName: localize(primary.name, language),
    services: offered.services.map(({ service }) => ({
      identity: service.identity,
      name: localize(service.name, language),
      type: service.type,
    })),
    addOns: offered.addOns.map((a) => ({
      identity: a.service.identity,
      name: localize(a.service.name, language),
      price: a.price,
      selected: a.selected,
    })),
    discount: { percent: bundle.discountPercent, isApplicable: offered.isDiscountApplicable },
    prices: offered.prices,
    turnaroundDays: offered.turnaroundDays,
    deadlines: offered.deadlines,
    learnMoreTerms: bundle.learnMoreTerms.map((t) => localize(t, language)),
  };
}

/** The order form as the web app reads it (ZOrderForm), in the requester's language. */
export function toOrderForm(input: TViewInput): TOrderForm {
  const { row, files, evaluation, context, language, currency } = input;
  const { catalogue } = context;
  const currentStep = row.currentStep as TStepName;
  const list = stepList(evaluation.flow, { hasDuplicate: row.duplicateOrderExternalId !== null, currentStep });
  const goal = catalogue.goals.find((g) => g.id === row.customerGoalId) ?? null;
  const goalView = (g: (typeof catalogue.goals)[number]) => ({
    id: g.id,
    key: g.key,
    name: localize(g.name, language),
    description: localize(g.description, language),
    requiresWordCount: g.requiresWordCount,
  });
  const pricing = evaluation.pricing;
  const today = context.now.toISOString().slice(0, 10);
  // What rush or express adds to the list price of the same selection delivered at the standard tier.
  const difference = (result: TPricingResult | null) => (result ? result.subtotal - evaluation.standardPricing.subtotal : null);

  return {
    identity: row.identity,
    isAnonymous: row.userId === null,
    currency,
    hasChosenCurrency: input.hasChosenCurrency,
    currentStep,
    steps: stepsView(list, currentStep),
    customerGoal: goal ? goalView(goal) : null,
    customerGoals: catalogue.goals.map(goalView),
    uploadLater: row.uploadLater,
    manuscripts: {
      main: files.filter((f) => f.kind === 'main').map(toFileView),
      figures: files.filter((f) => f.kind === 'figure').map(toFileView),
      tables: files.filter((f) => f.kind === 'table').map(toFileView),
      references: files.filter((f) => REFERENCE_KINDS.has(f.kind)).map(toFileView),
    },
    wordCount: row.wordCount,
    calculatedWordCount: row.calculatedWordCount,
    manuscriptLanguageId: row.manuscriptLanguageId,
    detectedLanguageId: row.detectedLanguageId,
    manuscriptLanguages: catalogue.languages.map((l) => ({ id: l.id, name: localize(l.name, language), iso: l.iso })),
    availableServices: evaluation.available.map((s) => toServiceView(s, input)),
    hasTranslation: evaluation.hasTranslation,
    hasScientificEditing: evaluation.hasScientificEditing,
    hasJournalRec: evaluation.hasJournalRec,
    declinedEditing: row.declinedEditing,
    delivery: {
      tier: evaluation.tier,
      deadline: evaluation.deadline,
      rushDeadline: evaluation.rushDeadline,
      expressDeadline: evaluation.expressDeadline,
      rushAvailable: evaluation.rushAvailable,
      expressAvailable: evaluation.expressAvailable,
      rushPriceDifference: difference(evaluation.rushPricing),
      expressPriceDifference: difference(evaluation.expressPricing),
    },
    lineItems: toLineItems(pricing, catalogue, language),
    discounts: toDiscounts(pricing.discounts, input.discountSources),
    subtotal: pricing.subtotal,
    discountTotal: pricing.discountTotal,
    total: pricing.total,
    deadline: evaluation.deadline,
    noServiceOption: evaluation.noServiceOption,
    veryLongWordCount: evaluation.deadlineNotice !== null,
    deadlineNotice: evaluation.deadlineNotice,
    deadlineNotices: evaluation.deadlineNotices,
    serviceBundle: {
      interested: row.serviceBundlesRequested,
      answers: row.bundleAnswers,
      selectedBundleId: row.selectedBundleId,
    },
    serviceBundleQuestions: catalogue.bundleQuestions.map((q) => ({
      id: q.id,
      term: q.term,
      label: localize(q.label, language),
      type: q.type,
      choices: q.choices.map((c) => ({ value: c.value, label: localize(c.label, language) })),
    })),
    availableServiceBundles: evaluation.offeredBundles.map((b) => toBundleView(b, language)),
    projectTitle: row.projectTitle,
    styleOfEnglish: row.styleOfEnglish,
    areaOfStudyId: row.areaOfStudyId,
    journal: row.journalName ? { name: row.journalName, url: row.journalUrl ?? '' } : null,
    answers: row.answers,
    referralEmails: row.referralEmails,
    estimateId: row.estimateId,
    duplicateOrder: input.duplicateOrder,
    parentOrder: parentOrderOf(row),
    holidays: catalogue.holidays.filter((d) => d >= today),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
