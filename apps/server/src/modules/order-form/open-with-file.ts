import type { TStepName } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import * as repository from './repository.ts';

/** The manuscript another tool holds (a grammar check's upload), to start an order form with. */
export type TManuscriptToOrder = {
  userId: number;
  customerGoalId: number;
  currentStep: TStepName;
  projectTitle: string;
  file: { originalName: string; storedName: string; contentType: string; size: number; sha256: string };
};

/** The files module's analysis job (word count and language), queued by name to keep the modules apart. */
const ANALYSE_DOCUMENT_JOB = 'analyse-document';

/**
 * Opens the researcher's order form with a manuscript from another tool: the form they had open is
 * replaced (abandoned, kept for the record) and the file is copied onto the new one as its main
 * manuscript (a new stored file, so removing it from the form never touches the tool's own), whose word
 * count and language are then read as for any upload.
 */
export async function openFormWithManuscript(
  db: Db,
  storage: TStorage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  input: TManuscriptToOrder,
): Promise<repository.TOrderFormRow> {
  const storedName = await storage.put(await storage.get(input.file.storedName));
  let isRecorded = false;
  try {
    const row = await db.transaction(async (tx) => {
      const created = await repository.replaceOpenFormOfUser(tx, input.userId, {
        customerGoalId: input.customerGoalId,
        currentStep: input.currentStep,
        projectTitle: input.projectTitle,
      });
      if (!created) throw new AppError(409, 'order-form-changed');
      const file = await repository.insertFile(tx, created.id, {
        kind: 'main',
        ...input.file,
        storedName,
        analysisStatus: 'pending',
      });
      await enqueueJob(tx, ANALYSE_DOCUMENT_JOB, { fileId: file.id });
      return created;
    });
    isRecorded = true;
    return row;
  } finally {
    if (!isRecorded) await storage.delete(storedName).catch((error) => log.warn({ err: error }, 'copied file not removed'));
  }
}
