import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { digitalDocuments, type TDigitalDocumentRow } from '../../schema/digital-documents.ts';
import { type receiveFile, storeUpload, type TDocumentAnalyser } from '../files/index.ts';

export type TReceivedDocument = Awaited<ReturnType<typeof receiveFile>>;

/** An upload that passed every check, stored: what a tool records as its document, with its form's fields. */
export type TUploadedDocument = {
  upload: TReceivedDocument;
  storedName: string;
  wordCount: number;
  fields: Record<string, string>;
};

/** The form a tool's receive call reads: the fields land in `fields`, and the file's extension must pass `isAllowed`. */
export type TUploadForm = { fields: Record<string, string>; isAllowed: (extension: string) => boolean };

export type TCreateFromUploadDeps = {
  storage: TStorage;
  /** The documents parse pool's analyser: a document it cannot read is refused before anything is stored. */
  analyser: TDocumentAnalyser;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * The first half of every document tool: the upload `receive`d (under the tool's limits), its form's fields
 * checked by `checkFields` as soon as the file begins (the form sends them first: a refused form's file is
 * not even read) and the file's extension one of `extensions`, then checked like every upload (type by extension and content, size, a .docx's archive
 * and XML), parsed in the documents parse pool (a document that cannot be read is refused with the tool's
 * `unreadable` key, nothing stored), stored, then `record`ed (the tool's row and job, in one transaction).
 * Whatever `record` throws leaves nothing behind: the stored file is removed, and the temporary one always is.
 */
export async function createFromUpload<TResult>(
  deps: TCreateFromUploadDeps,
  tool: {
    extensions: readonly string[];
    checkFields: (fields: Record<string, string>) => void;
    receive: (form: TUploadForm) => Promise<TReceivedDocument>;
    unreadable: string;
    record: (document: TUploadedDocument) => Promise<TResult>;
  },
): Promise<TResult> {
  const fields: Record<string, string> = {};
  const isAllowed = (extension: string) => {
    tool.checkFields(fields);
    return tool.extensions.includes(extension);
  };
  const upload = await tool.receive({ fields, isAllowed });
  return storeUpload(deps, upload, {
    inspect: async () => {
      const analysis = await deps.analyser.analyse(upload.fileName, await readFile(upload.tempFilePath));
      if (!analysis) throw new AppError(422, tool.unreadable);
      return analysis.wordCount;
    },
    record: (storedName, wordCount) => tool.record({ upload, storedName, wordCount, fields }),
  });
}

/** A digital edit's or translation's row and its job, written in the caller's transaction. */
export async function insertDigitalDocument(
  tx: DbOrTx,
  document: TUploadedDocument,
  values: Pick<
    typeof digitalDocuments.$inferInsert,
    'userId' | 'kind' | 'purchaseId' | 'wordCount' | 'styleOfEnglish' | 'language'
  >,
  job: string,
): Promise<TDigitalDocumentRow> {
  const { upload, storedName } = document;
  const [inserted] = await tx
    .insert(digitalDocuments)
    .values({ ...values, name: upload.fileName, storedName, size: upload.size, sha256: upload.sha256 })
    .returning();
  if (!inserted) throw new Error(`digital document (${values.kind}) not inserted`);
  await enqueueJob(tx, job, { documentId: inserted.id });
  return inserted;
}
