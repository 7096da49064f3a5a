import { formatLongDate } from '@portal/domain';
import { TESTIMONIAL_STATUSES, type TStaffTestimonial, type TStaffTestimonialsFilter } from '@portal/domain/api/testimonials';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { LoadFallback, type TLoadTexts } from '../../../components/ui/load-fallback.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useReviewTestimonial, useStaffTestimonials } from '../api/staff-testimonials.ts';
import '../testimonials.css';

const TESTIMONIALS_LOAD_TEXTS: TLoadTexts = {
  loading: 'staff-loading',
  loadError: 'staff-testimonials-load-error',
  retry: 'staff-retry',
};

const FILTERS = [...TESTIMONIAL_STATUSES, 'all'] as const;

type TNotice = { kind: 'success' | 'error'; text: string };

/** One testimonial; `onNotice` gets the outcome of a decision, shown above the list (the card may leave it). */
function TestimonialCard({ item, onNotice }: { item: TStaffTestimonial; onNotice: (notice: TNotice | null) => void }) {
  const { t, i18n } = useTranslation();
  const review = useReviewTestimonial();

  function decide(action: 'approve' | 'reject') {
    onNotice(null);
    review.mutate(
      { identity: item.identity, action },
      {
        onSuccess: (answer) => {
          onNotice({
            kind: 'success',
            text:
              answer.pointsAwarded > 0
                ? t('staff-testimonials-approved-points', { points: answer.pointsAwarded })
                : t('staff-testimonials-done', {
                    name: item.author.fullName,
                    status: t(`staff-testimonials-status-${answer.testimonial.status}`),
                  }),
          });
        },
        onError: (error) =>
          onNotice({
            kind: 'error',
            text: translateMessage(t, error instanceof ApiError ? error.code : 'generic error message'),
          }),
      },
    );
  }

  return (
    <li className="staff-testimonial card">
      {item.photo ? (
        <a href={item.photo.url} target="_blank" rel="noreferrer" className="staff-testimonial__photo">
          <img
            src={item.photo.url}
            width={item.photo.width}
            height={item.photo.height}
            alt={t('staff-testimonials-photo', { name: item.author.fullName })}
            loading="lazy"
          />
        </a>
      ) : (
        <p className="staff-testimonial__no-photo">{t('staff-testimonials-no-photo')}</p>
      )}
      <div className="staff-testimonial__body">
        <blockquote className="staff-testimonial__text">{item.text}</blockquote>
        <p className="staff-testimonial__meta">
          {t('staff-testimonials-by', {
            name: item.author.fullName,
            email: item.author.email,
            date: formatLongDate(item.createdAt, i18n.language),
          })}
        </p>
        {item.status === 'submitted' ? (
          <div className="staff-testimonial__actions">
            <Button
              onClick={() => decide('approve')}
              isBusy={review.isPending && review.variables?.action === 'approve'}
              disabled={review.isPending}
            >
              {t('staff-testimonials-approve')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => decide('reject')}
              isBusy={review.isPending && review.variables?.action === 'reject'}
              disabled={review.isPending}
            >
              {t('staff-testimonials-reject')}
            </Button>
          </div>
        ) : (
          <p className="staff-testimonial__status">
            {t('staff-testimonials-reviewed', {
              status: t(`staff-testimonials-status-${item.status}`),
              name: item.reviewedBy ?? '',
              date: formatLongDate(item.reviewedAt, i18n.language),
            })}
          </p>
        )}
      </div>
    </li>
  );
}

/** /{lang}/staff/testimonials: the testimonials by status, with their photos, to approve or reject. */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const status = (FILTERS as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as TStaffTestimonialsFilter['status'])
    : 'submitted';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useStaffTestimonials({ status, page });
  const data = list.data;
  const [notice, setNotice] = useState<TNotice | null>(null);

  function go(next: { status?: string; page?: number }) {
    const params = new URLSearchParams({ status: next.status ?? status, page: String(next.page ?? 1) });
    setSearch(params);
  }

  return (
    <div className="testimonials-staff">
      <h1>{t('staff-testimonials-title')}</h1>
      <section className="card testimonials-staff__section">
        <SelectField
          label={t('staff-testimonials-filter')}
          value={status}
          onChange={(event) => go({ status: event.currentTarget.value })}
        >
          {FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`staff-testimonials-status-${filter}`)}
            </option>
          ))}
        </SelectField>
        <div aria-live="polite">{notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}</div>
        {!data ? (
          <LoadFallback query={list} texts={TESTIMONIALS_LOAD_TEXTS} className="testimonials-staff__loading" />
        ) : data.testimonials.length === 0 ? (
          <p className="testimonials-staff__empty">{t('staff-testimonials-empty')}</p>
        ) : (
          <>
            <ul className="testimonials-staff__list" aria-busy={list.isFetching || undefined}>
              {data.testimonials.map((item) => (
                <TestimonialCard key={item.identity} item={item} onNotice={setNotice} />
              ))}
            </ul>
            {data.pagination.pages > 1 ? (
              <Pagination
                className="testimonials-staff__pages"
                label={t('staff-testimonials-pages')}
                currentText={t('staff-testimonials-page', { page, pages: data.pagination.pages })}
                previousText={t('staff-testimonials-previous')}
                nextText={t('staff-testimonials-next')}
                previous={page > 1 ? page - 1 : null}
                next={page < data.pagination.pages ? page + 1 : null}
                onPage={(next) => go({ page: next })}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
