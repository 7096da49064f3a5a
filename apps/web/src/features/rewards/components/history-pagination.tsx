import type { TPagination } from '@portal/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** Previous and next for the points history, with the page the reader is on. */
export function HistoryPagination({ pagination, onPage }: { pagination: TPagination; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { previous, next } = pagination;
  return (
    <nav className="rewards-pagination" aria-label={t('rewards-history-pages')}>
      <Button variant="secondary" disabled={previous === null} onClick={() => previous !== null && onPage(previous)}>
        {t('rewards-history-previous')}
      </Button>
      <span aria-current="page">{t('rewards-history-page', { page: pagination.current, pages: pagination.pages })}</span>
      <Button variant="secondary" disabled={next === null} onClick={() => next !== null && onPage(next)}>
        {t('rewards-history-next')}
      </Button>
    </nav>
  );
}
