import { readFile, unlink } from 'node:fs/promises';
import {
  DIGITAL_EDIT_ERROR,
  DIGITAL_EDIT_EXTENSIONS,
  type TDigitalEditCreateResponse,
  ZDigitalEditCreateFields,
} from '@portal/domain/api/digital-edit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { activeEditingPurchase, digitalEditingAccess } from '../digital-purchases/index.ts';
import { checkUploadContent, receiveFileUnderThrottle, type TDocumentAnalyser } from '../files/index.ts';
import { editViewOf } from './edit-view.ts';
import { DIGITAL_EDIT_JOB } from './jobs/digital-edit.ts';

const ALLOWED: readonly string[] = DIGITAL_EDIT_EXTENSIONS;
/** Edits per researcher an hour: each costs seconds of the grammar thread. */
const RESEARCHER_LIMIT = { limit: 30, windowMs: 3600_000 };

export type TCreateEditDeps = {
  db: Db;
  config: Pick<TConfig, 'dataDir'>;
  storage: TStorage;
  analyser: TDocumentAnalyser;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * POST /api/digital-edit/create: one .doc or .docx and the style of English. Without an active subscription
 * (paid, trial or group access) the call is refused before the file is read. The file is checked like every
 * upload (extension and content, size, a .docx's archive and XML) and stored; its row and its edit job are
 * written in one transaction, so a refused file leaves nothing behind.
 */
export async function createEdit(deps: TCreateEditDeps, request: FastifyRequest): Promise<TDigitalEditCreateResponse> {
  const { db, config, storage, analyser, log } = deps;
  const auth = requireAuth(request);
  // A subscription (paid or trial) names its purchase; a preferred group that gives digital editing has none.
  const [purchase, access] = await Promise.all([activeEditingPurchase(db, auth.user.id), digitalEditingAccess(db, auth.user.id)]);
  if (access === 'none') throw new AppError(403, DIGITAL_EDIT_ERROR.subscriptionRequired);
  const fields: Record<string, string> = {};
  let styleOfEnglish: 'british' | 'american' = 'british';
  // The form sends the style before the file: without it the file is not even read.
  const isAllowed = (extension: string) => {
    const parsed = ZDigitalEditCreateFields.safeParse(fields);
    if (!parsed.success) throw new AppError(400, DIGITAL_EDIT_ERROR.styleRequired);
    styleOfEnglish = parsed.data.styleOfEnglish;
    return ALLOWED.includes(extension);
  };
  const whenFull = () => new AppError(429, DIGITAL_EDIT_ERROR.tooMany);
  const rule = { key: `digital-edit:${auth.user.id}`, ...RESEARCHER_LIMIT, whenFull };
  const upload = await receiveFileUnderThrottle(db, request, config.dataDir, rule, { fields, isAllowed });
  let storedName: string | null = null;
  let isRecorded = false;
  try {
    await checkUploadContent(upload);
    // A .docx or .doc that cannot be parsed is refused now, with nothing stored, rather than failing its edit later.
    if (!(await analyser.analyse(upload.fileName, await readFile(upload.tempFilePath)))) {
      throw new AppError(422, DIGITAL_EDIT_ERROR.unreadable);
    }
    const stored = await storage.put({ tempFilePath: upload.tempFilePath });
    storedName = stored;
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(digitalDocuments)
        .values({
          userId: auth.user.id,
          kind: 'edit',
          purchaseId: purchase?.id ?? null,
          name: upload.fileName,
          storedName: stored,
          size: upload.size,
          sha256: upload.sha256,
          styleOfEnglish,
        })
        .returning();
      if (!inserted) throw new Error('digital edit not inserted');
      await enqueueJob(tx, DIGITAL_EDIT_JOB, { documentId: inserted.id });
      return inserted;
    });
    isRecorded = true;
    return { digitalEdits: [editViewOf(row)], error: null };
  } catch (error) {
    if (storedName && !isRecorded)
      await storage.delete(storedName).catch((e) => log.warn({ err: e }, 'stored upload not removed'));
    throw error;
  } finally {
    await unlink(upload.tempFilePath).catch(() => undefined);
  }
}
