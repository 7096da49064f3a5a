import { useTranslation } from '../../lib/translation.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

type TRetryAlertProps = {
  /** What failed to load, for refetching. */
  query: { refetch: () => unknown };
  /** The message keys of the failure and of the retry button. */
  texts: { failure: string; retry: string };
};

/** A load that failed, as an error box with the failure and a button that tries again. */
export function RetryAlert({ query, texts }: TRetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert kind="error">
      <p>{t(texts.failure)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t(texts.retry)}
      </Button>
    </Alert>
  );
}
