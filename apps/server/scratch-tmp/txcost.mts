import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../src/platform/schema.ts';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', max: 2 });
for (const [name, db] of [['with schema', drizzle(pool, { schema })], ['without', drizzle(pool)]] as const) {
  for (let i = 0; i < 300; i++) await db.transaction(async () => {});
  const c0 = process.cpuUsage(); const N = 3000;
  for (let i = 0; i < N; i++) await db.transaction(async () => {});
  const c = process.cpuUsage(c0); console.log(name, ((c.user + c.system) / N).toFixed(1), 'us CPU per empty transaction');
}
console.log('tables in schema', Object.keys(schema).length);
await pool.end();
