import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { createBundleSteps } from './bundle-steps.ts';
import type { TOrderFormContext } from './context.ts';
import { createDetailsStep } from './details-step.ts';
import { createDiscountsAndCurrency } from './discounts-and-currency.ts';
import { createEnvironments } from './environment.ts';
import { createFormAccess, requesterOf } from './form-access.ts';
import { createFormLifecycle } from './form-lifecycle.ts';
import { createFormViews } from './form-view.ts';
import { createModuleAccess } from './module-access.ts';
import { createQuotes } from './quotes.ts';
import { createSave } from './save.ts';
import { createServiceSteps } from './service-steps.ts';

export { MAX_REFERRAL_EMAILS } from './details-step.ts';
export { ORDER_FORM_COOKIE, requesterOf, type TRequester } from './form-access.ts';
export { CONTINUING_WARNING } from './form-lifecycle.ts';
export type { TQuoteView } from './quotes.ts';
export { binName } from './service-steps.ts';

/**
 * The order-form service, one file per use case: each file's factory takes the context built here (the
 * service's dependencies and the shared helpers: form-access.ts, environment.ts, form-view.ts, save.ts)
 * and returns its methods; the service is their union.
 */
export function createOrderFormService(db: Db, config: TConfig, catalogue: TCatalogueService) {
  const deps = { db, config, catalogue };
  const access = createFormAccess(deps);
  const environments = createEnvironments(deps);
  const views = createFormViews(environments);
  const save = createSave({ ...deps, ...access, ...environments, ...views });
  const context: TOrderFormContext = { ...deps, ...access, ...environments, ...views, ...save };

  return {
    requesterOf,
    ...createFormLifecycle(context),
    ...createServiceSteps(context),
    ...createDiscountsAndCurrency(context),
    ...createBundleSteps(context),
    ...createDetailsStep(context),
    ...createQuotes(context),
    // ——— For the files and price-quote modules ———
    ...createModuleAccess(context),
  };
}

export type TOrderFormService = ReturnType<typeof createOrderFormService>;
