import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { RequiredMark, TextField } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { translateMessage } from '../../../../lib/i18n.ts';
import { useTranslation } from '../../../../lib/translation.ts';
import { useLanguageSegment } from '../../../../lib/use-language-segment.ts';
import { checkDuplicateOrder } from '../../api/check-duplicate-order.ts';
import { serviceDetailsQuery } from '../../api/get-service-details.ts';
import { updateDetails } from '../../api/update-details.ts';
import { FILE_KIND_ORDER } from '../../api/upload-order-file.ts';
import { reportSaveError } from '../../hooks/save-error.ts';
import { useFileUploads } from '../../hooks/use-file-uploads.ts';
import { useOrderForm } from '../../hooks/use-order-form.tsx';
import { useOrderFormSave } from '../../hooks/use-order-form-save.ts';
import { useStepBack } from '../../hooks/use-step-back.ts';
import {
  detailsFieldOf,
  detailsSchema,
  type TAnswer,
  type TDetailsFormValues,
  type TDetailsRules,
  visibleQuestions,
} from '../../utils/details-schema.ts';
import { isReworkGoal, selectedServices } from '../../utils/services.ts';
import { stepPath } from '../../utils/step-paths.ts';
import { checkQuietly } from '../../utils/step-rules.ts';
import { AreaOfStudyField } from '../area-of-study-field.tsx';
import { FileUploader } from '../file-uploader.tsx';
import { JournalFields } from '../journal-fields.tsx';
import { ManuscriptDetailsCard } from '../manuscript-details-card.tsx';
import { OrderCard } from '../order-card.tsx';
import { ReferralEmailsForm } from '../referral-emails-form.tsx';
import { ServiceQuestions } from '../service-questions.tsx';
import { StepActions, StepBackButton } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';
import './details-step.css';
import { useOrderStep } from '../../hooks/use-order-step.ts';

const DUPLICATE_CHECKING = 'order-form-duplicate-check-in-progress';

/** Step 7: files, manuscript details, project information, journal and the services' questions. */
export function DetailsStep() {
  const { t } = useTranslation();
  const order = useOrderForm();
  const services = selectedServices(order);
  const identities = services.map((s) => s.identity).sort();
  const serviceDetails = useQuery({ ...serviceDetailsQuery(identities), enabled: identities.length > 0 });
  if (identities.length === 0) return <NoServiceDialog />;
  if (serviceDetails.isPending) {
    return (
      <div className="step step--loading" role="status">
        <Spinner size="large" label={t('order-form-loading-details')} />
      </div>
    );
  }
  const details = serviceDetails.data;
  const isRework = isReworkGoal(order);
  const isJournalShown = details?.journalDetails.requested ?? false;
  const rules: TDetailsRules = {
    isTitleShown: !isRework,
    isAreaOfStudyShown: !isRework,
    // The matching editor needs it for translations; for other services it helps but is optional.
    isAreaOfStudyRequired: !isRework && order.hasTranslation,
    isJournalShown,
    isJournalRequired: details?.journalDetails.required ?? false,
    questions: details?.questions ?? [],
    questionsRequiringPreviousSelection: details?.questionsRequiringPreviousSelection ?? [],
  };
  const fileKinds = FILE_KIND_ORDER.filter((kind) => (details?.fileTypes ?? ['main']).includes(kind));
  return (
    <DetailsForm rules={rules} fileKinds={fileKinds.length > 0 ? fileKinds : ['main']} isFetching={serviceDetails.isFetching} />
  );
}

function DetailsForm({
  rules,
  fileKinds,
  isFetching,
}: {
  rules: TDetailsRules;
  fileKinds: typeof FILE_KIND_ORDER;
  isFetching: boolean;
}) {
  const { t } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const save = useOrderFormSave(updateDetails, { isQuiet: true });
  const back = useStepBack('details');
  const files = useFileUploads();
  const formId = useId();
  const styleName = useId();
  const [isCheckingDuplicate, setIsCheckingDuplicate] = useState(false);
  const checkedTitle = useRef<string | null>(null);
  const form = useForm<TDetailsFormValues>({
    resolver: zodResolver(detailsSchema(rules, order)),
    defaultValues: {
      projectTitle: order.projectTitle ?? '',
      styleOfEnglish: order.styleOfEnglish,
      areaOfStudyId: order.areaOfStudyId,
      journalName: order.journal?.name ?? '',
      journalUrl: order.journal?.url ?? '',
      answers: Object.fromEntries(
        Object.entries(order.answers).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
      ),
    },
  });
  const { errors } = form.formState;
  const answers = form.watch('answers');
  const questions = visibleQuestions(rules, order, answers);

  const onTitleBlur = () => {
    const title = form.getValues('projectTitle').trim();
    if (!title || title === checkedTitle.current) return;
    checkedTitle.current = title;
    setIsCheckingDuplicate(true);
    // The answer only informs the server-side duplicate step; a failure is ignored (spec §8).
    void checkQuietly(() => checkDuplicateOrder(title)).finally(() => setIsCheckingDuplicate(false));
  };

  const onSubmit = form.handleSubmit((values) => {
    if (isCheckingDuplicate) return;
    const visible = new Set(questions.map((q) => q.identity));
    save.mutate(
      {
        ...(rules.isTitleShown ? { projectTitle: values.projectTitle.trim() } : {}),
        styleOfEnglish: values.styleOfEnglish,
        ...(rules.isAreaOfStudyShown ? { areaOfStudyId: values.areaOfStudyId } : {}),
        journal: rules.isJournalShown ? { name: values.journalName.trim(), url: values.journalUrl.trim() } : undefined,
        answers: Object.fromEntries(
          Object.entries(values.answers).filter(
            (entry): entry is [string, TAnswer] => visible.has(entry[0]) && entry[1] !== undefined,
          ),
        ),
      },
      {
        onSuccess: ({ order: next }) => goToCurrentStep(next),
        onError: (error) => {
          // Refused fields are shown on the fields; anything else in the save-error modal.
          const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
          const placed = fields.flatMap(([field, message]) => {
            const name = detailsFieldOf(field);
            return name ? [[name, message] as const] : [];
          });
          if (placed.length === 0 || placed.length < fields.length) {
            reportSaveError(error);
            return;
          }
          for (const [name, message] of placed)
            form.setError(name as Path<TDetailsFormValues>, { message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <div className="step">
      <StepHeader title={t('order-form-details-title')} lead={t('order-form-details-lead')} />

      <OrderCard id="details-files" title={t('order-form-upload-your-files')}>
        <FileUploader kinds={fileKinds} uploads={files.uploads} onUpload={files.upload} onDismiss={files.dismiss} />
      </OrderCard>

      <ManuscriptDetailsCard />

      <form id={formId} className="details-form" noValidate onSubmit={onSubmit}>
        <OrderCard id="details-project" title={t('order-form-project-information')}>
          {rules.isTitleShown ? (
            <TextField
              label={t('order-form-project-title')}
              isRequired
              maxLength={512}
              autoComplete="off"
              error={errors.projectTitle?.message}
              hint={<DuplicateCheckHint isChecking={isCheckingDuplicate} />}
              {...form.register('projectTitle', { onBlur: onTitleBlur })}
            />
          ) : null}
          <fieldset className="choice-group" aria-describedby={errors.styleOfEnglish ? `${styleName}-error` : undefined}>
            <legend className="choice-group__legend">
              {t('order-form-style-of-english')}
              <RequiredMark />
            </legend>
            <div className="choice-group__options choice-group__options--row">
              {(['American', 'British'] as const).map((style) => (
                <label key={style} className="choice-line">
                  <input type="radio" value={style} {...form.register('styleOfEnglish')} />
                  <span>{t(`order-form-style-${style.toLowerCase()}`)}</span>
                </label>
              ))}
            </div>
            {errors.styleOfEnglish?.message ? (
              <p id={`${styleName}-error`} className="field__error" role="alert">
                {translateMessage(t, errors.styleOfEnglish.message)}
              </p>
            ) : null}
          </fieldset>
          {rules.isAreaOfStudyShown ? (
            <Controller
              control={form.control}
              name="areaOfStudyId"
              render={({ field }) => (
                <AreaOfStudyField
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.areaOfStudyId?.message}
                  isRequired={rules.isAreaOfStudyRequired}
                />
              )}
            />
          ) : null}
          {order.hasScientificEditing ? <Alert kind="warning">{t('scientific-editing-aos-notice')}</Alert> : null}
        </OrderCard>

        {rules.isJournalShown ? (
          <OrderCard id="details-journal" title={t('order-form-target-journal')}>
            <p className="order-card__lead">
              {t(rules.isJournalRequired ? 'order-form-journal-required-lead' : 'order-form-journal-lead')}
            </p>
            <JournalFields
              name={form.watch('journalName')}
              url={form.watch('journalUrl')}
              isRequired={rules.isJournalRequired}
              nameError={errors.journalName?.message}
              urlError={errors.journalUrl?.message}
              onChange={(journal) => {
                form.setValue('journalName', journal.name, { shouldValidate: form.formState.isSubmitted });
                form.setValue('journalUrl', journal.url, { shouldValidate: form.formState.isSubmitted });
              }}
            />
          </OrderCard>
        ) : null}

        {questions.length > 0 ? (
          <OrderCard id="details-questions" title={t('order-form-service-questions')}>
            <ServiceQuestions questions={questions} control={form.control} errors={errors.answers} />
          </OrderCard>
        ) : null}
      </form>

      <ReferralEmailsForm />

      <StepActions
        back={<StepBackButton back={back} label="order-form-service-selection" />}
        next={
          <Button type="submit" form={formId} disabled={isSaving || isFetching || isCheckingDuplicate} isBusy={save.isPending}>
            {t('order-form-payment-details')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * The line under the project title: what the title is checked for, and the spec's 'Currently checking…'
 * message while the duplicate check runs. Both take the same place (one grid cell sized for the longer), so
 * the check starting on blur never moves the fields below under a click that is on its way (issue 29).
 */
function DuplicateCheckHint({ isChecking }: { isChecking: boolean }) {
  const { t } = useTranslation();
  const checking = t(DUPLICATE_CHECKING);
  return (
    <span className="status-slot" data-reserve={checking}>
      <span className="status-slot__idle" aria-hidden={isChecking || undefined}>
        {t('order-form-project-title-hint')}
      </span>
      <span className="status-slot__busy" role="status">
        {isChecking ? checking : ''}
      </span>
    </span>
  );
}

/** The details step needs a chosen service; without one the researcher goes back to choose (spec §4). */
function NoServiceDialog() {
  const { t } = useTranslation();
  const order = useOrderForm();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const goBackRef = useRef<HTMLButtonElement>(null);
  const target =
    order.steps.list.find(
      (s) => s.name === 'manuscript-services' || s.name === 'multimedia-services' || s.name === 'rework-get-started',
    ) ?? order.steps.list[0];
  return (
    <div className="step">
      <Modal
        title={t('order-form-submission-issue-title')}
        initialFocusRef={goBackRef}
        actions={
          <Button ref={goBackRef} onClick={() => target && navigate(stepPath(lang, target))}>
            {t('order-form-go-back')}
          </Button>
        }
      >
        <p>{t('submission-issue')}</p>
      </Modal>
    </div>
  );
}
