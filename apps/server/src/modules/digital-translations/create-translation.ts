import { readFile, unlink } from 'node:fs/promises';
import {
  DIGITAL_TRANSLATION_ERROR,
  DIGITAL_TRANSLATION_EXTENSIONS,
  type TDigitalOrderCreateResponse,
  ZDigitalOrderCreateFields,
} from '@portal/domain/api/digital-translation';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import { offeredTranslationLanguages, type TTranslationEngines } from '../../integrations/translation/engines.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { spendTranslationUse } from '../digital-purchases/index.ts';
import { checkUploadContent, receiveFileUnderThrottle, type TDocumentAnalyser } from '../files/index.ts';
import { TRANSLATE_DOCUMENT_JOB } from './jobs/translate-document-job.ts';
import { digitalOrderViewOf } from './translation-view.ts';

const ALLOWED: readonly string[] = DIGITAL_TRANSLATION_EXTENSIONS;
const LIMIT = { limit: 60, windowMs: 3600_000 };

export type TCreateTranslationDeps = {
  db: Db;
  config: Pick<TConfig, 'dataDir' | 'featureFlags'>;
  storage: TStorage;
  analyser: TDocumentAnalyser;
  translation: TTranslationEngines;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** Thrown inside the transaction so that the spent use and the row roll back together. */
class WordLimitExceeded extends Error {
  constructor(
    readonly wordCount: number,
    readonly wordLimit: number,
  ) {
    super('word limit exceeded');
  }
}

/**
 * POST /api/digital-order/create: one .doc or .docx and a language the researcher's packages and the
 * configured engines offer. The file is checked like every upload (type by extension and content, size, a
 * .docx's archive, its XML readable) and stored; then one transaction spends a use of a package covering the
 * language (atomically: of two parallel submissions with one use left, one gets it), checks the package's
 * word limit, inserts the document and its translation job. Refused → nothing stored and no use spent.
 */
export async function createTranslation(
  deps: TCreateTranslationDeps,
  request: FastifyRequest,
): Promise<TDigitalOrderCreateResponse> {
  const { db, config, storage, analyser, translation, log } = deps;
  const { user } = requireAuth(request);
  const offered: readonly string[] = await offeredTranslationLanguages(translation, config.featureFlags);

  const fields: Record<string, string> = {};
  // The language goes before the file: without a language that can be translated, the file is not even read.
  const isAllowed = (extension: string) => {
    const parsed = ZDigitalOrderCreateFields.safeParse(fields);
    if (!parsed.success) throw AppError.invalid({ language: DIGITAL_TRANSLATION_ERROR.languageRequired });
    if (!offered.includes(parsed.data.language)) throw new AppError(400, DIGITAL_TRANSLATION_ERROR.languageNotOffered);
    return ALLOWED.includes(extension);
  };
  const whenFull = () => new AppError(429, DIGITAL_TRANSLATION_ERROR.tooMany);
  const rule = { key: `digital-translation:${user.id}`, ...LIMIT, whenFull };
  const upload = await receiveFileUnderThrottle(db, request, config.dataDir, rule, { fields, isAllowed });
  const language = fields.language ?? '';
  let storedName: string | null = null;
  let isRecorded = false;
  try {
    await checkUploadContent(upload);
    // Counted in the documents parse pool, a legacy .doc as much as a .docx: unreadable there is refused here.
    const analysis = await analyser.analyse(upload.fileName, await readFile(upload.tempFilePath));
    const wordCount = analysis?.wordCount ?? null;
    if (wordCount === null) throw new AppError(422, DIGITAL_TRANSLATION_ERROR.unreadable);
    const stored = await storage.put({ tempFilePath: upload.tempFilePath });
    storedName = stored;
    const row = await db
      .transaction(async (tx) => {
        const purchase = await spendTranslationUse(tx, user.id, language);
        if (!purchase) throw new AppError(403, DIGITAL_TRANSLATION_ERROR.noUses);
        if (purchase.wordLimit !== null && wordCount > purchase.wordLimit)
          throw new WordLimitExceeded(wordCount, purchase.wordLimit);
        const [inserted] = await tx
          .insert(digitalDocuments)
          .values({
            userId: user.id,
            kind: 'translation',
            purchaseId: purchase.id,
            name: upload.fileName,
            storedName: stored,
            size: upload.size,
            sha256: upload.sha256,
            wordCount,
            language,
          })
          .returning();
        if (!inserted) throw new Error('digital translation not inserted');
        await enqueueJob(tx, TRANSLATE_DOCUMENT_JOB, { documentId: inserted.id });
        return inserted;
      })
      .catch((error: unknown) => {
        if (error instanceof WordLimitExceeded) return error;
        throw error;
      });
    if (row instanceof WordLimitExceeded) {
      // The transaction rolled back: the use is given back and the stored file goes below.
      return {
        digitalOrders: [],
        type: 'translation',
        error: {
          code: DIGITAL_TRANSLATION_ERROR.wordCountExceeded,
          params: { fileName: upload.fileName, wordCount: row.wordCount, wordLimit: row.wordLimit },
        },
      };
    }
    isRecorded = true;
    return { digitalOrders: [digitalOrderViewOf(row)], type: 'translation', error: null };
  } finally {
    if (storedName && !isRecorded)
      await storage.delete(storedName).catch((e) => log.warn({ err: e }, 'stored upload not removed'));
    await unlink(upload.tempFilePath).catch(() => undefined);
  }
}
