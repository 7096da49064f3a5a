import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';

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
