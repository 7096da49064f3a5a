import { formatMoney } from '@portal/domain';
import type { TAcceptedSuggestion, TFlaggedPassage } from '@portal/domain/api/grammar-check';
import { grammarScoreCategory, ordinalSuffix } from '@portal/domain/rules/grammar-score';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { JobProgress } from '../../../components/ui/job-progress.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useAccount, useApplication } from '../../../lib/application.ts';
import { useJobEvents } from '../../../lib/job-events.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { grammarCheckKeys, useAssessmentDetails } from '../api/grammar-check.ts';
import { AcceptPanel } from '../components/accept-panel.tsx';
import { ErrorChart } from '../components/error-chart.tsx';
import { FlaggedPassage } from '../components/flagged-passage.tsx';
import { PercentileChart } from '../components/percentile-chart.tsx';
import { keepAccepted, keptReports } from '../utils/accepted-store.ts';
import { grammarCheckAccess } from '../utils/grammar-check-access.ts';
import { reportPageOf, reportSectionsOf } from '../utils/report-view.ts';
import '../grammar-check.css';

const passageKey = (passage: Pick<TFlaggedPassage, 'paragraph' | 'start' | 'end'>) =>
  `${passage.paragraph}-${passage.start}-${passage.end}`;

/** The passages of a report ticked earlier in this browser. */
function keptTicksOf(identity: string): ReadonlySet<string> {
  if (typeof localStorage === 'undefined') return new Set();
  return new Set(
    keptReports(localStorage)
      .find((report) => report.identity === identity)
      ?.accepted.map(passageKey) ?? [],
  );
}

/** The first suggestion of each ticked passage, as the accepted-suggestions call takes them. */
const acceptedOf = (passages: readonly TFlaggedPassage[], keys: ReadonlySet<string>): TAcceptedSuggestion[] =>
  passages
    .filter((passage) => keys.has(passageKey(passage)))
    .map(({ paragraph, start, end }) => ({ paragraph, start, end, suggestion: 0 }));

/** A visitor's upsell, who has no currency of their own. */
const VISITOR_CURRENCY = { sign: '$', numDecimals: 2 };

/** /{lang}/researcher/grammar-check/details/{identity}: the Language Quality Report. */
export function Component() {
  const { t } = useTranslation();
  const { lang = 'en', identity = '' } = useParams();
  const report = useAssessmentDetails(identity);
  const account = useAccount();
  const application = useApplication();
  const isSignedIn = account.data?.user.loggedIn === true;
  // A signed-in researcher's report appears as soon as its check ends (a visitor's page polls).
  const jobEvents = useJobEvents('grammar-check', grammarCheckKeys.all, isSignedIn);
  const currency = account.data?.user.loggedIn ? account.data.user.currency : VISITOR_CURRENCY;
  // The suggestions ticked to take into the manuscript (the first of each passage), by passage, kept in this browser
  // so that a researcher who subscribes to digital editing from here finds them again (utils/accepted-store.ts).
  const [acceptedKeys, setAcceptedKeys] = useState<ReadonlySet<string>>(() => keptTicksOf(identity));
  // Accepting suggestions is digital editing's work: offered to signed-in researchers where digital editing is.
  const canAccept = isSignedIn && application.allowsDigitalEditing && !application.featureFlags.curie_is_launched;

  const access = grammarCheckAccess({
    user: account.data?.user,
    allowsAnonymousLanguageAssessment: application.allowsAnonymousLanguageAssessment,
  });
  // A researcher whose grammar check is switched off goes back to the dashboard (§2 Grammar check).
  if (access === 'researcher-home') return <Navigate to={`/${lang}/researcher`} replace />;
  const page = reportPageOf(report);
  if (page.kind === 'loading') return <PageSpinner label={t('grammar-check-loading')} />;
  // An assessment that is not the caller's (or no longer exists) sends them back to the list (§4).
  if (page.kind === 'back-to-list') return <Navigate to={`/${lang}/researcher/grammar-check`} replace />;
  const { assessment, passages, percentiles, upsell } = page.data;
  const { isScored, errorCount } = reportSectionsOf(assessment);
  const category = isScored ? grammarScoreCategory(assessment.score ?? 0) : null;
  const price = formatMoney(upsell.price * 10 ** currency.numDecimals, currency);

  return (
    <div className="grammar-check grammar-report">
      <Link to={`/${lang}/researcher/grammar-check`}>{t('grammar-check-back')}</Link>
      <h1>{t('grammar-check-report-title')}</h1>
      <p className="grammar-report__file">{assessment.name}</p>
      {assessment.status === 'processing' && (
        <JobProgress topic="grammar-check" event={jobEvents.progressOf(assessment.identity)} />
      )}
      {assessment.status === 'failed' && (
        <Alert kind="error">
          {t('could-not-complete')} {assessment.failure ? t(assessment.failure) : null}
        </Alert>
      )}
      {assessment.status === 'skipped' && <Alert kind="info">{t('grammar-check-status-skipped')}</Alert>}
      {isScored && category && assessment.percentile !== null && (
        <>
          <section className="grammar-report__score" aria-labelledby="grammar-score-heading">
            <h2 id="grammar-score-heading">{t('grammar-check-score-heading')}</h2>
            <p className="grammar-report__figure">
              <strong data-testid="grammar-score">{assessment.score?.toFixed(1)}</strong> / 10
            </p>
            <p className={`grammar-report__category is-${category}`}>{t(`grammar-check-category-score-${category}`)}</p>
            <p data-testid="grammar-percentile">
              {t('grammar-check-percentile', {
                percentile: assessment.percentile,
                suffix: t(`grammar-check-ordinal-${ordinalSuffix(assessment.percentile)}`),
              })}
            </p>
            <PercentileChart points={percentiles} percentile={assessment.percentile} />
          </section>
          {errorCount && (
            <section aria-labelledby="grammar-errors-heading">
              <h2 id="grammar-errors-heading">{t('grammar-check-errors-heading')}</h2>
              <ErrorChart errorCount={errorCount} />
            </section>
          )}
          <section aria-labelledby="grammar-passages-heading">
            <h2 id="grammar-passages-heading">{t('grammar-check-passages-heading')}</h2>
            <ol className="grammar-report__passages">
              {passages.map((passage) => {
                const key = passageKey(passage);
                return (
                  <FlaggedPassage
                    key={key}
                    passage={passage}
                    accept={
                      canAccept
                        ? {
                            isAccepted: acceptedKeys.has(key),
                            onChange: (isAccepted) => {
                              const next = new Set(acceptedKeys);
                              if (isAccepted) next.add(key);
                              else next.delete(key);
                              setAcceptedKeys(next);
                              keepAccepted(
                                localStorage,
                                { identity: assessment.identity, name: assessment.name },
                                acceptedOf(passages, next),
                              );
                            },
                          }
                        : undefined
                    }
                  />
                );
              })}
            </ol>
          </section>
          {canAccept && passages.some((passage) => passage.suggestions.length > 0) && (
            <AcceptPanel
              identity={assessment.identity}
              fileName={assessment.name}
              accepted={acceptedOf(passages, acceptedKeys)}
            />
          )}
          <section className="grammar-report__next" aria-labelledby="grammar-next-heading">
            <h2 id="grammar-next-heading">{t('grammar-check-next-heading')}</h2>
            <p>{t('grammar-check-next-editing', { price })}</p>
            <a
              href={
                isSignedIn
                  ? `/api/order-form/from-language-assessment/${encodeURIComponent(assessment.identity)}`
                  : `/${lang}/researcher/submit/new`
              }
            >
              {t('grammar-check-next-order')}
            </a>
          </section>
        </>
      )}
    </div>
  );
}
