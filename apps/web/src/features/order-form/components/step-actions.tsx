import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { TStepBack } from '../hooks/use-step-back.ts';
import './step-actions.css';

/** The back and next buttons at the foot of a step; on narrow screens next comes first. */
export function StepActions({ back, next }: { back?: ReactNode; next: ReactNode }) {
  return (
    <div className="step-actions">
      <div className="step-actions__back">{back}</div>
      <div className="step-actions__next">{next}</div>
    </div>
  );
}

/** Back to the step before this one, when there is one; `label` is the button's message key. */
export function StepBackButton({ back, label = 'order-form-back' }: { back: TStepBack; label?: string }) {
  const { t } = useTranslation();
  if (!back.previous) return null;
  return (
    <Button variant="secondary" isBusy={back.isPending} onClick={back.goBack}>
      {t(label)}
    </Button>
  );
}
