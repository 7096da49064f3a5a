import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { canaryResearcher, type TCanaryResearcher } from '../test/canary-researcher.ts';
import { allowFapiaoAfterPayment } from '../test/fixtures/fapiao/fapiao-fixtures.ts';
import { inject } from '../test/http.ts';
import { BACKENDS, withTestApp } from '../test/test-app.ts';
import { SESSION_COOKIE } from './platform/sessions.ts';

/** Each path parameter filled with researcher B's own record, by route (the names repeat across modules). */
function pathOf(url: string, ids: TCanaryResearcher['ids']): string {
  const byRoute: [RegExp, string, string][] = [
    [/^\/api\/(account|users)\//, ':identity', ids.identity],
    [/^\/api\/grammar-check\/|from-language-assessment/, ':identity', ids.assessmentIdentity],
    [/^\/api\/(digital-edit|order-form\/from-digital-edit)\//, ':identity', ids.editIdentity],
    [/^\/api\/fapiao\//, ':identity', ids.fapiaoIdentity],
    [/^\/api\/account\/addresses\//, ':id', ids.addressId],
    [/^\/api\/payment\//, ':id', ids.paymentId],
    [/^\/api\/digital-order\//, ':id', ids.translationIdentity],
    [/^\/api\/locked-terms\//, ':id', ids.lockedTermId],
  ];
  const common: Record<string, string> = {
    ':id': ids.orderFormId,
    ':orderIdentity': ids.orderFormId,
    ':estimateId': ids.orderFormId,
    ':externalId': ids.externalId,
    ':invoiceNumber': ids.invoiceNumber,
    ':receiptCode': ids.receiptCode,
    ':exportId': ids.exportId,
    ':providerId': 'orcid',
  };
  return url
    .replace(
      /:[A-Za-z]+/g,
      (name) => byRoute.find(([pattern, param]) => param === name && pattern.test(url))?.[2] ?? common[name] ?? randomUUID(),
    )
    .replace('/*', '/');
}

/** Everything an answer shows a caller: its status line's headers (a download's file name) and its body. */
const shown = (response: LightMyRequestResponse) => `${JSON.stringify(response.headers)}\n${response.body}`;

/**
 * Leaks found by content, not by path: two researchers whose every kept text carries a canary, and every answer
 * researcher B can get (each GET a signed-in researcher may call, with B's own records in the path, and the
 * answers that carry the user record: sign-in, update-details and the rest) checked for A's canaries. A bug that
 * joins on the wrong id or forgets a user filter shows here whatever the route, the field or the format.
 */
describe.each(BACKENDS)("researcher A's data in no answer to researcher B, on %s", (backend) => {
  const t = withTestApp(backend);

  it("finds none of A's canaries in any answer B gets, while B's own answers show B's", async () => {
    await allowFapiaoAfterPayment(t.db);
    const a = await canaryResearcher(t.app, t.db, 'A');
    const b = await canaryResearcher(t.app, t.db, 'B');
    const answers: { call: string; text: string }[] = [];
    const record = (call: string, response: LightMyRequestResponse) => answers.push({ call, text: shown(response) });

    const reads = t.app.routeTable.filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/') &&
        ['signed-in', 'public', 'visitor'].includes(r.access) &&
        r.url !== '/api/auth/logout.gif',
    );
    expect(reads.length).toBeGreaterThan(70);
    for (const route of reads) {
      // Whatever the status: a failure's answer may leak as well. (The seeded documents have no stored file.)
      const response = await t.app.inject({ url: pathOf(route.url, b.ids), cookies: { [SESSION_COOKIE]: b.session } });
      record(`GET ${route.url}`, response);
    }

    // The answers that carry the user record, each as B's own client sends it.
    const user = `/api/users/${b.ids.identity}`;
    const details = (await inject(t.app, { url: '/api/account', session: b.session })).json().user;
    const writes = [
      {
        method: 'PUT' as const,
        url: `/api/account/${b.ids.identity}/update-details`,
        body: {
          firstName: details.firstName,
          lastName: details.lastName,
          phoneNumber: details.phoneNumber,
          countryId: b.user.countryId,
          currencyIso: b.user.currencyIso,
          language: b.user.language,
        },
      },
      { method: 'PUT' as const, url: `${user}/hide-check-spam-message` },
      { method: 'PUT' as const, url: `${user}/wfoe-tos-accepted` },
      { method: 'POST' as const, url: '/api/account/addresses', body: { ...details.addresses?.[0], id: undefined } },
      { method: 'POST' as const, url: '/api/auth/researcher_exists', body: { email: a.user.email } },
      // Last: signing in again replaces the session the calls above used.
      { method: 'POST' as const, url: '/api/auth/login', body: { email: b.user.email, password: b.user.password } },
    ];
    for (const call of writes) record(`${call.method} ${call.url}`, await inject(t.app, { ...call, session: b.session }));

    const leaks = answers.flatMap(({ call, text }) =>
      a.canaries.filter((canary) => text.includes(canary)).map((canary) => `${call} holds A's ${canary}`),
    );
    expect(leaks).toEqual([]);
    // The check can see data: B's own canaries come back through the account, orders, documents and sign-in.
    const showingB = answers.filter(({ text }) => b.canaries.some((canary) => text.includes(canary))).map(({ call }) => call);
    expect(showingB).toEqual(
      expect.arrayContaining([
        'GET /api/account',
        'GET /api/order/search',
        'GET /api/locked-terms',
        'GET /api/grammar-check/search',
        'GET /api/fapiao',
        'POST /api/auth/login',
        `PUT /api/account/${b.ids.identity}/update-details`,
      ]),
    );
    console.log(`canary check on ${backend}: ${answers.length} answers to B, ${showingB.length} showing B's own canaries`);
  }, 120_000);
});
