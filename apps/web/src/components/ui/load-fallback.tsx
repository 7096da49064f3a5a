import { useTranslation } from '../../lib/translation.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** The message keys of a page's data while it loads, when loading failed, and of the retry link. */
export type TLoadTexts = { loading: string; loadError: string; retry: string };

type TLoadFallbackProps = {
  query: { isError: boolean; refetch: () => unknown };
  texts: TLoadTexts;
  /** The class of the loading line (each page spaces it its own way). */
  className: string;
  /** Announce the loading line as a status (pages whose whole content waits on it). */
  isStatus?: boolean;
};

/** What a page shows in place of data it does not have yet: the failure with a retry link, or a loading line. */
export function LoadFallback({ query, texts, className, isStatus }: TLoadFallbackProps) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert kind="error">
        {t(texts.loadError)}{' '}
        <Button variant="link" onClick={() => void query.refetch()}>
          {t(texts.retry)}
        </Button>
      </Alert>
    );
  }
  return (
    <p className={className} role={isStatus ? 'status' : undefined}>
      <Spinner size="small" />
      {t(texts.loading)}
    </p>
  );
}
