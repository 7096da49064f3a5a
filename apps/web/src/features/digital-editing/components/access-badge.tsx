import type { TDigitalEditLoadResponse } from '@portal/domain/api/digital-purchases';
import { useTranslation } from 'react-i18next';

/** The header's badge: what gives the researcher digital editing now (researcher area §4 Digital editing access). */
export function AccessBadge({ load }: { load: TDigitalEditLoadResponse | undefined }) {
  const { t } = useTranslation();
  if (!load) return null;
  const endsAt = load.digitalEditingPurchase?.endsAt?.slice(0, 10) ?? null;
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
