import { fieldErrorsOf, MESSAGE } from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export { fieldErrorsOf };

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

type TErrorLayer = Error & {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

/** `insert users`, `select sessions`: the statement's verb and first table, never its text or values. */
function statementSummaryOf(text: string): string {
  const verb = text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  const table = /\b(?:into|from|update)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * What a failure may put in the log: its type, codes, the SQLSTATE, constraint and table, and the statement's
 * verb and table. Never a message of a database error nor any property a driver adds: drizzle's message is
 * "Failed query: … params: …", pg and PGlite keep `params` and a `detail` such as "Failing row contains (…)",
 * and those held a registrant's e-mail and password hash.
 */
export function describeFailure(error: unknown): Record<string, unknown> {
  const layers: TErrorLayer[] = [];
  for (let layer: unknown = error; layer instanceof Error && layers.length < MAX_CAUSES; layer = layer.cause) {
    layers.push(layer as TErrorLayer);
  }
  const first = layers[0];
  if (!first) return { type: typeof error };
  const isDatabaseError = layers.some(
    (l) =>
      l.query !== undefined ||
      l.params !== undefined ||
      l.severity !== undefined ||
      (typeof l.code === 'string' && SQLSTATE.test(l.code)),
  );
  const pick = (read: (layer: TErrorLayer) => unknown) => layers.map(read).find((value) => typeof value === 'string');
  const query = pick((l) => l.query) as string | undefined;
  return {
    type: first.constructor.name,
    ...(typeof first.code === 'string' ? { code: first.code } : {}),
    ...(isDatabaseError
      ? {
          sqlState: pick((l) => (typeof l.code === 'string' && SQLSTATE.test(l.code) ? l.code : undefined)),
          constraint: pick((l) => l.constraint),
          table: pick((l) => l.table),
          statement: query === undefined ? undefined : statementSummaryOf(query),
        }
      : { message: first.message }),
    causes: layers.slice(1).map((l) => l.constructor.name),
    stack: framesOf(first),
  };
}

/**
 * The serializers of every logger the server makes (app and worker): an `err` logged anywhere, by a job or a
 * payment retry as well, is described as above.
 */
export const LOG_SERIALIZERS = { err: (value: unknown) => (value instanceof Error ? describeFailure(value) : value) };

/** One error handler: spec-shaped `{ error }` bodies, 5xx details hidden (from the caller and from the log's readers). */
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
    request.log.error({ err: describeFailure(error) }, 'request failed');
    return reply.status(500).send({ error: MESSAGE.genericError });
  });
}

/**
 * Fastify's answers before any route is found (a path it cannot percent-decode: FST_ERR_BAD_URL; a path
 * parameter over the router's length limit: 414) in the portal's `{ error }` shape instead of Fastify's own.
 * Given to Fastify() as `frameworkErrors`: these requests never reach setErrorHandler.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({ error: MESSAGE.malformedRequest });
}
