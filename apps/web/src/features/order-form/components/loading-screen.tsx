import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** Shown while the order loads: the screen waits for it (spec §4). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="order-form-loading" role="status">
      <Spinner size="large" />
      <p>{t('order-form-loading')}</p>
    </div>
  );
}
