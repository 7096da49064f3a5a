import { canMoveToStage, nextStageOf, ORDER_STAGE_NAMES, type TStaffOrder } from '@portal/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { moveStage } from '../api/change-order.ts';
import type { TOrderChange } from '../hooks/use-order-change.ts';
import { formatDateTime, stageLabelKey } from '../utils/format.ts';

type TStagePanelProps = { order: TStaffOrder; change: TOrderChange };

/**
 * The stage timeline with the date each stage was reached, and a button for each later stage: the next one
 * first and primary; a stage in between may be left out, never gone back to.
 */
export function StagePanel({ order, change }: TStagePanelProps) {
  const { t, i18n } = useTranslation();
  const reached = new Map(order.timeline.map((event) => [event.stage, event]));
  const next = nextStageOf(order.stage);
  const isClosed = order.status === 'completed' || order.status === 'cancelled';
  const later = isClosed ? [] : ORDER_STAGE_NAMES.filter((stage) => canMoveToStage(order.stage, stage));
  // The button pressed goes away with the move: focus goes to the timeline, which now shows it.
  const heading = useRef<HTMLHeadingElement>(null);
  async function onMove(stage: (typeof ORDER_STAGE_NAMES)[number]) {
    if (await change.run(`stage-${stage}`, () => moveStage(order.externalId, { stage, version: order.version })))
      heading.current?.focus();
  }

  return (
    <section className="card staff-section" aria-labelledby="staff-stage-title">
      <h2 id="staff-stage-title" className="staff-section__title" ref={heading} tabIndex={-1}>
        {t('staff-stage-title')}
      </h2>
      <ol className="staff-timeline">
        {ORDER_STAGE_NAMES.map((stage) => {
          const event = reached.get(stage);
          const isCurrent = stage === order.stage;
          return (
            <li
              key={stage}
              className={`staff-timeline__stage${event ? ' is-reached' : ''}${isCurrent ? ' is-current' : ''}`}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className="staff-timeline__name">{t(stageLabelKey(stage))}</span>
              <span className="staff-timeline__when">
                {event
                  ? event.actor
                    ? t('staff-stage-reached-by', { when: formatDateTime(event.occurredAt, i18n.language), name: event.actor })
                    : formatDateTime(event.occurredAt, i18n.language)
                  : t('staff-stage-not-reached')}
              </span>
            </li>
          );
        })}
      </ol>
      {later.length > 0 ? (
        <div className="staff-actions">
          {later.map((stage) => (
            <Button
              key={stage}
              variant={stage === next ? 'primary' : 'secondary'}
              isBusy={change.busy === `stage-${stage}`}
              disabled={change.busy !== null || (stage === 'delivered' && order.deliverables.length === 0)}
              aria-describedby={stage === 'delivered' && order.deliverables.length === 0 ? 'staff-deliver-hint' : undefined}
              onClick={() => void onMove(stage)}
            >
              {stage === 'delivered' ? t('staff-mark-delivered') : t('staff-move-to', { stage: t(stageLabelKey(stage)) })}
            </Button>
          ))}
        </div>
      ) : null}
      {later.includes('delivered') && order.deliverables.length === 0 ? (
        <p id="staff-deliver-hint" className="staff-hint">
          {t('staff-deliver-needs-file')}
        </p>
      ) : null}
    </section>
  );
}
