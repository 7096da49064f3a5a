import { type TOrderForm, ZLoadOrderFormResponse, ZOrderForm } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { createSignedInUser, type TUserOverrides } from '../../../test/factories.ts';
import { cookieOf, inject, sessionOf } from '../../../test/http.ts';
import type { TApp } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { ORDER_FORM_COOKIE } from './service.ts';

/** Who sends a request: a signed-in user's session, or a visitor's order-form cookie. */
export type TWho = { session?: string; visitor?: string };

/** Test helpers for the order-form API: requests as the web client sends them. */
export function orderFormClient(app: TApp) {
  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TWho,
    body?: unknown,
  ): Promise<LightMyRequestResponse> {
    return inject(app, {
      method,
      url,
      body,
      session: who.session ?? null,
      cookies: who.visitor ? { [ORDER_FORM_COOKIE]: who.visitor } : {},
    });
  }

  /** The order of a successful save or load; fails loudly with the body otherwise. */
  function orderOf(response: LightMyRequestResponse): TOrderForm {
    if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
    return ZOrderForm.parse((response.json() as { order: unknown }).order);
  }

  /** Opens a form; a visitor without a cookie receives one, returned as `who.visitor`. */
  async function open(who: TWho = {}) {
    const response = await call('GET', '/api/order-form/new', who);
    if (response.statusCode !== 200) throw new Error(`new answered ${response.statusCode}: ${response.body}`);
    const body = ZLoadOrderFormResponse.parse(response.json());
    const visitor = who.visitor ?? cookieOf(response, ORDER_FORM_COOKIE);
    return { order: body.order, warning: body.warning, who: { ...who, ...(visitor ? { visitor } : {}) }, response };
  }

  /** A form with a goal, an English manuscript of `wordCount` words and files to come later. */
  async function openWithManuscript(
    who: TWho,
    options: { goalId?: number; wordCount?: number; languageId?: number; bundles?: boolean } = {},
  ) {
    const opened = await open(who);
    const id = opened.order.identity;
    orderOf(
      await call('PUT', `/api/order-form/${id}/basic-details`, opened.who, {
        customerGoalId: options.goalId ?? 1,
        uploadLater: true,
        serviceBundlesRequested: options.bundles ?? false,
      }),
    );
    const order = orderOf(
      await call('PUT', `/api/order-form/${id}/manuscript-details`, opened.who, {
        manuscriptLanguageId: options.languageId ?? 1,
        wordCount: options.wordCount ?? 4500,
      }),
    );
    return { id, order, who: opened.who };
  }

  /** Opens a form and selects one language service on it. */
  async function openWithService(
    who: TWho,
    service: string,
    options: { wordCount?: number; languageId?: number; deliveryTier?: 'standard' | 'rush' | 'express' } = {},
  ) {
    const opened = await openWithManuscript(who, options);
    const order = orderOf(
      await call('PUT', `/api/order-form/${opened.id}/selected-service`, opened.who, {
        serviceIdentities: [service],
        deliveryTier: options.deliveryTier ?? 'standard',
      }),
    );
    return { ...opened, order };
  }

  return {
    call,
    orderOf,
    open,
    openWithManuscript,
    openWithService,
    put: (id: string, path: string, who: TWho, body?: unknown) => call('PUT', `/api/order-form/${id}/${path}`, who, body),
    post: (id: string, path: string, who: TWho, body?: unknown) => call('POST', `/api/order-form/${id}/${path}`, who, body),
    get: (id: string, path: string, who: TWho) => call('GET', `/api/order-form/${id}/${path}`, who),
  };
}

export type TOrderFormClient = ReturnType<typeof orderFormClient>;

/** A signed-in researcher, as `who`. */
export async function signedIn(app: TApp, db: Db, overrides: TUserOverrides = {}) {
  const { user, session } = await createSignedInUser(app, db, overrides);
  return { user, who: { session } as TWho };
}

/** A staff member acting for a researcher (impersonation), as `who`. */
export async function impersonating(app: TApp, db: Db, overrides: TUserOverrides = {}) {
  const customer = await createSignedInUser(app, db, overrides);
  const staff = await createSignedInUser(app, db, { role: 'staff' });
  const response = await inject(app, {
    method: 'POST',
    url: '/api/staff/impersonate',
    body: { email: customer.user.email },
    session: staff.session,
  });
  const session = sessionOf(response);
  if (response.statusCode !== 200 || !session) throw new Error(`impersonation failed: ${response.statusCode} ${response.body}`);
  return { user: customer.user, who: { session } as TWho };
}
