import type { TOrderFormDeps } from './deps.ts';
import type { TEnvironments } from './environment.ts';
import type { TFormAccess } from './form-access.ts';
import type { TFormViews } from './form-view.ts';
import type { TSave } from './save.ts';

/**
 * What each use case of the order-form service is built from: the service's dependencies and the helpers
 * they share (form-access.ts, environment.ts, form-view.ts, save.ts). service.ts builds it once.
 */
export type TOrderFormContext = TOrderFormDeps & TFormAccess & TEnvironments & TFormViews & TSave;
