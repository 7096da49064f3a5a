import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import type { TCatalogueService } from '../catalogue/index.ts';

/** What createOrderFormService is given (service.ts). */
export type TOrderFormDeps = { db: Db; config: TConfig; catalogue: TCatalogueService };
