import { inArray } from 'drizzle-orm';
import { loadTaxServiceConfig } from '../../integrations/tax-service/tax-service-config.ts';
import type { Db } from '../../platform/db.ts';
import { localizations } from '../../schema/catalogue.ts';

/**
 * Sets allowsFapiaoProcessingAfterPayment for the localizations FAPIAO_AFTER_PAYMENT_LOCALIZATIONS names, after
 * the reference data (which seeds every flag off) at start. Such a localization asks for the fapiao after
 * payment, on the invoices and prepay pages, instead of at checkout (shell §6).
 */
export async function applyFapiaoLocalizations(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const identities = loadTaxServiceConfig(env).afterPaymentLocalizations;
  if (identities.length === 0) return;
  await db
    .update(localizations)
    .set({ allowsFapiaoProcessingAfterPayment: true })
    .where(inArray(localizations.identity, identities));
}
