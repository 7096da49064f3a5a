import { socialProviderName, type TLinkedAccount } from '@portal/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { userIdentities } from '../../schema/social-sign-in.ts';

/*
 * The linked sign-in identities (ORCID, Google) as the account shows them: a column of the account's read,
 * and of the social-sign-in module's list.
 */

/** A linked identity as the JSON column carries it; the name and the date's form are set by toLinkedAccount. */
export type TLinkedAccountRow = { id: string; providerId: string; email: string | null; linkedAt: string };

/**
 * The user's linked identities as a JSON array, oldest first: a column for a statement correlated on the
 * user. `userId` must be qualified (`"users"."id"`): drizzle writes a lone table's columns unqualified, and
 * an unqualified "id" inside this subquery would name the identity's own id.
 */
export function linkedAccountsJsonOf(userId: SQLWrapper): SQL<TLinkedAccountRow[]> {
  return sql<TLinkedAccountRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', ui.id, 'providerId', ui.provider_id, 'email', ui.email, 'linkedAt', ui.created_at)
      order by ui.created_at, ui.id)
    from ${userIdentities} ui where ui.user_id = ${userId}), '[]'::json)`;
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
