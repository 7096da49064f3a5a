import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.ts';
import { createStorage } from './integrations/storage/create-storage.ts';
import { createTranslationEngines } from './integrations/translation/engines.ts';
import type { TCatalogueService } from './modules/catalogue/service.ts';
import { accountClosureJobHandlers } from './modules/data-rights/account-closure.ts';
import { dataExportJobHandlers } from './modules/data-rights/data-export-archive.ts';
import { digitalEditJobHandlers } from './modules/digital-editing/jobs/digital-edit.ts';
import { digitalTranslationJobHandlers } from './modules/digital-translations/jobs/translate-document-job.ts';
import { createFapiaoDeps } from './modules/fapiao/fapiao-module.ts';
import { issueFapiaoJobHandlers } from './modules/fapiao/issue-fapiao-job.ts';
import { createDocumentAnalyser } from './modules/files/document-analyser.ts';
import { ANALYSE_DOCUMENT_JOB, createAnalyseDocumentHandler } from './modules/files/jobs/analyse-document.ts';
import { createGrammarChecker } from './modules/grammar-check/grammar-checker.ts';
import { grammarCheckJobHandlers } from './modules/grammar-check/jobs/check-grammar.ts';
import type { TOrderFormService } from './modules/order-form/service.ts';
import { orderJobHandlers } from './modules/orders/jobs.ts';
import { paymentJobHandlers } from './modules/payments/jobs.ts';
import { referralJobHandlers } from './modules/referrals/referral-jobs.ts';
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
  // One warm harper process for the grammar check and digital editing (the grammar parse pool).
  const grammarChecker = createGrammarChecker();
  const personalData = createPersonalDataMap({ db, config, catalogue, log });
  return {
    [DELIVER_EMAIL_JOB]: createDeliverEmailHandler(db, config),
    [ANALYSE_DOCUMENT_JOB]: createAnalyseDocumentHandler({
      db,
      storage,
      analyser: createDocumentAnalyser(),
      orderForm,
    }),
    ...grammarCheckJobHandlers({ db, storage: createStorage(config), checker: grammarChecker }),
    ...digitalEditJobHandlers({ db, storage, checker: grammarChecker, log }),
    ...digitalTranslationJobHandlers({ db, storage, translation: createTranslationEngines(config.translation), log }),
    ...paymentJobHandlers({ db, config, log, orderForm, catalogue }),
    ...orderJobHandlers({ db, config, log, orderForm, catalogue }),
    ...dataExportJobHandlers({ db, config, storage, personalData }),
    ...accountClosureJobHandlers({ db, storage, personalData }),
    ...referralJobHandlers({ db, config }),
    ...issueFapiaoJobHandlers(createFapiaoDeps({ db, config, log })),
    // The crash drill's poison (DRILL_POISON_JOBS, never in production): a job that kills whatever runs it.
    ...(config.hasDrillPoisonJobs ? { [DRILL_POISON_JOB]: async () => process.abort() } : {}),
  };
}
