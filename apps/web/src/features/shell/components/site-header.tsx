import type { TLanguageSegment, TUser } from '@portal/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import './site-header.css';

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

/**
 * The header: brand, language, account and the main navigation. On a narrow screen the navigation, the
 * language and the account controls fold into a menu opened by a disclosure button (WAI-ARIA disclosure
 * pattern): opening moves focus to the first link, Escape closes it and gives focus back to the button, and
 * following a link closes it. Wide screens show everything at once and never see the button.
 */
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
  const location = useLocation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const hasMenu = user !== null && navigation.length > 0;

  // Following a link (or any other navigation) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read inside.
  useEffect(() => setIsMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (isMenuOpen) menuRef.current?.querySelector<HTMLElement>('a[href], select, button')?.focus();
  }, [isMenuOpen]);

  // Escape closes the open menu wherever focus is, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setIsMenuOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const tools = (
    <>
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
    </>
  );

  return (
    <header className={`site-header${hasMenu ? ' site-header--with-menu' : ''}`}>
      <a className="skip-link" href="#main-content">
        {t('shell-skip-to-content')}
      </a>
      <div className="site-header__bar container">
        <Link to={homeHref} className="site-header__brand">
          <BrandLogo />
          <span>{companyName}</span>
        </Link>
        <div className="site-header__tools">{tools}</div>
        {hasMenu ? (
          <button
            ref={buttonRef}
            type="button"
            className="site-header__menu-button"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen(!isMenuOpen)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              {isMenuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span>{t('shell-menu')}</span>
          </button>
        ) : null}
      </div>
      {hasMenu ? (
        <nav
          ref={menuRef}
          id={menuId}
          className={`primary-nav${isMenuOpen ? ' primary-nav--open' : ''}${user?.isStaff ? ' primary-nav--staff' : ''}`}
          aria-label={t(user?.isStaff ? 'shell-staff-navigation' : 'shell-main-navigation')}
        >
          {/* A click on a link closes the menu even when the link leads to the page already open. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are followed with Enter, which clicks them. */}
          <ul
            className="primary-nav__list container"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) setIsMenuOpen(false);
            }}
          >
            {navigation.map((item) => (
              <li key={item.key}>
                <NavLink to={`/${lang}${item.path}`} end className="primary-nav__link">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          {isMenuOpen ? <div className="primary-nav__tools container">{tools}</div> : null}
        </nav>
      ) : null}
    </header>
  );
}
