import { CUSTOMER_GOAL_REWORK } from '@portal/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../components/ui/field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useApplication } from '../../../../lib/application.ts';
import { useTranslation } from '../../../../lib/translation.ts';
import { useUpdateBasicDetails } from '../../api/update-basic-details.ts';
import { useDocumentDetailsPoll } from '../../hooks/use-document-details-poll.ts';
import { useFileUploads } from '../../hooks/use-file-uploads.ts';
import { formatNumber } from '../../utils/format-date.ts';
import { isManuscriptGoal } from '../../utils/services.ts';
import { FileUploader } from '../file-uploader.tsx';
import { GoalChoice } from '../goal-choice.tsx';
import type { TManuscriptDetailsHandle } from '../manuscript-details-form.tsx';
import { MarketingBanners } from '../marketing-banners.tsx';
import { OrderCard } from '../order-card.tsx';
import { StepActions } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';
import './get-started-step.css';
import { useOrderStep } from '../../hooks/use-order-step.ts';

// The manual details form (with react-hook-form) is shown only for some goals and files: it loads then.
const ManuscriptDetailsForm = lazy(() =>
  import('../manuscript-details-form.tsx').then((module) => ({ default: module.ManuscriptDetailsForm })),
);

/** Stands in while the details form loads; the step cannot go on before the form can be checked. */
function DetailsFormLoading({ onLoading }: { onLoading: (isLoading: boolean) => void }) {
  useEffect(() => {
    onLoading(true);
    return () => onLoading(false);
  }, [onLoading]);
  return <Spinner size="small" />;
}

/** Step 1: the goal, the files (or "upload later"), and the manuscript's language and word count. */
export function GetStartedStep() {
  const { t, i18n } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const application = useApplication();
  const updateBasicDetails = useUpdateBasicDetails();
  const detection = useDocumentDetailsPoll();
  const files = useFileUploads((file) => {
    if (file.kind === 'main') detection.start();
  });
  const [goalId, setGoalId] = useState<number | null>(order.customerGoal?.id ?? null);
  const [goalError, setGoalError] = useState<string | null>(null);
  const [isUploadLater, setIsUploadLater] = useState(order.uploadLater);
  const [isEditingDetails, setIsEditingDetails] = useState(false);
  const [isDetailsFormLoading, setIsDetailsFormLoading] = useState(false);
  const [pendingAction, setPendingAction] = useState<'services' | 'bundles' | null>(null);
  const goalInputRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<TManuscriptDetailsHandle>(null);

  const goal = order.customerGoals.find((g) => g.id === goalId) ?? null;
  // A rework order asks for its language and word count on the next step.
  const needsWordCount = Boolean(goal?.requiresWordCount) && goal?.key !== CUSTOMER_GOAL_REWORK;
  const hasFiles = order.manuscripts.main.length + order.manuscripts.figures.length > 0;
  const hasMainFiles = order.manuscripts.main.length > 0;
  const hasDetails = order.wordCount !== null && order.manuscriptLanguageId !== null;
  const isChecking = detection.state === 'checking';
  // Details are asked when the goal prices by word count, and shown for any uploaded manuscript.
  const showDetails = hasMainFiles || (isUploadLater && needsWordCount) || detection.state !== 'idle';
  const showDetailsForm =
    showDetails &&
    !isChecking &&
    (isEditingDetails || detection.state === 'not-found' || (!hasDetails && (needsWordCount || hasMainFiles)));
  const canContinue = !isSaving && !files.isUploading && !isChecking && !isDetailsFormLoading && (hasFiles || isUploadLater);
  const offersBundles = application.allowsServiceBundles && goal !== null && isManuscriptGoal(goal);
  const language = order.manuscriptLanguages.find((l) => l.id === order.manuscriptLanguageId);

  const onContinue = async (serviceBundlesRequested: boolean) => {
    if (!goal) {
      setGoalError('make-a-selection');
      goalInputRef.current?.focus();
      return;
    }
    setPendingAction(serviceBundlesRequested ? 'bundles' : 'services');
    try {
      if (showDetailsForm && !(await detailsRef.current?.save({ isOptional: !needsWordCount }))) return;
      const { order: saved } = await updateBasicDetails.mutateAsync({
        customerGoalId: goal.id,
        uploadLater: isUploadLater && !hasFiles,
        serviceBundlesRequested,
      });
      goToCurrentStep(saved);
    } catch {
      // The save-error modal already tells the researcher.
    } finally {
      setPendingAction(null);
    }
  };

  return (
    <div className="step">
      <StepHeader title={t('order-form-get-started-title')} lead={t('order-form-get-started-lead')} />
      <MarketingBanners />

      <OrderCard id="get-started-goal" title={t('order-form-goal-title')}>
        <GoalChoice
          goals={order.customerGoals}
          value={goalId}
          error={goalError}
          firstInputRef={goalInputRef}
          onChange={(id) => {
            setGoalId(id);
            setGoalError(null);
          }}
        />
      </OrderCard>

      <OrderCard id="get-started-files" title={t('order-form-upload-title')}>
        <p className="order-card__lead">{t('order-form-upload-lead')}</p>
        {isUploadLater && !hasFiles ? null : (
          <FileUploader kinds={['main', 'figure']} uploads={files.uploads} onUpload={files.upload} onDismiss={files.dismiss} />
        )}
        {hasFiles ? null : (
          <CheckboxField
            label={t('order-form-upload-later')}
            checked={isUploadLater}
            onChange={(event) => setIsUploadLater(event.currentTarget.checked)}
          />
        )}

        {showDetails ? (
          <div className="detected-details" aria-live="polite">
            {isChecking ? (
              <div className="detected-details__checking job-progress" role="status">
                <progress max={100} aria-label={t('job-progress-label')} />
                <span>{t('job-progress-step', { step: 2, steps: 2, name: t('order-form-detecting-details') })}</span>
              </div>
            ) : null}
            {detection.state === 'not-found' ? (
              <p className="detected-details__note">{t('order-form-details-not-detected')}</p>
            ) : null}
            {showDetailsForm ? (
              <>
                <h3 className="detected-details__title">{t('order-form-manuscript-details')}</h3>
                <Suspense fallback={<DetailsFormLoading onLoading={setIsDetailsFormLoading} />}>
                  <ManuscriptDetailsForm handleRef={detailsRef} />
                </Suspense>
              </>
            ) : null}
            {!isChecking && !showDetailsForm && hasDetails ? (
              <p className="detected-details__found">
                {t('order-form-details-found', {
                  words: formatNumber(order.wordCount ?? 0, i18n.language),
                  language: language?.name ?? '',
                })}{' '}
                <Button variant="link" onClick={() => setIsEditingDetails(true)}>
                  {t('order-form-edit-details')}
                </Button>
              </p>
            ) : null}
          </div>
        ) : null}
      </OrderCard>

      {offersBundles ? (
        <OrderCard id="get-started-bundles" title={t('order-form-bundle-offer-title')} className="bundle-offer">
          <p className="order-card__lead">{t('order-form-bundle-offer-lead')}</p>
          <div className="bundle-offer__actions">
            <Button
              variant="secondary"
              disabled={!canContinue}
              isBusy={pendingAction === 'services'}
              onClick={() => void onContinue(false)}
            >
              {t('order-form-choose-my-services')}
            </Button>
            <Button
              variant="secondary"
              disabled={!canContinue}
              isBusy={pendingAction === 'bundles'}
              onClick={() => void onContinue(true)}
            >
              {t('order-form-help-me-decide')}
            </Button>
          </div>
        </OrderCard>
      ) : null}

      {canContinue || isSaving || files.isUploading || isChecking || isDetailsFormLoading ? null : (
        <p className="step-hint">{t('order-form-files-required-hint')}</p>
      )}
      <StepActions
        next={
          <Button
            disabled={!canContinue}
            isBusy={pendingAction === 'services' && !offersBundles}
            onClick={() => void onContinue(false)}
          >
            {t('order-form-see-services')}
          </Button>
        }
      />
    </div>
  );
}
