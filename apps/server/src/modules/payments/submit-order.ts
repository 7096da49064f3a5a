import { CUSTOMER_GOAL_MULTIMEDIA, MESSAGE, type TOrderForm, type TPaymentFormFields, toLocale } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import type { TOrderSnapshot } from '../../schema/orders.ts';
import type { TPaymentDeps } from './deps.ts';
import { executePayment } from './execute-payment.ts';
import type { TSubmissionKey } from './idempotency.ts';
import { settledResumeOf } from './payment-result.ts';
import { currencyOf, validatePayment } from './payment-validation.ts';
import { planOf } from './plan.ts';

/** The order form frozen at payment time: what the order is placed from, whenever the money arrives. */
function snapshotOf(
  view: TOrderForm,
  row: { adminCreated?: boolean },
  form: TPaymentFormFields,
  localization: string,
  language: string,
): TOrderSnapshot {
  const typeOf = (identity: string) => view.availableServices.find((s) => s.identity === identity)?.type ?? 'other';
  return {
    title: view.projectTitle ?? '',
    currencyIso: view.currency.isoCode,
    subtotal: view.subtotal,
    discountTotal: view.discountTotal,
    total: view.total,
    services: view.lineItems.map((item) => ({
      identity: item.serviceIdentity,
      name: item.name,
      type: typeOf(item.serviceIdentity),
      deliveryTier: item.deliveryTier,
      quantity: item.quantity,
      timelineDays: null,
      deadline: view.deadline,
      listPrice: item.listPrice,
      discountAmount: item.discountAmount,
      totalPrice: item.totalPrice,
    })),
    discounts: view.discounts
      .filter((d) => d.applied)
      .map((d) => ({ kind: d.kind, code: d.code, description: d.description, appliedAmount: d.appliedAmount })),
    deadline: view.deadline,
    wordCount: view.wordCount,
    manuscriptLanguageId: view.manuscriptLanguageId,
    customerGoalId: view.customerGoal?.id ?? null,
    areaOfStudyId: view.areaOfStudyId,
    styleOfEnglish: view.styleOfEnglish,
    journalName: view.journal?.name ?? null,
    journalUrl: view.journal?.url ?? null,
    deliveryTier: view.delivery.tier ?? 'standard',
    adminCreated: row.adminCreated ?? false,
    requireCustomerNotification: form.requireCustomerNotification ?? true,
    localization,
    language,
    orderFormVersion: view.version,
  };
}

/**
 * PUT /api/order-form/{id}/payments: Complete Order, the order form's payment (purpose order). The form is priced
 * as the server reads it, the payment form checked against that price, then executed (execute-payment.ts).
 */
export async function submitOrder(
  deps: TPaymentDeps,
  request: FastifyRequest,
  auth: TAuth,
  identity: string,
  form: TPaymentFormFields,
  key: TSubmissionKey,
) {
  const resumed = await settledResumeOf(deps.db, key, auth.user.id);
  if (resumed) return resumed;
  const { row, view } = await deps.orderForm.findOrderFormViewForRequest(request, identity);
  if (view.lineItems.length === 0) throw new AppError(400, MESSAGE.submissionIssue);
  const files = view.manuscripts.main.length + view.manuscripts.figures.length + view.manuscripts.tables.length;
  if (files === 0 && !view.uploadLater) throw new AppError(400, MESSAGE.noManuscriptFile);
  if (view.veryLongWordCount || view.noServiceOption) throw new AppError(400, MESSAGE.submissionIssue);
  const currency = await currencyOf(deps.catalogue, view.currency.isoCode);
  const adminCreated = (row as { adminCreated?: boolean }).adminCreated ?? false;
  const checked = await validatePayment(deps, {
    auth,
    purpose: 'order',
    form,
    currency,
    total: view.total,
    isStaffBankTransferGoal: view.customerGoal?.key === CUSTOMER_GOAL_MULTIMEDIA,
    adminCreated,
  });
  const plan = planOf(auth, form, checked, {
    purpose: 'order',
    currency,
    total: view.total,
    orderFormId: row.id,
    lockKey: `order-form:${row.id}`,
    orderFormVersion: row.version,
    details: { orderSnapshot: snapshotOf(view, { adminCreated }, form, auth.user.localization, toLocale(auth.user.language)) },
  });
  return executePayment(deps, plan, form, key);
}
