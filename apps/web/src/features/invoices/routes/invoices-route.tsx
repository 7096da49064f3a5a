import { formatMoney, MESSAGE } from '@portal/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFallback, type TLoadTexts } from '../../../components/ui/load-fallback.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { type TInvoiceFilters, useInvoices } from '../api/get-invoices.ts';
import { BalanceChart } from '../components/balance-chart.tsx';
import { InvoiceFilters, type TFilterValues } from '../components/invoice-filters.tsx';
import { InvoiceTable } from '../components/invoice-table.tsx';
import { OutstandingSummary } from '../components/outstanding-summary.tsx';
import { encodeInvoiceNumbers, sumByCurrency } from '../utils/invoice-display.ts';
import { changeSelection, selectedIn, selectionScopeOf, type TInvoiceSelection } from '../utils/invoice-selection.ts';
import '../invoices.css';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const INVOICES_LOAD_TEXTS: TLoadTexts = {
  loading: 'invoices-loading',
  loadError: 'invoices-load-error',
  retry: 'invoices-retry',
};

/** Invoice page size (researcher-area §9): pagination shows only when at least this many invoices match. */
const INVOICE_PAGE_SIZE = 10;

/** /{lang}/researcher/invoices/{status?}: the invoice history, or with 'unpaid' the unpaid invoices to pay. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const { status } = useParams();
  const isUnpaid = status === 'unpaid';
  const [search, setSearch] = useSearchParams();
  const filters: TInvoiceFilters = {
    status: isUnpaid ? 'unpaid' : 'all',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    orderNumber: search.get('orderNumber') ?? '',
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
  };
  const invoices = useInvoices(filters);
  const data = invoices.data;

  // The selection belongs to one view and one set of filters (researcher-area §4): any change clears it.
  const selectionScope = selectionScopeOf(filters);
  const [selection, setSelection] = useState<TInvoiceSelection>({ scope: selectionScope, numbers: new Set() });
  const selected = selectedIn(selection, selectionScope);

  function onSelectionChange(numbers: readonly string[], isSelected: boolean) {
    setSelection(changeSelection(selection, selectionScope, numbers, isSelected));
  }

  function applyFilters(values: TFilterValues) {
    const next = new URLSearchParams();
    if (values.from) next.set('from', values.from);
    if (values.to) next.set('to', values.to);
    if (values.orderNumber) next.set('orderNumber', values.orderNumber);
    setSearch(next);
  }

  function goToPage(page: number) {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    setSearch(next);
  }

  const title = t(isUnpaid ? 'invoices-title-unpaid' : 'invoices-title-history');
  const hasFilters = Boolean(filters.from || filters.to || filters.orderNumber);
  const selectedInvoices = (data?.unpaidInvoices ?? []).filter((invoice) => selected.has(invoice.invoiceNumber));
  const selectedTotals = sumByCurrency(selectedInvoices, (invoice) => invoice.balance);
  const pageCount = data ? Math.max(1, Math.ceil(data.pagination.total / INVOICE_PAGE_SIZE)) : 1;

  return (
    <div className="page">
      <PageHeader
        className="invoices-page__header"
        title={title}
        lead={t(isUnpaid ? 'invoices-lead-unpaid' : 'invoices-lead-history')}
      />
      <nav className="invoices-tabs" aria-label={t('invoices-views-label')}>
        <Link to={`/${lang}/researcher/invoices`} aria-current={isUnpaid ? undefined : 'page'}>
          {t('invoices-tab-history')}
        </Link>
        <Link to={`/${lang}/researcher/invoices/unpaid`} aria-current={isUnpaid ? 'page' : undefined}>
          {t('invoices-tab-unpaid')}
        </Link>
      </nav>

      {data?.pendingPayments.map((payment) => (
        <Alert key={payment.receiptCode} kind="info">
          {t('invoices-pending-payment', { amount: formatMoney(payment.amount, data.currency) })}
        </Alert>
      ))}

      <div className="invoices-layout">
        {data ? (
          <aside className="invoices-layout__side" aria-label={t('invoices-side-label')}>
            <OutstandingSummary unpaidInvoices={data.unpaidInvoices} isUnpaidView={isUnpaid} />
            {isUnpaid ? null : <BalanceChart invoices={data.invoices} />}
          </aside>
        ) : invoices.isError ? null : (
          // The summary and the chart's place while the invoices load: the list below does not move when they come.
          <div className="invoices-layout__side" aria-hidden="true">
            <div className="card skeleton invoices-skeleton invoices-skeleton--summary" />
            {isUnpaid ? null : <div className="card skeleton invoices-skeleton invoices-skeleton--chart" />}
          </div>
        )}
        <section className="card invoices-layout__main" aria-labelledby="invoices-list-title">
          <h2 id="invoices-list-title" className="visually-hidden">
            {title}
          </h2>
          <InvoiceFilters key={`${filters.from}|${filters.to}|${filters.orderNumber}`} values={filters} onApply={applyFilters} />
          {!data ? (
            <LoadFallback query={invoices} texts={INVOICES_LOAD_TEXTS} className="invoices-loading" />
          ) : data.invoices.length === 0 ? (
            <p className="invoices-empty">
              {hasFilters ? t('invoices-empty-filtered') : translateMessage(t, MESSAGE.noInvoices)}
            </p>
          ) : (
            <>
              <InvoiceTable
                invoices={data.invoices}
                caption={t('invoices-table-caption', { title, page: data.pagination.current, pages: pageCount })}
                isSelectable={isUnpaid}
                selected={selected}
                onSelectionChange={onSelectionChange}
                isBusy={invoices.isPlaceholderData}
                isFapiaoShown={data.fapiaoAfterPayment}
              />
              {data.pagination.total >= INVOICE_PAGE_SIZE ? (
                <Pagination
                  className="invoice-pagination"
                  label={t('invoices-pagination-label')}
                  currentText={t('invoices-pagination-current', { page: data.pagination.current, pages: pageCount })}
                  previousText={t('invoices-pagination-previous')}
                  nextText={t('invoices-pagination-next')}
                  previous={data.pagination.previous}
                  next={data.pagination.next}
                  onPage={goToPage}
                />
              ) : null}
            </>
          )}
          {isUnpaid && data && data.invoices.length > 0 ? (
            <div className="invoice-selection" aria-live="polite">
              <p className="invoice-selection__text">
                {selectedInvoices.length === 0
                  ? t('invoices-selection-none')
                  : t('invoices-selection-summary', {
                      count: selectedInvoices.length,
                      total: selectedTotals.map(({ currency, amount }) => formatMoney(amount, currency)).join(' + '),
                    })}
              </p>
              {selectedTotals.length > 1 ? (
                <p className="invoice-selection__warning">{t('invoices-selection-currencies')}</p>
              ) : null}
              <Button
                disabled={selectedInvoices.length === 0 || selectedTotals.length > 1}
                onClick={() =>
                  navigate(
                    `/${lang}/researcher/invoices/pay/${encodeInvoiceNumbers(selectedInvoices.map((invoice) => invoice.invoiceNumber))}`,
                  )
                }
              >
                {t('invoices-pay-selected')}
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
