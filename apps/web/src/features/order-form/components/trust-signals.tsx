import { useId } from 'react';
import { Link } from 'react-router';
import { useApplication } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import './service-choice.css';

/** Each signal: its icon (an outline path), its texts, and the configured page that states it in full. */
const TRUST_SIGNALS = [
  {
    icon: 'M12 4 2 9l10 5 10-5-10-5Zm-6 7.2V15c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.8M21 9v5',
    title: 'trust-editors-title',
    text: 'trust-editors-text',
    link: null,
  },
  {
    icon: 'M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6l-7-3Zm-3.2 9.2 2.2 2.2 4.4-4.6',
    title: 'trust-guarantee-title',
    text: 'trust-guarantee-text',
    link: { config: 'terms', label: 'shell-footer-terms' },
  },
  {
    icon: 'M7 10V7.5a5 5 0 0 1 10 0V10M5.5 10h13v10h-13zM12 14v2.5',
    title: 'trust-security-title',
    text: 'trust-security-text',
    link: { config: 'privacy', label: 'shell-footer-privacy' },
  },
] as const;

/**
 * What every order comes with, said calmly beside the choice and the payment: editors of the field, the
 * re-edit guarantee and the confidentiality of the files. Each claim restates the catalogue or the published
 * terms and privacy policy (docs/decisions.md, "Trust signals"), which the configured links lead to.
 */
export function TrustSignals() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const links = useApplication().config.links;
  const headingId = useId();
  const linkTo = (href: string | undefined, label: string) => {
    if (!href) return null;
    return href.startsWith('/') && !href.startsWith('//') ? (
      <Link to={`/${lang}${href}`}>{label}</Link>
    ) : (
      <a href={href}>{label}</a>
    );
  };

  return (
    <section className="trust-signals" aria-labelledby={headingId}>
      <h2 id={headingId} className="trust-signals__title">
        {t('trust-title')}
      </h2>
      <ul className="trust-signals__list">
        {TRUST_SIGNALS.map((signal) => (
          <li key={signal.title} className="trust-signals__item">
            <svg className="trust-signals__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d={signal.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div>
              <h3 className="trust-signals__item-title">{t(signal.title)}</h3>
              <p>
                {t(signal.text)} {signal.link ? linkTo(links[signal.link.config], t(signal.link.label)) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
