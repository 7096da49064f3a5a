import { LOCALE_TO_CATALOGUE, type TLocale } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { formatDocumentDate } from '../../platform/billing-document.ts';
import { AppError } from '../../platform/errors.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { orders } from '../../schema/orders.ts';
import { placedServiceName } from '../catalogue/index.ts';
import type { TBillingDocumentDeps, TPdf } from './billing-document-parts.ts';
import { billToColumn, renderPdf, textsOf } from './billing-document-parts.ts';
import { isOrderDelivered } from './invoice-load.ts';
import { findInvoiceForUser } from './invoice-queries.ts';

/** GET /api/invoice/{n}/statement-of-delivery: the services of an invoice's order and their delivery status; 404 when the invoice has no order. */
export async function statementOfDeliveryPdf(
  deps: TBillingDocumentDeps,
  user: TUserRow,
  invoiceNumber: string,
  locale: TLocale,
): Promise<TPdf> {
  const { db } = deps;
  const t = textsOf(locale);
  const invoice = await findInvoiceForUser(db, user.id, invoiceNumber);
  const [order] =
    invoice.orderId === null
      ? []
      : await db
          .select()
          .from(orders)
          .where(and(eq(orders.id, invoice.orderId), eq(orders.userId, user.id)));
  if (!order) throw AppError.notFound();
  const status = order.status.toLowerCase();
  const statusText = isOrderDelivered(status)
    ? t('doc-delivery-delivered')
    : status === 'awaiting-payment' || status === 'awaiting payment'
      ? t('doc-delivery-awaiting-payment')
      : status === 'cancelled'
        ? t('doc-delivery-cancelled')
        : t('doc-delivery-in-progress');
  const deadline = order.deadline ? formatDocumentDate(order.deadline, locale) : '—';
  const services = await deps.catalogue.orderForm();
  return renderPdf(deps, locale, `statement-of-delivery-${order.externalId}.pdf`, {
    title: t('doc-statement-title'),
    reference: order.externalId,
    meta: [
      [t('doc-order-number'), order.externalId],
      [t('doc-invoice-number'), invoice.invoiceNumber],
      [t('doc-date'), formatDocumentDate(new Date(), locale)],
    ],
    blocks: [
      { kind: 'columns', columns: [billToColumn(user, locale)] },
      {
        kind: 'facts',
        rows: [
          [t('doc-project-title'), order.title],
          [t('doc-delivery-status'), statusText],
        ],
      },
      {
        kind: 'table',
        title: t('doc-statement-intro', { externalId: order.externalId }),
        columns: [
          { title: t('doc-service'), share: 5 },
          { title: t('doc-deadline'), share: 3 },
          { title: t('doc-delivery-status'), share: 3 },
        ],
        rows: order.services.map((service) => [
          placedServiceName(services, service, LOCALE_TO_CATALOGUE[locale]),
          service.deadline ? formatDocumentDate(service.deadline, locale) : deadline,
          statusText,
        ]),
      },
    ],
  });
}
