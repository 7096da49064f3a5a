import { LOCALE_TO_SEGMENT, type TStaffOrder, toLocale } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { actAsCustomer } from '../api/act-as-customer.ts';
import { StaffSection } from './staff-section.tsx';

type TResearcherPanelProps = { order: TStaffOrder; lang: string };

/** Who ordered, who else hears about the order, and acting as the researcher (the impersonation, audited). */
export function ResearcherPanel({ order, lang }: TResearcherPanelProps) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { researcher } = order;

  async function onActAs() {
    setIsBusy(true);
    setError(null);
    try {
      await actAsCustomer(researcher.email);
      // The session is the researcher's now: the app starts afresh on their order, keeping nothing of the staff member's.
      window.location.assign(`/${lang}/researcher/index/details/${encodeURIComponent(order.externalId)}`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.code : 'network-request-error');
      setIsBusy(false);
    }
  }

  return (
    <StaffSection titleId="staff-researcher-title" title={t('staff-researcher-title')}>
      <dl className="staff-facts">
        <dt>{t('staff-researcher-name')}</dt>
        <dd>{researcher.fullName}</dd>
        <dt>{t('staff-researcher-email')}</dt>
        <dd>
          <a href={`mailto:${researcher.email}`}>{researcher.email}</a>
        </dd>
        {researcher.institution ? (
          <>
            <dt>{t('staff-researcher-institution')}</dt>
            <dd>{researcher.institution}</dd>
          </>
        ) : null}
        <dt>{t('staff-researcher-language')}</dt>
        <dd>{t(`staff-researcher-language-${LOCALE_TO_SEGMENT[toLocale(researcher.language)]}`)}</dd>
        <dt>{t('staff-researcher-notify')}</dt>
        <dd>{order.notificationEmails.length > 0 ? order.notificationEmails.join(', ') : t('staff-researcher-notify-none')}</dd>
      </dl>
      <Button variant="secondary" isBusy={isBusy} onClick={() => void onActAs()}>
        {t('staff-act-as-customer')}
      </Button>
      <p className="field__hint">{t('staff-act-as-customer-hint')}</p>
      {error ? (
        <p className="field__error" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </StaffSection>
  );
}
