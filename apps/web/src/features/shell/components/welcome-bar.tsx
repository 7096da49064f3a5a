import type { TUser } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The welcome-back band shown to signed-in users above the page. */
export function WelcomeBar({ user }: { user: TUser }) {
  const { t } = useTranslation();
  return (
    <div className="welcome-bar">
      <div className="container welcome-bar__inner">
        <p className="welcome-bar__greeting">{t('shell-welcome-back', { name: user.firstName || user.fullName })}</p>
        <p className="welcome-bar__detail">{t('shell-signed-in-as', { email: user.email })}</p>
      </div>
    </div>
  );
}
