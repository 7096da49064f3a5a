import {
  DIGITAL_PURCHASE_MESSAGE,
  type TChineseDigitalTrialResponse,
  type TDigitalEditLoadResponse,
  type TDigitalOrderLoadResponse,
  type TDigitalTranslationLanguage,
} from '@portal/domain/api/digital-purchases';
import { CHINESE_TRIAL } from '@portal/domain/rules/digital-products';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { requireAuth, requireSessionRead } from '../../platform/sessions.ts';
import { digitalPurchases } from '../../schema/digital-purchases.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { editingAccessOf } from './access.ts';
import {
  availablePurchasesOf,
  isValidPurchase,
  prepareEditLoadRead,
  prepareOrderLoadRead,
  purchaseViewOf,
} from './purchase-reads.ts';

export type TDigitalPurchasesDeps = {
  db: Db;
  catalogue: Pick<TCatalogueService, 'findCurrency'>;
  /**
   * The translation language pairs some configured engine offers now (and the flags allow). The default in
   * app.ts offers spanish and portuguese, and chinese with the chinese_digital_translation flag; at merge it
   * is the translation engines' registry.
   */
  offeredTranslationLanguages: () => Promise<TDigitalTranslationLanguage[]>;
};

/** The automated tools' purchases: the two load calls and the one-time Chinese trial credit. */
export function createDigitalPurchasesService(deps: TDigitalPurchasesDeps) {
  const { db, catalogue } = deps;
  const editRead = prepareEditLoadRead(db);
  const orderRead = prepareOrderLoadRead(db);

  /** The researcher's currency, or USD to price the offer until they choose one on the payment page. */
  async function pricingCurrencyOf(iso: string | null) {
    const currency = (await catalogue.findCurrency(iso ?? 'USD')) ?? (await catalogue.findCurrency('USD'));
    if (!currency) throw new Error('USD is not in the catalogue');
    return currency;
  }

  /** GET /api/digital-edit/load */
  async function editLoad(request: FastifyRequest): Promise<TDigitalEditLoadResponse> {
    const row = await requireSessionRead(request, editRead);
    const now = new Date();
    const currency = await pricingCurrencyOf(row.user.currencyIso);
    const purchases = row.purchases.map((p) => purchaseViewOf(p, now));
    const active = purchases.filter((p) => p.valid);
    const current = active.find((p) => p.source === 'purchase') ?? active[0] ?? null;
    return {
      availableDigitalPurchases: availablePurchasesOf('editing', currency),
      digitalEditingPurchase: current,
      digitalPurchases: purchases,
      hasDigitalEditingPurchase: current !== null,
      hasUploadedDigitalEdit: row.hasUploadedDigitalEdit,
      access: editingAccessOf(
        active.map((p) => p.source),
        row.groupGivesEditing,
      ),
      currencyIso: row.user.currencyIso ?? null,
    };
  }

  /** GET /api/digital-order/load */
  async function orderLoad(request: FastifyRequest): Promise<TDigitalOrderLoadResponse> {
    const row = await requireSessionRead(request, orderRead);
    const now = new Date();
    const [currency, offered] = await Promise.all([pricingCurrencyOf(row.user.currencyIso), deps.offeredTranslationLanguages()]);
    const active = row.purchases.filter((p) => isValidPurchase(p, now) && (p.usesRemaining ?? 0) > 0);
    const numberOfUsesAvailable = active.reduce((sum, p) => sum + (p.usesRemaining ?? 0), 0);
    const covered = new Set(active.flatMap((p) => p.allowedLanguages));
    return {
      availableDigitalTranslationPurchases: availablePurchasesOf('translation', currency),
      digitalTranslationPurchases: row.purchases.map((p) => purchaseViewOf(p, now)),
      hasUploadedDigitalEdit: row.hasUploadedDigitalEdit,
      hasUploadedDigitalTranslation: row.hasUploadedDigitalTranslation,
      numberOfUsesAvailable,
      availableLanguages: offered.filter((language) => covered.has(language)),
      offeredLanguages: offered,
      userState: numberOfUsesAvailable > 0 ? 'uses-type' : row.hasUploadedDigitalTranslation ? 'previous-uploads-type' : 'none',
      currencyIso: row.user.currencyIso ?? null,
    };
  }

  /**
   * POST /api/digital-order/chinese-digital-trial: one Chinese-to-English use, once per researcher and language
   * (the unique index on user and trial language decides between parallel calls). Not eligible when the
   * researcher had it already ('…-credit-error') or no engine offers Chinese ('…-unavailable').
   */
  async function chineseTrial(request: FastifyRequest): Promise<TChineseDigitalTrialResponse> {
    const { user } = requireAuth(request);
    const notEligible = { eligible: false, identity: null, message: DIGITAL_PURCHASE_MESSAGE.trialError };
    if (!(await deps.offeredTranslationLanguages()).includes(CHINESE_TRIAL.language)) {
      // Said as it is: the portal cannot translate Chinese now; the researcher has used nothing.
      return { ...notEligible, message: DIGITAL_PURCHASE_MESSAGE.trialUnavailable };
    }
    const now = new Date();
    const [granted] = await db
      .insert(digitalPurchases)
      .values({
        userId: user.id,
        type: 'translation',
        source: 'trial',
        status: 'active',
        product: 'chinese-trial',
        label: 'Chinese digital translation, free trial',
        numberOfUses: CHINESE_TRIAL.uses,
        usesRemaining: CHINESE_TRIAL.uses,
        allowedLanguages: [CHINESE_TRIAL.language],
        wordLimit: CHINESE_TRIAL.wordLimit,
        trialLanguage: CHINESE_TRIAL.language,
        startsAt: now,
        endsAt: new Date(now.getTime() + CHINESE_TRIAL.days * 86_400_000),
      })
      .onConflictDoNothing()
      .returning({ identity: digitalPurchases.identity });
    if (!granted) return notEligible;
    return { eligible: true, identity: granted.identity, message: DIGITAL_PURCHASE_MESSAGE.trialSuccess };
  }

  return { editLoad, orderLoad, chineseTrial };
}

export type TDigitalPurchasesService = ReturnType<typeof createDigitalPurchasesService>;
