import { formatLongDate, ORDER_STAGE_NAMES, type TOrderDetails } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

/**
 * Where the order is: each stage (received, editor assigned, editing, quality check, delivered) with the
 * date it was reached, the current one marked, the ones to come greyed.
 */
export function StageTimeline({ order }: { order: Pick<TOrderDetails, 'stage' | 'stages'> }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const reachedAt = new Map(order.stages.map((event) => [event.stage, event.occurredAt]));
  const currentIndex = ORDER_STAGE_NAMES.indexOf(order.stage);
  return (
    <section className="stage-timeline" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders-timeline-title')}</h2>
      <ol className="stage-timeline__list">
        {ORDER_STAGE_NAMES.map((stage, index) => {
          const date = reachedAt.get(stage);
          const state =
            index < currentIndex || (index === currentIndex && stage === 'delivered')
              ? 'done'
              : index === currentIndex
                ? 'current'
                : 'pending';
          return (
            <li
              key={stage}
              className={`stage-timeline__stage stage-timeline__stage--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="stage-timeline__marker" aria-hidden="true" />
              <span className="stage-timeline__name">{t(`orders-stage-${stage}`)}</span>
              <span className="stage-timeline__date">
                {date ? (
                  <time dateTime={date}>{formatLongDate(date, i18n.language)}</time>
                ) : (
                  // A stage passed or under way without a recorded date says so; only the stages to come are "not yet".
                  t(
                    state === 'pending'
                      ? 'orders-stage-pending'
                      : state === 'current'
                        ? 'orders-stage-under-way'
                        : 'orders-stage-reached',
                  )
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
