import { formatLongDate } from '@portal/domain';
import type { TDigitalEditLoadResponse } from '@portal/domain/api/digital-purchases';
import { useTranslation } from '../../../lib/translation.ts';

/** The header's badge: what gives the researcher digital editing now (researcher area §4 Digital editing access). */
export function AccessBadge({ load }: { load: TDigitalEditLoadResponse | undefined }) {
  const { t, i18n } = useTranslation();
  if (!load) return null;
  const endsAt = formatLongDate(load.digitalEditingPurchase?.endsAt, i18n.language) || null;
  const text =
    load.access === 'digital-purchase'
      ? endsAt
        ? t('digital-editing-access-subscribed-until', { date: endsAt })
        : t('digital-editing-access-subscribed')
      : t(`digital-editing-access-${load.access}`);
  return (
    <span
      className={`digital-editing__badge is-${load.access === 'none' ? 'none' : 'active'}`}
      data-testid="digital-editing-access"
    >
      {text}
    </span>
  );
}
