import { isStepLinkable, type TStepName } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguageSegment } from '../hooks/use-language-segment.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { stepPath } from '../utils/step-paths.ts';

/** The steps of this order; a step is a link only at or before the order's current step. */
export function StepBar({ viewing }: { viewing: TStepName }) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const { steps } = useOrderForm();
  const currentIndex = steps.list.findIndex((s) => s.name === steps.current.name);
  return (
    <nav className="step-bar" aria-label={t('order-form-steps-label')}>
      <ol className="step-bar__list">
        {steps.list.map((step, index) => {
          const isViewing = step.name === viewing;
          const isDone = index < currentIndex;
          const label = (
            <>
              <span className="step-bar__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-bar__label">{t(`order-form-step-${step.name}`)}</span>
            </>
          );
          return (
            <li
              key={step.name}
              className={`step-bar__item${isViewing ? ' step-bar__item--viewing' : ''}${isDone ? ' step-bar__item--done' : ''}`}
            >
              {isStepLinkable(index, currentIndex) && !isViewing ? (
                <Link className="step-bar__step" to={stepPath(lang, step)}>
                  {label}
                </Link>
              ) : (
                <span className="step-bar__step" aria-current={isViewing ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
