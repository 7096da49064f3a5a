import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';

type TProps = {
  label: string;
  variant?: 'primary' | 'danger';
  isBusy: boolean;
  isDisabled?: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
  onCancel: () => void;
};

/** The card's panels end the same way: their action, and Cancel beside it. */
export function FormActions({ label, variant = 'primary', isBusy, isDisabled = false, onClick, onCancel }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="two-factor__actions">
      <Button type={onClick ? 'button' : 'submit'} variant={variant} isBusy={isBusy} disabled={isDisabled} onClick={onClick}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('two-factor-cancel')}
      </Button>
    </div>
  );
}
