import type { TLanguageSegment, TUser } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

type TNavigationItem = { key: string; path: string };

type TSiteHeaderProps = {
  companyName: string;
  lang: TLanguageSegment;
  homeHref: string;
  user: TUser | null;
  navigation: readonly TNavigationItem[];
  /** Null when the configuration does not allow choosing a language. */
  languages: readonly TLanguageSegment[] | null;
  isChangingLanguage: boolean;
  isSigningOut: boolean;
  onLanguageChange: (segment: TLanguageSegment) => void;
  onSignOut: () => void;
};

export function SiteHeader({
  companyName,
  lang,
  homeHref,
  user,
  navigation,
  languages,
  isChangingLanguage,
  isSigningOut,
  onLanguageChange,
  onSignOut,
}: TSiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {t('shell-skip-to-content')}
      </a>
      <div className="site-header__bar container">
        <Link to={homeHref} className="site-header__brand">
          <svg className="site-header__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M9 22V10h4l3 7 3-7h4v12h-3v-7l-3 7h-2l-3-7v7z" fill="#fff" />
          </svg>
          <span>{companyName}</span>
        </Link>
        <div className="site-header__tools">
          {languages ? (
            <LanguageSwitcher current={lang} languages={languages} isBusy={isChangingLanguage} onChange={onLanguageChange} />
          ) : null}
          {user ? (
            <div className="site-header__user">
              <span className="site-header__user-name">{user.fullName}</span>
              {user.isStaff ? <span className="site-header__staff">{t('shell-staff-console')}</span> : null}
              <Button variant="secondary" className="site-header__sign-out" onClick={onSignOut} isBusy={isSigningOut}>
                {t('shell-sign-out')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {user && navigation.length > 0 ? (
        <nav
          className={`primary-nav${user.isStaff ? ' primary-nav--staff' : ''}`}
          aria-label={t(user.isStaff ? 'shell-staff-navigation' : 'shell-main-navigation')}
        >
          <ul className="primary-nav__list container">
            {navigation.map((item) => (
              <li key={item.key}>
                <NavLink to={`/${lang}${item.path}`} end className="primary-nav__link">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
