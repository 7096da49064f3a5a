import type { TFapiaoStatus } from '@portal/domain';
import { BillingStatus, type TBillingTone } from '../../../components/billing-table/billing-table.tsx';
import { useTranslation } from '../../../lib/translation.ts';

const TONES: Record<TFapiaoStatus, TBillingTone> = {
  requested: 'info',
  issued: 'success',
  failed: 'error',
  cancelled: 'muted',
};

/** A fapiao's state as the billing tables' label: requested, issued, failed or cancelled. */
export function FapiaoStatus({ status }: { status: TFapiaoStatus }) {
  const { t } = useTranslation();
  return <BillingStatus tone={TONES[status]}>{t(`fapiao-status-${status}`)}</BillingStatus>;
}
