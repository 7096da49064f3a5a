import { CUSTOMER_GOAL_REWORK, type TDeliveryTier, type TStepName } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TAnswerValue, TSelection } from '../../schema/order-form.ts';
import type { TCatalogueServiceRecord, TOrderFormCatalogue } from '../catalogue/index.ts';
import { ENGLISH_LANGUAGE_ID, isOn, isServiceInScope, type TEvaluation, type TFormState } from './evaluation.ts';
import type { TOrderFormFileRow, TOrderFormRow } from './repository.ts';
import { flowOf, stepList } from './steps.ts';

// The rules the steps share: the step list of a form, when a step is complete, what the details step
// asks and refuses, the delivery tier, the services a manuscript language keeps.

export function tierOf(rush: boolean, deliveryTier: TDeliveryTier): TDeliveryTier {
  if (rush && deliveryTier === 'express') throw AppError.invalid({ deliveryTier: 'delivery-tier-invalid' });
  return deliveryTier !== 'standard' ? deliveryTier : rush ? 'rush' : 'standard';
}

function isAnswered(value: TAnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

export function listOf(
  row: TFormState & Pick<TOrderFormRow, 'duplicateOrderExternalId' | 'currentStep'>,
  catalogue: TOrderFormCatalogue,
) {
  const goal = catalogue.goals.find((g) => g.id === row.customerGoalId);
  const flow = flowOf(goal?.key ?? null, row.serviceBundlesRequested);
  return { flow, list: stepList(flow, { hasDuplicate: row.duplicateOrderExternalId !== null, currentStep: row.currentStep }) };
}

/** Field errors of the details step for the form as stored (spec §5). */
export function detailsErrors(
  row: TOrderFormRow,
  evaluation: TEvaluation,
  catalogue: TOrderFormCatalogue,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const isRework = evaluation.goalKey === CUSTOMER_GOAL_REWORK;
  if (!isRework && !row.projectTitle) errors.projectTitle = 'project-title-required';
  if (evaluation.hasTranslation && !isRework && row.areaOfStudyId === null) errors.areaOfStudyId = 'area-of-study-error';
  if (evaluation.selectedServices.some((s) => s.journalDetails === 'required') && !row.journalName) {
    errors['journal.name'] = 'journal-details-required';
  }
  for (const question of questionsAsked(evaluation.selectedServices, row.answers, row.manuscriptLanguageId, catalogue)) {
    if (question.isRequired && !isAnswered(row.answers[question.identity]))
      errors[`answers.${question.identity}`] = 'value-required';
  }
  return errors;
}

/** The questions the details step asks: multiple-choice for English manuscripts only; follow-ups once their question says yes. */
export function questionsAsked(
  selected: readonly TCatalogueServiceRecord[],
  answers: Record<string, TAnswerValue>,
  languageId: number | null,
  catalogue: TOrderFormCatalogue,
) {
  const all = selected.flatMap((s) => catalogue.questionsByServiceId.get(s.id) ?? []);
  const unlocked = new Set(all.filter((q) => isOn(answers[q.identity])).flatMap((q) => q.followUpIdentities));
  const isEnglish = (languageId ?? ENGLISH_LANGUAGE_ID) === ENGLISH_LANGUAGE_ID;
  return all.filter(
    (q) => (q.type !== 'multiple-choice' || isEnglish) && (!q.requiresPreviousSelection || unlocked.has(q.identity)),
  );
}

export function isStepComplete(
  step: TStepName,
  row: TOrderFormRow,
  evaluation: TEvaluation,
  catalogue: TOrderFormCatalogue,
): boolean {
  switch (step) {
    case 'get-started':
      return row.customerGoalId !== null;
    case 'rework-get-started':
      return row.manuscriptLanguageId !== null && row.wordCount !== null;
    case 'manuscript-services':
      return evaluation.flow === 'bundles'
        ? evaluation.offeredBundles.length > 0
        : (evaluation.tieredService !== null || row.declinedEditing) && !evaluation.noServiceOption;
    case 'multimedia-services':
    case 'additional-services':
      return evaluation.pricing.lines.length > 0 && !evaluation.noServiceOption;
    case 'service-bundles':
      return row.selectedBundleId !== null;
    case 'details':
      return evaluation.pricing.lines.length > 0 && Object.keys(detailsErrors(row, evaluation, catalogue)).length === 0;
    case 'duplicate-order':
      return row.duplicateOrderExternalId === null;
    case 'price-quote-completed':
      return true;
    case 'payment-details':
      return false;
  }
}

/** Drops language services that no longer suit the manuscript language. */
export function keepInScope(selections: readonly TSelection[], catalogue: TOrderFormCatalogue, languageId: number): TSelection[] {
  const isEnglish = languageId === ENGLISH_LANGUAGE_ID;
  return selections.filter((sel) => {
    const service = catalogue.serviceByIdentity.get(sel.identity);
    return service !== undefined && isServiceInScope(service, isEnglish);
  });
}

export function requireLanguage(catalogue: TOrderFormCatalogue, id: number) {
  if (!catalogue.languages.some((l) => l.id === id)) throw AppError.invalid({ manuscriptLanguageId: 'value-required' });
}

export function requireFilesOrLater(files: readonly TOrderFormFileRow[], uploadLater: boolean) {
  if (uploadLater) return;
  if (!files.some((f) => f.kind === 'main' || f.kind === 'figure' || f.kind === 'table')) {
    throw AppError.invalid({ uploadLater: 'files-required' });
  }
}
