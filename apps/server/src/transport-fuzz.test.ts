import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { addressPayload, createSignedInUser, createUser } from '../test/factories.ts';
import { orderFormClient } from '../test/fixtures/order-form/test-client.ts';
import { fitting, type TJsonSchema } from '../test/hostile-inputs.ts';
import { BACKENDS, withTestApp } from '../test/test-app.ts';
import {
  BROKEN_ENCODINGS,
  damagedMultipartBody,
  HOSTILE_DATES,
  isSendableHeader,
  malformedMultipartBodies,
  multipartToJsonRoute,
  NON_LATIN1_PATHS,
  REDIRECT_PARAMETERS,
  type TBody,
  type TField,
  wrongContentTypes,
} from '../test/transport-cases.ts';
import { grantDigitalPurchase } from './modules/digital-purchases/access.ts';
import { placeTestOrder } from './modules/orders/fixtures/checkout-fixtures.ts';
import { signInThroughSandbox } from './modules/social-sign-in/fixtures/sandbox-sign-in.ts';
import { SESSION_COOKIE } from './platform/sessions.ts';
import type { TRegisteredRoute } from './route-access.ts';
import { throttleEvents } from './schema/platform.ts';
import { userIdentities } from './schema/social-sign-in.ts';

/**
 * `npm run fuzz:transport` sends every case to every route and 200 randomly damaged bodies to each upload route.
 * The unit run sends every malformed body to every upload route, and to each other route a rotating share of the
 * other cases, so that every case meets some routes and every route meets every kind of case.
 */
const IS_LONG = process.env.TRANSPORT_FUZZ === 'long';
const DAMAGED_PER_UPLOAD_ROUTE = IS_LONG ? 200 : 3;

/** The whole list in the long run; else `share` items of it, starting at the route's index. */
function shareOf<T>(list: readonly T[], routeIndex: number, share: number): T[] {
  if (IS_LONG || share >= list.length) return [...list];
  return Array.from({ length: share }, (_, i) => list[(routeIndex * share + i) % list.length] as T);
}
/** Routes that end the session they are called with: called signed out. */
const SESSION_ENDING = new Set(['POST /api/auth/logout', 'GET /api/auth/logout.gif', 'POST /api/staff/stop-impersonating']);
/** The fields each upload reads before its file, so that the parser reaches the file part. */
const UPLOAD_FIELDS: [RegExp, TField[]][] = [
  [/\/files$|\/deliverables$/, [{ name: 'kind', value: 'main' }]],
  [/grammar-check/, [{ name: 'terms', value: 'true' }]],
  [/digital-edit/, [{ name: 'styleOfEnglish', value: 'british' }]],
  [/digital-order/, [{ name: 'language', value: 'spanish-to-english' }]],
  [/testimonials/, [{ name: 'testimonial', value: 'A fine edit.' }]],
  [/fapiaos/, [{ name: 'number', value: '12345678' }]],
];
const DATE_NAME = /date|deadline|^from$|^to$/i;

type TKind = 'multipart' | 'content type' | 'URL encoding' | 'date' | 'non-Latin-1 redirect';
type TParameter = { in: string; name: string; schema?: TJsonSchema };
type TOperation = { parameters?: TParameter[]; requestBody?: { content?: Record<string, { schema?: TJsonSchema }> } };

/** The paths to the string fields of a schema that hold dates (format `date`, or named like one), two levels deep. */
function dateFieldsOf(schema: TJsonSchema | undefined, prefix: string[] = []): string[][] {
  const found: string[][] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const isString = [property.type].flat().includes('string') || property.format === 'date';
    if (isString && (property.format === 'date' || DATE_NAME.test(name))) found.push([...prefix, name]);
    else if (property.properties && prefix.length < 2) found.push(...dateFieldsOf(property, [...prefix, name]));
  }
  return found;
}

function withField(value: unknown, fieldPath: string[], date: string): unknown {
  const [head, ...rest] = fieldPath;
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return head === undefined ? date : { ...object, [head]: withField(object[head], rest, date) };
}

describe.each(BACKENDS)('transport fuzzing of every route on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'transport-fuzz-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers malformed bodies, wrong content types, broken encodings, impossible dates and non-Latin-1 redirects with a 4xx in the error shape', async () => {
    await t.app.ready();
    const document = (t.app as unknown as { swagger: () => { paths: Record<string, Record<string, TOperation>> } }).swagger();
    const researcher = await createSignedInUser(t.app, t.db, { firstName: 'Fuzz' });
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const order = await placeTestOrder(t.db, researcher.user.id, { status: 'awaiting-payment' });
    const form = await orderFormClient(t.app).openWithManuscript({ session: researcher.session });
    await grantDigitalPurchase(t.db, { userId: researcher.user.id, type: 'editing' });
    await grantDigitalPurchase(t.db, { userId: researcher.user.id, type: 'translation', uses: 100 });
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { [SESSION_COOKIE]: researcher.session },
      payload: addressPayload(),
    });
    const own = (url: string, name: string): string => {
      if (name === 'id' || name === 'orderIdentity' || name === 'estimateId') {
        return url.startsWith('/api/account/addresses') ? String(address.json().address.id) : form.id;
      }
      if (name === 'externalId') return order.externalId;
      if (name === 'identity' && /^\/api\/(account|users)\//.test(url)) return researcher.user.identity;
      return name === 'providerId' ? 'orcid' : 'X1';
    };

    const tried: Record<TKind, number> = {
      multipart: 0,
      'content type': 0,
      'URL encoding': 0,
      date: 0,
      'non-Latin-1 redirect': 0,
    };
    const problems: string[] = [];
    let sent = 0;
    const check = (kind: TKind, label: string, response: LightMyRequestResponse) => {
      tried[kind] += 1;
      const where = `${kind}: ${label.slice(0, 140)} → ${response.statusCode}`;
      if (response.statusCode >= 500) problems.push(`${where} ${response.body.slice(0, 100)}`);
      // The sandbox provider's own pages answer in HTML, as the provider they stand in for does.
      else if (response.statusCode >= 400 && !label.includes(' /sandbox/') && errorOf(response.body) === undefined)
        problems.push(`${where} without error: ${response.body.slice(0, 80)}`);
      if (response.headers.location !== undefined && !isSendableHeader(response.headers.location)) {
        problems.push(`${where} Location ${String(response.headers.location).slice(0, 80)}`);
      }
    };
    const send = (route: TRegisteredRoute, url: string, body?: TBody) => {
      sent += 1;
      const session = SESSION_ENDING.has(`${route.method} ${route.url}`)
        ? null
        : route.access === 'staff'
          ? staff.session
          : researcher.session;
      return t.app.inject({
        method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        remoteAddress: `10.8.${(sent >> 8) & 255}.${sent & 255}`,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(body?.contentType === undefined ? {} : { 'content-type': body.contentType }),
        },
        cookies: session ? { [SESSION_COOKIE]: session } : {},
        ...(body ? { payload: body.payload } : {}),
      });
    };

    const routes = t.app.routeTable.filter((r) => r.access !== 'docs' && r.url !== '/*');
    const uploadRoutes = routes.filter((r) => r.isMultipart && (r.method === 'POST' || r.method === 'PUT'));
    expect(uploadRoutes.length).toBeGreaterThanOrEqual(8);
    const throttled = async () => (await t.db.select({ n: count() }).from(throttleEvents))[0]?.n ?? 0;

    for (const [index, route] of routes.entries()) {
      const operation = document.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const ownUrl = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => own(route.url, name));
      const label = `${route.method} ${route.url}`;
      const hasBody = route.method !== 'GET';

      if (route.isMultipart && hasBody && route.method !== 'DELETE') {
        const fields = UPLOAD_FIELDS.find(([pattern]) => pattern.test(route.url))?.[1] ?? [];
        const damaged = Array.from({ length: DAMAGED_PER_UPLOAD_ROUTE }, (_, i) => damagedMultipartBody(fields, 7919 * (i + 1)));
        for (const body of [...malformedMultipartBodies(fields), ...damaged]) {
          const before = await throttled();
          const response = await send(route, ownUrl, body);
          check('multipart', `${label} ${body.name}`, response);
          // A body the parser could not read is refused before any quota or throttle counts it.
          const counted = (await throttled()) - before;
          if (errorOf(response.body) === 'malformed-request' && counted !== 0) {
            problems.push(`multipart: ${label} ${body.name}: counted in a throttle`);
          }
        }
      } else if (hasBody) {
        check('multipart', `${label} multipart to a JSON route`, await send(route, ownUrl, multipartToJsonRoute()));
      }
      if (hasBody) {
        const json = JSON.stringify(fc.sample(fitting(bodySchema), { numRuns: 1, seed: 20260311 })[0] ?? {});
        for (const body of shareOf(wrongContentTypes(json), index, 4))
          check('content type', `${label} ${body.name}`, await send(route, ownUrl, body));
      }

      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
      for (const encoding of shareOf(BROKEN_ENCODINGS, index, 2)) {
        const urls = [
          ...names.map((name) =>
            route.url.replace(/:([A-Za-z]+)/g, (_, n: string) => (n === name ? encoding : own(route.url, n))),
          ),
          names.length === 0 ? `${route.url.replace(/\/$/, '')}${encoding}` : null,
          `${ownUrl}?${encoding}=1`,
          ...[...query.map((p) => p.name), 'x'].map((name) => `${ownUrl}?${name}=${encoding}`),
        ];
        for (const url of urls.filter((u): u is string => u !== null)) {
          check('URL encoding', `${route.method} ${url}`, await send(route, url, hasBody ? jsonBody('{}') : undefined));
        }
      }

      const queryDates = query.filter((p) => p.schema?.format === 'date' || DATE_NAME.test(p.name));
      const bodyDates = dateFieldsOf(bodySchema);
      for (const date of HOSTILE_DATES) {
        for (const parameter of queryDates) {
          const url = `${ownUrl}?${parameter.name}=${encodeURIComponent(date)}`;
          check('date', `${route.method} ${url}`, await send(route, url));
        }
        for (const fieldPath of bodyDates) {
          const fit = fc.sample(fitting(bodySchema), { numRuns: 1, seed: 20260311 })[0];
          const body = jsonBody(JSON.stringify(withField(fit, fieldPath, date)));
          check('date', `${label} ${fieldPath.join('.')}=${date}`, await send(route, ownUrl, body));
        }
      }

      if (route.method === 'GET') {
        for (const target of shareOf(NON_LATIN1_PATHS, index, 1)) {
          const search = new URLSearchParams([...REDIRECT_PARAMETERS, ...query.map((p) => p.name)].map((n) => [n, target]));
          check('non-Latin-1 redirect', `${label} ?…=${target}`, await send(route, `${ownUrl}?${search}`));
          check(
            'non-Latin-1 redirect',
            `${label} ?redirect=${target} unencoded`,
            await send(route, `${ownUrl}?redirect=${target}`),
          );
        }
      }
    }
    // The sign-in flows that carry a redirect back: a new visitor, and a researcher whose ORCID iD is linked.
    const orcid = '0000-0002-1825-0097';
    await t.db
      .insert(userIdentities)
      .values({ userId: researcher.user.id, providerId: 'orcid', subject: orcid, email: researcher.user.email });
    for (const target of NON_LATIN1_PATHS) {
      const redirect = `?redirect=${encodeURIComponent(target)}&origin=${encodeURIComponent(target)}`;
      for (const person of [{ email: `visitor-${sent}@example.test` }, { email: researcher.user.email, orcid }]) {
        const flow = await signInThroughSandbox(t.app, 'orcid', person, redirect);
        for (const [step, response] of Object.entries(flow)) {
          if (response) check('non-Latin-1 redirect', `sign-in ${step} ${person.email} ${target}`, response);
        }
        if (flow.callback?.statusCode !== 302)
          problems.push(`sign-in of ${person.email} to ${target}: ${flow.callback?.statusCode}`);
      }
    }

    const total = Object.values(tried).reduce((a, b) => a + b, 0);
    console.log(`transport fuzzing on ${backend}: ${total} cases over ${routes.length} routes`, tried);
    expect(problems.slice(0, 30)).toEqual([]);
    expect(tried.multipart).toBeGreaterThan(uploadRoutes.length * 29);
    // Still serving: nothing above ended the process or broke the session it used.
    const account = await t.app.inject({ url: '/api/account', cookies: { [SESSION_COOKIE]: researcher.session } });
    expect(account.json().user.loggedIn).toBe(true);
    expect((await createUser(t.db)).id).toBeGreaterThan(0);
  }, 300_000);
});

function jsonBody(json: string): TBody {
  return { name: 'JSON', contentType: 'application/json', payload: Buffer.from(json) };
}

/** The `error` field of a JSON answer, if it has one. */
function errorOf(body: string): string | undefined {
  try {
    const error = (JSON.parse(body) as { error?: unknown }).error;
    return typeof error === 'string' ? error : undefined;
  } catch {
    return undefined;
  }
}
