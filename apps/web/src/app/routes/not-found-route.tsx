import { toSegment } from '@portal/domain';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../lib/translation.ts';
import './status-page.css';

export function Component() {
  const { t } = useTranslation();
  const lang = toSegment(useParams().lang);
  return (
    <section className="status-page">
      <h1>{t('shell-not-found-heading')}</h1>
      <p>{t('shell-not-found-text')}</p>
      <Link className="button button--primary" to={`/${lang}`}>
        {t('shell-back-home')}
      </Link>
    </section>
  );
}
