import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { hashToken, type TAuth, type TSessionRecordRead } from '../../platform/sessions.ts';
import { catalogueLanguageOf, type TCatalogueLanguage } from '../catalogue/index.ts';
import type { TOrderFormDeps } from './deps.ts';
import * as repository from './repository.ts';
import { formWithFilesJsonOf, type TOrderFormFileRow, type TOrderFormRow } from './repository.ts';

// Who is asking and which forms are theirs: the requester, the ownership of a form, the read the
// request's ownership check kept, and a visitor's form moving to the account they signed in to.

/** The visitor's cookie: a random token whose sha256 marks the forms they may use before signing in. */
export const ORDER_FORM_COOKIE = 'order_form';

export type TRequester = {
  auth: TAuth | null;
  visitorHash: string | null;
  language: TCatalogueLanguage;
  isImpersonated: boolean;
  /** The form the route's ownership check read for this request, with its files: a save starts from it. */
  formRead: TFormRead | null;
};

/** A form and its files as one statement read them, at the form's version. */
type TFormRead = { identity: string; form: TOrderFormRow; files: TOrderFormFileRow[] };
/** The requester's open form and its files. */
export type TFormReadOf = { row: TOrderFormRow; files: TOrderFormFileRow[] };

/** What the ownership check of a request read (route-access runs it before the handler). */
export const formReadsOfRequests = new WeakMap<FastifyRequest, TFormRead>();

type TFormWithFiles = { form: TOrderFormRow; files: TOrderFormFileRow[] };

/** The form a signed-in request's session lookup read with the session (null: no form has the identity). */
const sessionFormReads = new WeakMap<FastifyRequest, { identity: string; found: TFormWithFiles | null }>();

/**
 * The order form named by the path, read with the session (platform/sessions.ts): a signed-in call of an
 * order-form route starts with one statement, the ownership check (isOwnedBy) taking the form from it.
 */
export const ORDER_FORM_SESSION_READ: TSessionRecordRead = {
  name: 'order_form',
  matches: (url) => url.startsWith('/api/order-form/:id/') || url.startsWith('/api/order-form/:orderIdentity/'),
  idOf: (params) => {
    const id = params.id ?? params.orderIdentity ?? '';
    return UUID.test(id) ? id : null;
  },
  column: formWithFilesJsonOf(sql.placeholder('recordId')),
  keep: (request, identity, record) => {
    sessionFormReads.set(request, { identity, found: record as TFormWithFiles | null });
  },
};

/** The form the request's session lookup read, when it read the form `identity`; undefined when it did not. */
export function sessionFormReadOf(request: FastifyRequest, identity: string): { found: TFormWithFiles | null } | undefined {
  const kept = sessionFormReads.get(request);
  return kept?.identity === identity ? kept : undefined;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requesterOf(request: FastifyRequest, visitorToken?: string): TRequester {
  const token = visitorToken ?? request.cookies[ORDER_FORM_COOKIE];
  const auth = request.auth;
  return {
    auth,
    visitorHash: token && token.length <= 100 ? hashToken(token) : null,
    language: catalogueLanguageOf(requestLocale(request)),
    isImpersonated: auth !== null && auth.impersonatorId !== null,
    formRead: formReadsOfRequests.get(request) ?? null,
  };
}

export function isOwner(row: TOrderFormRow, requester: TRequester): boolean {
  if (requester.auth && row.userId === requester.auth.user.id) return true;
  return row.userId === null && requester.visitorHash !== null && row.anonymousTokenHash === requester.visitorHash;
}

export function createFormAccess({ db }: TOrderFormDeps) {
  /** A visitor who has signed in keeps the form they built: it moves to their account (the newer form wins). */
  async function attachVisitorForm(requester: TRequester): Promise<void> {
    const { auth, visitorHash } = requester;
    if (!auth || !visitorHash) return;
    // What the ownership check read may be about to change: the forms are read again.
    requester.formRead = null;
    await db.transaction(async (tx) => {
      const visitorForm = await repository.findOpenFormOfVisitor(tx, visitorHash);
      if (!visitorForm) return;
      const own = await repository.findOpenFormOfUser(tx, auth.user.id);
      if (own && own.updatedAt.getTime() >= visitorForm.updatedAt.getTime()) {
        await repository.abandonForm(tx, visitorForm.id);
        return;
      }
      if (own) await repository.abandonForm(tx, own.id);
      await repository.attachFormToUser(tx, visitorForm.id, auth.user.id);
    });
  }

  /**
   * The requester's form `identity` with its files, in one statement, or 404. The read the request's
   * ownership check made is used when it is of this form; `fresh` reads again.
   */
  async function readOwnedForm(
    requester: TRequester,
    identity: string,
    options: { fresh?: boolean; dbx?: DbOrTx; forUpdate?: boolean } = {},
  ): Promise<TFormReadOf> {
    if (!UUID.test(identity)) throw AppError.notFound();
    const known = !options.fresh && requester.formRead?.identity === identity ? requester.formRead : null;
    const found =
      known ??
      (await repository.findFormWithFilesByIdentity(options.dbx ?? db, identity, { forUpdate: options.forUpdate ?? false }));
    return { row: ownedOrNotFound(found?.form, requester), files: found?.files ?? [] };
  }

  /** An open form of the requester's; anything else answers 404. */
  function ownedOrNotFound(row: TOrderFormRow | undefined, requester: TRequester): TOrderFormRow {
    if (!row || !isOwner(row, requester) || row.status !== 'open') throw AppError.notFound();
    return row;
  }

  async function findOpenFormOf(dbx: DbOrTx, requester: TRequester) {
    if (requester.auth) return repository.findOpenFormOfUser(dbx, requester.auth.user.id);
    return requester.visitorHash ? repository.findOpenFormOfVisitor(dbx, requester.visitorHash) : undefined;
  }

  return { attachVisitorForm, readOwnedForm, findOpenFormOf };
}

export type TFormAccess = ReturnType<typeof createFormAccess>;
