import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TTestApp } from '../../test/test-app.ts';

describe.each(BACKENDS)('plan cache mode (%s)', (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 60_000);
  afterAll(async () => t?.close());

  it('plans each prepared statement once per connection (generic plans), on every pooled connection', async () => {
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.db.transaction(async (tx) => {
          const result = await tx.execute(sql`select current_setting('plan_cache_mode') as mode`);
          return (result as unknown as { rows: { mode: string }[] }).rows[0]?.mode;
        }),
      ),
    );
    expect(settings).toEqual(['force_generic_plan', 'force_generic_plan', 'force_generic_plan', 'force_generic_plan']);
  });
});
