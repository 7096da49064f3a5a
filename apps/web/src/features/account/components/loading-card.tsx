import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** Stands in for a card while its reference data loads, or says it could not be loaded. */
export function LoadingCard({ isError }: { isError?: boolean }) {
  const { t } = useTranslation();
  if (isError) return <Alert kind="error">{t('account-load-error')}</Alert>;
  return (
    <div className="card account-loading">
      <Spinner size="large" label={t('account-loading')} />
    </div>
  );
}
