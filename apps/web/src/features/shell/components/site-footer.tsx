import { toSegment } from '@portal/domain';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import './site-footer.css';

/** Footer links: the configuration's links that have a label in the catalogue. */
const FOOTER_LINKS = [
  { key: 'terms', label: 'shell-footer-terms' },
  { key: 'privacy', label: 'shell-footer-privacy' },
  { key: 'support', label: 'shell-footer-support' },
] as const;

export function SiteFooter({ companyName, links }: { companyName: string; links: Record<string, string> }) {
  const { t } = useTranslation();
  const lang = toSegment(useParams().lang);
  const shown = FOOTER_LINKS.filter((link) => links[link.key]);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__copyright">
          {t('shell-footer-copyright', { year: new Date().getFullYear(), company: companyName })}
        </p>
        {shown.length > 0 ? (
          <nav aria-label={t('shell-footer-navigation')}>
            <ul className="site-footer__links">
              {shown.map((link) => (
                <li key={link.key}>
                  <FooterLink href={links[link.key] ?? ''} lang={lang}>
                    {t(link.label)}
                  </FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}

/** Links of this site stay in the page's language; others leave as they are. */
function FooterLink({ href, lang, children }: { href: string; lang: string; children: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={`/${lang}${href}`}>{children}</Link>;
  return <a href={href}>{children}</a>;
}
