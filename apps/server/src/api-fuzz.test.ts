import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressPayload, createSignedInUser } from '../test/factories.ts';
import { orderFormClient } from '../test/fixtures/order-form/test-client.ts';
import { breaking, fitting, hostileSegment, type TJsonSchema } from '../test/hostile-inputs.ts';
import { withTestApp } from '../test/test-app.ts';
import { SESSION_COOKIE } from './platform/sessions.ts';

/** At least this many requests in all, spread evenly over the routes. */
const TOTAL_REQUESTS = 10_000;
/** Routes that end the session the fuzzer uses: called once, at the end, by the last test. */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'GET /api/auth/logout.gif']);

type TOperation = {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: TJsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};
type TDocument = { paths: Record<string, Record<string, TOperation>> };

/**
 * Schema-driven fuzzing (issue 10): every API route, from the JSON Schema of its zod schemas in the OpenAPI
 * document, called with inputs that fit and inputs that break them, signed in (as the owner of an order
 * form, an address and orders) and signed out. Whatever arrives, the server answers without a 5xx (the
 * test client fails on one at once), and every 4xx carries the `error` field. Run on PGlite: the point is
 * the server's handling of input, which both engines share.
 */
describe('schema-driven fuzzing on pglite', () => {
  const t = withTestApp('pglite');

  it(`answers ${TOTAL_REQUESTS.toLocaleString('en')} generated requests over every API route with no 5xx, and an error field on every 4xx`, async () => {
    await t.app.ready();
    const document = (t.app as unknown as { swagger: () => TDocument }).swagger();
    const { user, session } = await createSignedInUser(t.app, t.db);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { [SESSION_COOKIE]: session },
      payload: addressPayload(),
    });
    const form = await orderFormClient(t.app).openWithManuscript({ session });
    const own: Record<string, string> = {
      id: form.id,
      orderIdentity: form.id,
      estimateId: form.id,
      identity: user.identity,
      addressId: String(address.json().address.id),
    };

    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.access !== 'docs' && !SESSION_ENDING.has(`${r.method} ${r.url}`),
    );
    const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    const problems: string[] = [];
    let sent = 0;
    const answered: Record<string, number> = {};

    for (const route of routes) {
      const operation = document.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const query = parameters.filter((p) => p.in === 'query');
      const ownValue = (name: string): string =>
        (route.url.startsWith('/api/account/addresses') && name === 'id' ? own.addressId : own[name]) ?? 'X1';
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

      const samples = fc.sample(
        fc.record({
          mode: fc.constantFrom('fitting', 'breaking-body', 'hostile-path', 'hostile-query'),
          signedIn: fc.boolean(),
          body: fc.oneof(fitting(bodySchema), breaking(bodySchema)),
          segment: hostileSegment,
          query: fc.record(
            Object.fromEntries(query.map((p) => [p.name, fc.oneof(fitting(p.schema), hostileSegment)])) as Record<
              string,
              fc.Arbitrary<unknown>
            >,
          ),
        }),
        { numRuns: perRoute, seed: 20261125 + sent },
      );
      for (const sample of samples) {
        const path = route.url
          .replace(/:([A-Za-z]+)/g, (_, name: string) => (sample.mode === 'hostile-path' ? sample.segment : ownValue(name)))
          .replace('/*', '/');
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(sample.query)) {
          if (value === undefined) continue;
          search.set(name, sample.mode === 'hostile-query' ? decodeURIComponentSafe(String(value)) : String(value));
        }
        const url = `${path}${search.size ? `?${search}` : ''}`;
        const body =
          sample.mode === 'breaking-body' ? fc.sample(breaking(bodySchema), { numRuns: 1, seed: sent })[0] : sample.body;
        sent += 1;
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url,
          remoteAddress: `10.9.${(sent >> 8) & 255}.${sent & 255}`,
          headers: { 'x-requested-with': 'XMLHttpRequest', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          cookies: sample.signedIn ? { [SESSION_COOKIE]: session } : {},
          ...(hasBody ? { payload: JSON.stringify(body ?? {}) } : {}),
        });
        answered[String(response.statusCode)[0] ?? '?'] = (answered[String(response.statusCode)[0] ?? '?'] ?? 0) + 1;
        if (response.statusCode >= 500)
          problems.push(`${route.method} ${url.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        else if (response.statusCode >= 400 && !hasErrorField(response.body)) {
          problems.push(
            `${route.method} ${url.slice(0, 120)} → ${response.statusCode} without error: ${response.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    expect(problems.slice(0, 25)).toEqual([]);
    // Both sides were exercised: requests that passed and requests that were refused.
    expect(answered['2']).toBeGreaterThan(100);
    expect(answered['4']).toBeGreaterThan(1_000);
  }, 600_000);
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function hasErrorField(body: string): boolean {
  try {
    return typeof (JSON.parse(body) as { error?: unknown }).error === 'string';
  } catch {
    return false;
  }
}
