import type { ReactNode } from 'react';

/** The back and next buttons at the foot of a step; on narrow screens next comes first. */
export function StepActions({ back, next }: { back?: ReactNode; next: ReactNode }) {
  return (
    <div className="step-actions">
      <div className="step-actions__back">{back}</div>
      <div className="step-actions__next">{next}</div>
    </div>
  );
}
