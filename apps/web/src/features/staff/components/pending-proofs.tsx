import { formatDateTime } from '@portal/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import { usePendingProofs } from '../api/get-pending-proofs.ts';
import { StaffSection } from './staff-section.tsx';

/** Proofs of payment waiting for a look, oldest first; shown only while there are some. */
export function PendingProofs({ lang }: { lang: string }) {
  const { t, i18n } = useTranslation();
  const proofs = usePendingProofs();
  if (!proofs.data || proofs.data.length === 0) return null;
  return (
    <StaffSection
      className="staff-pending"
      titleId="staff-pending-title"
      title={t('staff-pending-proofs-title', { count: proofs.data.length })}
    >
      <ul className="staff-pending__list">
        {proofs.data.map((proof) => (
          <li key={proof.identity}>
            <Link to={`/${lang}/staff/orders/${encodeURIComponent(proof.orderExternalId)}#payment`}>{proof.orderExternalId}</Link>{' '}
            <span>{proof.orderTitle}</span>{' '}
            <span className="staff-table__muted">
              {proof.researcherEmail} · {proof.name} · {formatDateTime(proof.createdAt, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </StaffSection>
  );
}
