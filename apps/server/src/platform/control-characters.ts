import { hasControlCharacter, MESSAGE } from '@portal/domain';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The path of the first string, or object key, in a parsed input that holds a control character; null when
 * there is none. Iterative, so that a deeply nested body cannot exhaust the stack.
 */
function findControlCharacter(input: unknown, options: { isMultiLine: boolean }): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (hasControlCharacter(value, options)) return path || '_';
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasControlCharacter(key)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

function refuseControlCharacters(input: unknown, options: { isMultiLine: boolean }): void {
  const field = findControlCharacter(input, options);
  if (field !== null) throw AppError.invalid({ [field]: MESSAGE.invalidValue });
}

/** Path parameters and query strings are single words: no control character at all. */
const checkParamsAndQuery: preValidationHookHandler = (request, _reply, done) => {
  try {
    refuseControlCharacters(request.params, { isMultiLine: false });
    refuseControlCharacters(request.query, { isMultiLine: false });
  } catch (error) {
    return done(error as Error);
  }
  done();
};

/** A body may hold multi-line text (tab and line breaks); the zod rules of one-line fields refuse those too. */
const checkBody: preValidationHookHandler = (request, _reply, done) => {
  try {
    refuseControlCharacters(request.body, { isMultiLine: true });
  } catch (error) {
    return done(error as Error);
  }
  done();
};

/**
 * Refuses a control character (U+0000–U+001F) in any path parameter, query string or body string with 400
 * `validation-error`, before it can reach a query: PostgreSQL cannot store NUL and answered it with a 500.
 * Attached to every route as it is registered, after the route-access checks (which answer 401 or 404 first
 * and look nothing up with a malformed id; registered before this guard); parameters and queries first,
 * bodies after every other hook, so that whose record it is still decides first. Routes without a body
 * (GET, HEAD) are not given the body check.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const hasBody = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
    route.preValidation = [route.preValidation ?? []]
      .flat()
      .concat(hasBody ? [checkParamsAndQuery, checkBody] : checkParamsAndQuery);
  });
}
