import { formatMoney, type TCurrency, type TInvoiceLoadResponse } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFallback, type TLoadTexts } from '../../../components/ui/load-fallback.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApplication } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { useBalances } from '../api/get-balances.ts';
import { BalancesSummary } from '../components/balances-summary.tsx';
import { CreditsTable } from '../components/credits-table.tsx';
import { PrepayAmountForm } from '../components/prepay-amount-form.tsx';
import { PrepaymentsTable } from '../components/prepayments-table.tsx';
import { minimumPrepayAmount } from '../utils/prepay-amount.ts';
import '../prepay.css';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const PREPAY_LOAD_TEXTS: TLoadTexts = { loading: 'prepay-loading', loadError: 'prepay-load-error', retry: 'prepay-retry' };

// The payment form (with react-hook-form) shows once an amount is chosen, or for an existing prepayment.
const PrepayPayment = lazy(() =>
  import('../components/prepay-payment.tsx').then((module) => ({ default: module.PrepayPayment })),
);

/** /{lang}/researcher/prepay/{retainerInvoiceNumber?}: make a prepayment or pay an existing one; credits and prepayments. */
export function Component() {
  const { t } = useTranslation();
  const application = useApplication();
  const balances = useBalances();
  const { retainerInvoiceNumber } = useParams();
  const isEnabled = application.featureFlags.prepay_enabled === true;
  const data = balances.data;

  return (
    <div className="page page--stack">
      <PageHeader className="prepay-page__header" title={t('prepay-title')} lead={t('prepay-lead')} />
      {!data ? (
        <LoadFallback query={balances} texts={PREPAY_LOAD_TEXTS} className="prepay-loading" />
      ) : (
        <>
          <div className="prepay-layout">
            <section className="card prepay-flow" aria-labelledby="prepay-flow-title">
              {!isEnabled ? (
                <>
                  <h2 id="prepay-flow-title" className="prepay-flow__title">
                    {t('prepay-make-title')}
                  </h2>
                  <Alert kind="info">{t('prepay-disabled')}</Alert>
                </>
              ) : retainerInvoiceNumber ? (
                <ExistingPrepayment key={retainerInvoiceNumber} number={retainerInvoiceNumber} data={data} />
              ) : (
                <NewPrepayment
                  currency={data.currency}
                  minimum={minimumPrepayAmount(application.minimumPrepayAmounts, data.currency)}
                />
              )}
            </section>
            <BalancesSummary data={data} />
          </div>
          <PrepaymentsTable prepayments={data.prepayments} isFapiaoShown={data.fapiaoAfterPayment} />
          <CreditsTable credits={data.credits} />
        </>
      )}
    </div>
  );
}

/** Amount entry; Next locks the amount and shows the payment; Start over returns to the entry. */
function NewPrepayment({ currency, minimum }: { currency: TCurrency; minimum: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [lockedAmount, setLockedAmount] = useState<number | null>(null);

  return (
    <>
      <h2 id="prepay-flow-title" className="prepay-flow__title">
        {t('prepay-make-title')}
      </h2>
      {lockedAmount === null ? (
        <>
          <p className="prepay-flow__intro">{t('prepay-make-intro')}</p>
          <PrepayAmountForm
            currency={currency}
            minimum={minimum}
            initialText={text}
            onNext={(amount, typed) => {
              setText(typed);
              setLockedAmount(amount);
            }}
          />
        </>
      ) : (
        <>
          <div className="prepay-locked">
            <p className="prepay-locked__amount">
              <span>{t('prepay-locked-label')}</span> <strong>{formatMoney(lockedAmount, currency)}</strong>
            </p>
            <Button
              variant="secondary"
              onClick={() => {
                setText('');
                setLockedAmount(null);
              }}
            >
              {t('prepay-start-over')}
            </Button>
          </div>
          <Suspense fallback={<Spinner size="small" />}>
            <PrepayPayment target={{ prepayAmount: lockedAmount }} total={lockedAmount} currency={currency} />
          </Suspense>
        </>
      )}
    </>
  );
}

/** An existing prepayment's unpaid balance, paid directly. */
function ExistingPrepayment({ number, data }: { number: string; data: TInvoiceLoadResponse }) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const prepayment = data.prepayments.find((row) => row.retainerInvoiceNumber === number);
  const newLink = (
    <Link className="button button--secondary" to={`/${lang}/researcher/prepay`}>
      {t('prepay-new-instead')}
    </Link>
  );
  return (
    <>
      <h2 id="prepay-flow-title" className="prepay-flow__title">
        {t('prepay-existing-title', { number })}
      </h2>
      {!prepayment ? (
        <>
          <Alert kind="warning">{t('prepay-existing-not-found', { number })}</Alert>
          {newLink}
        </>
      ) : prepayment.balance <= 0 ? (
        <>
          <Alert kind="info">{t('prepay-existing-paid', { number })}</Alert>
          {newLink}
        </>
      ) : (
        <>
          <div className="prepay-locked">
            <p className="prepay-locked__amount">
              <span>{t('prepay-existing-balance')}</span> <strong>{formatMoney(prepayment.balance, prepayment.currency)}</strong>
            </p>
          </div>
          <Suspense fallback={<Spinner size="small" />}>
            <PrepayPayment target={{ retainerInvoiceNumber: number }} total={prepayment.balance} currency={prepayment.currency} />
          </Suspense>
        </>
      )}
    </>
  );
}
