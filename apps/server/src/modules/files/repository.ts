import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { manuscriptLanguages } from '../../schema/catalogue.ts';
import { orderFormFiles, orderForms } from '../../schema/order-form.ts';

/*
 * Queries on the order-form and catalogue modules' tables that their services do not offer (yet).
 * They are kept here, few and small, so that moving them behind those services is one change.
 */

/** A file row by its database id, for the analysis job (which has no request to check ownership with). */
export async function findFileById(db: DbOrTx, fileId: number) {
  const [row] = await db.select().from(orderFormFiles).where(eq(orderFormFiles.id, fileId));
  return row;
}

/** The main manuscript file uploaded last onto a form; document details describe it. */
export async function findLatestMainFile(db: DbOrTx, orderFormId: number) {
  const [row] = await db
    .select()
    .from(orderFormFiles)
    .where(and(eq(orderFormFiles.orderFormId, orderFormId), eq(orderFormFiles.kind, 'main')))
    .orderBy(desc(orderFormFiles.createdAt), desc(orderFormFiles.id))
    .limit(1);
  return row;
}

/** Removes a file from a form and bumps the form's version, as recording one does. */
export async function deleteFileOfForm(db: DbOrTx, orderFormId: number, fileIdentity: string) {
  const [row] = await db
    .delete(orderFormFiles)
    .where(and(eq(orderFormFiles.orderFormId, orderFormId), eq(orderFormFiles.identity, fileIdentity)))
    .returning();
  if (row) {
    await db
      .update(orderForms)
      .set({ version: sql`${orderForms.version} + 1`, updatedAt: new Date() })
      .where(eq(orderForms.id, orderFormId));
  }
  return row;
}

/** The manuscript language with an ISO 639-1 code, if it is offered. */
export async function findManuscriptLanguageIdByIso(db: DbOrTx, iso: string): Promise<number | null> {
  const [row] = await db
    .select({ id: manuscriptLanguages.id })
    .from(manuscriptLanguages)
    .where(and(eq(manuscriptLanguages.iso, iso), eq(manuscriptLanguages.isActive, true)));
  return row?.id ?? null;
}
