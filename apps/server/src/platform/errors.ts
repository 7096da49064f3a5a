import { MESSAGE } from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type: an HTTP status and a message key, with optional field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(code);
  }

  static notFound(): AppError {
    return new AppError(404, MESSAGE.notFound);
  }

  static sessionInvalid(): AppError {
    return new AppError(401, MESSAGE.sessionInvalid);
  }

  static forbidden(): AppError {
    return new AppError(403, MESSAGE.forbidden);
  }

  static invalid(fieldErrors: Record<string, string>): AppError {
    return new AppError(400, MESSAGE.validationError, fieldErrors);
  }
}

/** Turns a zod issue list into `{ "a.b": "message-key" }`, first message per field. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/** One error handler: spec-shaped `{ error }` bodies, 5xx details hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath || '').split('/').filter(Boolean),
        message: v.message ?? MESSAGE.invalidValue,
      }));
      return reply.status(400).send({ error: MESSAGE.validationError, fieldErrors: fieldErrorsOf(issues) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: MESSAGE.payloadTooLarge });
    if (status === 415) return reply.status(415).send({ error: MESSAGE.malformedRequest });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: status === 429 ? MESSAGE.tooManyRequests : MESSAGE.malformedRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: MESSAGE.genericError });
  });
}
