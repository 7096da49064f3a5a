import { formatLongDate } from '@portal/domain';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/translation.ts';
import { useLanguageSegment } from '../../../../lib/use-language-segment.ts';
import { useUpdateDetails } from '../../api/update-details.ts';
import { useGoToCurrentStep } from '../../hooks/use-go-to-step.ts';
import { useOrderForm } from '../../hooks/use-order-form.tsx';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { entryPath } from '../../utils/step-paths.ts';
import { ChoiceGroup } from '../choice-group.tsx';
import { StepActions, StepBackButton } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';

type TChoice = 'new' | 'existing';

/** Step 8: an earlier order has the same title; the researcher says whether this one is new. */
export function DuplicateOrderStep() {
  const { t, i18n } = useTranslation();
  const order = useOrderForm();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const goToCurrentStep = useGoToCurrentStep();
  const save = useUpdateDetails();
  const back = useStepBack('duplicate-order');
  const name = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<TChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const duplicate = order.duplicateOrder;

  if (!duplicate) {
    // Nothing to decide: the order simply continues (spec §4 "No duplicate order leads to resume").
    return (
      <div className="step">
        <Alert kind="info">{t('order-form-no-duplicate')}</Alert>
        <Button onClick={() => navigate(entryPath(lang, 'resume'))}>{t('order-form-continue')}</Button>
      </div>
    );
  }

  const onContinue = () => {
    if (!choice) {
      setError('make-a-selection');
      firstRef.current?.focus();
      return;
    }
    if (choice === 'existing') {
      navigate(`/${lang}/support/index/submission/${encodeURIComponent(duplicate.externalId)}`);
      return;
    }
    save.mutate({ duplicateChoice: 'new', answers: order.answers }, { onSuccess: ({ order: next }) => goToCurrentStep(next) });
  };

  return (
    <div className="step">
      <StepHeader title={t('order-form-duplicate-title')} />
      <Alert kind="warning">
        {t('order-form-duplicate-found', {
          title: duplicate.title,
          date: formatLongDate(duplicate.date, i18n.language),
          externalId: duplicate.externalId,
        })}
      </Alert>
      <section className="card order-card">
        <ChoiceGroup legend={t('order-form-duplicate-question')} isRequired error={error}>
          {(['new', 'existing'] as const).map((value, index) => (
            <label key={value} className="choice-line">
              <input
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setError(null);
                }}
              />
              <span>{t(`order-form-duplicate-${value}`)}</span>
            </label>
          ))}
        </ChoiceGroup>
      </section>
      <StepActions
        back={<StepBackButton back={back} />}
        next={
          <Button isBusy={save.isPending} onClick={onContinue}>
            {t('order-form-continue')}
          </Button>
        }
      />
    </div>
  );
}
