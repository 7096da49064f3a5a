import { formatDateTime, type TPaymentProof } from '@portal/domain';
import { useId } from 'react';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useTranslation } from '../../../lib/translation.ts';

/** The proofs the researcher sent for the order, oldest first. */
export function PaymentProofList({ proofs }: { proofs: readonly TPaymentProof[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
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
                {formatFileSize(proof.size, i18n.language)} · {formatDateTime(proof.uploadedAt, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
