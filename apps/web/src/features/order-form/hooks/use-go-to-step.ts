import type { TOrderForm } from '@portal/domain';
import { useNavigate } from 'react-router';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { stepPath } from '../utils/step-paths.ts';

/** After a save the server names the step to show; the app goes there. */
export function useGoToCurrentStep() {
  const navigate = useNavigate();
  const lang = useLanguageSegment();
  return (order: TOrderForm) => navigate(stepPath(lang, order.steps.current));
}
