import { JOB_STEPS_OF, type TJobEvent, type TJobTopic } from '@portal/domain/api/job-events';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import './job-progress.css';

type TJobProgressProps = {
  topic: TJobTopic;
  /** The job's last step heard (GET /api/events); without one the job is shown waiting for its turn. */
  event: TJobEvent | undefined;
  /** A figure the page knows better than the steps (the data export's percentage). */
  percent?: number;
  compact?: boolean;
  /** The bar's name when the page has a more telling one than "Progress". */
  label?: string;
};

/** The share of the job done at an event: the steps before it by their weights, and the parts of the current one. */
function fractionOf(topic: TJobTopic, event: TJobEvent): number {
  const steps = JOB_STEPS_OF[topic];
  const total = steps.reduce((sum, [, weight]) => sum + weight, 0);
  const before = steps.slice(0, event.step - 1).reduce((sum, [, weight]) => sum + weight, 0);
  const current = steps[event.step - 1]?.[1] ?? 0;
  const parts = event.total ? (event.done ?? 0) / event.total : 0;
  return Math.min(1, (before + current * parts) / Math.max(1, total));
}

/** Counts an estimate down between two events, a second at a time. */
function useRemainingSeconds(event: TJobEvent | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const [heardAt, setHeardAt] = useState(() => Date.now());
  useEffect(() => {
    if (event) setHeardAt(Date.now());
  }, [event]);
  const remainingMs = event?.remainingMs ?? null;
  useEffect(() => {
    if (remainingMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remainingMs]);
  if (remainingMs === null) return null;
  return Math.max(0, Math.ceil((remainingMs - Math.max(0, now - heardAt)) / 1000));
}

/**
 * A running job: a bar, the step it is at ("Step 2 of 3: Checking the grammar"), the parts of that step and an
 * estimate of the time left when the job can tell one. Announced politely as a status.
 */
export function JobProgress({ topic, event, percent, compact = false, label }: TJobProgressProps) {
  const { t } = useTranslation();
  const seconds = useRemainingSeconds(event);
  const steps = JOB_STEPS_OF[topic];
  const value = percent ?? (event ? Math.round(fractionOf(topic, event) * 100) : undefined);
  const stepText = event
    ? t('job-progress-step', { step: event.step, steps: event.steps, name: t(`job-step-${event.stepKey}`) })
    : t('job-progress-queued', { steps: steps.length });
  const partsText = event?.total ? t('job-progress-parts', { done: event.done ?? 0, total: event.total }) : null;
  // An estimate run out while the step goes on says nothing true any more: it is left out until the next step.
  const estimate =
    seconds === null || seconds <= 0 ? null : seconds <= 1 ? t('job-progress-almost') : t('job-progress-left', { seconds });
  return (
    <div
      className={`job-progress${compact ? ' job-progress--compact' : ''}`}
      data-testid="job-progress"
      data-step={event?.stepKey ?? 'queued'}
    >
      <progress max={100} {...(value === undefined ? {} : { value })} aria-label={label ?? t('job-progress-label')} />
      <p role="status" className="job-progress__text">
        <span>{stepText}</span>
        {partsText && <span> · {partsText}</span>}
        {estimate && <span className="job-progress__estimate"> · {estimate}</span>}
      </p>
    </div>
  );
}
