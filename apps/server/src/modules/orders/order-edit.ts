import {
  addBusinessDays,
  ceilToDeadlineGrid,
  MESSAGE,
  parseDeadline,
  recomputeDeadline,
  type TAddableService,
  type TOrderSaveResponse,
  type ZOrderEditDetails,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { orders, type TPlacedService } from '../../schema/orders.ts';
import {
  catalogueLanguageOf,
  localize,
  type TCatalogueLanguage,
  type TCatalogueService,
  type TOrderFormCatalogue,
} from '../catalogue/index.ts';
import { createInvoice } from '../invoices/index.ts';
import { grantCredit } from '../ledger/index.ts';
import { ENGLISH_LANGUAGE_ID, findOption, isServiceInScope } from '../order-form/index.ts';
import { ORDER_DEADLINE_CHANGED_JOB } from './deadline-changed-email.ts';
import { orderServicesOf } from './order-details.ts';
import { canServiceBeRemoved, isOrderEditable, isOrderPaidOf } from './order-state.ts';
import type { TOrderRow } from './service.ts';

/**
 * The order edit (researcher-area §4, §5): title, deadline and services of a placed order, and the services
 * it may add. Added services are priced by the pricing engine at the order's word count and currency (list
 * price, standard delivery); a price increase is invoiced, a decrease returned as account credit
 * (docs/decisions.md, "Editing a placed order").
 */

/** Categories a placed order may add: the additional and concierge services, not per-figure or per-table ones. */
const ADDABLE_CATEGORIES = new Set(['additional', 'concierge']);

type TAddable = TAddableService & { timelineDays: number; listPrice: number };

/** The services the order may add, priced for it, each with the deadline it would bring from `now`. */
export function addableServicesOf(
  catalogue: TOrderFormCatalogue,
  order: Pick<
    TOrderRow,
    'services' | 'status' | 'stage' | 'completedAt' | 'wordCount' | 'currencyIso' | 'manuscriptLanguageId' | 'language'
  >,
  now: Date,
  language: TCatalogueLanguage = catalogueLanguageOf(order.language),
): TAddable[] {
  if (!isOrderEditable(order)) return [];
  const currencyIso = order.currencyIso ?? 'USD';
  const isEnglish = (order.manuscriptLanguageId ?? ENGLISH_LANGUAGE_ID) === ENGLISH_LANGUAGE_ID;
  const ordered = new Set(order.services.map((service) => service.identity));
  const addable: TAddable[] = [];
  for (const service of catalogue.services) {
    if (!ADDABLE_CATEGORIES.has(service.category) || service.pricingBasis === 'count') continue;
    if (ordered.has(service.identity) || !isServiceInScope(service, isEnglish)) continue;
    const option = findOption(service, { wordCount: order.wordCount, quantity: 1, tier: 'standard', currencyIso });
    const price = option?.prices[currencyIso];
    if (!option || price === undefined) continue;
    const due = ceilToDeadlineGrid(addBusinessDays(now, option.timelineDays, catalogue.holidaySet));
    addable.push({
      identity: service.identity,
      name: localize(service.name, language),
      type: service.type,
      price,
      deadline: due.toISOString(),
      timelineDays: option.timelineDays,
      listPrice: price,
    });
  }
  return addable;
}

function placedServiceOf(addable: TAddable): TPlacedService {
  return {
    identity: addable.identity,
    name: addable.name,
    type: addable.type,
    deliveryTier: 'standard',
    quantity: 1,
    timelineDays: addable.timelineDays,
    deadline: addable.deadline,
    listPrice: addable.listPrice,
    discountAmount: 0,
    totalPrice: addable.listPrice,
  };
}

type TSaveInput = z.output<typeof ZOrderEditDetails>;

/**
 * PUT /api/order/{externalId}/save. The order row is locked for the transaction, so two saves (or a save and
 * a staff change) apply one after the other; the version is bumped for staff's conditional updates.
 */
export async function saveOrderDetails(
  deps: { db: Db; catalogue: TCatalogueService },
  request: FastifyRequest,
  externalId: string,
  input: TSaveInput,
): Promise<TOrderSaveResponse> {
  const { user } = requireAuth(request);
  const catalogue = await deps.catalogue.orderForm();
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders, paid: isOrderPaidOf(orders.id, orders.status) })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.externalId, externalId)))
      .for('update');
    if (!found) throw AppError.notFound();
    const order = { ...found.order, paid: found.paid };
    if (!isOrderEditable(order)) throw new AppError(409, MESSAGE.orderNotEditable);

    const addable = new Map(addableServicesOf(catalogue, order, now).map((service) => [service.identity, service]));
    const addedIds = [...new Set(input.addedServices)];
    const removedIds = [...new Set(input.removedServices)];
    const added = addedIds.map((identity) => addable.get(identity));
    if (added.some((service) => service === undefined)) throw AppError.invalid({ addedServices: MESSAGE.serviceNotAddable });
    const removed = removedIds.map((identity) => order.services.find((service) => service.identity === identity));
    const remaining = order.services.length - removedIds.length + addedIds.length;
    const isRemovable = (service: TPlacedService | undefined) => service && canServiceBeRemoved(catalogue, order, service);
    if (!removed.every(isRemovable) || (removedIds.length > 0 && remaining < 1)) {
      throw AppError.invalid({ removedServices: MESSAGE.serviceNotRemovable });
    }

    const addedServices = (added as TAddable[]).map(placedServiceOf);
    const services = [...order.services.filter((service) => !removedIds.includes(service.identity)), ...addedServices];
    const difference =
      addedServices.reduce((sum, service) => sum + service.totalPrice, 0) -
      (removed as TPlacedService[]).reduce((sum, service) => sum + service.totalPrice, 0);
    const deadline = (parseDeadline(input.deadline) as Date).toISOString();
    const calculatedDeadline = recomputeDeadline(
      addedServices.map((service) => service.deadline ?? ''),
      order.deadline,
    );

    await tx
      .update(orders)
      .set({
        title: input.title,
        deadline,
        services,
        subtotal: sql`greatest(0, ${orders.subtotal} + ${difference})`,
        total: sql`greatest(0, ${orders.total} + ${difference})`,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));

    let invoiceNumber: string | null = null;
    let creditIssued = 0;
    const currencyIso = order.currencyIso ?? 'USD';
    if (difference > 0) {
      const currency = await deps.catalogue.findCurrency(currencyIso);
      const invoice = await createInvoice(tx, {
        userId: user.id,
        orderId: order.id,
        orderExternalId: order.externalId,
        currencyIso,
        exchangeRate: currency?.exchangeRate ?? '1',
        totalAmount: difference,
        lines: addedServices.map((service) => ({
          identity: service.identity,
          description: service.name,
          quantity: 1,
          amount: service.totalPrice,
        })),
        localization: order.localization ?? 'us',
        language: order.language ?? 'en_US',
      });
      invoiceNumber = invoice.invoiceNumber;
    } else if (difference < 0) {
      await grantCredit(tx, { userId: user.id, currencyIso, amount: -difference, reason: 'order-change' });
      creditIssued = -difference;
    }
    if (order.deadline === null || new Date(order.deadline).getTime() !== new Date(deadline).getTime()) {
      await enqueueJob(tx, ORDER_DEADLINE_CHANGED_JOB, { orderId: order.id, deadline });
    }

    const saved = { ...order, services, paid: order.paid && difference <= 0 };
    return {
      orderDetails: {
        externalId: order.externalId,
        title: input.title,
        deadline,
        calculatedDeadline,
        services: orderServicesOf(catalogue, saved, catalogueLanguageOf(requestLocale(request))),
        invoiceNumber,
        creditIssued,
      },
    };
  });
}
