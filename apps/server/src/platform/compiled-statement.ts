import type { DbOrTx } from './db.ts';

type TPrepared<TResult> = { execute(values?: Record<string, unknown>): Promise<TResult> };
type TPreparable<TResult> = { prepare(name: string): TPrepared<TResult> };
type TSessionLike = { client: unknown; logger: unknown; dialect: object };

/** The session a database or transaction sends its statements through (drizzle keeps it in `_`). */
function sessionOf(dbx: DbOrTx): TSessionLike {
  return (dbx as unknown as { _: { session: TSessionLike } })._.session;
}

/**
 * A statement drizzle builds once, with placeholders (`sql.placeholder('name')`) for its values, then runs
 * on the database or on any transaction of it. Building a statement's SQL text cost more than running it
 * on the checkout's path (issue 9: 50–250 µs per statement, a third of the portal's CPU under load);
 * drizzle's own `prepare` keeps the text but binds it to one connection or transaction, so the prepared
 * statement is made once per database (its dialect) and each run borrows it with the caller's client and
 * logger (which counts statements, query-stats.ts). The text must not depend on the values: a statement
 * whose shape varies needs one compiled statement per shape. `name` names it on PostgreSQL's connections.
 *
 * Values go through the column's encoding when the placeholder stands for an insert's or update's value,
 * also when the value is null (a timestamp's encoding then fails, a JSON column's writes JSON `null`; an
 * undefined value becomes NULL, not the column's default). A placeholder compared with `eq`, or inside a
 * `sql` template, is sent as it is: a JSON value there must be passed as text.
 */
export function compiledStatement<TQuery extends TPreparable<unknown>>(name: string, build: (dbx: DbOrTx) => TQuery) {
  type TResult = TQuery extends TPreparable<infer R> ? R : never;
  const prepared = new WeakMap<object, TPrepared<TResult>>();
  return (dbx: DbOrTx, values: Record<string, unknown>): Promise<TResult> => {
    const session = sessionOf(dbx);
    let statement = prepared.get(session.dialect);
    if (!statement) {
      statement = build(dbx).prepare(name) as TPrepared<TResult>;
      prepared.set(session.dialect, statement);
    }
    const borrowed: TPrepared<TResult> = Object.create(statement, {
      client: { value: session.client },
      logger: { value: session.logger },
    });
    return borrowed.execute(values);
  };
}

/**
 * Compiled statements of one family whose text varies with a few choices (which columns an update sets,
 * which provider fields a capture records): one compiled statement per `key`, made when first asked for.
 * `key` must tell the shapes apart; `name` names the statement on PostgreSQL's connections.
 */
export function compiledStatementsByShape<TShape, TQuery extends TPreparable<unknown>>(
  build: (dbx: DbOrTx, shape: TShape) => TQuery,
) {
  const statements = new Map<string, ReturnType<typeof compiledStatement<TQuery>>>();
  return (shape: TShape, key: string, name: string) => {
    let statement = statements.get(key);
    if (!statement) {
      statement = compiledStatement(name, (dbx) => build(dbx, shape));
      statements.set(key, statement);
    }
    return statement;
  };
}
