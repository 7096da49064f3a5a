import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { openOrderForm, orderFormEntryQuery } from '../api/load-order-form.ts';
import { storeOrder } from '../api/order-form-cache.ts';
import { resetOrderForm } from '../api/reset-order-form.ts';
import { stepPath } from '../utils/step-paths.ts';
import { LoadingScreen } from './loading-screen.tsx';

/** Location state of the step a new/resume visit lands on. */
export type TStepLocationState = { isContinuing?: boolean };

/** /submit/new and /submit/resume: load the order, then go to the step it is at. */
export function OrderFormEntry({ mode }: { mode: 'new' | 'resume' }) {
  const lang = useLanguageSegment();
  const [params] = useSearchParams();
  const query = useQuery(orderFormEntryQuery(mode, params.get('id')));

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  const { order } = query.data;
  // Landing anywhere but the first step means an earlier submission goes on (spec §2).
  const state: TStepLocationState = { isContinuing: order.currentStep !== 'get-started' };
  return <Navigate to={stepPath(lang, order.steps.current)} replace state={state} />;
}

/** /submit/reset: abandons the unfinished order and starts again at get-started. */
export function OrderFormReset() {
  const lang = useLanguageSegment();
  const [state, setState] = useState<'resetting' | 'done' | 'failed'>('resetting');
  const isStarted = useRef(false);

  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    resetOrderForm()
      .then(async (response) => storeOrder(response?.order ?? (await openOrderForm()).order))
      .then(() => setState('done'))
      .catch(() => setState('failed'));
  }, []);

  if (state === 'done') return <Navigate to={stepPath(lang, { name: 'get-started' })} replace />;
  if (state === 'failed') return <LoadFailure onRetry={() => window.location.reload()} />;
  return <LoadingScreen />;
}

export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="order-form-loading">
      <Alert kind="error">{t('load-order-failure')}</Alert>
      <Button onClick={onRetry}>{t('order-form-try-again')}</Button>
    </div>
  );
}
