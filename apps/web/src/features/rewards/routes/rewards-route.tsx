import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { prefetchWhenSignedIn } from '../../../lib/application.ts';
import { isAwaitingFirstReads } from '../../../lib/first-reads.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { loyaltyQuery, useLoyalty } from '../api/get-loyalty.ts';
import { loyaltyLevelsQuery, useLoyaltyLevels } from '../api/get-loyalty-levels.ts';
import { rewardHistoryQuery, useRewardHistory } from '../api/get-reward-history.ts';
import { CurrentPromotions } from '../components/current-promotions.tsx';
import { LevelProgress } from '../components/level-progress.tsx';
import { LoyaltyTiers } from '../components/loyalty-tiers.tsx';
import { RewardHistoryTable } from '../components/reward-history-table.tsx';
import '../rewards.css';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The referral and testimonial pages (shell-and-account §2): other ways to earn points. */
const REFERRAL_REWARDS_PATH = '/referral-rewards';
const TESTIMONIAL_SUBMIT_PATH = '/testimonials/submit';

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert kind="error">
      {t('rewards-load-error')}{' '}
      <Button variant="link" onClick={onRetry}>
        {t('rewards-retry')}
      </Button>
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="rewards-loading">
      <Spinner size="small" />
      {t('rewards-loading')}
    </p>
  );
}

function pageOf(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
}

/** The three reads of the page, started as soon as its code has arrived (app/router.tsx). */
export function prefetch(): void {
  prefetchWhenSignedIn(() => {
    void queryClient.prefetchQuery(loyaltyLevelsQuery);
    void queryClient.prefetchQuery(loyaltyQuery);
    void queryClient.prefetchQuery(rewardHistoryQuery(pageOf(new URLSearchParams(window.location.search))));
  });
}

/** /{lang}/researcher/rewards: the loyalty programme, the researcher's level and the points history (10 a page). */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const levels = useLoyaltyLevels();
  const loyalty = useLoyalty();
  const history = useRewardHistory(page);
  const ids = { level: useId(), tiers: useId(), promotions: useId(), earn: useId(), history: useId() };

  function goToPage(next: number) {
    const params = new URLSearchParams(search);
    params.set('page', String(next));
    setSearch(params);
  }

  const header = (
    <PageHeader
      className="rewards-page__header"
      title={t('rewards-title')}
      lead={t('rewards-intro')}
      classes={{ lead: 'page__lead rewards-page__lead' }}
    />
  );
  // The cards appear together once the three reads have answered, so none pushes another down as it fills.
  if (isAwaitingFirstReads(levels, loyalty, history)) {
    return (
      <div className="page">
        {header}
        <PageSpinner label={t('rewards-loading')} />
      </div>
    );
  }

  return (
    <div className="page">
      {header}

      <div className="rewards-layout">
        <section className="card rewards-card" aria-labelledby={ids.level}>
          <h2 id={ids.level} className="rewards-card__title">
            {t('rewards-your-level')}
          </h2>
          {levels.data ? (
            <>
              <LevelProgress standing={levels.data.userLevel} />
              <Link to={to(lang, paths.coupons)}>{t('rewards-see-coupons')}</Link>
            </>
          ) : levels.isError ? (
            <LoadError onRetry={() => void levels.refetch()} />
          ) : (
            <Loading />
          )}
        </section>

        <section className="card rewards-card" aria-labelledby={ids.tiers}>
          <h2 id={ids.tiers} className="rewards-card__title">
            {t('rewards-tiers-title')}
          </h2>
          <p className="rewards-muted">{t('rewards-tiers-lead')}</p>
          {levels.data ? <LoyaltyTiers levels={levels.data.loyaltyLevels} current={levels.data.userLevel.level} /> : null}
        </section>

        <section className="card rewards-card" aria-labelledby={ids.promotions}>
          <h2 id={ids.promotions} className="rewards-card__title">
            {t('rewards-promotions-title')}
          </h2>
          {loyalty.data ? (
            <CurrentPromotions promotions={loyalty.data.loyalty.currentPromotions} currency={loyalty.data.loyalty.currency} />
          ) : loyalty.isError ? (
            <LoadError onRetry={() => void loyalty.refetch()} />
          ) : (
            <Loading />
          )}
        </section>

        <section className="card rewards-card" aria-labelledby={ids.earn}>
          <h2 id={ids.earn} className="rewards-card__title">
            {t('rewards-earn-title')}
          </h2>
          <ul className="rewards-earn">
            <li>
              <strong>{t('rewards-earn-orders-title')}</strong> {t('rewards-earn-orders')}{' '}
              <Link to={to(lang, paths.submitNew)}>{t('rewards-earn-orders-link')}</Link>
            </li>
            <li>
              <strong>{t('rewards-earn-referrals-title')}</strong> {t('rewards-earn-referrals')}{' '}
              <Link to={to(lang, REFERRAL_REWARDS_PATH)}>{t('rewards-earn-referrals-link')}</Link>
            </li>
            <li>
              <strong>{t('rewards-earn-testimonials-title')}</strong> {t('rewards-earn-testimonials')}{' '}
              <Link to={to(lang, TESTIMONIAL_SUBMIT_PATH)}>{t('rewards-earn-testimonials-link')}</Link>
            </li>
          </ul>
        </section>
      </div>

      <section className="card rewards-card rewards-history" aria-labelledby={ids.history}>
        <h2 id={ids.history} className="rewards-card__title">
          {t('rewards-history-title')}
        </h2>
        {history.data ? (
          history.data.rewardHistory.length === 0 ? (
            <p className="rewards-empty">{page > 1 ? t('rewards-history-page-empty') : t('rewards-history-empty')}</p>
          ) : (
            <>
              <RewardHistoryTable
                items={history.data.rewardHistory}
                caption={t('rewards-history-caption', {
                  page: history.data.pagination.current,
                  pages: history.data.pagination.pages,
                })}
                isBusy={history.isPlaceholderData}
              />
              {history.data.pagination.pages > 1 ? (
                <Pagination
                  label={t('rewards-history-pages')}
                  currentText={t('rewards-history-page', {
                    page: history.data.pagination.current,
                    pages: history.data.pagination.pages,
                  })}
                  previousText={t('rewards-history-previous')}
                  nextText={t('rewards-history-next')}
                  previous={history.data.pagination.previous}
                  next={history.data.pagination.next}
                  onPage={goToPage}
                />
              ) : null}
            </>
          )
        ) : history.isError ? (
          <LoadError onRetry={() => void history.refetch()} />
        ) : (
          <Loading />
        )}
      </section>
    </div>
  );
}
