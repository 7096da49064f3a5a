import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/**
 * A staff page's data not there yet: its error with "Retry" when the first read failed (or `missing`, with no
 * retry, when what it reads does not exist), else the loading line.
 */
export function StaffListPending({ isError, onRetry, missing }: { isError: boolean; onRetry: () => void; missing?: string }) {
  const { t } = useTranslation();
  return isError ? (
    <Alert kind="error">
      {missing ?? t('staff-load-error')}{' '}
      {missing ? null : (
        <Button variant="link" onClick={onRetry}>
          {t('staff-retry')}
        </Button>
      )}
    </Alert>
  ) : (
    <p className="staff-loading">
      <Spinner size="small" />
      {t('staff-loading')}
    </p>
  );
}

/** The pages of a staff list, shown when there is more than one. */
export function StaffListPages({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      label={t('staff-pagination-label')}
      currentText={t('staff-pagination-current', { page, pages: pageCount })}
      previousText={t('staff-pagination-previous')}
      nextText={t('staff-pagination-next')}
      previous={page > 1 ? page - 1 : null}
      next={page < pageCount ? page + 1 : null}
      onPage={onPage}
    />
  );
}
