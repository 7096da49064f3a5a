import { formatDateTime, formatMoney, type TStaffOrder } from '@portal/domain';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { reviewProof } from '../api/change-order.ts';
import { staffOrderPath } from '../api/staff-keys.ts';
import type { TOrderChange } from '../hooks/use-order-change.ts';
import { StaffSection } from './staff-section.tsx';

type TPaymentPanelProps = { order: TStaffOrder; change: TOrderChange };

/** The invoice and payment, and the proofs of payment the researcher sent, each to review (and release the files). */
export function PaymentPanel({ order, change }: TPaymentPanelProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <StaffSection id="payment" titleId="staff-payment-title" title={t('staff-payment-title')}>
      <p>
        <StatusBadge tone={order.isPaid ? 'success' : 'warning'} label={t(order.isPaid ? 'staff-paid' : 'staff-unpaid')} />
        {order.flags.downloadAvailable ? <StatusBadge tone="info" label={t('staff-downloads-released')} /> : null}
      </p>
      <dl className="staff-facts">
        <dt>{t('staff-payment-total')}</dt>
        <dd>{money(order.total)}</dd>
        {order.invoice ? (
          <>
            <dt>{t('staff-payment-invoice')}</dt>
            <dd>
              {order.invoice.invoiceNumber} · {t('staff-payment-balance', { balance: money(order.invoice.balance) })}
            </dd>
          </>
        ) : null}
        {order.payment ? (
          <>
            <dt>{t('staff-payment-receipt')}</dt>
            <dd>
              {order.payment.receiptCode} ·{' '}
              {t(`staff-payment-status-${order.payment.status}`, { defaultValue: order.payment.status })}
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className="staff-section__subtitle">{t('staff-proofs-title')}</h3>
      {order.paymentProofs.length === 0 ? (
        <p className="staff-table__muted">{t('staff-proofs-none')}</p>
      ) : (
        <ul className="staff-file-list">
          {order.paymentProofs.map((proof) => (
            <li key={proof.identity} className="staff-file-list__deliverable">
              <div>
                <a href={`${staffOrderPath(order.externalId)}/payment-proofs/${proof.identity}`} download>
                  {proof.name}
                </a>{' '}
                <span className="staff-table__muted">
                  {formatFileSize(proof.size, i18n.language)} · {formatDateTime(proof.createdAt, i18n.language)}
                </span>
                {proof.note ? <p className="staff-proof__note">{proof.note}</p> : null}
                {proof.reviewedAt ? (
                  <p className="staff-success">
                    {t('staff-proof-reviewed', {
                      when: formatDateTime(proof.reviewedAt, i18n.language),
                      name: proof.reviewedBy ?? '',
                    })}
                  </p>
                ) : null}
              </div>
              {proof.reviewedAt ? null : (
                <div className="staff-actions">
                  <Button
                    isBusy={change.busy === `proof-release-${proof.identity}`}
                    disabled={change.busy !== null}
                    onClick={() =>
                      void change.run(`proof-release-${proof.identity}`, () =>
                        reviewProof(order.externalId, proof.identity, true),
                      )
                    }
                  >
                    {t('staff-proof-release')}
                  </Button>
                  <Button
                    variant="secondary"
                    isBusy={change.busy === `proof-${proof.identity}`}
                    disabled={change.busy !== null}
                    onClick={() =>
                      void change.run(`proof-${proof.identity}`, () => reviewProof(order.externalId, proof.identity, false))
                    }
                  >
                    {t('staff-proof-review')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}
