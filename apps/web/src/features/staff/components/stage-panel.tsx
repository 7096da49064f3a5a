import {
  canMoveToStage,
  formatDateTime,
  isEditorRequiredFor,
  nextStageOf,
  ORDER_STAGE_NAMES,
  type TOrderStageName,
  type TStaffOrder,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { moveStage } from '../api/change-order.ts';
import type { TOrderChange } from '../hooks/use-order-change.ts';
import { stageLabelKey } from '../utils/status-labels.ts';

type TStagePanelProps = { order: TStaffOrder; change: TOrderChange };

/** Why a move cannot be made yet (the id of the hint that says so), or null when it can. */
function blockedBy(order: TStaffOrder, stage: TOrderStageName): 'staff-editor-hint' | 'staff-deliver-hint' | null {
  if (isEditorRequiredFor(stage) && !order.assignee) return 'staff-editor-hint';
  if (stage === 'delivered' && order.deliverables.length === 0) return 'staff-deliver-hint';
  return null;
}

/**
 * The stage timeline with the date each stage was reached, and a button for each later stage: the next one
 * first and primary; a stage in between may be left out, never gone back to. A move the server would refuse
 * (editor assigned with nobody assigned, delivery without an edited file) is disabled with the reason beside
 * it; delivering completes the order and e-mails the researcher, so it is confirmed first.
 */
export function StagePanel({ order, change }: TStagePanelProps) {
  const { t, i18n } = useTranslation();
  const reached = new Map(order.timeline.map((event) => [event.stage, event]));
  const next = nextStageOf(order.stage);
  const isClosed = order.status === 'completed' || order.status === 'cancelled';
  const later = isClosed ? [] : ORDER_STAGE_NAMES.filter((stage) => canMoveToStage(order.stage, stage));
  const [isConfirmingDelivery, setConfirmingDelivery] = useState(false);
  // The button pressed goes away with the move: focus goes to the timeline, which now shows it.
  const heading = useRef<HTMLHeadingElement>(null);
  async function onMove(stage: TOrderStageName) {
    const isMoved = await change.run(`stage-${stage}`, () => moveStage(order.externalId, { stage, version: order.version }));
    setConfirmingDelivery(false);
    if (isMoved) heading.current?.focus();
  }
  const hints = new Set(later.map((stage) => blockedBy(order, stage)).filter((hint) => hint !== null));

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
          {later.map((stage) => {
            const hint = blockedBy(order, stage);
            return (
              <Button
                key={stage}
                variant={stage === next ? 'primary' : 'secondary'}
                isBusy={change.busy === `stage-${stage}`}
                disabled={change.busy !== null || hint !== null}
                aria-describedby={hint ?? undefined}
                onClick={() => (stage === 'delivered' ? setConfirmingDelivery(true) : void onMove(stage))}
              >
                {stage === 'delivered' ? t('staff-mark-delivered') : t('staff-move-to', { stage: t(stageLabelKey(stage)) })}
              </Button>
            );
          })}
        </div>
      ) : null}
      {hints.has('staff-editor-hint') ? (
        <p id="staff-editor-hint" className="staff-hint">
          {t('staff-editor-required-hint')}
        </p>
      ) : null}
      {hints.has('staff-deliver-hint') ? (
        <p id="staff-deliver-hint" className="staff-hint">
          {t('staff-deliver-needs-file')}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirmingDelivery}
        title={t('staff-deliver-confirm-title', { externalId: order.externalId })}
        confirmLabel={t('staff-mark-delivered')}
        dismissLabel={t('staff-deliver-confirm-cancel')}
        confirmVariant="primary"
        isBusy={change.busy === 'stage-delivered'}
        onConfirm={() => void onMove('delivered')}
        onDismiss={() => setConfirmingDelivery(false)}
      >
        <p>{t('staff-deliver-confirm-body', { count: order.deliverables.length })}</p>
        <ul className="staff-file-list">
          {order.deliverables.map((file) => (
            <li key={file.key} className="confirm-dialog__subject">
              {file.name}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}
