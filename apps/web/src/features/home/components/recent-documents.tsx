import type { TLanguageSegment } from '@portal/domain';
import { formatLongDate } from '@portal/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { to } from '../../../app/paths.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useRecentDigitalDocuments } from '../api/get-recent-documents.ts';

/** The home's three most recent digital documents (edits and translations merged, newest first). */
export function RecentDigitalDocuments({ lang }: { lang: TLanguageSegment }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const recent = useRecentDigitalDocuments();
  const pathOf = (kind: 'edit' | 'translation', identity: string) =>
    kind === 'edit' ? to(lang, `/researcher/digital-editing/details/${identity}`) : to(lang, '/researcher/digital-translations');
  return (
    <section aria-labelledby={headingId} className="recent-documents">
      <h2 id={headingId}>{t('home-recent-documents')}</h2>
      {!recent.data && <Spinner size="small" label={t('digital-editing-loading')} />}
      {recent.data && recent.data.documents.length === 0 && <p>{t('home-recent-documents-none')}</p>}
      {recent.data && recent.data.documents.length > 0 && (
        <ul className="digital-editing__list">
          {recent.data.documents.map((document) => (
            <li key={document.identity} className={`is-${document.status}`} data-status={document.status}>
              <span className="digital-editing__status">{t(`digital-editing-status-${document.status}`)}</span>
              <Link className="digital-editing__name" to={pathOf(document.kind, document.identity)}>
                {document.name}
              </Link>
              <span>{t(`home-recent-document-${document.kind}`)}</span>
              <span>{formatLongDate(document.createdAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
