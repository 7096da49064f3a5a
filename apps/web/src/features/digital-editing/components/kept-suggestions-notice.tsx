import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import { keptReports } from '../../grammar-check/utils/accepted-store.ts';

const SHOWN = 3;

/**
 * Grammar reports on which the researcher ticked suggestions in this browser (grammar-check/utils/accepted-store.ts):
 * with digital editing they can now take them into their manuscript, so the page points back to each report.
 */
export function KeptSuggestionsNotice({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const reports = typeof localStorage === 'undefined' ? [] : keptReports(localStorage).slice(0, SHOWN);
  if (reports.length === 0) return null;
  return (
    <section className="digital-editing__kept" aria-labelledby="digital-editing-kept-heading">
      <h2 id="digital-editing-kept-heading" className="digital-editing__kept-heading">
        {t('digital-editing-kept-heading')}
      </h2>
      <ul className="digital-editing__kept-list">
        {reports.map((report) => (
          <li key={report.identity}>
            <Link to={`/${lang}/researcher/grammar-check/details/${report.identity}`}>
              {t('digital-editing-kept-link', { name: report.name, count: report.accepted.length })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
