import { Navigate, useParams } from 'react-router';
import { OrderFormEntry, OrderFormReset } from '../components/order-form-entry.tsx';
import { OrderFormScreen } from '../components/order-form-screen.tsx';
import { useLanguageSegment } from '../hooks/use-language-segment.ts';
import { entryModeOf, entryPath, stepNameOf } from '../utils/step-paths.ts';
import '../../../styles/order-form.css';

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
