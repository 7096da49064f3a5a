import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { manuscriptLanguages } from '../../schema/catalogue.ts';
import { orderForms } from '../../schema/order-form.ts';
import { localize, type TCatalogueLanguage } from '../catalogue/index.ts';

/**
 * The manuscript language of the form that produced a quote, in the reader's language. A read of the
 * order-form module's table that its quote view does not carry yet; ownership was checked before.
 */
export async function findManuscriptLanguageOfQuote(
  db: DbOrTx,
  estimateId: string,
  language: TCatalogueLanguage,
): Promise<string | null> {
  const [row] = await db
    .select({ name: manuscriptLanguages.name })
    .from(orderForms)
    .innerJoin(manuscriptLanguages, eq(manuscriptLanguages.id, orderForms.manuscriptLanguageId))
    .where(eq(orderForms.estimateId, estimateId));
  return row ? localize(row.name, language) : null;
}
