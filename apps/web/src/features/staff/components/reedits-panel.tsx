import { formatDateTime } from '@portal/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useOrderReedits } from '../api/review-questions.ts';
import { StaffSection } from './staff-section.tsx';

/**
 * The re-edits staff started from the order's questions on changes (docs/decisions.md, "Review the edits: staff
 * turn questions into a re-edit"): kind, granted free and why, how many questions, when and by whom. Shown only
 * when the order has some (most orders have none); a failed read says so with a retry.
 */
export function ReeditsPanel({ externalId }: { externalId: string }) {
  const { t, i18n } = useTranslation();
  const query = useOrderReedits(externalId);
  const reedits = query.data?.reedits ?? [];
  if (!query.isError && reedits.length === 0) return null;

  return (
    <StaffSection titleId="staff-reedits-title" title={t('staff-reedits-title')}>
      {query.isError ? (
        <Alert kind="error">
          {t('staff-load-error')}{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            {t('staff-retry')}
          </Button>
        </Alert>
      ) : (
        <ul className="staff-reedit-list">
          {reedits.map((reedit) => (
            <li key={reedit.id}>
              <p className="staff-reedit-list__head">
                <strong>{t(`staff-reedits-kind-${reedit.kind}`)}</strong>
                {reedit.grantedFree ? <StatusBadge tone="success" label={t('staff-reedits-granted-free')} /> : null}
                <span className="staff-table__muted">{t('staff-questions-count', { count: reedit.questionCount })}</span>
              </p>
              {reedit.grantedFree && reedit.reason ? (
                <p className="staff-reedit-list__reason">{t('staff-reedits-reason', { reason: reedit.reason })}</p>
              ) : null}
              <p className="staff-table__muted">
                {t('staff-reedits-when-who', {
                  date: formatDateTime(reedit.createdAt, i18n.language),
                  staff: reedit.staff ?? t('staff-reedits-former-staff'),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}
