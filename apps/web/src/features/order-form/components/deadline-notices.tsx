import type { TOrderForm } from '@portal/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** Long manuscripts take longer: one informational notice per rule that applies (spec §9). */
export function DeadlineNotices({ order }: { order: Pick<TOrderForm, 'deadlineNotices'> }) {
  const { t } = useTranslation();
  if (order.deadlineNotices.length === 0) return null;
  return (
    <>
      {order.deadlineNotices.map((key) => (
        <Alert key={key} kind="info">
          {t(key)}
        </Alert>
      ))}
    </>
  );
}
