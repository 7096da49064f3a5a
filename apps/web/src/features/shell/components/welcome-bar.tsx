import { greetingNameOf, isFirstVisit, type TUser } from '@portal/domain';
import { useTranslation } from '../../../lib/translation.ts';
import './welcome-bar.css';

/**
 * The welcome band shown to signed-in users above the page: "Welcome" on the first visit (the account's first
 * hour), "Welcome back" after; the name as the language addresses a person (greetingNameOf).
 */
export function WelcomeBar({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  const key = isFirstVisit(user.customerSince, new Date()) ? 'shell-welcome-first' : 'shell-welcome-back';
  return (
    <div className="welcome-bar">
      <div className="container welcome-bar__inner">
        <p className="welcome-bar__greeting">{t(key, { name: greetingNameOf(user, i18n.language) || user.fullName })}</p>
        <p className="welcome-bar__detail">{t('shell-signed-in-as', { email: user.email })}</p>
      </div>
    </div>
  );
}
