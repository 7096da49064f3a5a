import { socialProviderName, type TLinkedAccount } from '@portal/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { column, jsonRow, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { userIdentities } from '../../schema/social-sign-in.ts';

/*
 * The linked sign-in identities (ORCID, Google) as the account shows them: a column of the account's read,
 * and of the social-sign-in module's list.
 */

/** A linked identity (alias `ui`) as the JSON column carries it; the name and the date's form are set by toLinkedAccount. */
const LINKED_ACCOUNT_ROW = jsonRow({
  id: column<string>(sql`ui.id`),
  providerId: column<string>(sql`ui.provider_id`),
  email: column<string | null>(sql`ui.email`),
  linkedAt: column<string>(sql`ui.created_at`),
});
export type TLinkedAccountRow = TRowType<typeof LINKED_ACCOUNT_ROW>;
type _LinkedAccountAgrees = TAssert<TRowAgrees<TLinkedAccountRow, TLinkedAccount>>;

/**
 * The user's linked identities as a JSON array, oldest first: a column for a statement correlated on the
 * user. `userId` must be qualified (`"users"."id"`): drizzle writes a lone table's columns unqualified, and
 * an unqualified "id" inside this subquery would name the identity's own id.
 */
export function linkedAccountsJsonOf(userId: SQLWrapper): SQL<TLinkedAccountRow[]> {
  return rowsOf(
    LINKED_ACCOUNT_ROW,
    (row) => sql`coalesce((
    select json_agg(${row}
      order by ui.created_at, ui.id)
    from ${userIdentities} ui where ui.user_id = ${userId}), '[]'::json)`,
  );
}

/** The users row's id, qualified, for linkedAccountsJsonOf in a statement reading users. */
export const QUALIFIED_USER_ID = sql`"users"."id"`;

export function toLinkedAccount(row: TLinkedAccountRow): TLinkedAccount {
  return {
    id: row.id,
    providerId: row.providerId,
    name: socialProviderName(row.providerId),
    email: row.email,
    linkedAt: new Date(row.linkedAt).toISOString(),
  };
}
