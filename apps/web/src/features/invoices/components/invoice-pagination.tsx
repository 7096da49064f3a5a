import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';

type TInvoicePaginationProps = {
  current: number;
  pageCount: number;
  previous: number | null;
  next: number | null;
  onPage: (page: number) => void;
};

export function InvoicePagination({ current, pageCount, previous, next, onPage }: TInvoicePaginationProps) {
  const { t } = useTranslation();
  return (
    <nav className="invoice-pagination" aria-label={t('invoices-pagination-label')}>
      <Button variant="secondary" disabled={previous === null} onClick={() => previous !== null && onPage(previous)}>
        {t('invoices-pagination-previous')}
      </Button>
      <span className="invoice-pagination__current" aria-current="page">
        {t('invoices-pagination-current', { page: current, pages: pageCount })}
      </span>
      <Button variant="secondary" disabled={next === null} onClick={() => next !== null && onPage(next)}>
        {t('invoices-pagination-next')}
      </Button>
    </nav>
  );
}
