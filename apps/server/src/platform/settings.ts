import { eq } from 'drizzle-orm';
import { settings } from '../schema/platform.ts';
import type { DbOrTx } from './db.ts';

/**
 * The stored value of a setting, storing `candidate` first when there is none. Servers starting together
 * on one database agree: the first insert wins and every one of them reads that value back.
 */
export async function readOrCreateSetting(db: DbOrTx, name: string, candidate: string): Promise<string> {
  await db.insert(settings).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
  if (!row) throw new Error(`setting ${name} was not stored`);
  return row.value;
}
