import type { TLanguageSegment, TUser } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { stopImpersonating } from '../api/stop-impersonating.ts';
import './impersonation-banner.css';

/**
 * While a staff member acts as a customer, every page says so and offers the way back to the staff console
 * (the app starts afresh there, keeping nothing of the customer's).
 */
export function ImpersonationBanner({ user, lang }: { user: TUser; lang: TLanguageSegment }) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);

  async function onStop() {
    setIsBusy(true);
    try {
      await stopImpersonating();
      window.location.assign(`/${lang}/staff`);
    } catch {
      setIsBusy(false);
    }
  }

  return (
    <div className="alert alert--warning impersonation-banner" role="status">
      <div className="alert__body">
        {t('shell-impersonating', { name: user.fullName || user.email, email: user.email })}{' '}
        <Button variant="secondary" isBusy={isBusy} onClick={() => void onStop()}>
          {t('shell-stop-impersonating')}
        </Button>
      </div>
    </div>
  );
}
