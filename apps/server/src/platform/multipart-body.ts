import type { Multipart, MultipartFile } from '@fastify/multipart';
import { MESSAGE } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const malformedBody = () => new AppError(400, MESSAGE.malformedRequest);

/** An error that already says what the caller got wrong (a limit: 413; a field name: 400) is kept as it is. */
function isCallersError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500);
}

/**
 * The parts of a multipart body, in order. A body the parser cannot read (no boundary or one over the 70
 * characters multipart allows, a body cut short, a malformed part header) is the caller's mistake and answers
 * 400 malformed-request: the parser's bare errors carry no status and would otherwise be a 500.
 */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  if (!request.isMultipart()) throw new AppError(415, MESSAGE.malformedRequest);
  try {
    // Only the parser's own failures land here: an error the caller's loop throws ends it through return().
    for await (const part of request.parts()) yield part;
  } catch (error) {
    throw isCallersError(error) ? error : malformedBody();
  }
}

/** The error to answer when reading a file part failed: a file cut short by the end of the body is the caller's. */
export function fileReadErrorOf(part: MultipartFile, error: unknown): unknown {
  return !isCallersError(error) && part.file.errored ? malformedBody() : error;
}
