import { Readable } from 'node:stream';
import { GRAMMAR_CHECK_ERROR, type TAcceptSuggestionsRequest } from '@portal/domain/api/grammar-check';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import { isDocumentIdentity, readStoredUpload } from '../digital-documents/index.ts';
import { type TChosenChange, writeChosenEdit } from '../digital-editing/index.ts';
import { digitalEditingAccess } from '../digital-purchases/index.ts';
import { sendDownload } from '../files/index.ts';
import { reportPassage } from './stored-passages.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** "<name> (accepted suggestions).docx". */
export function acceptedFileName(name: string): string {
  return `${name.replace(/\.docx?$/i, '')} (accepted suggestions).docx`;
}

/** The caller's assessment of that identity; another researcher's (or none) is 404. */
export async function ownAssessment(db: Db, request: FastifyRequest, identity: string) {
  const { user } = requireAuth(request);
  if (!isDocumentIdentity(identity)) throw AppError.notFound();
  const [row] = await db
    .select()
    .from(languageAssessments)
    .where(and(eq(languageAssessments.identity, identity), eq(languageAssessments.userId, user.id)));
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * POST /api/grammar-check/{identity}/accepted-suggestions: the researcher's checked manuscript with the
 * suggestions they ticked on the report written in as tracked changes, sent as a .docx. Taking suggestions into
 * the manuscript is digital editing's work, so it needs digital editing access (a subscription, a trial or a
 * group's); without it the answer is 403 with the upsell's message key (docs/decisions.md, "Accept this
 * suggestion"). Another researcher's assessment, or one without its report, is 404; a suggestion the report does
 * not hold is 400.
 */
export async function acceptSuggestions(
  deps: { db: Db; storage: TStorage },
  request: FastifyRequest,
  reply: FastifyReply,
  identity: string,
  body: TAcceptSuggestionsRequest,
) {
  const { user } = requireAuth(request);
  const row = await ownAssessment(deps.db, request, identity);
  if (row?.errorCountStatus !== 'completed' || !row.flaggedPassages) throw AppError.notFound();
  if ((await digitalEditingAccess(deps.db, user.id)) === 'none') {
    throw new AppError(403, GRAMMAR_CHECK_ERROR.acceptNeedsDigitalEditing);
  }
  const passages = row.flaggedPassages.map(reportPassage);
  const chosen: TChosenChange[] = body.accepted.map((accepted) => {
    const passage = passages.find(
      (candidate) =>
        candidate.paragraph === accepted.paragraph && candidate.start === accepted.start && candidate.end === accepted.end,
    );
    const suggestion = passage?.suggestions[accepted.suggestion];
    if (!passage || !suggestion) throw AppError.invalid({ accepted: GRAMMAR_CHECK_ERROR.acceptNone });
    return { context: passage.context, at: passage.start - passage.contextStart, flagged: passage.text, suggestion };
  });
  const upload = await readStoredUpload(deps.storage, row.storedName);
  if (!upload) throw AppError.notFound();
  const edited = await writeChosenEdit(row.name, upload, chosen);
  if (!edited.ok) throw new AppError(422, GRAMMAR_CHECK_ERROR.unreadable);
  const content = Buffer.from(edited.content);
  return sendDownload(reply, {
    stream: Readable.from([content]),
    fileName: acceptedFileName(row.name),
    contentType: DOCX_TYPE,
    size: content.length,
  });
}
