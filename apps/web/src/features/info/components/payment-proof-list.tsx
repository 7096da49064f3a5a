import type { TPaymentProof } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

/** The proofs the researcher sent for the order, oldest first. */
export function PaymentProofList({ proofs }: { proofs: readonly TPaymentProof[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const size = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('info-proof-sent-heading')}</h2>
      {proofs.length === 0 ? (
        <p>{t('info-proof-none')}</p>
      ) : (
        <ul className="proof-list">
          {proofs.map((proof) => (
            <li key={proof.identity} className="proof-list__item">
              <span className="proof-list__name">{proof.name}</span>
              <span className="proof-list__meta">
                {size.format(Math.max(1, Math.round(proof.size / 1024)))} · {date.format(new Date(proof.uploadedAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
