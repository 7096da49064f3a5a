import { SEGMENT_TO_LOCALE, toSegment } from '@portal/domain';
import { useLocation, useParams } from 'react-router';
import { useApplication } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { socialStartUrl } from '../api/social-sign-in.ts';
import { ProviderIcon } from './provider-icon.tsx';
import '../social-sign-in.css';

type TSocialSignInButtonsProps = {
  /** The post-sign-in target the login or register page was given. */
  redirect: string | null;
  purpose: 'sign-in' | 'register';
};

/**
 * Its texts are in the auth catalogue, which the login and register screens load anyway.
 * One button per configured provider (application config authenticationProviders) offered in the page's
 * language and the site's localization; each is a link: signing in leaves for the provider's own page.
 */
export function SocialSignInButtons({ redirect, purpose }: TSocialSignInButtonsProps) {
  const { t } = useTranslation();
  const application = useApplication();
  const locale = SEGMENT_TO_LOCALE[toSegment(useParams().lang)];
  const location = useLocation();
  const localization = application.currentLocalization.identity;
  const providers = application.config.authenticationProviders.filter(
    (provider) =>
      (provider.supportedLanguages.length === 0 || provider.supportedLanguages.includes(locale)) &&
      (provider.supportedLocalizations.length === 0 || provider.supportedLocalizations.includes(localization)),
  );
  if (providers.length === 0) return null;
  return (
    <nav className="social-sign-in" aria-label={t('social-providers-label')}>
      <p className="social-sign-in__divider">
        <span>{t('social-or')}</span>
      </p>
      <ul className="social-sign-in__list">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              className="social-button"
              href={socialStartUrl(provider.id, { redirect, origin: `${location.pathname}${location.search}` })}
            >
              <ProviderIcon icon={provider.icon} />
              <span>
                {t(purpose === 'register' ? 'social-register-with' : 'social-sign-in-with', { provider: provider.name })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
