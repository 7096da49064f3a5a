import type { TPaymentsContext } from './context.ts';
import type { TPaymentsServiceDeps } from './deps.ts';
import { createPaymentCompletion } from './payment-completion.ts';
import { createPaymentExecution } from './payment-execution.ts';
import { createPaymentReconciliation } from './payment-reconciliation.ts';
import { createPaymentValidation } from './payment-validation.ts';

export type { TPlan, TSubmitOptions } from './context.ts';
export type { TCurrencyView, TPaymentRow, TPaymentsServiceDeps } from './deps.ts';
export { newReceiptCode } from './payment-execution.ts';
export { RECOVER_PAYMENT_JOB } from './payment-statements.ts';
export { currencyRowOf } from './payment-validation.ts';

/**
 * The payments service, one file per use case: validating a submission (payment-validation.ts), executing it
 * (payment-execution.ts), completing a payment (payment-completion.ts) and the webhooks, the return from the
 * provider and the recovery job (payment-reconciliation.ts). The statements they run are compiled once per
 * process (payment-statements.ts). Each use case's factory returns its methods; execution and reconciliation
 * are built from the context made here (context.ts: the dependencies, validation and completion).
 */
export function createPaymentsService(deps: TPaymentsServiceDeps) {
  const validation = createPaymentValidation(deps);
  const completion = createPaymentCompletion(deps);
  const context: TPaymentsContext = { ...deps, ...validation, ...completion };
  const { validate, detailsOf, currencyOf } = validation;
  const { resultOf } = completion;
  const { execute, settledResume } = createPaymentExecution(context);
  const { handleEvent, returnFromProvider, recover } = createPaymentReconciliation(context);

  return {
    /** The parts each submission (submit-order, submit-payoff, submit-prepay, submit-digital) is built from. */
    validate,
    detailsOf,
    execute,
    settledResume,
    handleEvent,
    returnFromProvider,
    recover,
    currencyOf,
    resultOf,
  };
}

export type TPaymentsService = ReturnType<typeof createPaymentsService>;
