import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.ts';
import { createStorage } from './integrations/storage/create-storage.ts';
import { createTranslationEngines } from './integrations/translation/engines.ts';
import type { TCatalogueService } from './modules/catalogue/index.ts';
import { accountClosureJobHandlers, dataExportJobHandlers } from './modules/data-rights/index.ts';
import { digitalEditJobHandlers } from './modules/digital-editing/index.ts';
import { digitalTranslationJobHandlers } from './modules/digital-translations/index.ts';
import { editReviewJobHandlers } from './modules/edit-review/index.ts';
import { createFapiaoDeps, issueFapiaoJobHandlers } from './modules/fapiao/index.ts';
import { ANALYSE_DOCUMENT_JOB, createAnalyseDocumentHandler, createDocumentAnalyser } from './modules/files/index.ts';
import { createGrammarChecker, grammarCheckJobHandlers } from './modules/grammar-check/index.ts';
import type { TOrderFormService } from './modules/order-form/index.ts';
import { orderJobHandlers } from './modules/orders/index.ts';
import { paymentJobHandlers } from './modules/payments/index.ts';
import { referralJobHandlers } from './modules/referrals/index.ts';
import { createPersonalDataMap } from './personal-data-map.ts';
import type { Db } from './platform/db.ts';
import type { TJobHandler } from './platform/jobs.ts';
import { createDeliverEmailHandler, DELIVER_EMAIL_JOB } from './platform/mail.ts';

/** A job that aborts the process running it, as a parser's fatal error would: what the crash drill parks. */
export const DRILL_POISON_JOB = 'drill.poison';

/**
 * Every background job kind and its handler; the in-process and standalone workers share them.
 * They get the caller's services, whose catalogue cache is already warm.
 */
export function jobHandlers(deps: {
  db: Db;
  config: TConfig;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
  catalogue: TCatalogueService;
  orderForm: TOrderFormService;
}): Record<string, TJobHandler> {
  const { db, config, log, catalogue, orderForm } = deps;
  const storage = createStorage(config);
  const personalData = createPersonalDataMap({ db, config, catalogue, log });
  return {
    [DELIVER_EMAIL_JOB]: createDeliverEmailHandler(db, config),
    [ANALYSE_DOCUMENT_JOB]: createAnalyseDocumentHandler({
      db,
      storage,
      analyser: createDocumentAnalyser(),
      orderForm,
    }),
    ...grammarCheckJobHandlers({ db, storage: createStorage(config), checker: createGrammarChecker() }),
    ...digitalEditJobHandlers({ db, storage, log }),
    ...editReviewJobHandlers({ db, storage, log }),
    ...digitalTranslationJobHandlers({ db, storage, translation: createTranslationEngines(config.translation), log }),
    ...paymentJobHandlers({ db, config, log, orderForm, catalogue }),
    ...orderJobHandlers({ db, config, catalogue }),
    ...dataExportJobHandlers({ db, config, storage, personalData }),
    ...accountClosureJobHandlers({ db, storage, personalData }),
    ...referralJobHandlers({ db, config }),
    ...issueFapiaoJobHandlers(createFapiaoDeps({ db, config, log })),
    // The crash drill's poison (DRILL_POISON_JOBS, never in production): a job that kills whatever runs it.
    ...(config.hasDrillPoisonJobs ? { [DRILL_POISON_JOB]: async () => process.abort() } : {}),
  };
}
