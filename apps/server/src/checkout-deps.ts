import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.ts';
import type { TAccountService } from './modules/account/service.ts';
import type { TCatalogueService } from './modules/catalogue/service.ts';
import type { TOrderFormService } from './modules/order-form/service.ts';
import type { Db } from './platform/db.ts';

/** What the checkout modules (payments, ledger, invoices, orders) get from app.ts. */
export type TCheckoutDeps = {
  db: Db;
  config: TConfig;
  catalogue: TCatalogueService;
  account: TAccountService;
  orderForm: TOrderFormService;
  log: FastifyBaseLogger;
};

export type TCheckoutJobDeps = {
  db: Db;
  config: TConfig;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
  orderForm: TOrderFormService;
  /** The catalogue's names of services, for the e-mails written in the background (orders/jobs.ts). */
  catalogue: TCatalogueService;
};
