import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import type { TAccountService } from '../account/index.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import type { TOrderFormService } from '../order-form/index.ts';

/** What the payments module gets from app.ts (its routes, and through them its services). */
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
