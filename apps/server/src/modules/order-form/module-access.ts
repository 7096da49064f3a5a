import type { TOrderForm } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TOrderFormContext } from './context.ts';
import { formReadsOfRequests, isOwner, requesterOf, sessionFormReadOf, UUID } from './form-access.ts';
import type { TNewOrderFormFile, TOrderFormFileRow, TOrderFormRow } from './repository.ts';
import * as repository from './repository.ts';

// What the files and price-quote modules (and route-access) call: ownership checks, the form and its
// view for a request, a file and its form, recording a file and its analysis.

export function createModuleAccess({ db, attachVisitorForm, readOwnedForm, viewOf }: TOrderFormContext) {
  return {
    /** Whether the order form `identity` (in any state) is the requester's: checked before a request's body is read. */
    async isOwnedBy(request: FastifyRequest, identity: string): Promise<boolean> {
      if (!UUID.test(identity)) return false;
      // Read with the session when the caller is signed in (ORDER_FORM_SESSION_READ); otherwise now.
      const kept = sessionFormReadOf(request, identity);
      const found = kept ? kept.found : await repository.findFormWithFilesByIdentity(db, identity);
      if (!found || !isOwner(found.form, requesterOf(request))) return false;
      // The handler starts from this read (a save checks its version; see readOwnedForm).
      formReadsOfRequests.set(request, { identity, ...found });
      return true;
    },

    /** The open order form `identity` when it belongs to the requester; otherwise 404. */
    async findOrderFormForRequest(request: FastifyRequest, identity: string): Promise<TOrderFormRow> {
      const requester = requesterOf(request);
      await attachVisitorForm(requester);
      // Read again: a caller that recorded a file asks for the form with its new version.
      return (await readOwnedForm(requester, identity, { fresh: true })).row;
    },

    /** The ZOrderForm payload of a form row, priced now, in the request's language. */
    toOrderFormView(request: FastifyRequest, row: TOrderFormRow): Promise<TOrderForm> {
      return viewOf(db, row, requesterOf(request));
    },

    /** findOrderFormForRequest and toOrderFormView together, the form read with its files in one statement. */
    async findOrderFormViewForRequest(
      request: FastifyRequest,
      identity: string,
    ): Promise<{ row: TOrderFormRow; view: TOrderForm }> {
      const requester = requesterOf(request);
      await attachVisitorForm(requester);
      const { row, files } = await readOwnedForm(requester, identity);
      return { row, view: await viewOf(db, row, requester, undefined, files) };
    },

    /** A file and its form, when the form (open or not) belongs to the requester; otherwise 404. */
    async findFileForRequest(
      request: FastifyRequest,
      fileIdentity: string,
    ): Promise<{ file: TOrderFormFileRow; form: TOrderFormRow }> {
      if (!UUID.test(fileIdentity)) throw AppError.notFound();
      const requester = requesterOf(request);
      await attachVisitorForm(requester);
      const file = await repository.findFileByIdentity(db, fileIdentity);
      if (!file) throw AppError.notFound();
      const form = await repository.findFormById(db, file.orderFormId);
      if (!form || !isOwner(form, requester)) throw AppError.notFound();
      return { file, form };
    },

    /** Records an uploaded file on a form (in the caller's transaction) and bumps the form's version. */
    async recordOrderFormFile(tx: DbOrTx, orderFormId: number, file: TNewOrderFormFile): Promise<TOrderFormFileRow> {
      const row = await repository.insertFile(tx, orderFormId, file);
      await repository.touchForm(tx, orderFormId);
      return row;
    },

    /**
     * Stores a file's analysis. A main file's word count and language become the form's detected
     * values (calculatedWordCount, detectedLanguageId), and its word count and language when the
     * customer has not given them.
     */
    async updateOrderFormFileAnalysis(
      tx: DbOrTx,
      fileId: number,
      analysis: { wordCount: number | null; languageId: number | null; analysisStatus: 'pending' | 'done' | 'failed' },
    ): Promise<TOrderFormFileRow | undefined> {
      const file = await repository.updateFileAnalysis(tx, fileId, analysis);
      if (!file) return undefined;
      const isMainDone = file.kind === 'main' && analysis.analysisStatus === 'done';
      const wordCount = isMainDone && analysis.wordCount !== null && analysis.wordCount > 0 ? analysis.wordCount : null;
      const languageId = isMainDone ? analysis.languageId : null;
      // The customer's own values win; whether the form has them is decided by the update itself, on the row as
      // it is then, so a save landing while the document was analysed is never overwritten.
      await repository.touchForm(
        tx,
        file.orderFormId,
        {
          ...(wordCount !== null ? { calculatedWordCount: wordCount } : {}),
          ...(languageId !== null ? { detectedLanguageId: languageId } : {}),
        },
        { wordCount, manuscriptLanguageId: languageId },
      );
      return file;
    },
  };
}
