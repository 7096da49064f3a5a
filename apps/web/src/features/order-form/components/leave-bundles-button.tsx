import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useUpdateBundleInterest } from '../api/update-bundle-interest.ts';
import { useGoToCurrentStep } from '../hooks/use-go-to-step.ts';
import { useIsSavingOrder } from '../hooks/use-order-form-save.ts';

/** 'Back to all services': leaves the bundles (questionnaire or cards) for the list of services. */
export function LeaveBundlesButton() {
  const { t } = useTranslation();
  const isSaving = useIsSavingOrder();
  const goToCurrentStep = useGoToCurrentStep();
  const leaveBundles = useUpdateBundleInterest();
  return (
    <Button
      variant="secondary"
      isBusy={leaveBundles.isPending}
      disabled={isSaving}
      onClick={() => leaveBundles.mutate(false, { onSuccess: ({ order: next }) => goToCurrentStep(next) })}
    >
      {t('order-form-back-to-all-services')}
    </Button>
  );
}
