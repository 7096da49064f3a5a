import { BRITISH_ENGLISH_COUNTRIES, type TStaffOrder, type TStyleOfEnglish } from '@portal/domain';
import { and, asc, desc, eq, is, isNull, type Placeholder, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { compiledStatement, compiledStatementsByShape } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { column, jsonRow, rowOf, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { rowDecoderOf } from '../../platform/sessions.ts';
import { statementNameOf } from '../../platform/statement-names.ts';
import { users } from '../../schema/account.ts';
import { countries } from '../../schema/catalogue.ts';
import { orderFormFiles, orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';

export type TOrderFormRow = typeof orderForms.$inferSelect;
export type TOrderFormPatch = Partial<Omit<typeof orderForms.$inferInsert, 'id' | 'identity' | 'version' | 'createdAt'>>;
export type TOrderFormFileRow = typeof orderFormFiles.$inferSelect;
export type TNewOrderFormFile = Omit<typeof orderFormFiles.$inferInsert, 'id' | 'identity' | 'orderFormId' | 'createdAt'>;

export async function findFormByIdentity(db: DbOrTx, identity: string) {
  const [row] = await db.select().from(orderForms).where(eq(orderForms.identity, identity));
  return row;
}

/** A form (alias `o`) and its files as the rows' JSON (to_json), for rowDecoderOf. */
const FORM_WITH_FILES_ROW = jsonRow({
  form: column<Record<string, unknown>>(sql`to_json(o)`),
  files: column<Record<string, unknown>[]>(sql`coalesce((select json_agg(to_json(f) order by f.created_at, f.id)
      from ${orderFormFiles} f where f.order_form_id = o.id), '[]'::json)`),
});

/**
 * A form with its files (oldest first) as one JSON value, null when no form has the identity, decoded as drizzle
 * decodes the tables' columns: findFormWithFilesByIdentity's read, and a column of the session's read
 * (form-access.ts).
 */
export function formWithFilesJsonOf(
  identity: SQLWrapper | Placeholder,
): SQL<{ form: TOrderFormRow; files: TOrderFormFileRow[] } | null> {
  const formOf = rowDecoderOf(orderForms);
  const fileOf = rowDecoderOf(orderFormFiles);
  return rowOf(
    FORM_WITH_FILES_ROW,
    (row) => sql`(select ${row}
    from ${orderForms} o where o.identity = ${identity}::uuid)`,
  ).mapWith(
    (json: TRowType<typeof FORM_WITH_FILES_ROW> | null) => json && { form: formOf(json.form), files: json.files.map(fileOf) },
  );
}

/**
 * The read of a form with its files, built once (compiled-statement.ts): every order-form request without the
 * session's read of it (a visitor's, a job's) asks it, and building the statement cost more than running it
 * (issue 9's profile). The same JSON as the session's read (formWithFilesJsonOf): one decoding for both.
 */
const formWithFilesStatement = compiledStatement('order_form_with_files', (dbx) =>
  dbx.select({ found: formWithFilesJsonOf(sql.placeholder('identity')) }).from(sql`(select 1) as probe`),
);

/**
 * A form with its files, oldest first, in one read. `forUpdate` (in a transaction) first locks the form's
 * row, then reads: a `FOR UPDATE` that waits for another writer's lock answers that writer's form row but
 * the files of the statement's own older snapshot, so the two would not match.
 */
export async function findFormWithFilesByIdentity(db: DbOrTx, identity: string, options: { forUpdate?: boolean } = {}) {
  if (options.forUpdate) {
    const [locked] = await db
      .select({ id: orderForms.id })
      .from(orderForms)
      .where(eq(orderForms.identity, identity))
      .for('update');
    if (!locked) return undefined;
  }
  const [row] = await formWithFilesStatement(db, { identity });
  return row?.found ?? undefined;
}

export async function findFormById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orderForms).where(eq(orderForms.id, id));
  return row;
}

export async function findFormByEstimateId(db: DbOrTx, estimateId: string) {
  const [row] = await db.select().from(orderForms).where(eq(orderForms.estimateId, estimateId));
  return row;
}

/** Every signed-in GET /api/order-form/new asks it: built once (compiled-statement.ts). */
const openFormOfUserStatement = compiledStatement('open_form_of_user', (dbx) =>
  dbx
    .select()
    .from(orderForms)
    .where(and(eq(orderForms.userId, sql.placeholder('userId')), eq(orderForms.status, 'open'))),
);

export async function findOpenFormOfUser(db: DbOrTx, userId: number) {
  const [row] = await openFormOfUserStatement(db, { userId });
  return row;
}

export async function findOpenFormOfVisitor(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(orderForms)
    .where(and(eq(orderForms.anonymousTokenHash, tokenHash), isNull(orderForms.userId), eq(orderForms.status, 'open')));
  return row;
}

/**
 * The style of English a researcher's new form starts with, from their country (styleOfEnglishFor in
 * packages/domain, as SQL so the insert stays one statement).
 */
function styleOfEnglishOfUser(userId: Placeholder | number): SQL<TStyleOfEnglish> {
  const british = sql.join(
    BRITISH_ENGLISH_COUNTRIES.map((iso) => sql`${iso}`),
    sql`, `,
  );
  return sql<TStyleOfEnglish>`coalesce((select case when c.iso in (${british}) then 'British' else 'American' end
    from ${users} u join ${countries} c on c.id = u.country_id where u.id = ${userId}), 'American')`;
}

/** Inserts a form, filled in with `prefill`, unless the owner already has an open one (the partial unique indexes decide). */
const newFormOfUserStatement = compiledStatement('new_order_form_of_user', (dbx) =>
  dbx
    .insert(orderForms)
    .values({ userId: sql.placeholder('userId'), styleOfEnglish: styleOfEnglishOfUser(sql.placeholder('userId')) })
    .onConflictDoNothing()
    .returning(),
);

export async function insertOpenForm(
  db: DbOrTx,
  owner: { userId: number } | { anonymousTokenHash: string },
  prefill: TOrderFormPatch = {},
) {
  // A researcher's empty new form, the common case, is one compiled statement; prefilled forms vary in shape.
  if ('userId' in owner && Object.keys(prefill).length === 0) {
    const [row] = await newFormOfUserStatement(db, { userId: owner.userId });
    return row;
  }
  const ownerColumns =
    'userId' in owner
      ? { userId: owner.userId, styleOfEnglish: styleOfEnglishOfUser(owner.userId) }
      : { anonymousTokenHash: owner.anonymousTokenHash };
  const [row] = await db
    .insert(orderForms)
    .values({ ...ownerColumns, ...prefill })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The one way a form changes: a conditional update on the version read, open forms only. Returns
 * undefined when someone else saved first or the form was closed.
 */
export async function updateForm(db: DbOrTx, id: number, expectedVersion: number, patch: TOrderFormPatch) {
  const changed = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (changed.some(([, value]) => is(value, SQL))) {
    const [row] = await db
      .update(orderForms)
      .set({ ...patch, version: sql`${orderForms.version} + 1`, updatedAt: new Date() })
      .where(and(eq(orderForms.id, id), eq(orderForms.version, expectedVersion), eq(orderForms.status, 'open')))
      .returning();
    return row;
  }
  const [row] = await formUpdateStatementOf(changed)(db, {
    ...Object.fromEntries(changed.filter(([, value]) => value !== null)),
    id,
    expectedVersion,
    updatedAt: new Date(),
  });
  return row;
}

/**
 * The conditional update of a form's columns, compiled once per set of columns (each step changes its own
 * few; compiled-statement.ts): a column set to null is written as null in the text, because a placeholder's
 * value goes through the column's encoding, which turns null into JSON's null or fails on a timestamp.
 */
const formUpdateStatements = compiledStatementsByShape((dbx, columns: string[]) => {
  const set: Record<string, unknown> = { version: sql`${orderForms.version} + 1`, updatedAt: sql.placeholder('updatedAt') };
  for (const column of columns) {
    const [key, isNull] = column.endsWith('=null') ? [column.slice(0, -5), true] : [column, false];
    set[key] = isNull ? sql`null` : sql.placeholder(key);
  }
  return dbx
    .update(orderForms)
    .set(set as TOrderFormPatch)
    .where(
      and(
        eq(orderForms.id, sql.placeholder('id')),
        eq(orderForms.version, sql.placeholder('expectedVersion')),
        eq(orderForms.status, 'open'),
      ),
    )
    .returning();
});

function formUpdateStatementOf(changed: [string, unknown][]) {
  const columns = changed.map(([key, value]) => (value === null ? `${key}=null` : key)).sort();
  const shape = columns.join(',');
  return formUpdateStatements(columns, shape, `order_form_update_${statementNameOf(shape).slice(1, 17)}`);
}

/**
 * The statement closing an open form, whatever its version: abandoned by its owner, or converted when its
 * order is placed (the orders module runs it inside the statement that inserts the order, on `condition`).
 */
export function closeFormStatement(db: DbOrTx, id: number | Placeholder, status: 'abandoned' | 'converted', condition?: SQL) {
  return db
    .update(orderForms)
    .set({ status, version: sql`${orderForms.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(orderForms.id, id), eq(orderForms.status, 'open'), condition))
    .returning({ id: orderForms.id });
}

export async function abandonForm(db: DbOrTx, id: number) {
  const [row] = await closeFormStatement(db, id, 'abandoned');
  return row;
}

/** A researcher's new open form, prefilled, in place of the one they had open (abandoned): one open form per researcher. */
export async function replaceOpenFormOfUser(tx: DbOrTx, userId: number, prefill: TOrderFormPatch) {
  const current = await findOpenFormOfUser(tx, userId);
  if (current) await abandonForm(tx, current.id);
  return insertOpenForm(tx, { userId }, prefill);
}

/** Hands a visitor's open form to the user who signed in (only while nobody owns it). */
export async function attachFormToUser(db: DbOrTx, id: number, userId: number) {
  const [row] = await db
    .update(orderForms)
    .set({ userId, anonymousTokenHash: null, version: sql`${orderForms.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orderForms.id, id), isNull(orderForms.userId), eq(orderForms.status, 'open')))
    .returning({ id: orderForms.id });
  return row;
}

export async function listFiles(db: DbOrTx, orderFormId: number) {
  return db
    .select()
    .from(orderFormFiles)
    .where(eq(orderFormFiles.orderFormId, orderFormId))
    .orderBy(asc(orderFormFiles.createdAt), asc(orderFormFiles.id));
}

/**
 * Whether the user has an order form in progress (the user record's orderFormInProgress): an open form past
 * its first step, as the dashboard's unfinished-order notice counts it. A boolean column of another read.
 */
export function hasOrderFormInProgressOf(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${orderForms} f
    where f.user_id = ${userId} and f.status = 'open' and f.current_step <> 'get-started')`;
}

/** A file of an order form (alias `f`) as the placed order's page lists it. */
const FILE_ROW = jsonRow({
  identity: column<string>(sql`f.identity`),
  name: column<string>(sql`f.original_name`),
  kind: column<string>(sql`f.kind`),
  expired: column<boolean>(sql`f.expired`),
});
type _FileAgrees = TAssert<TRowAgrees<TRowType<typeof FILE_ROW>, TStaffOrder['files'][number]>>;

/** The files of an order form as a JSON column of another read (the placed order's page), oldest first. */
export function filesJsonOf(orderFormId: SQLWrapper): SQL<TRowType<typeof FILE_ROW>[]> {
  return rowsOf(
    FILE_ROW,
    (row) => sql`coalesce((
    select json_agg(${row}
      order by f.created_at, f.id)
    from ${orderFormFiles} f where f.order_form_id = ${orderFormId}), '[]'::json)`,
  );
}

export async function findFileByIdentity(db: DbOrTx, identity: string) {
  const [row] = await db.select().from(orderFormFiles).where(eq(orderFormFiles.identity, identity));
  return row;
}

export async function insertFile(db: DbOrTx, orderFormId: number, file: TNewOrderFormFile) {
  const [row] = await db
    .insert(orderFormFiles)
    .values({ ...file, orderFormId })
    .returning();
  if (!row) throw new Error('file not stored');
  return row;
}

export async function updateFileAnalysis(
  db: DbOrTx,
  fileId: number,
  analysis: { wordCount: number | null; languageId: number | null; analysisStatus: 'pending' | 'done' | 'failed' },
) {
  const [row] = await db.update(orderFormFiles).set(analysis).where(eq(orderFormFiles.id, fileId)).returning();
  return row;
}

/**
 * Bumps a form's version when something beside it (a file) changed, writing `patch`, and each of `ifEmpty`'s
 * values only where the form's column is null when the update runs (the customer's own value wins).
 */
export async function touchForm(
  db: DbOrTx,
  id: number,
  patch: TOrderFormPatch = {},
  ifEmpty: { wordCount?: number | null; manuscriptLanguageId?: number | null } = {},
) {
  await db
    .update(orderForms)
    .set({
      ...patch,
      ...(ifEmpty.wordCount != null ? { wordCount: sql`coalesce(${orderForms.wordCount}, ${ifEmpty.wordCount})` } : {}),
      ...(ifEmpty.manuscriptLanguageId != null
        ? { manuscriptLanguageId: sql`coalesce(${orderForms.manuscriptLanguageId}, ${ifEmpty.manuscriptLanguageId})` }
        : {}),
      version: sql`${orderForms.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(orderForms.id, id));
}

/**
 * The requester's latest placed order with the same title (trimmed, any case). Read-only use of the
 * orders table: the orders module has no finder for it yet.
 */
export async function findPlacedOrderByTitle(db: DbOrTx, userId: number, title: string) {
  const [row] = await db
    .select({ externalId: orders.externalId, title: orders.title, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`lower(trim(${orders.title})) = lower(trim(${title}))`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

export async function findPlacedOrderByExternalId(db: DbOrTx, userId: number, externalId: string) {
  const [row] = await db
    .select({ externalId: orders.externalId, title: orders.title, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.externalId, externalId)));
  return row;
}

/** What a follow-up form needs of the order it continues: its services and the re-edit flags staff set. */
export async function findParentOrder(db: DbOrTx, userId: number, externalId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      services: orders.services,
      touchUpAvailable: orders.touchUpAvailable,
      reeditAvailable: orders.reeditAvailable,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.externalId, externalId)));
  return row;
}
