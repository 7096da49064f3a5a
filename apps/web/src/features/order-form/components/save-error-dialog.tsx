import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { clearSaveError, useSaveError } from '../hooks/save-error.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { goBackStep } from '../utils/save-failure.ts';
import { stepPath } from '../utils/step-paths.ts';

/** A failed save: the server's text in a modal, and 'Go Back' to the step it concerns (spec §8). */
export function SaveErrorDialog() {
  const { t } = useTranslation();
  const error = useSaveError();
  const order = useOrderForm();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const goBackRef = useRef<HTMLButtonElement>(null);
  if (!error) return null;

  const onGoBack = () => {
    clearSaveError();
    const step = goBackStep(order.steps.list, error.goBackTo);
    if (step) navigate(stepPath(lang, step));
  };

  return (
    <Modal
      title={t('order-form-save-error-title')}
      initialFocusRef={goBackRef}
      onClose={onGoBack}
      actions={
        <Button ref={goBackRef} onClick={onGoBack}>
          {t('order-form-go-back')}
        </Button>
      }
    >
      <p>{t('order-form-save-error', { error: translateMessage(t, error.message) })}</p>
    </Modal>
  );
}
