import { FAPIAO_MESSAGE, MESSAGE, withParams, ZStaffIssueFapiaoRequest } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { doesContentMatchExtension } from '../../platform/file-types.ts';
import { fileReadErrorOf, multipartParts } from '../../platform/multipart-body.ts';
import type { TStaffIssueInput } from './staff-fapiaos.ts';

function documentTooLarge(maxBytes: number): AppError {
  return new AppError(413, withParams(FAPIAO_MESSAGE.documentTooLarge, { max: Math.floor(maxBytes / (1024 * 1024)) }));
}

/**
 * Reads the multipart body of POST /api/staff/fapiaos/{identity}/issue: the `number` field and at most one
 * file, the real fapiao's PDF, into memory (it is at most `maxBytes`, a few MB). Its content decides, not its
 * name: a file that does not start as a PDF, or one over the limit, is refused here before anything is stored.
 */
export async function receiveFapiaoDocument(request: FastifyRequest, maxBytes: number): Promise<TStaffIssueInput> {
  let number: string | undefined;
  let document: Buffer | null = null;
  for await (const part of multipartParts(request)) {
    if (part.type === 'field') {
      if (part.fieldname !== 'number' || typeof part.value !== 'string' || part.value.trim() === '') continue;
      const parsed = ZStaffIssueFapiaoRequest.safeParse({ number: part.value });
      if (!parsed.success) throw AppError.invalid({ number: MESSAGE.invalidValue });
      number = parsed.data.number;
      continue;
    }
    try {
      document = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw documentTooLarge(maxBytes);
      throw fileReadErrorOf(part, error);
    }
    if (!doesContentMatchExtension('pdf', document)) throw new AppError(422, FAPIAO_MESSAGE.documentNotPdf);
  }
  return { number, document };
}
