import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { digitalPurchases, type TDigitalPurchaseRow } from '../../schema/digital-purchases.ts';

/**
 * Who may use the automated tools, read from digital_purchases. Shared by digital editing and digital translation;
 * the purchase module writes the rows (payment, trial, preferred-group access).
 */

/** An editing subscription active now (paid, trial or group access, not past its end), the newest first; null if none. */
export async function activeEditingPurchase(db: DbOrTx, userId: number, now = new Date()): Promise<TDigitalPurchaseRow | null> {
  const [row] = await db
    .select()
    .from(digitalPurchases)
    .where(
      and(
        eq(digitalPurchases.userId, userId),
        eq(digitalPurchases.type, 'editing'),
        eq(digitalPurchases.status, 'active'),
        or(isNull(digitalPurchases.endsAt), gt(digitalPurchases.endsAt, now)),
      ),
    )
    .orderBy(sql`${digitalPurchases.endsAt} desc nulls first`)
    .limit(1);
  return row ?? null;
}

/**
 * Spends one use of an active translation package that covers `language`, atomically: one conditional update
 * (uses_remaining > 0) on the package that ends first, so two parallel submissions with one use left spend it
 * once and the second gets null. Run it in the transaction that inserts the digital document, so a failed
 * insert gives the use back. Returns the package whose use was spent, or null when none is left.
 */
export async function spendTranslationUse(
  tx: DbOrTx,
  userId: number,
  language: string,
  now = new Date(),
): Promise<TDigitalPurchaseRow | null> {
  const result = await tx.execute(sql`
    update ${digitalPurchases} set uses_remaining = uses_remaining - 1
    where id = (
      select id from ${digitalPurchases}
      where user_id = ${userId} and type = 'translation' and status = 'active'
        and uses_remaining > 0 and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
        and allowed_languages ? ${language}
      order by ends_at asc nulls last, id asc
      limit 1
      for update skip locked
    ) and uses_remaining > 0
    returning id`);
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) return null;
  const [row] = await tx.select().from(digitalPurchases).where(eq(digitalPurchases.id, id));
  return row ?? null;
}

/** Gives back a use spent by spendTranslationUse (a submission refused after the use was spent, e.g. too many words). */
export async function returnTranslationUse(tx: DbOrTx, purchaseId: number): Promise<void> {
  await tx
    .update(digitalPurchases)
    .set({ usesRemaining: sql`${digitalPurchases.usesRemaining} + 1` })
    .where(and(eq(digitalPurchases.id, purchaseId), eq(digitalPurchases.type, 'translation')));
}

/** Test and seed helper: an active purchase granted directly (no payment), e.g. for API tests of the tools. */
export async function grantDigitalPurchase(
  db: DbOrTx,
  input: {
    userId: number;
    type: 'editing' | 'translation';
    source?: 'purchase' | 'trial' | 'group';
    uses?: number;
    languages?: string[];
    wordLimit?: number | null;
    days?: number;
    product?: string;
    label?: string;
  },
): Promise<TDigitalPurchaseRow> {
  const now = new Date();
  const endsAt = new Date(now.getTime() + (input.days ?? 365) * 86_400_000);
  const [row] = await db
    .insert(digitalPurchases)
    .values({
      userId: input.userId,
      type: input.type,
      source: input.source ?? 'purchase',
      status: 'active',
      product: input.product ?? (input.type === 'editing' ? 'editing-year' : 'translation-5'),
      label: input.label ?? (input.type === 'editing' ? 'Digital editing, one year' : 'Digital translation, 5 uses'),
      numberOfUses: input.type === 'translation' ? (input.uses ?? 5) : null,
      usesRemaining: input.type === 'translation' ? (input.uses ?? 5) : null,
      allowedLanguages: input.type === 'translation' ? (input.languages ?? ['spanish-to-english', 'portuguese-to-english']) : [],
      wordLimit: input.type === 'translation' ? (input.wordLimit === undefined ? 10_000 : input.wordLimit) : null,
      startsAt: now,
      endsAt,
    })
    .returning();
  if (!row) throw new Error('digital purchase not inserted');
  return row;
}

export type TDigitalEditingAccess = 'digital-purchase' | 'preferred-group' | 'trial' | 'none';

/**
 * Whether a researcher may upload to digital editing, and why (researcher-area §4 Digital editing access):
 * 'digital-purchase' with an active paid subscription; 'preferred-group' when their preferred group is active and
 * gives digital editing (preferred_groups.gives_digital_editing) or a group access row is active; 'trial' with an
 * active trial row (the trial flag, granted by staff or seed); else 'none'. One statement.
 */
export async function digitalEditingAccess(db: DbOrTx, userId: number, now = new Date()): Promise<TDigitalEditingAccess> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(distinct source), '[]'::json) from digital_purchases
        where user_id = ${userId} and type = 'editing' and status = 'active'
          and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)) as sources,
      (select g.gives_digital_editing and g.is_active from users u join preferred_groups g on g.id = u.preferred_group_id
        where u.id = ${userId}) as group_gives`);
  const row = (result as unknown as { rows: { sources: string[] | null; group_gives: boolean | null }[] }).rows[0];
  return editingAccessOf(row?.sources ?? [], row?.group_gives === true);
}

/** The access kind from the sources of the active editing rows and whether the preferred group gives it. */
export function editingAccessOf(activeSources: readonly string[], groupGivesEditing: boolean): TDigitalEditingAccess {
  if (activeSources.includes('purchase')) return 'digital-purchase';
  if (groupGivesEditing || activeSources.includes('group')) return 'preferred-group';
  if (activeSources.includes('trial')) return 'trial';
  return 'none';
}
