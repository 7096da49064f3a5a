import {
  ZChineseDigitalTrialResponse,
  ZDigitalEditLoadResponse,
  ZDigitalOrderLoadResponse,
} from '@portal/domain/api/digital-purchases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { DIGITAL_EDIT_PURCHASE_READ, DIGITAL_ORDER_PURCHASE_READ } from './kept-reads.ts';
import type { TDigitalPurchasesService } from './service.ts';

/**
 * The automated tools' purchase reads and the Chinese trial. The two payment calls
 * (POST /api/digital-edit/payment, /api/digital-translation/payment) sit with the other payments
 * (modules/payments/routes.ts, submit-digital.ts).
 */
export function digitalPurchasesRoutes(service: TDigitalPurchasesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/digital-edit/load',
      { schema: { response: { 200: ZDigitalEditLoadResponse } }, config: keptReadRoute(DIGITAL_EDIT_PURCHASE_READ) },
      (request) => service.editLoad(request),
    );

    app.get(
      '/api/digital-order/load',
      { schema: { response: { 200: ZDigitalOrderLoadResponse } }, config: keptReadRoute(DIGITAL_ORDER_PURCHASE_READ) },
      (request) => service.orderLoad(request),
    );

    app.post(
      '/api/digital-order/chinese-digital-trial',
      { schema: { response: { 200: ZChineseDigitalTrialResponse } } },
      (request) => service.chineseTrial(request),
    );
  };
}
