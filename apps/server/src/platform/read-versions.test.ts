import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { READ_VERSION_TRIGGERS, type TReadVersionSource } from './read-versions.ts';

type TTrigger = { trigger: string; table: string; call: string; isNarrowed: boolean };

/** The function a trigger of the source runs, with its arguments, as pg_get_triggerdef writes them. */
function callOf(source: TReadVersionSource): string {
  switch (source.by) {
    case 'own row':
      return 'read_version_of_user()';
    case 'user_id':
      return 'read_version_by_user()';
    case 'parent':
      return `read_version_by_parent('${source.parent}', '${source.via}')`;
    case 'column':
      return `read_version_by_column('${source.column}')`;
  }
}

/** Whether only some row writes queue the trigger: not all three operations, UPDATE OF columns, or a WHEN condition. */
function isNarrowed(definition: string): boolean {
  const events = (/ AFTER (.*?) ON /.exec(definition)?.[1] ?? '').split(' OR ');
  return !['INSERT', 'UPDATE', 'DELETE'].every((event) => events.includes(event)) || /\bWHEN\b/.test(definition);
}

const byName = (a: TTrigger, b: TTrigger) => a.trigger.localeCompare(b.trigger);

describe.each(BACKENDS)('the read-version triggers on %s', (backend) => {
  const t = withTestApp(backend);

  it('are the ones platform/read-versions.ts lists, on the same tables, with the same sources', async () => {
    const result = (await t.db.execute(sql`
      select t.tgname as trigger, c.relname as table, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname like 'read_version_%'`)) as unknown as {
      rows: { trigger: string; table: string; definition: string }[];
    };
    const actual = result.rows.map(({ trigger, table, definition }) => ({
      trigger,
      table,
      call: /EXECUTE FUNCTION (?:public\.)?(.*)$/.exec(definition)?.[1] ?? definition,
      // Every row write queues it, or only some (UPDATE OF, a WHEN condition, not every operation).
      isNarrowed: isNarrowed(definition),
    }));
    const listed = READ_VERSION_TRIGGERS.map(({ trigger, table, source, narrowedTo }) => ({
      trigger,
      table,
      call: callOf(source),
      isNarrowed: narrowedTo !== undefined,
    }));
    expect(actual.sort(byName)).toEqual(listed.sort(byName));
  });
});
