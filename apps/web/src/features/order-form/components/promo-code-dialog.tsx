import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useApplyDiscountCode } from '../api/apply-discount-code.ts';
import { errorKeyOf } from '../hooks/save-error.ts';
import { promoOutcome } from '../utils/step-rules.ts';

export type TPromoOutcome = { kind: 'success' | 'warning'; message: string };

/** 'Apply promo code': one code per order; errors stay in the dialog, outcomes are told beside the summary. */
export function PromoCodeDialog({ onClose, onApplied }: { onClose: () => void; onApplied: (outcome: TPromoOutcome) => void }) {
  const { t } = useTranslation();
  const apply = useApplyDiscountCode();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = () => {
    const trimmed = code.trim();
    setServerError(null);
    if (!trimmed) {
      setFieldError('promo-code-required');
      inputRef.current?.focus();
      return;
    }
    apply.mutate(trimmed, {
      onSuccess: (response) => {
        onApplied(promoOutcome(response));
        onClose();
      },
      onError: (error) => {
        setServerError(errorKeyOf(error));
      },
    });
  };

  return (
    <Modal
      title={t('order-form-promo-dialog-title')}
      initialFocusRef={inputRef}
      onClose={onClose}
      className="promo-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('order-form-cancel')}
          </Button>
          <Button type="submit" form="promo-code-form" isBusy={apply.isPending}>
            {t('order-form-apply')}
          </Button>
        </>
      }
    >
      <form
        id="promo-code-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {serverError ? <Alert kind="error">{translateMessage(t, serverError)}</Alert> : null}
        <TextField
          ref={inputRef}
          label={t('order-form-promo-code')}
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          error={fieldError}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setFieldError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
