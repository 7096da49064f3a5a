import { formatLongDate, formatMoney, type TOrderDetails } from '@portal/domain';
import { useId } from 'react';
import { PhraseText } from '../../../components/ui/phrase-text.tsx';
import { documentHref } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';

/** The order page's sidebar (screen 12): deadline, services, original files, payment, journal, style of English. */
export function OrderSidebar({ order }: { order: TOrderDetails }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { payment } = order;
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const applied = [
    { key: 'orders-payment-voucher', amount: payment.voucherApplied },
    { key: 'orders-payment-credits', amount: payment.creditsApplied },
    { key: 'orders-payment-prepayment', amount: payment.prepaymentApplied },
  ].filter((line) => line.amount > 0);

  return (
    <aside className="order-sidebar card" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('orders-sidebar-title')}
      </h2>

      {order.deadline ? (
        <section className="order-sidebar__section">
          <h3>{t('orders-deadline')}</h3>
          <p>{formatLongDate(order.deadline, i18n.language)}</p>
        </section>
      ) : null}

      <section className="order-sidebar__section">
        <h3>{t('orders-services')}</h3>
        <ul className="order-sidebar__list">
          {order.services.map((service) => (
            <li key={service.identity}>
              <span>
                <PhraseText text={service.name} />
                {service.quantity > 1 ? ` × ${service.quantity}` : ''}
                {service.deliveryTier !== 'standard' ? (
                  <span className="order-sidebar__tier">
                    {' '}
                    ({t(`orders-tier-${service.deliveryTier}`, { defaultValue: service.deliveryTier })})
                  </span>
                ) : null}
              </span>
              <span>{money(service.totalPrice)}</span>
            </li>
          ))}
        </ul>
      </section>

      {order.files.length > 0 ? (
        <section className="order-sidebar__section">
          <h3>{t('orders-original-files')}</h3>
          <ul className="order-sidebar__files">
            {order.files.map((file) => (
              <li key={file.identity}>
                {file.expired ? (
                  <span title={t('orders-file-expired')}>{file.name}</span>
                ) : (
                  <a href={`/api/file/${encodeURIComponent(file.identity)}/download`} download>
                    {file.name}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="order-sidebar__section">
        <h3>{t('orders-payment')}</h3>
        <dl className="order-sidebar__facts">
          <div>
            <dt>{t('orders-payment-method')}</dt>
            <dd>{t(`payment-method-${payment.methodKey}`, { defaultValue: payment.methodKey })}</dd>
          </div>
          {applied.map((line) => (
            <div key={line.key}>
              <dt>{t(line.key)}</dt>
              <dd>−{money(line.amount)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('orders-payment-amount')}</dt>
            <dd>{money(payment.amount)}</dd>
          </div>
          <div>
            <dt>{t('orders-payment-status')}</dt>
            <dd>{t(`orders-payment-status-${payment.status}`)}</dd>
          </div>
        </dl>
        <ul className="order-sidebar__links">
          {payment.invoiceNumber ? (
            <li>
              <a href={documentHref(`/api/invoice/${encodeURIComponent(payment.invoiceNumber)}/pdf`)}>
                {t('orders-invoice-link', { number: payment.invoiceNumber })}
              </a>
            </li>
          ) : null}
          {payment.paymentId !== null && payment.status === 'paid' ? (
            <li>
              <a href={documentHref(`/api/payment/${payment.paymentId}/pdf`)}>{t('orders-receipt-link')}</a>
            </li>
          ) : null}
          {payment.boletoUrl && (payment.installments ?? 1) <= 1 ? (
            <li>
              <a href={payment.boletoUrl} target="_blank" rel="noreferrer">
                {t('orders-boleto-link')}
              </a>
            </li>
          ) : null}
          {payment.boletoUrl && (payment.installments ?? 1) > 1
            ? installmentNumbers(payment.installments ?? 1).map((number) => (
                <li key={number}>
                  <a href={`${payment.boletoUrl}?installment=${number}`} target="_blank" rel="noreferrer">
                    {t('orders-boleto-installment-link', { number, count: payment.installments ?? 1 })}
                  </a>
                </li>
              ))
            : null}
          {payment.payLaterUrl ? (
            <li>
              <a href={payment.payLaterUrl}>{t('orders-pay-later-link')}</a>
            </li>
          ) : null}
        </ul>
      </section>

      {order.journal ? (
        <section className="order-sidebar__section">
          <h3>{t('orders-target-journal')}</h3>
          <p>
            {order.journal.url ? (
              <a href={order.journal.url} target="_blank" rel="noreferrer">
                {order.journal.name}
              </a>
            ) : (
              order.journal.name
            )}
          </p>
        </section>
      ) : null}

      <section className="order-sidebar__section">
        <h3>{t('orders-style-of-english')}</h3>
        <p>{t(`orders-english-${order.styleOfEnglish.toLowerCase()}`, { defaultValue: order.styleOfEnglish })}</p>
      </section>
    </aside>
  );
}

/** 1, 2, … n: one boleto document per installment. */
function installmentNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}
