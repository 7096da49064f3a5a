import { matchPath, Navigate, useParams } from 'react-router';
import { prefetchWhenSignedIn } from '../../../lib/application.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { currentOrderFormQuery } from '../api/load-order-form.ts';
import { OrderFormEntry, OrderFormReset } from '../components/order-form-entry.tsx';
import { OrderFormScreen, preloadStep } from '../components/order-form-screen.tsx';
import { entryModeOf, entryPath, stepNameOf } from '../utils/step-paths.ts';
import '../order-form.css';

/**
 * Opening a step's address directly: the step's code and the order start loading as soon as this module has
 * arrived (app/router.tsx), beside the catalogue parts, not after the form has rendered.
 */
export function prefetch(pathname: string): void {
  const step = matchPath('/:lang/researcher/submit/:step', pathname)?.params.step;
  const viewing = step && !entryModeOf(step) ? stepNameOf(step) : null;
  if (!viewing) return;
  preloadStep(viewing);
  prefetchWhenSignedIn(() => void queryClient.prefetchQuery(currentOrderFormQuery));
}

/** /{lang}/researcher/submit/:step? — the order form's entry points (new, resume, reset) and its steps. */
export function Component() {
  const { step } = useParams();
  const lang = useLanguageSegment();
  const mode = entryModeOf(step);
  if (mode === 'reset') return <OrderFormReset />;
  if (mode) return <OrderFormEntry key={mode} mode={mode} />;
  const viewing = step ? stepNameOf(step) : null;
  if (!viewing) return <Navigate to={entryPath(lang, 'resume')} replace />;
  return <OrderFormScreen viewing={viewing} />;
}
