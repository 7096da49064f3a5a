import type { TStaffEditorsResponse } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { fullNameOf } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';

/** The active staff members, by name: who an order can be assigned to. */
export async function listEditors(db: Db): Promise<TStaffEditorsResponse> {
  const rows = await db
    .select({ identity: users.identity, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, 'staff'), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return { editors: rows.map((row) => ({ identity: row.identity, email: row.email, fullName: fullNameOf(row) })) };
}
