import type { TOrderForm } from '@portal/domain';
import { useNavigate } from 'react-router';
import { stepPath } from '../utils/step-paths.ts';
import { useLanguageSegment } from './use-language-segment.ts';

/** After a save the server names the step to show; the app goes there. */
export function useGoToCurrentStep() {
  const navigate = useNavigate();
  const lang = useLanguageSegment();
  return (order: TOrderForm) => navigate(stepPath(lang, order.steps.current));
}
