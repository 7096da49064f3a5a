import {
  DIGITAL_TRANSLATION_ERROR,
  DIGITAL_TRANSLATION_EXTENSIONS,
  type TDigitalOrderCreateResponse,
  ZDigitalOrderCreateFields,
} from '@portal/domain/api/digital-translation';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import { offeredTranslationLanguages, type TTranslationEngines } from '../../integrations/translation/engines.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { createFromUpload, insertDigitalDocument } from '../digital-documents/index.ts';
import { spendTranslationUse } from '../digital-purchases/index.ts';
import { receiveFileUnderThrottle } from '../files/index.ts';
import { TRANSLATE_DOCUMENT_JOB } from './jobs/translate-document-job.ts';
import { digitalOrderViewOf } from './translation-view.ts';

const LIMIT = { limit: 60, windowMs: 3600_000 };

export type TCreateTranslationDeps = {
  db: Db;
  config: Pick<TConfig, 'dataDir' | 'featureFlags'>;
  translation: TTranslationEngines;
} & Parameters<typeof createFromUpload>[0];

/** Thrown inside the transaction so that the spent use and the row roll back together. */
class WordLimitExceeded extends Error {
  constructor(
    readonly fileName: string,
    readonly wordCount: number,
    readonly wordLimit: number,
  ) {
    super('word limit exceeded');
  }
}

/**
 * POST /api/digital-order/create: one .doc or .docx and a language the researcher's packages and the
 * configured engines offer. The document pipeline checks, parses (the word count) and stores the file; then
 * one transaction spends a use of a package covering the language (atomically: of two parallel submissions
 * with one use left, one gets it), checks the package's word limit, inserts the document and its translation
 * job. Refused → nothing stored and no use spent.
 */
export async function createTranslation(
  deps: TCreateTranslationDeps,
  request: FastifyRequest,
): Promise<TDigitalOrderCreateResponse> {
  const { db, config, translation } = deps;
  const { user } = requireAuth(request);
  const offered: readonly string[] = await offeredTranslationLanguages(translation, config.featureFlags);

  const whenFull = () => new AppError(429, DIGITAL_TRANSLATION_ERROR.tooMany);
  const rule = { key: `digital-translation:${user.id}`, ...LIMIT, whenFull };
  try {
    const row = await createFromUpload(deps, {
      extensions: DIGITAL_TRANSLATION_EXTENSIONS,
      // The language: without one that can be translated, the file is not even read.
      checkFields: (fields) => {
        const parsed = ZDigitalOrderCreateFields.safeParse(fields);
        if (!parsed.success) throw AppError.invalid({ language: DIGITAL_TRANSLATION_ERROR.languageRequired });
        if (!offered.includes(parsed.data.language)) throw new AppError(400, DIGITAL_TRANSLATION_ERROR.languageNotOffered);
      },
      receive: (form) => receiveFileUnderThrottle(db, request, config.dataDir, rule, form),
      unreadable: DIGITAL_TRANSLATION_ERROR.unreadable,
      record: (document) =>
        db.transaction(async (tx) => {
          const language = document.fields.language ?? '';
          const purchase = await spendTranslationUse(tx, user.id, language);
          if (!purchase) throw new AppError(403, DIGITAL_TRANSLATION_ERROR.noUses);
          const { wordCount } = document;
          if (purchase.wordLimit !== null && wordCount > purchase.wordLimit)
            throw new WordLimitExceeded(document.upload.fileName, wordCount, purchase.wordLimit);
          const values = { userId: user.id, kind: 'translation' as const, purchaseId: purchase.id, wordCount, language };
          return insertDigitalDocument(tx, document, values, TRANSLATE_DOCUMENT_JOB);
        }),
    });
    return { digitalOrders: [digitalOrderViewOf(row)], type: 'translation', error: null };
  } catch (error) {
    if (!(error instanceof WordLimitExceeded)) throw error;
    // The transaction rolled back (the use is given back) and the pipeline removed the stored file.
    const { fileName, wordCount, wordLimit } = error;
    return {
      digitalOrders: [],
      type: 'translation',
      error: { code: DIGITAL_TRANSLATION_ERROR.wordCountExceeded, params: { fileName, wordCount, wordLimit } },
    };
  }
}
