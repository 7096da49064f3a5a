import {
  OPEN_ORDER_STATUSES,
  STAFF_QUEUE_PAGE_SIZE,
  type TStaffQueueOrder,
  type TStaffQueueResponse,
  type ZStaffQueueQuery,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import type { TAssert, TRowAgrees, TRowType } from '../../platform/kept-read.ts';
import { column, jsonRow, requiredRowOf, rowOf, rowsOf } from '../../platform/kept-read.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { fullNameOf, requireStaffActor } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { orders } from '../../schema/orders.ts';

const p = (name: string) => sql.placeholder(name);

/** Late: the deadline (ISO 8601 text) is before `now` and the order is neither delivered nor finished. */
const isLateOf = (alias: string) =>
  sql`(${sql.raw(alias)}.deadline < ${p('now')}::text and ${sql.raw(alias)}.stage <> 'delivered'
    and ${sql.raw(alias)}.status not in ('completed', 'cancelled'))`;

/**
 * The queue's filters over `orders o`; each is a placeholder that is null when not filtered, so one statement
 * serves every combination. The session's user must be staff (a researcher's request reads nothing). The open
 * queue names its statuses literally, so the planner reads the partial index orders_open_queue (open orders
 * by deadline).
 */
function queueConditions(isOpenQueue: boolean): SQL {
  const open = isOpenQueue ? sql.raw(`and o.status in (${OPEN_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`) : sql``;
  return sql`${users.role} = 'staff' ${open}
    and (${p('status')}::text is null or o.status = ${p('status')}::text)
    and (${p('stage')}::text is null or o.stage = ${p('stage')}::text)
    and (${p('deadlineFrom')}::text is null or o.deadline >= ${p('deadlineFrom')}::text)
    and (${p('deadlineBefore')}::text is null or o.deadline < ${p('deadlineBefore')}::text)
    and (${p('late')}::boolean is not true or ${isLateOf('o')})
    and (${p('assignee')}::text is null
      or (${p('assignee')}::text = 'me' and o.assignee_id = ${users.id})
      or (${p('assignee')}::text = 'none' and o.assignee_id is null)
      or o.assignee_id = (select s.id from ${users} s where s.identity::text = ${p('assignee')}::text))
    and (${p('pattern')}::text is null or o.external_id ilike ${p('pattern')}::text or o.title ilike ${p('pattern')}::text
      or exists (select 1 from ${users} r where r.id = o.user_id and r.email ilike ${p('pattern')}::text))`;
}

/** A user of the queue's JSON (alias `u`): names and address. */
const PERSON_ROW = jsonRow({
  identity: column<string>(sql`u.identity`),
  email: column<string>(sql`u.email`),
  firstName: column<string>(sql`u.first_name`),
  lastName: column<string>(sql`u.last_name`),
});
type TPersonJson = TRowType<typeof PERSON_ROW>;
const personQuery = (userId: SQL) => (row: SQL) => sql`(select ${row} from ${users} u where u.id = ${userId})`;

/** An order of the page (alias `q`) with its researcher and editor. */
const QUEUE_ROW = jsonRow({
  externalId: column<string>(sql`q.external_id`),
  title: column<string>(sql`q.title`),
  status: column<string>(sql`q.status`),
  stage: column<TStaffQueueOrder['stage']>(sql`q.stage`),
  deadline: column<string | null>(sql`q.deadline`),
  createdAt: column<string>(sql`q.created_at`),
  isLate: column<boolean>(isLateOf('q')),
  researcher: requiredRowOf(PERSON_ROW, personQuery(sql`q.user_id`)),
  assignee: rowOf(PERSON_ROW, personQuery(sql`q.assignee_id`)),
});
// The people are named on the way out (personOf).
type _QueueRowAgrees = TAssert<TRowAgrees<Omit<TRowType<typeof QUEUE_ROW>, 'researcher' | 'assignee'>, TStaffQueueOrder>>;

/**
 * How many orders match, and the page's orders by deadline (orders without one last). The page's rows are
 * chosen first and only those twenty are built into JSON with their researcher and editor.
 */
function queueJson(isOpenQueue: boolean) {
  const where = queueConditions(isOpenQueue);
  return {
    total: sql<number>`(select count(*)::int from ${orders} o where ${where})`,
    orders: rowsOf(
      QUEUE_ROW,
      (row) => sql`coalesce((select json_agg(${row} order by q.deadline asc nulls last, q.id)
      from (select o.id, o.external_id, o.title, o.status, o.stage, o.deadline, o.created_at, o.user_id, o.assignee_id
        from ${orders} o where ${where}
        order by o.deadline asc nulls last, o.id
        limit ${sql.raw(String(STAFF_QUEUE_PAGE_SIZE))} offset ${p('offset')}) q), '[]'::json)`,
    ),
  };
}

/** The two statements of the queue: open orders (the default, on the partial index) and any status. */
export function prepareQueueReads(db: Db) {
  return {
    open: selectWithSession(db, queueJson(true)).where(isLiveSession).prepare('staff_queue_open'),
    any: selectWithSession(db, queueJson(false)).where(isLiveSession).prepare('staff_queue_any'),
  };
}

export type TQueueReads = ReturnType<typeof prepareQueueReads>;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The day after an ISO day: the exclusive end of a "deadline on or before" filter over ISO 8601 text. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

const toIso = (value: string) => new Date(value).toISOString();
const personOf = (person: TPersonJson) => ({
  identity: person.identity,
  email: person.email,
  fullName: fullNameOf(person),
});

/** GET /api/staff/orders: one statement (session included) for the page of orders and how many match. */
export async function readQueue(
  reads: TQueueReads,
  request: FastifyRequest,
  query: z.output<typeof ZStaffQueueQuery>,
): Promise<TStaffQueueResponse> {
  const isOpenQueue = query.status === 'open' || (OPEN_ORDER_STATUSES as readonly string[]).includes(query.status);
  const row = await requireSessionRead(request, isOpenQueue ? reads.open : reads.any, {
    status: query.status === 'open' || query.status === 'all' ? null : query.status,
    stage: query.stage ?? null,
    deadlineFrom: query.deadlineFrom ?? null,
    deadlineBefore: query.deadlineTo ? dayAfter(query.deadlineTo) : null,
    late: query.late === 'true',
    assignee: query.assignee ?? null,
    pattern: query.q ? containsPattern(query.q) : null,
    now: new Date().toISOString(),
    offset: (query.page - 1) * STAFF_QUEUE_PAGE_SIZE,
  });
  requireStaffActor(request);
  return {
    orders: row.orders.map((order) => ({
      externalId: order.externalId,
      title: order.title,
      status: order.status,
      stage: order.stage,
      deadline: order.deadline,
      createdAt: toIso(order.createdAt),
      isLate: order.isLate,
      researcher: personOf(order.researcher),
      assignee: order.assignee ? personOf(order.assignee) : null,
    })),
    pagination: { page: query.page, pageSize: STAFF_QUEUE_PAGE_SIZE, total: row.total },
  };
}
