import { formatLongDate, formatMoney, type TCurrency, type TPaymentResult } from '@portal/domain';
import {
  DIGITAL_DISCOUNT_PERCENT,
  DIGITAL_PRODUCTS,
  digitalProductPrice,
  isDigitalProductId,
} from '@portal/domain/rules/digital-products';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField } from '../../../components/ui/field.tsx';
import { LoadFallback, type TLoadTexts } from '../../../components/ui/load-fallback.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApplication } from '../../../lib/application.ts';
import { documentHref } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { paymentLoadQuery } from '../../payment/api/load-payment.ts';
import { payDigitalPurchase, useDigitalEditLoad, useDigitalOrderLoad } from '../api/digital-purchases.ts';
import {
  activationOf,
  purchaseDataOf,
  purchasePageRedirect,
  type TPurchaseData,
  type TPurchaseKind,
} from '../utils/purchase-kind.ts';
import '../digital-purchases.css';

const PURCHASE_LOAD_TEXTS: TLoadTexts = {
  loading: 'digital-purchase-loading',
  loadError: 'digital-purchase-load-error',
  retry: 'digital-purchase-retry',
};

// The payment form (react-hook-form, the card frame) loads with the page's second render, not with the route.
const PaymentForm = lazy(() =>
  import('../../payment/components/payment-form.tsx').then((module) => ({ default: module.PaymentForm })),
);

/** Where a kind's pages live, and where a researcher goes once the purchase is active. */
export type TPurchasePaths = {
  /** The payment page, below the language: success pages are `${page}/{receiptCode}/success`. */
  page: string;
  /** The tool's page, once the purchase is active. */
  done: string;
};

const DEFAULT_PATHS: Record<TPurchaseKind, TPurchasePaths> = {
  editing: { page: '/researcher/digital-editing/subscribe', done: '/researcher/digital-editing' },
  translation: { page: '/researcher/digital-translations/purchase', done: '/researcher/digital-translations' },
};

type TPurchasePageProps = {
  kind: TPurchaseKind;
  /** Other paths (the in-portal /rubriq plan page); the researcher pages by default. */
  paths?: TPurchasePaths;
  /** Leave the curie-launched redirect to the caller (the /rubriq page itself). */
  isCurieRedirectOff?: boolean;
  headingLevel?: 1 | 2;
};

/**
 * The digital-editing subscription and translation package payment page
 * (`subscribe|purchase/{receiptCode?}/{success?}`): product, price with its 30 % discount, currency when the
 * researcher has none, terms, the payment methods allowed; after a successful payment it asks every 10 s until
 * the purchase is active and then opens the tool.
 */
export function PurchasePage({
  kind,
  paths = DEFAULT_PATHS[kind],
  isCurieRedirectOff = false,
  headingLevel = 1,
}: TPurchasePageProps) {
  const { t } = useTranslation();
  const { lang = 'en', receiptCode, success } = useParams();
  const application = useApplication();
  const isWaiting = Boolean(receiptCode) && success === 'success';
  const edit = useDigitalEditLoad(isWaiting && kind === 'editing');
  const order = useDigitalOrderLoad(isWaiting && kind === 'translation');
  const load = kind === 'editing' ? edit : order;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const redirect = purchasePageRedirect({ kind, lang, receiptCode, success, isCurieRedirectOff, application });
  // The plans page opens on this kind's tab (its path stays the spec's /rubriq/plan/subscribe).
  if (redirect) return <Navigate to={redirect} state={{ kind }} replace />;

  const data: TPurchaseData | null =
    edit.data && kind === 'editing'
      ? purchaseDataOf('editing', edit.data)
      : order.data && kind === 'translation'
        ? purchaseDataOf('translation', order.data)
        : null;

  return (
    <div className="digital-purchase">
      <header className="digital-purchase__header">
        <Heading className="digital-purchase__title">{t(`digital-purchase-${kind}-title`)}</Heading>
        <p className="digital-purchase__lead">{t(`digital-purchase-${kind}-lead`)}</p>
      </header>
      {!data ? (
        <LoadFallback query={load} texts={PURCHASE_LOAD_TEXTS} className="digital-purchase__loading" isStatus />
      ) : isWaiting && receiptCode ? (
        <Activation kind={kind} data={data} receiptCode={receiptCode} paths={paths} />
      ) : (
        <>
          {success === 'error' ? <Alert kind="error">{t('digital-purchase-error')}</Alert> : null}
          <CurrentPurchase kind={kind} data={data} paths={paths} />
          <PurchaseForm kind={kind} data={data} paths={paths} />
        </>
      )}
    </div>
  );
}

/** After the payment: 'activating' until the purchase is active (asked every 10 s), then on to the tool. */
function Activation({
  kind,
  data,
  receiptCode,
  paths,
}: {
  kind: TPurchaseKind;
  data: TPurchaseData;
  receiptCode: string;
  paths: TPurchasePaths;
}) {
  const { t } = useTranslation();
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const state = activationOf(data.purchases, receiptCode);
  const purchase = data.purchases.find((p) => p.receiptCode === receiptCode);
  useEffect(() => {
    if (state === 'active') navigate(`/${lang}${paths.done}`, { replace: true });
  }, [state, lang, navigate, paths.done]);
  return (
    <section className="card digital-purchase__activation" aria-live="polite">
      <p className="digital-purchase__activating">
        <Spinner size="small" />
        {t('digital-purchase-activating')}
      </p>
      <p className="digital-purchase__hint">{t('digital-purchase-activating-hint')}</p>
      {purchase?.paymentId ? (
        <a className="button button--secondary" href={documentHref(`/api/payment/${purchase.paymentId}/pdf`)} download>
          {t('digital-purchase-receipt')}
        </a>
      ) : null}
      <Link to={`/${lang}${paths.done}`}>{t(`digital-purchase-back-${kind}`)}</Link>
    </section>
  );
}

/** What the researcher holds already: the subscription's end, or the translations left. */
function CurrentPurchase({ kind, data, paths }: { kind: TPurchaseKind; data: TPurchaseData; paths: TPurchasePaths }) {
  const { t, i18n } = useTranslation();
  const { lang = 'en' } = useParams();
  const active = data.purchases.filter((p) => p.valid);
  if (active.length === 0) return null;
  const date = (iso: string | null) => formatLongDate(iso, i18n.language);
  const text =
    kind === 'editing'
      ? t('digital-purchase-current-subscription', { date: date(active[0]?.endsAt ?? null) })
      : t('digital-purchase-current-uses', { count: active.reduce((sum, p) => sum + (p.numberOfUsesAvailable ?? 0), 0) });
  return (
    <Alert kind="info">
      {text} <Link to={`/${lang}${paths.done}`}>{t(`digital-purchase-back-${kind}`)}</Link>
    </Alert>
  );
}

function PurchaseForm({ kind, data, paths }: { kind: TPurchaseKind; data: TPurchaseData; paths: TPurchasePaths }) {
  const { t, i18n } = useTranslation();
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const payment = useQuery(paymentLoadQuery);
  const [productId, setProductId] = useState(data.available[0]?.identity ?? '');
  const [isPaying, setPaying] = useState(false);
  const [chosenIso, setChosenIso] = useState('');
  const [isTermsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const productName = useId();

  const currencies = payment.data?.currencies ?? [];
  const ownIso = data.currencyIso;
  const currency: TCurrency | null =
    (ownIso ? (payment.data?.currency ?? null) : (currencies.find((c) => c.isoCode === chosenIso) ?? null)) ?? null;
  const product = isDigitalProductId(productId) ? DIGITAL_PRODUCTS[productId] : null;
  const priceIn = (id: string, of: TCurrency) => (isDigitalProductId(id) ? digitalProductPrice(DIGITAL_PRODUCTS[id], of) : null);
  const chosenPrice = product && currency ? priceIn(product.id, currency) : null;
  // The offer is priced in the researcher's currency, or in the load's (USD) until one is chosen.
  const displayPrice = (id: string) => {
    if (currency) return priceIn(id, currency);
    const offered = data.available.find((p) => p.identity === id);
    return offered ? { price: offered.price, fullPrice: offered.fullPrice } : null;
  };
  const displayCurrency = (iso: string) => currency ?? currencies.find((c) => c.isoCode === iso) ?? null;

  const termsField = (
    <CheckboxField
      id={`${productName}-terms`}
      label={
        <>
          {t('digital-purchase-terms')}{' '}
          <Link to={`/${lang}/legal/terms`} target="_blank" rel="noreferrer">
            {t('digital-purchase-terms-link')}
          </Link>
        </>
      }
      checked={isTermsAccepted}
      error={termsError ?? undefined}
      onChange={(event) => {
        setTermsAccepted(event.target.checked);
        if (event.target.checked) setTermsError(null);
      }}
    />
  );

  async function submit(values: Parameters<typeof payDigitalPurchase>[2], key: string): Promise<TPaymentResult> {
    if (!isTermsAccepted) {
      setTermsError('payment-accept-terms-and-conditions-failure');
      document.getElementById(`${productName}-terms`)?.focus();
      throw new ApiError(400, 'payment-accept-terms-and-conditions-failure');
    }
    setTermsError(null);
    return payDigitalPurchase(kind, productId, values, isTermsAccepted, key);
  }

  return (
    <>
      <fieldset className="card digital-purchase__products">
        <legend className="digital-purchase__legend">{t('digital-purchase-choose-product')}</legend>
        {data.available.map((offer) => {
          const price = displayPrice(offer.identity);
          const shown = displayCurrency(offer.currencyIso);
          return (
            <label
              key={offer.identity}
              className={`digital-product${offer.identity === productId ? ' digital-product--chosen' : ''}`}
            >
              <input
                type="radio"
                name={productName}
                value={offer.identity}
                checked={offer.identity === productId}
                onChange={() => setProductId(offer.identity)}
              />
              <span className="digital-product__body">
                <span className="digital-product__name">{t(`digital-product-${offer.identity}`)}</span>
                <span className="digital-product__details">
                  {offer.type === 'editing'
                    ? t('digital-product-editing-details')
                    : t('digital-product-translation-details', {
                        uses: offer.numberOfUsesAvailable ?? 0,
                        words: (offer.wordLimit ?? 0).toLocaleString(i18n.language),
                      })}
                </span>
              </span>
              {price && shown ? (
                <span className="digital-product__price">
                  <strong>{formatMoney(price.price, shown)}</strong>{' '}
                  <s aria-hidden="true">{formatMoney(price.fullPrice, shown)}</s>
                  <span className="visually-hidden">
                    {t('digital-purchase-full-price', { price: formatMoney(price.fullPrice, shown) })}
                  </span>{' '}
                  <span className="digital-product__discount">
                    {t('digital-purchase-discount', { percent: DIGITAL_DISCOUNT_PERCENT })}
                  </span>
                </span>
              ) : (
                <Spinner size="small" />
              )}
            </label>
          );
        })}
      </fieldset>

      <section className="card digital-purchase__pay" aria-labelledby={`${productName}-pay`}>
        <h2 id={`${productName}-pay`} className="digital-purchase__subtitle">
          {t('digital-purchase-payment-title')}
        </h2>
        {!ownIso ? (
          <SelectField
            label={t('digital-purchase-currency-label')}
            hint={t('digital-purchase-currency-hint')}
            isRequired
            value={chosenIso}
            onChange={(event) => setChosenIso(event.target.value)}
          >
            <option value="">{t('digital-purchase-currency-choose')}</option>
            {currencies.map((c) => (
              <option key={c.isoCode} value={c.isoCode}>
                {c.isoCode} ({c.sign})
              </option>
            ))}
          </SelectField>
        ) : null}

        {payment.isPending ? (
          <Spinner size="small" />
        ) : product && chosenPrice && currency && !isPaying ? (
          // The payment form (and the form library and rules it brings) loads once a plan is chosen and the
          // researcher goes on, so the page's first visit stays small (issue 9's route budget).
          <Button type="button" onClick={() => setPaying(true)}>
            {t('digital-purchase-continue')}
          </Button>
        ) : !product || !chosenPrice || !currency ? (
          <>
            <p className="digital-purchase__hint">{t('digital-purchase-currency-required')}</p>
            {termsField}
            <Button type="button" disabled>
              {t('digital-purchase-pay')}
            </Button>
          </>
        ) : (
          <Suspense fallback={<Spinner size="small" />}>
            <PaymentForm
              key={`${currency.isoCode}-${product.id}`}
              purpose="digital"
              total={chosenPrice.price}
              currency={currency}
              submit={submit}
              submitLabel={t('digital-purchase-pay-amount', { amount: formatMoney(chosenPrice.price, currency) })}
              footer={termsField}
              onResult={(result) => {
                if (result.status === 'paid' || result.status === 'pending') {
                  navigate(`/${lang}${paths.page}/${result.receiptCode}/success`);
                }
              }}
            />
          </Suspense>
        )}
      </section>
    </>
  );
}
