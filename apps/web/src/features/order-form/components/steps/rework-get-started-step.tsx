import { zodResolver } from '@hookform/resolvers/zod';
import { ZReworkBasicDetailsRequest } from '@portal/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../components/ui/field.tsx';
import { useTranslation } from '../../../../lib/translation.ts';
import { useUpdateReworkBasicDetails } from '../../api/update-rework-basic-details.ts';
import { useFileUploads } from '../../hooks/use-file-uploads.ts';
import { useOrderStep } from '../../hooks/use-order-step.ts';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { FileUploader } from '../file-uploader.tsx';
import { LANGUAGE_ID_INPUT, ManuscriptFields } from '../manuscript-fields.tsx';
import { MarketingBanners } from '../marketing-banners.tsx';
import { OrderCard } from '../order-card.tsx';
import { StepActions, StepBackButton } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';

type TInput = z.input<typeof ZReworkBasicDetailsRequest>;
type TOutput = z.output<typeof ZReworkBasicDetailsRequest>;

/** Step 2 for rework orders: language, word count, files or "upload later". */
export function ReworkGetStartedStep() {
  const { t } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const save = useUpdateReworkBasicDetails();
  const back = useStepBack('rework-get-started');
  const files = useFileUploads();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZReworkBasicDetailsRequest),
    defaultValues: {
      manuscriptLanguageId: order.manuscriptLanguageId ?? order.detectedLanguageId ?? undefined,
      wordCount: String(order.wordCount ?? order.calculatedWordCount ?? ''),
      uploadLater: order.uploadLater,
    },
  });
  const { errors } = form.formState;
  const isUploadLater = form.watch('uploadLater') ?? false;
  const hasFiles = order.manuscripts.main.length > 0;
  const canContinue = !isSaving && !files.isUploading && (hasFiles || isUploadLater);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, uploadLater: values.uploadLater && !hasFiles },
      { onSuccess: ({ order: saved }) => goToCurrentStep(saved) },
    ),
  );

  return (
    <form className="step" noValidate onSubmit={onSubmit}>
      <StepHeader title={t('order-form-rework-title')} lead={t('order-form-rework-lead')} />
      <MarketingBanners />
      <OrderCard id="rework-details" title={t('order-form-manuscript-details')}>
        <ManuscriptFields
          language={form.register('manuscriptLanguageId', LANGUAGE_ID_INPUT)}
          languageError={errors.manuscriptLanguageId?.message}
          wordCount={form.register('wordCount')}
          wordCountError={errors.wordCount?.message}
        />
      </OrderCard>
      <OrderCard id="rework-files" title={t('order-form-upload-title')}>
        {isUploadLater && !hasFiles ? null : (
          <FileUploader kinds={['main']} uploads={files.uploads} onUpload={files.upload} onDismiss={files.dismiss} />
        )}
        {hasFiles ? null : <CheckboxField label={t('order-form-upload-later')} {...form.register('uploadLater')} />}
      </OrderCard>
      {canContinue || isSaving || files.isUploading ? null : <p className="step-hint">{t('order-form-files-required-hint')}</p>}
      <StepActions
        back={<StepBackButton back={back} />}
        next={
          <Button type="submit" disabled={!canContinue} isBusy={save.isPending}>
            {t('order-form-see-services')}
          </Button>
        }
      />
    </form>
  );
}
