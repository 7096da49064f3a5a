import { isStepLinkable, type TStepName } from '@portal/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { stepPath } from '../utils/step-paths.ts';
import './step-bar.css';

/**
 * The price quote is a page of the payment step, not a step of its own: the bar keeps the order's steps
 * and shows the payment step as the one viewed while the quote is on screen (issue 29).
 */
const QUOTE_STEP: TStepName = 'price-quote-completed';
const stepShownFor = (name: TStepName): TStepName => (name === QUOTE_STEP ? 'payment-details' : name);

/** The steps of this order; a step is a link only at or before the order's current step. */
export function StepBar({ viewing }: { viewing: TStepName }) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const { steps } = useOrderForm();
  const list = steps.list.filter((s) => s.name !== QUOTE_STEP);
  const currentIndex = list.findIndex((s) => s.name === stepShownFor(steps.current.name));
  const viewed = stepShownFor(viewing);
  return (
    <nav className="step-bar" aria-label={t('order-form-steps-label')}>
      <ol className="step-bar__list">
        {list.map((step, index) => {
          const isViewing = step.name === viewed;
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
