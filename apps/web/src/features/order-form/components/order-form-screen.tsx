import { isStepLinkable, type TStepName } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ensureCatalogues } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { currentOrderFormQuery } from '../api/load-order-form.ts';
import { OrderFormProvider } from '../hooks/use-order-form.tsx';
import { stepPath } from '../utils/step-paths.ts';
import { ContinuingNotice } from './continuing-notice.tsx';
import { FollowUpNotice } from './follow-up-notice.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { LoadFailure, type TStepLocationState } from './order-form-entry.tsx';
import { OrderSummary } from './order-summary.tsx';
import { SaveErrorDialog } from './save-error-dialog.tsx';
import { StepBar } from './step-bar.tsx';
import './order-form-screen.css';

/** A step's screen, and `preload` to start fetching its code (and catalogue parts) before it first renders. */
type TStepScreen = { Screen: ComponentType; preload: () => Promise<unknown> };

function step<T extends Record<string, ComponentType>>(
  load: () => Promise<T>,
  name: keyof T,
  catalogueParts: string[] = [],
): TStepScreen {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), ensureCatalogues(catalogueParts)]).then(([module]) => module[name] as ComponentType);
    return loading;
  };
  return { Screen: lazy(() => preload().then((Screen) => ({ default: Screen }))), preload };
}

/**
 * Each step's screen loads with it, so the first screen carries only its own code; the price quote and
 * payment steps bring their catalogue parts.
 */
const STEP_SCREENS: Record<TStepName, TStepScreen> = {
  'get-started': step(() => import('./steps/get-started-step.tsx'), 'GetStartedStep'),
  'rework-get-started': step(() => import('./steps/rework-get-started-step.tsx'), 'ReworkGetStartedStep'),
  'manuscript-services': step(() => import('./steps/manuscript-services-step.tsx'), 'ManuscriptServicesStep'),
  'multimedia-services': step(() => import('./steps/multimedia-services-step.tsx'), 'MultimediaServicesStep'),
  'additional-services': step(() => import('./steps/additional-services-step.tsx'), 'AdditionalServicesStep'),
  'service-bundles': step(() => import('./steps/service-bundles-step.tsx'), 'ServiceBundlesStep'),
  details: step(() => import('./steps/details-step.tsx'), 'DetailsStep'),
  'duplicate-order': step(() => import('./steps/duplicate-order-step.tsx'), 'DuplicateOrderStep'),
  'price-quote-completed': step(() => import('./steps/price-quote-step.tsx'), 'PriceQuoteStep', ['price-quote']),
  'payment-details': step(() => import('./steps/payment-details-step.tsx'), 'PaymentDetailsStep', ['payment']),
};

/** Starts loading a step's code (the route's `prefetch`, before the order form has rendered). */
export function preloadStep(name: TStepName): void {
  STEP_SCREENS[name].preload().catch(() => undefined);
}

/** Whether the order lets the researcher see this step now: the current one, or one before it. */
function isReachable(
  order: { steps: { list: { name: TStepName }[]; current: { name: TStepName } } },
  viewing: TStepName,
): boolean {
  if (viewing === order.steps.current.name) return true;
  const currentIndex = order.steps.list.findIndex((s) => s.name === order.steps.current.name);
  const index = order.steps.list.findIndex((s) => s.name === viewing);
  return index >= 0 && currentIndex >= 0 && isStepLinkable(index, currentIndex);
}

/** A step of the order form with the step bar and the summary; the order loads first. */
export function OrderFormScreen({ viewing }: { viewing: TStepName }) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const location = useLocation();
  const query = useQuery(currentOrderFormQuery);
  // The step's code loads while the order does, not after it (a first visit would otherwise wait for both in turn).
  useEffect(() => preloadStep(viewing), [viewing]);
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  const order = query.data;
  if (!isReachable(order, viewing)) return <Navigate to={stepPath(lang, order.steps.current)} replace />;
  const Screen = STEP_SCREENS[viewing].Screen;
  const isContinuing = (location.state as TStepLocationState | null)?.isContinuing === true;

  return (
    <OrderFormProvider order={order}>
      <div className="order-form">
        <StepBar viewing={viewing} />
        {order.parentOrder ? <FollowUpNotice parent={order.parentOrder} /> : isContinuing ? <ContinuingNotice /> : null}
        <div className="order-form__layout">
          <div className="order-form__content">
            {/* One boundary per step: a step whose code is still loading shows the spinner at once
                instead of leaving the previous step on screen, clickable, under the new URL. */}
            <Suspense
              key={viewing}
              fallback={
                <div className="step step--loading">
                  <Spinner size="large" label={t('order-form-loading')} />
                </div>
              }
            >
              <Screen />
            </Suspense>
          </div>
          <aside className="order-form__sidebar">
            <OrderSummary key={viewing} viewing={viewing} />
          </aside>
        </div>
        <SaveErrorDialog />
      </div>
    </OrderFormProvider>
  );
}
