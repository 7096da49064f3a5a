import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { type TBundleAnswers, useSubmitBundleQuestions } from '../api/submit-bundle-questions.ts';
import { errorKeyOf, reportSaveError } from '../hooks/save-error.ts';
import { useGoToCurrentStep } from '../hooks/use-go-to-step.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { BundleQuestionnaire } from './bundle-questionnaire.tsx';
import { LeaveBundlesButton } from './leave-bundles-button.tsx';
import { ManuscriptDetailsCard } from './manuscript-details-card.tsx';
import { StepActions } from './step-actions.tsx';
import { StepHeader } from './step-header.tsx';

const NO_BUNDLES = 'service-bundle-no-bundles-error';

/**
 * The selection step when the researcher asked for help ('Help Me Decide'): the bundle questionnaire.
 * Its answers lead to the bundle cards, or to a warning when no bundle fits.
 */
export function BundleQuestionsPanel() {
  const { t } = useTranslation();
  const order = useOrderForm();
  const goToCurrentStep = useGoToCurrentStep();
  const questions = useSubmitBundleQuestions();
  const [notice, setNotice] = useState<string | null>(null);

  const onAnswers = (answers: TBundleAnswers) => {
    setNotice(null);
    questions.mutate(answers, {
      onSuccess: ({ order: next }) => goToCurrentStep(next),
      onError: (error) => {
        if (errorKeyOf(error) === NO_BUNDLES) setNotice(NO_BUNDLES);
        else reportSaveError(error);
      },
    });
  };

  return (
    <div className="step">
      <StepHeader title={t('order-form-bundles-title')} lead={t('order-form-bundles-questions-lead')} />
      <ManuscriptDetailsCard />
      <BundleQuestionnaire
        questions={order.serviceBundleQuestions}
        initialAnswers={order.serviceBundle.answers}
        isSubmitting={questions.isPending}
        notice={notice}
        onSubmit={onAnswers}
      />
      <StepActions back={<LeaveBundlesButton />} next={null} />
    </div>
  );
}
