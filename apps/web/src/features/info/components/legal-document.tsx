import type { TLanguageSegment } from '@portal/domain';
import { formatLongDate } from '@portal/domain';
import { Link } from 'react-router';
import { to } from '../../../app/paths.ts';
import { useApplication } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { infoPaths } from '../utils/info-paths.ts';
import { LEGAL_TEXTS, type TLegalDocument } from '../utils/legal-documents.ts';
import { SUPPORT_EMAIL } from '../utils/support-topic.ts';

type TLegalDocumentProps = { name: TLegalDocument; lang: TLanguageSegment };

export function LegalDocument({ name, lang }: TLegalDocumentProps) {
  const { t, i18n } = useTranslation();
  const { companyShortName } = useApplication();
  const text = LEGAL_TEXTS[name];
  const other: TLegalDocument = name === 'terms' ? 'privacy' : 'terms';
  const values = { company: companyShortName, email: SUPPORT_EMAIL };
  const updatedOn = formatLongDate(text.updatedOn, i18n.language);

  return (
    <article className="info-page">
      <header className="info-page__header">
        <h1 className="info-page__title">{t(text.title)}</h1>
        <p className="info-page__meta">
          <time dateTime={text.updatedOn}>{t('info-legal-updated', { date: updatedOn })}</time>
        </p>
        <p className="info-page__lead">{t(text.intro, values)}</p>
      </header>
      {text.sections.map((section) => (
        <section key={section.heading} className="info-section">
          <h2>{t(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph, values)}</p>
          ))}
        </section>
      ))}
      <footer className="info-page__footer">
        <p>{t('info-legal-questions')}</p>
        <ul className="info-links">
          <li>
            <Link to={to(lang, infoPaths.support)}>{t('info-legal-support-link')}</Link>
          </li>
          <li>
            <Link to={to(lang, infoPaths.legal(other))}>{t(LEGAL_TEXTS[other].title)}</Link>
          </li>
        </ul>
      </footer>
    </article>
  );
}
