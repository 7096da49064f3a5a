import { isLanguageSegment } from '@portal/domain';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../lib/translation.ts';
import './routes/status-page.css';

/** A screen failed to render or to load: the generic error, with a way back home (spec §8). */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const { lang } = useParams();
  return (
    <section className="status-page">
      <h1>{t('shell-error-heading')}</h1>
      <p>{t('generic error message')}</p>
      <Link className="button button--primary" to={isLanguageSegment(lang) ? `/${lang}` : '/'}>
        {t('shell-back-home')}
      </Link>
    </section>
  );
}
