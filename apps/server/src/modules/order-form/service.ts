import { randomBytes } from 'node:crypto';
import {
  CUSTOMER_GOAL_REWORK,
  promotionalCodeAmount,
  type TCurrency,
  type TDeliveryTier,
  type TOrderForm,
  type TStepName,
  ZEmail,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { hashToken, type TAuth } from '../../platform/sessions.ts';
import { catalogueLanguageOf, localize, type TCatalogueLanguage } from '../catalogue/localized-text.ts';
import type { TCatalogueServiceRecord, TOrderFormCatalogue } from '../catalogue/order-form-catalogue.ts';
import type { TCatalogueService } from '../catalogue/service.ts';
import { queueReferralInvitations } from '../referrals/invitations.ts';
import { findPersonalPromotionalCode } from '../rewards/coupons.ts';
import {
  bundleSelections,
  ENGLISH_LANGUAGE_ID,
  evaluateForm,
  isOn,
  isServiceInScope,
  neededChoices,
  offerBundles,
  type TEvaluation,
  type TEvaluationContext,
  type TFormState,
} from './evaluation.ts';
import { findOption, fixedAmountInCurrency, type TOrderDiscountInput } from './pricing.ts';
import { reeditDiscountOf } from './re-edit-discount.ts';
import type { TNewOrderFormFile, TOrderFormFileRow, TOrderFormPatch, TOrderFormRow } from './repository.ts';
import * as repository from './repository.ts';
import { flowOf, selectionStepOf, stepAfter, stepList, stepsView, type TFlow } from './steps.ts';
import type { TAnswerValue, TQuoteSnapshot, TSelection } from './table.ts';
import { type TDiscountSources, toDiscounts, toLineItems, toOrderForm } from './view.ts';

/** The visitor's cookie: a random token whose sha256 marks the forms they may use before signing in. */
export const ORDER_FORM_COOKIE = 'order_form';
export const CONTINUING_WARNING = 'continuing-previous-submission';
export const MAX_REFERRAL_EMAILS = 10;

export type TRequester = {
  auth: TAuth | null;
  visitorHash: string | null;
  language: TCatalogueLanguage;
  isImpersonated: boolean;
  /** The form the route's ownership check read for this request, with its files: a save starts from it. */
  formRead: TFormRead | null;
};

/** A form and its files as one statement read them, at the form's version. */
type TFormRead = { identity: string; form: TOrderFormRow; files: TOrderFormFileRow[] };
/** The requester's open form and its files. */
type TFormReadOf = { row: TOrderFormRow; files: TOrderFormFileRow[] };

export type TQuoteView = {
  estimateId: string;
  orderFormIdentity: string;
  generatedAt: string;
  currency: TCurrency;
  lineItems: TQuoteSnapshot['lineItems'];
  discounts: TQuoteSnapshot['discounts'];
  subtotal: number;
  discountTotal: number;
  total: number;
  deadline: string | null;
  wordCount: number | null;
  /** The manuscript's language, named in the reader's language. */
  manuscriptLanguage: string | null;
  services: { identity: string; name: string }[];
  projectTitle: string | null;
  customer: { name: string; email: string } | null;
  language: TCatalogueLanguage;
};

type TEnvironment = {
  catalogue: TOrderFormCatalogue;
  context: TEvaluationContext;
  currency: TCurrency;
  hasChosenCurrency: boolean;
  discountSources: TDiscountSources;
};

type TChange<T> = { patch: TOrderFormPatch; result?: T };
type TChangeInput = {
  /** The database, or the transaction of a save that locked the form: reads during the change go through it. */
  dbx: DbOrTx;
  row: TOrderFormRow;
  files: readonly TOrderFormFileRow[];
  env: TEnvironment;
  evaluation: TEvaluation;
  requester: TRequester;
};

/** How many times a save tries without a lock before it locks the form (see mutate). */
const OPTIMISTIC_SAVES = 3;

/** What the ownership check of a request read (route-access runs it before the handler). */
const formReadsOfRequests = new WeakMap<FastifyRequest, TFormRead>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requesterOf(request: FastifyRequest, visitorToken?: string): TRequester {
  const token = visitorToken ?? request.cookies[ORDER_FORM_COOKIE];
  const auth = request.auth;
  return {
    auth,
    visitorHash: token && token.length <= 100 ? hashToken(token) : null,
    language: catalogueLanguageOf(requestLocale(request)),
    isImpersonated: auth !== null && auth.impersonatorId !== null,
    formRead: formReadsOfRequests.get(request) ?? null,
  };
}

function isOwner(row: TOrderFormRow, requester: TRequester): boolean {
  if (requester.auth && row.userId === requester.auth.user.id) return true;
  return row.userId === null && requester.visitorHash !== null && row.anonymousTokenHash === requester.visitorHash;
}

function isPromoValid(promo: { isActive: boolean; endDate: Date | null } | undefined, now: Date): boolean {
  if (!promo?.isActive) return false;
  return promo.endDate === null || promo.endDate.getTime() > now.getTime();
}

/** "4,000–5,999" (or "60,000+") for a word bin. */
export function binName(bin: { minWords: number; maxWords: number | null }): string {
  const format = (n: number) => n.toLocaleString('en-US');
  return bin.maxWords === null ? `${format(bin.minWords)}+` : `${format(bin.minWords)}–${format(bin.maxWords)}`;
}

function tierOf(rush: boolean, deliveryTier: TDeliveryTier): TDeliveryTier {
  if (rush && deliveryTier === 'express') throw AppError.invalid({ deliveryTier: 'delivery-tier-invalid' });
  return deliveryTier !== 'standard' ? deliveryTier : rush ? 'rush' : 'standard';
}

function isAnswered(value: TAnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

export function createOrderFormService(db: Db, config: TConfig, catalogue: TCatalogueService) {
  /** A public promotional code, else the form owner's own level coupon (rewards): nobody else's coupon is found. */
  async function findPromotionalCodeFor(dbx: DbOrTx, row: Pick<TOrderFormRow, 'userId'>, code: string) {
    const promo = await catalogue.findPromotionalCode(dbx, code);
    if (promo || row.userId === null) return promo;
    return findPersonalPromotionalCode(dbx, row.userId, code);
  }

  async function environmentOf(dbx: DbOrTx, row: TOrderFormRow, requester: TRequester, now = new Date()): Promise<TEnvironment> {
    const orderCatalogue = await catalogue.orderForm();
    const user = requester.auth && row.userId === requester.auth.user.id ? requester.auth.user : null;
    const currency =
      (await catalogue.findCurrency(user?.currencyIso ?? row.currencyIso ?? 'USD')) ?? (await catalogue.findCurrency('USD'));
    if (!currency) throw new Error('USD is not in the catalogue');
    const orderDiscounts: TOrderDiscountInput[] = [];
    const sources: TDiscountSources = { groupName: null, promo: null, bundleName: null, reeditName: null };
    const group = user?.preferredGroupId ? await catalogue.findGroupById(dbx, user.preferredGroupId) : undefined;
    if (group?.isActive && group.discount > 0) {
      orderDiscounts.push({
        kind: 'preferred-group',
        code: null,
        isPercentBased: group.percentageDiscount,
        amount: group.percentageDiscount ? group.discount : fixedAmountInCurrency(group.discount, currency),
      });
      sources.groupName = group.name;
    }
    const promo = row.promotionalCode ? await findPromotionalCodeFor(dbx, row, row.promotionalCode) : undefined;
    if (promo && isPromoValid(promo, now)) {
      orderDiscounts.push({
        kind: 'promotional-code',
        code: promo.code,
        isPercentBased: promo.isPercentBased,
        amount: promo.isPercentBased ? promo.amount : fixedAmountInCurrency(promo.amount, currency),
      });
      sources.promo = {
        code: promo.code,
        description: localize(promo.description, requester.language),
        endDate: promo.endDate?.toISOString() ?? null,
      };
    }
    const reedit = await reeditDiscountOf(dbx, row, requester.language);
    if (reedit) {
      orderDiscounts.push(reedit.discount);
      sources.reeditName = reedit.name;
    }
    const bundle = orderCatalogue.bundles.find((b) => b.id === row.selectedBundleId);
    sources.bundleName = bundle ? localize(bundle.name, requester.language) : null;
    return {
      catalogue: orderCatalogue,
      currency,
      hasChosenCurrency: Boolean(user?.currencyIso ?? row.currencyIso),
      discountSources: sources,
      context: {
        catalogue: orderCatalogue,
        currency,
        isImpersonated: requester.isImpersonated,
        isExpressFlagOn: config.featureFlags.show_express_service_options,
        now,
        orderDiscounts,
      },
    };
  }

  /** A visitor who has signed in keeps the form they built: it moves to their account (the newer form wins). */
  async function attachVisitorForm(requester: TRequester): Promise<void> {
    const { auth, visitorHash } = requester;
    if (!auth || !visitorHash) return;
    // What the ownership check read may be about to change: the forms are read again.
    requester.formRead = null;
    await db.transaction(async (tx) => {
      const visitorForm = await repository.findOpenFormOfVisitor(tx, visitorHash);
      if (!visitorForm) return;
      const own = await repository.findOpenFormOfUser(tx, auth.user.id);
      if (own && own.updatedAt.getTime() >= visitorForm.updatedAt.getTime()) {
        await repository.abandonForm(tx, visitorForm.id);
        return;
      }
      if (own) await repository.abandonForm(tx, own.id);
      await repository.attachFormToUser(tx, visitorForm.id, auth.user.id);
    });
  }

  async function findOwnedForm(dbx: DbOrTx, requester: TRequester, identity: string) {
    if (!UUID.test(identity)) throw AppError.notFound();
    return ownedOrNotFound(await repository.findFormByIdentity(dbx, identity), requester);
  }

  /**
   * The requester's form `identity` with its files, in one statement, or 404. The read the request's
   * ownership check made is used when it is of this form; `fresh` reads again.
   */
  async function readOwnedForm(
    requester: TRequester,
    identity: string,
    options: { fresh?: boolean; dbx?: DbOrTx; forUpdate?: boolean } = {},
  ): Promise<TFormReadOf> {
    if (!UUID.test(identity)) throw AppError.notFound();
    const known = !options.fresh && requester.formRead?.identity === identity ? requester.formRead : null;
    const found =
      known ??
      (await repository.findFormWithFilesByIdentity(options.dbx ?? db, identity, { forUpdate: options.forUpdate ?? false }));
    return { row: ownedOrNotFound(found?.form, requester), files: found?.files ?? [] };
  }

  /** An open form of the requester's; anything else answers 404. */
  function ownedOrNotFound(row: TOrderFormRow | undefined, requester: TRequester): TOrderFormRow {
    if (!row || !isOwner(row, requester) || row.status !== 'open') throw AppError.notFound();
    return row;
  }

  async function findOpenFormOf(dbx: DbOrTx, requester: TRequester) {
    if (requester.auth) return repository.findOpenFormOfUser(dbx, requester.auth.user.id);
    return requester.visitorHash ? repository.findOpenFormOfVisitor(dbx, requester.visitorHash) : undefined;
  }

  async function duplicateOf(dbx: DbOrTx, row: TOrderFormRow) {
    if (!row.duplicateOrderExternalId || row.userId === null) return null;
    const order = await repository.findPlacedOrderByExternalId(dbx, row.userId, row.duplicateOrderExternalId);
    return order ? { externalId: order.externalId, title: order.title, date: order.createdAt.toISOString() } : null;
  }

  async function viewOf(
    dbx: DbOrTx,
    row: TOrderFormRow,
    requester: TRequester,
    env?: TEnvironment,
    knownFiles?: TOrderFormFileRow[],
  ): Promise<TOrderForm> {
    const environment = env ?? (await environmentOf(dbx, row, requester));
    const [files, duplicateOrder] = await Promise.all([knownFiles ?? repository.listFiles(dbx, row.id), duplicateOf(dbx, row)]);
    return toOrderForm({
      row,
      files,
      evaluation: evaluateForm(row, environment.context),
      context: environment.context,
      language: requester.language,
      currency: environment.currency,
      hasChosenCurrency: environment.hasChosenCurrency,
      discountSources: environment.discountSources,
      duplicateOrder,
    });
  }

  /**
   * Every save: read the form with its files (one statement, or the ownership check's read), compute the
   * change from it, then one conditional update on the version read, with no transaction. A save that
   * finds the version moved on (another save, a file added or removed: both bump it) starts again from a
   * new read; after OPTIMISTIC_SAVES such turns it locks the form instead (a transaction with `FOR UPDATE`),
   * so that every one of many concurrent saves lands, one after the other. A refusal (AppError) changes
   * nothing. The delivery tier is brought back to standard when the change made the chosen tier unavailable.
   */
  async function mutate<T = undefined>(
    requester: TRequester,
    identity: string,
    change: (input: TChangeInput) => Promise<TChange<T>> | TChange<T>,
  ): Promise<{ order: TOrderForm; row: TOrderFormRow; env: TEnvironment; result: T | undefined }> {
    await attachVisitorForm(requester);
    // The catalogue is read before any transaction: on PGlite's one connection a read outside the
    // transaction would wait for it.
    await Promise.all([catalogue.orderForm(), catalogue.catalogue()]);
    const saveOnce = async (dbx: DbOrTx, known: TFormReadOf | undefined) => {
      const { row: current, files } = known ?? (await readOwnedForm(requester, identity, { fresh: true, dbx }));
      const env = await environmentOf(dbx, current, requester);
      const evaluation = evaluateForm(current, env.context);
      const outcome = await change({ dbx, row: current, files, env, evaluation, requester });
      const next = { ...current, ...outcome.patch };
      const nextEnv = outcome.patch.promotionalCode !== undefined ? await environmentOf(dbx, next, requester) : env;
      const tier = evaluateForm(next, nextEnv.context).tier;
      const row = await repository.updateForm(dbx, current.id, current.version, { ...outcome.patch, deliveryTier: tier });
      return row ? { row, files, result: outcome.result } : null;
    };
    let saved: Awaited<ReturnType<typeof saveOnce>> = null;
    for (let attempt = 1; !saved && attempt <= OPTIMISTIC_SAVES; attempt++) {
      saved = await saveOnce(db, attempt === 1 ? await readOwnedForm(requester, identity) : undefined);
    }
    saved ??= await db.transaction(async (tx) => {
      const locked = await readOwnedForm(requester, identity, { fresh: true, dbx: tx, forUpdate: true });
      return saveOnce(tx, locked);
    });
    if (!saved) throw new AppError(409, 'order-form-changed');
    const env = await environmentOf(db, saved.row, requester);
    return { order: await viewOf(db, saved.row, requester, env, saved.files), row: saved.row, env, result: saved.result };
  }

  function listOf(
    row: TFormState & Pick<TOrderFormRow, 'duplicateOrderExternalId' | 'currentStep'>,
    catalogue: TOrderFormCatalogue,
  ) {
    const goal = catalogue.goals.find((g) => g.id === row.customerGoalId);
    const flow = flowOf(goal?.key ?? null, row.serviceBundlesRequested);
    return { flow, list: stepList(flow, { hasDuplicate: row.duplicateOrderExternalId !== null, currentStep: row.currentStep }) };
  }

  /** Field errors of the details step for the form as stored (spec §5). */
  function detailsErrors(row: TOrderFormRow, evaluation: TEvaluation, catalogue: TOrderFormCatalogue): Record<string, string> {
    const errors: Record<string, string> = {};
    const isRework = evaluation.goalKey === CUSTOMER_GOAL_REWORK;
    if (!isRework && !row.projectTitle) errors.projectTitle = 'project-title-required';
    if (evaluation.hasTranslation && !isRework && row.areaOfStudyId === null) errors.areaOfStudyId = 'area-of-study-error';
    if (evaluation.selectedServices.some((s) => s.journalDetails === 'required') && !row.journalName) {
      errors['journal.name'] = 'journal-details-required';
    }
    for (const question of questionsAsked(evaluation.selectedServices, row.answers, row.manuscriptLanguageId, catalogue)) {
      if (question.isRequired && !isAnswered(row.answers[question.identity]))
        errors[`answers.${question.identity}`] = 'value-required';
    }
    return errors;
  }

  /** The questions the details step asks: multiple-choice for English manuscripts only; follow-ups once their question says yes. */
  function questionsAsked(
    selected: readonly TCatalogueServiceRecord[],
    answers: Record<string, TAnswerValue>,
    languageId: number | null,
    catalogue: TOrderFormCatalogue,
  ) {
    const all = selected.flatMap((s) => catalogue.questionsByServiceId.get(s.id) ?? []);
    const unlocked = new Set(all.filter((q) => isOn(answers[q.identity])).flatMap((q) => q.followUpIdentities));
    const isEnglish = (languageId ?? ENGLISH_LANGUAGE_ID) === ENGLISH_LANGUAGE_ID;
    return all.filter(
      (q) => (q.type !== 'multiple-choice' || isEnglish) && (!q.requiresPreviousSelection || unlocked.has(q.identity)),
    );
  }

  function isStepComplete(step: TStepName, row: TOrderFormRow, evaluation: TEvaluation, catalogue: TOrderFormCatalogue): boolean {
    switch (step) {
      case 'get-started':
        return row.customerGoalId !== null;
      case 'rework-get-started':
        return row.manuscriptLanguageId !== null && row.wordCount !== null;
      case 'manuscript-services':
        return evaluation.flow === 'bundles'
          ? evaluation.offeredBundles.length > 0
          : (evaluation.tieredService !== null || row.declinedEditing) && !evaluation.noServiceOption;
      case 'multimedia-services':
      case 'additional-services':
        return evaluation.pricing.lines.length > 0 && !evaluation.noServiceOption;
      case 'service-bundles':
        return row.selectedBundleId !== null;
      case 'details':
        return evaluation.pricing.lines.length > 0 && Object.keys(detailsErrors(row, evaluation, catalogue)).length === 0;
      case 'duplicate-order':
        return row.duplicateOrderExternalId === null;
      case 'price-quote-completed':
        return true;
      case 'payment-details':
        return false;
    }
  }

  /** Drops language services that no longer suit the manuscript language. */
  function keepInScope(selections: readonly TSelection[], catalogue: TOrderFormCatalogue, languageId: number): TSelection[] {
    const isEnglish = languageId === ENGLISH_LANGUAGE_ID;
    return selections.filter((sel) => {
      const service = catalogue.serviceByIdentity.get(sel.identity);
      return service !== undefined && isServiceInScope(service, isEnglish);
    });
  }

  function requireLanguage(catalogue: TOrderFormCatalogue, id: number) {
    if (!catalogue.languages.some((l) => l.id === id)) throw AppError.invalid({ manuscriptLanguageId: 'value-required' });
  }

  function requireFilesOrLater(files: readonly TOrderFormFileRow[], uploadLater: boolean) {
    if (uploadLater) return;
    if (!files.some((f) => f.kind === 'main' || f.kind === 'figure' || f.kind === 'table')) {
      throw AppError.invalid({ uploadLater: 'files-required' });
    }
  }

  function newEstimateId(): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    return `EST-${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
  }

  return {
    requesterOf,

    /** GET /api/order-form/new: the requester's unfinished form, or a new one. */
    async openForm(requester: TRequester): Promise<{ order: TOrderForm; warning: string | null }> {
      await attachVisitorForm(requester);
      let row = await findOpenFormOf(db, requester);
      const isResumed = row !== undefined;
      if (!row) {
        const owner = requester.auth
          ? { userId: requester.auth.user.id }
          : requester.visitorHash
            ? { anonymousTokenHash: requester.visitorHash }
            : null;
        if (!owner) throw AppError.notFound();
        row = (await repository.insertOpenForm(db, owner)) ?? (await findOpenFormOf(db, requester));
        if (!row) throw new AppError(409, 'order-form-changed');
      }
      return {
        order: await viewOf(db, row, requester),
        warning: isResumed && row.currentStep !== 'get-started' ? CONTINUING_WARNING : null,
      };
    },

    async loadCurrent(requester: TRequester) {
      await attachVisitorForm(requester);
      const row = await findOpenFormOf(db, requester);
      if (!row) throw AppError.notFound();
      return { order: await viewOf(db, row, requester), warning: row.currentStep !== 'get-started' ? CONTINUING_WARNING : null };
    },

    async loadById(requester: TRequester, identity: string) {
      await attachVisitorForm(requester);
      const { row, files } = await readOwnedForm(requester, identity);
      return {
        order: await viewOf(db, row, requester, undefined, files),
        warning: row.currentStep !== 'get-started' ? CONTINUING_WARNING : null,
      };
    },

    /** POST /api/order-form/reset: the unfinished form is abandoned (kept for the record, never shown again). */
    async reset(requester: TRequester): Promise<void> {
      await attachVisitorForm(requester);
      await db.transaction(async (tx) => {
        const row = await findOpenFormOf(tx, requester);
        if (row) await repository.abandonForm(tx, row.id);
      });
    },

    saveBasicDetails(
      requester: TRequester,
      identity: string,
      input: { customerGoalId: number; uploadLater: boolean; serviceBundlesRequested: boolean },
    ) {
      return mutate(requester, identity, ({ files, env, evaluation }) => {
        const goal = env.catalogue.goals.find((g) => g.id === input.customerGoalId);
        if (!goal) throw AppError.invalid({ customerGoalId: 'make-a-selection' });
        if (input.serviceBundlesRequested && !goal.allowsServiceBundles) {
          throw AppError.invalid({ serviceBundlesRequested: 'service-bundles-not-available' });
        }
        requireFilesOrLater(files, input.uploadLater);
        const flow = flowOf(goal.key, input.serviceBundlesRequested);
        const isSameFlow = flow === evaluation.flow;
        const list = stepList(flow, { hasDuplicate: false, currentStep: 'get-started' });
        return {
          patch: {
            customerGoalId: goal.id,
            uploadLater: input.uploadLater,
            serviceBundlesRequested: input.serviceBundlesRequested,
            currentStep: stepAfter(list, 'get-started'),
            ...(isSameFlow
              ? {}
              : { selections: [], selectedBundleId: null, declinedEditing: false, deliveryTier: 'standard' as const }),
          },
        };
      });
    },

    saveReworkBasicDetails(
      requester: TRequester,
      identity: string,
      input: { manuscriptLanguageId: number; wordCount: number; uploadLater: boolean },
    ) {
      return mutate(requester, identity, ({ row, files, env, evaluation }) => {
        if (evaluation.flow !== 'rework') throw new AppError(409, 'step-not-available');
        requireLanguage(env.catalogue, input.manuscriptLanguageId);
        requireFilesOrLater(files, input.uploadLater);
        return {
          patch: {
            manuscriptLanguageId: input.manuscriptLanguageId,
            wordCount: input.wordCount,
            uploadLater: input.uploadLater,
            selections: keepInScope(row.selections, env.catalogue, input.manuscriptLanguageId),
            currentStep: 'manuscript-services',
          },
        };
      });
    },

    saveManuscriptDetails(requester: TRequester, identity: string, input: { manuscriptLanguageId: number; wordCount: number }) {
      return mutate(requester, identity, ({ row, env }) => {
        requireLanguage(env.catalogue, input.manuscriptLanguageId);
        const selections = keepInScope(row.selections, env.catalogue, input.manuscriptLanguageId);
        return {
          patch: {
            manuscriptLanguageId: input.manuscriptLanguageId,
            wordCount: input.wordCount,
            selections,
            ...(selections.length === row.selections.length ? {} : { selectedBundleId: null }),
          },
        };
      });
    },

    saveSelectedService(
      requester: TRequester,
      identity: string,
      input: { serviceIdentities: string[]; rush: boolean; deliveryTier: TDeliveryTier; declineEditing: boolean },
    ) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        const tier = tierOf(input.rush, input.deliveryTier);
        const mainCategory =
          evaluation.flow === 'rework' ? 'rework' : evaluation.flow === 'multimedia' ? 'multimedia' : 'manuscript';
        const wanted = [...new Set(input.serviceIdentities)];
        const services = wanted.map((id) => evaluation.available.find((s) => s.identity === id && s.category === mainCategory));
        if (services.some((s) => s === undefined)) throw AppError.invalid({ serviceIdentities: 'service-invalid' });
        const chosen = services as TCatalogueServiceRecord[];
        if (chosen.some((s) => s.requiresQuote)) throw AppError.invalid({ serviceIdentities: 'service-requires-quote' });
        for (const service of chosen) {
          if (service.pricingBasis === 'words' && row.wordCount === null) throw new AppError(409, 'manuscript-details-required');
          const option = findOption(service, {
            wordCount: row.wordCount,
            quantity: 1,
            tier: 'standard',
            currencyIso: env.currency.isoCode,
          });
          if (!option) throw new AppError(409, 'no-service-option');
        }
        // The selection step of a bundle-less flow: leaving bundles behind when a service is picked here.
        const flow: TFlow = evaluation.flow === 'bundles' ? 'manuscript' : evaluation.flow;
        const list = stepList(flow, { hasDuplicate: row.duplicateOrderExternalId !== null, currentStep: row.currentStep });
        const nextStep = stepAfter(list, selectionStepOf(flow));
        if (mainCategory === 'multimedia') {
          if (chosen.length === 0) throw AppError.invalid({ serviceIdentities: 'service-required' });
          return { patch: { selections: chosen.map((s) => ({ identity: s.identity, quantity: 1 })), currentStep: nextStep } };
        }
        const others = evaluation.selectedBundle
          ? []
          : row.selections.filter((sel) => env.catalogue.serviceByIdentity.get(sel.identity)?.category !== mainCategory);
        const bundleReset = { selectedBundleId: null, serviceBundlesRequested: false };
        if (input.declineEditing) {
          return {
            patch: { ...bundleReset, selections: others, declinedEditing: true, deliveryTier: 'standard', currentStep: nextStep },
          };
        }
        if (chosen.length !== 1)
          throw AppError.invalid({ serviceIdentities: chosen.length === 0 ? 'service-required' : 'service-invalid' });
        const main = chosen[0] as TCatalogueServiceRecord;
        return {
          patch: {
            ...bundleReset,
            selections: [{ identity: main.identity, quantity: 1 }, ...others],
            declinedEditing: false,
            deliveryTier: tier,
            currentStep: nextStep,
          },
        };
      });
    },

    saveDeliveryTier(requester: TRequester, identity: string, input: { rushed: boolean; deliveryTier: TDeliveryTier }) {
      return mutate(requester, identity, ({ evaluation }) => {
        const tier = tierOf(input.rushed, input.deliveryTier);
        if ((tier === 'rush' && !evaluation.rushAvailable) || (tier === 'express' && !evaluation.expressAvailable)) {
          throw new AppError(409, 'delivery-tier-unavailable');
        }
        return { patch: { deliveryTier: tier } };
      });
    },

    saveQuantity(requester: TRequester, identity: string, serviceIdentity: string, quantity: number) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        const service = evaluation.available.find((s) => s.identity === serviceIdentity);
        if (!service || !['additional', 'concierge', 'addon'].includes(service.category)) {
          throw AppError.invalid({ serviceIdentity: 'service-invalid' });
        }
        if (service.requiresQuote) throw AppError.invalid({ serviceIdentity: 'service-requires-quote' });
        if (evaluation.selectedBundle) throw new AppError(409, 'service-bundle-selected');
        const others = row.selections.filter((s) => s.identity !== serviceIdentity);
        if (quantity === 0) return { patch: { selections: others } };
        if (service.pricingBasis !== 'count' && quantity !== 1) throw AppError.invalid({ quantity: 'quantity-invalid' });
        if (service.pricingBasis === 'words' && row.wordCount === null) throw new AppError(409, 'manuscript-details-required');
        const option = findOption(service, {
          wordCount: row.wordCount,
          quantity,
          tier: 'standard',
          currencyIso: env.currency.isoCode,
        });
        if (!option)
          throw service.pricingBasis === 'count'
            ? AppError.invalid({ quantity: 'quantity-invalid' })
            : new AppError(409, 'no-service-option');
        const index = row.selections.findIndex((s) => s.identity === serviceIdentity);
        const selections = [...row.selections];
        if (index === -1) selections.push({ identity: serviceIdentity, quantity });
        else selections[index] = { identity: serviceIdentity, quantity };
        return { patch: { selections } };
      });
    },

    /**
     * One promotional code per order; the best discount wins. A code that saves no more than the
     * discount already in place (the group's or an earlier code) is not applied.
     */
    applyPromotionalCode(requester: TRequester, identity: string, rawCode: string) {
      const code = rawCode.trim().toUpperCase();
      if (!code) throw AppError.invalid({ code: 'promo-code-required' });
      return mutate<{ isApplied: boolean; message: string }>(requester, identity, async ({ dbx, row, env, evaluation }) => {
        const promo = await findPromotionalCodeFor(dbx, row, code);
        if (!promo || !isPromoValid(promo, env.context.now)) throw AppError.invalid({ code: 'promo-code-invalid' });
        if (row.promotionalCode === promo.code)
          return { patch: {}, result: { isApplied: true, message: 'coupon-applied-message' } };
        const { pricing } = evaluation;
        const base = pricing.subtotal - (pricing.discounts.find((d) => d.kind === 'bundle')?.appliedAmount ?? 0);
        const amount = promo.isPercentBased ? promo.amount : fixedAmountInCurrency(promo.amount, env.currency);
        const saving = promotionalCodeAmount(base, { isPercentBased: promo.isPercentBased, amount });
        const incumbent = Math.max(0, ...pricing.discounts.filter((d) => d.kind !== 'bundle').map((d) => d.appliedAmount));
        // With nothing priced yet there is nothing to weigh: the code is kept and weighed once there is.
        if (incumbent > 0 && incumbent >= saving) {
          return { patch: {}, result: { isApplied: false, message: 'best-discount-applied' } };
        }
        return { patch: { promotionalCode: promo.code }, result: { isApplied: true, message: 'coupon-applied-message' } };
      });
    },

    removePromotionalCode(requester: TRequester, identity: string, rawCode: string) {
      const code = rawCode.trim().toUpperCase();
      return mutate<{ message: string | null }>(requester, identity, ({ row }) => {
        if (!row.promotionalCode || row.promotionalCode !== code) return { patch: {}, result: { message: null } };
        return { patch: { promotionalCode: null }, result: { message: 'coupon-removed-message' } };
      });
    },

    async promotionalCodeBenefits(requester: TRequester, identity: string) {
      await attachVisitorForm(requester);
      const row = await findOwnedForm(db, requester, identity);
      const env = await environmentOf(db, row, requester);
      const promo = env.discountSources.promo;
      return { benefits: promo ? [promo] : [] };
    },

    saveBundleInterest(requester: TRequester, identity: string, interested: boolean) {
      return mutate(requester, identity, ({ row, evaluation, env }) => {
        const goal = env.catalogue.goals.find((g) => g.id === row.customerGoalId);
        if (interested && !goal?.allowsServiceBundles) throw new AppError(409, 'service-bundles-not-available');
        return {
          patch: {
            serviceBundlesRequested: interested,
            currentStep: 'manuscript-services',
            ...(evaluation.selectedBundle ? { selectedBundleId: null, selections: [], deliveryTier: 'standard' as const } : {}),
          },
        };
      });
    },

    async saveBundleAnswers(requester: TRequester, identity: string, rawAnswers: Record<string, TAnswerValue>) {
      const outcome = await mutate<{ error: string | null }>(requester, identity, ({ row, env, evaluation }) => {
        if (evaluation.flow !== 'bundles') throw new AppError(409, 'step-not-available');
        if (row.wordCount === null || row.manuscriptLanguageId === null) throw new AppError(409, 'manuscript-details-required');
        const questions = env.catalogue.bundleQuestions;
        const answers: Record<string, TAnswerValue> = {};
        for (const q of questions) if (rawAnswers[q.term] !== undefined) answers[q.term] = rawAnswers[q.term] as TAnswerValue;
        const first = questions.find((q) => q.term === 'services-needed');
        const choices = neededChoices(answers);
        if (choices.length === 0 || choices.some((c) => !first?.choices.some((fc) => fc.value === c))) {
          throw AppError.invalid({ 'services-needed': 'selectOneCheckbox' });
        }
        answers['services-needed'] = choices;
        if (isOn(answers['has-tables'])) {
          const count = Number(answers['table-count']);
          if (!Number.isInteger(count) || count < 1 || count > 25)
            throw AppError.invalid({ 'table-count': 'tables-on-with-no-table-count' });
          answers['table-count'] = count;
        }
        const journal = answers['target-journal'];
        if (isOn(answers['has-target-journal']) && (typeof journal !== 'string' || journal.trim() === '')) {
          throw AppError.invalid({ 'target-journal': 'journalForTableFormatting' });
        }
        const offered = offerBundles({ ...row, bundleAnswers: answers }, env.context, evaluation.isEnglish);
        if (offered.length === 0) return { patch: {}, result: { error: 'service-bundle-no-bundles-error' } };
        const isStillOffered = offered.some((b) => b.bundle.id === row.selectedBundleId);
        return {
          patch: {
            bundleAnswers: answers,
            currentStep: 'service-bundles',
            ...(typeof journal === 'string' && isOn(answers['has-target-journal'])
              ? { journalName: journal.trim().slice(0, 255) }
              : {}),
            ...(isStillOffered ? {} : { selectedBundleId: null, selections: [] }),
          },
          result: { error: null },
        };
      });
      const { catalogue: orderCatalogue } = outcome.env;
      const list = listOf(outcome.row, orderCatalogue).list;
      return {
        error: outcome.result?.error ?? null,
        availableServiceBundles: outcome.order.availableServiceBundles,
        currentStep: outcome.order.currentStep,
        steps: stepsView(list, outcome.order.currentStep),
      };
    },

    saveBundle(
      requester: TRequester,
      identity: string,
      input: { bundleId: number; selectedServices: string[]; rush: boolean; deliveryTier: TDeliveryTier },
    ) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        if (evaluation.flow !== 'bundles') throw new AppError(409, 'step-not-available');
        const tier = tierOf(input.rush, input.deliveryTier);
        const offered =
          evaluation.offeredBundles.find((b) => b.bundle.id === input.bundleId) ??
          offerBundles(row, env.context, evaluation.isEnglish).find((b) => b.bundle.id === input.bundleId);
        if (!offered) throw AppError.invalid({ bundleId: 'service-bundle-invalid' });
        const addOnIdentities = [...new Set(input.selectedServices)];
        if (addOnIdentities.some((id) => !offered.addOns.some((a) => a.service.identity === id))) {
          throw AppError.invalid({ selectedServices: 'service-invalid' });
        }
        if (tier === 'rush' || (tier === 'express' && offered.prices.express === null))
          throw new AppError(409, 'delivery-tier-unavailable');
        return {
          patch: {
            selectedBundleId: offered.bundle.id,
            selections: bundleSelections(offered, addOnIdentities),
            declinedEditing: false,
            deliveryTier: tier,
            currentStep: 'details',
          },
        };
      });
    },

    /** Only a visitor (or an account without a currency) chooses one; CNY is not offered to visitors. */
    saveCurrency(requester: TRequester, identity: string, currencyIso: string) {
      return mutate(requester, identity, async ({ row }) => {
        if (requester.auth?.user.currencyIso && row.userId === requester.auth.user.id)
          throw new AppError(409, 'currency-already-set');
        const iso = currencyIso.toUpperCase();
        const currency = (await catalogue.catalogue()).currencyByIso.get(iso);
        if (!currency?.isSelectable || (iso === 'CNY' && !requester.auth))
          throw AppError.invalid({ currencyIso: 'currency-not-available' });
        return { patch: { currencyIso: iso } };
      });
    },

    saveDetails(
      requester: TRequester,
      identity: string,
      input: {
        projectTitle?: string | undefined;
        styleOfEnglish?: 'American' | 'British' | undefined;
        areaOfStudyId?: number | null | undefined;
        journal?: { name: string; url: string } | null | undefined;
        answers: Record<string, TAnswerValue>;
        duplicateChoice?: 'new' | 'existing' | undefined;
      },
    ) {
      return mutate(requester, identity, async ({ dbx, row, env, evaluation }) => {
        if (input.duplicateChoice) {
          if (row.currentStep !== 'duplicate-order') throw new AppError(409, 'step-not-available');
          return input.duplicateChoice === 'new'
            ? { patch: { duplicateOrderExternalId: null, currentStep: 'payment-details' } }
            : { patch: {} };
        }
        if (evaluation.pricing.lines.length === 0) throw new AppError(409, 'submission-issue');
        const patch: TOrderFormPatch = {};
        if (input.projectTitle !== undefined) patch.projectTitle = input.projectTitle.trim() || null;
        if (input.styleOfEnglish !== undefined) patch.styleOfEnglish = input.styleOfEnglish;
        if (input.areaOfStudyId !== undefined) {
          if (input.areaOfStudyId !== null && !env.catalogue.areaById.get(input.areaOfStudyId)?.isLeaf) {
            throw AppError.invalid({ areaOfStudyId: 'area-of-study-error' });
          }
          patch.areaOfStudyId = input.areaOfStudyId;
        }
        if (input.journal !== undefined) {
          patch.journalName = input.journal?.name || null;
          patch.journalUrl = input.journal?.url || null;
        }
        const next = { ...row, ...patch };
        const asked = questionsAsked(
          evaluation.selectedServices,
          input.answers as Record<string, TAnswerValue>,
          next.manuscriptLanguageId,
          env.catalogue,
        );
        const answers: Record<string, TAnswerValue> = {};
        const answerErrors: Record<string, string> = {};
        for (const question of asked) {
          const value = input.answers[question.identity] as TAnswerValue | undefined;
          if (value === undefined) continue;
          const allowed = question.choices.map((c) => c.value);
          const values = Array.isArray(value) ? value : [String(value)];
          if (allowed.length > 0 && values.some((v) => !allowed.includes(v)))
            answerErrors[`answers.${question.identity}`] = 'invalid-value';
          else if (typeof value === 'string' && value.length > 4000)
            answerErrors[`answers.${question.identity}`] = 'field-too-long?max=4000';
          else answers[question.identity] = value;
        }
        patch.answers = answers;
        const errors = { ...detailsErrors({ ...next, answers }, evaluation, env.catalogue), ...answerErrors };
        if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
        const title = next.projectTitle;
        // A re-edit keeps the title of the order it continues: that order is not a duplicate.
        const duplicate =
          requester.auth && title && !row.parentOrderExternalId
            ? await repository.findPlacedOrderByTitle(dbx, requester.auth.user.id, title)
            : undefined;
        return {
          patch: {
            ...patch,
            duplicateOrderExternalId: duplicate?.externalId ?? null,
            currentStep: duplicate ? 'duplicate-order' : 'payment-details',
          },
        };
      });
    },

    /** Back to any step reached so far; forward one step when the current one is complete. */
    saveStep(requester: TRequester, identity: string, step: TStepName) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        const { list } = listOf(row, env.catalogue);
        const target = list.indexOf(step);
        const current = list.indexOf(row.currentStep as TStepName);
        const canMoveForward =
          target === current + 1 && isStepComplete(row.currentStep as TStepName, row, evaluation, env.catalogue);
        if (target === -1 || step === 'price-quote-completed' || (target > current && !canMoveForward)) {
          throw new AppError(409, 'step-not-available');
        }
        return { patch: { currentStep: step } };
      });
    },

    saveJournal(requester: TRequester, identity: string, journal: { name: string; url: string }) {
      return mutate(requester, identity, () => ({
        patch: { journalName: journal.name || null, journalUrl: journal.url || null },
      }));
    },

    /** Comma-separated addresses, trimmed, empties dropped; with those already invited, 1 to 10. */
    async saveReferralEmails(requester: TRequester, identity: string, text: string) {
      const entered = text
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const isEveryValid = entered.every((e) => ZEmail.safeParse(e).success);
      const outcome = await mutate(requester, identity, ({ row }) => {
        const known = new Set(row.referralEmails.map((e) => e.toLowerCase()));
        const added = entered.filter(
          (e, i) => !known.has(e.toLowerCase()) && entered.findIndex((o) => o.toLowerCase() === e.toLowerCase()) === i,
        );
        const combined = [...row.referralEmails, ...added];
        if (!isEveryValid || entered.length === 0 || combined.length > MAX_REFERRAL_EMAILS) {
          throw AppError.invalid({ referralEmails: 'referral-email-validation-error' });
        }
        return { patch: { referralEmails: combined } };
      });
      // A signed-in researcher's invitations go out now; a visitor's when the order is placed (orders/jobs.ts).
      if (outcome.row.userId !== null) await queueReferralInvitations(db, outcome.row.id);
      return { referralEmails: outcome.row.referralEmails, error: null };
    },

    /** The bin and total the current selection would have at another word count. */
    async binPrice(requester: TRequester, identity: string, newWordCount: number) {
      if (newWordCount === 0) throw AppError.invalid({ newWordCount: 'value-cannot-be-zero' });
      await attachVisitorForm(requester);
      const row = await findOwnedForm(db, requester, identity);
      const env = await environmentOf(db, row, requester);
      const bin = env.catalogue.wordBins.find(
        (b) => newWordCount >= b.minWords && (b.maxWords === null || newWordCount <= b.maxWords),
      );
      const evaluation = evaluateForm({ ...row, wordCount: newWordCount }, env.context);
      if (!bin || evaluation.noServiceOption) return { newService: null, error: 'no-service-option' };
      return { newService: { newWordBin: binName(bin), total: evaluation.pricing.total }, error: null };
    },

    async updateWordCount(requester: TRequester, identity: string, newWordCount: number) {
      const outcome = await mutate(requester, identity, () => ({ patch: { wordCount: newWordCount } }));
      return { order: outcome.order, error: outcome.order.noServiceOption ? 'no-service-option' : null };
    },

    /** Freezes the current prices under an estimate id (kept across regenerations) for the PDF and e-mail. */
    generatePriceQuote(requester: TRequester, identity: string) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        if (evaluation.pricing.lines.length === 0) throw new AppError(409, 'submission-issue');
        if (evaluation.noServiceOption) throw new AppError(409, 'no-service-option');
        if (evaluation.deadlineNotice !== null) throw new AppError(409, 'very-long-word-count');
        const estimateId = row.estimateId ?? newEstimateId();
        const quote: TQuoteSnapshot = {
          estimateId,
          generatedAt: env.context.now.toISOString(),
          currencyIso: env.currency.isoCode,
          lineItems: toLineItems(evaluation.pricing, env.catalogue, requester.language),
          discounts: toDiscounts(evaluation.pricing.discounts, env.discountSources)
            .filter((d) => d.applied)
            .map((d) => ({ kind: d.kind, code: d.code, description: d.description, appliedAmount: d.appliedAmount })),
          subtotal: evaluation.pricing.subtotal,
          discountTotal: evaluation.pricing.discountTotal,
          total: evaluation.pricing.total,
          deadline: evaluation.deadline,
          wordCount: row.wordCount,
          manuscriptLanguageId: row.manuscriptLanguageId,
        };
        return { patch: { estimateId, quote, currentStep: 'price-quote-completed' } };
      });
    },

    /** From the quote page back into the form: the first step still to do on the way to payment. */
    convertQuote(requester: TRequester, identity: string) {
      return mutate(requester, identity, ({ row, env, evaluation }) => {
        if (!row.estimateId) throw new AppError(409, 'step-not-available');
        const { list } = listOf({ ...row, currentStep: 'details' }, env.catalogue);
        const next = list.find((step) => !isStepComplete(step, row, evaluation, env.catalogue)) ?? 'payment-details';
        return { patch: { currentStep: next } };
      });
    },

    async serviceDetails(requester: TRequester, identities: string[]) {
      const orderCatalogue = await catalogue.orderForm();
      const selected = identities.map((id) => orderCatalogue.serviceByIdentity.get(id));
      if (identities.length === 0 || selected.some((s) => s === undefined))
        throw AppError.invalid({ serviceIdentities: 'service-invalid' });
      const services = selected as TCatalogueServiceRecord[];
      const questions = services.flatMap((s) => orderCatalogue.questionsByServiceId.get(s.id) ?? []);
      return {
        fileTypes: [...new Set(services.flatMap((s) => s.fileTypes))],
        journalDetails: {
          requested: services.some((s) => s.journalDetails !== 'none'),
          required: services.some((s) => s.journalDetails === 'required'),
        },
        questions: questions.map((q) => ({
          identity: q.identity,
          label: localize(q.label, requester.language),
          type: q.type,
          required: q.isRequired,
          choices: q.choices.map((c) => ({ value: c.value, label: localize(c.label, requester.language) })),
          followUpQuestionIdentities: q.followUpIdentities,
          englishOnly: q.type === 'multiple-choice',
        })),
        questionsRequiringPreviousSelection: questions.filter((q) => q.requiresPreviousSelection).map((q) => q.identity),
      };
    },

    async findDuplicateOrder(requester: TRequester, title: string) {
      if (!requester.auth) return { order: null };
      const order = await repository.findPlacedOrderByTitle(db, requester.auth.user.id, title);
      return { order: order ? { externalId: order.externalId, title: order.title, date: order.createdAt.toISOString() } : null };
    },

    // ——— For the files and price-quote modules ———

    /** Whether the order form `identity` (in any state) is the requester's: checked before a request's body is read. */
    async isOwnedBy(request: FastifyRequest, identity: string): Promise<boolean> {
      if (!UUID.test(identity)) return false;
      const found = await repository.findFormWithFilesByIdentity(db, identity);
      if (!found || !isOwner(found.form, requesterOf(request))) return false;
      // The handler starts from this read (a save checks its version; see readOwnedForm).
      formReadsOfRequests.set(request, { identity, ...found });
      return true;
    },

    /** The open order form `identity` when it belongs to the requester; otherwise 404. */
    async findOrderFormForRequest(request: FastifyRequest, identity: string): Promise<TOrderFormRow> {
      const requester = requesterOf(request);
      await attachVisitorForm(requester);
      return findOwnedForm(db, requester, identity);
    },

    /** The ZOrderForm payload of a form row, priced now, in the request's language. */
    toOrderFormView(request: FastifyRequest, row: TOrderFormRow): Promise<TOrderForm> {
      return viewOf(db, row, requesterOf(request));
    },

    /** findOrderFormForRequest and toOrderFormView together, the form read with its files in one statement. */
    async findOrderFormViewForRequest(
      request: FastifyRequest,
      identity: string,
    ): Promise<{ row: TOrderFormRow; view: TOrderForm }> {
      const requester = requesterOf(request);
      await attachVisitorForm(requester);
      const { row, files } = await readOwnedForm(requester, identity);
      return { row, view: await viewOf(db, row, requester, undefined, files) };
    },

    /** A file and its form, when the form (open or not) belongs to the requester; otherwise 404. */
    async findFileForRequest(
      request: FastifyRequest,
      fileIdentity: string,
    ): Promise<{ file: TOrderFormFileRow; form: TOrderFormRow }> {
      if (!UUID.test(fileIdentity)) throw AppError.notFound();
      const requester = requesterOf(request);
      await attachVisitorForm(requester);
      const file = await repository.findFileByIdentity(db, fileIdentity);
      if (!file) throw AppError.notFound();
      const form = await repository.findFormById(db, file.orderFormId);
      if (!form || !isOwner(form, requester)) throw AppError.notFound();
      return { file, form };
    },

    /** Records an uploaded file on a form (in the caller's transaction) and bumps the form's version. */
    async recordOrderFormFile(tx: DbOrTx, orderFormId: number, file: TNewOrderFormFile): Promise<TOrderFormFileRow> {
      const row = await repository.insertFile(tx, orderFormId, file);
      await repository.touchForm(tx, orderFormId);
      return row;
    },

    /**
     * Stores a file's analysis. A main file's word count and language become the form's detected
     * values (calculatedWordCount, detectedLanguageId), and its word count and language when the
     * customer has not given them.
     */
    async updateOrderFormFileAnalysis(
      tx: DbOrTx,
      fileId: number,
      analysis: { wordCount: number | null; languageId: number | null; analysisStatus: 'pending' | 'done' | 'failed' },
    ): Promise<TOrderFormFileRow | undefined> {
      const file = await repository.updateFileAnalysis(tx, fileId, analysis);
      if (!file) return undefined;
      const form = await repository.findFormById(tx, file.orderFormId);
      if (!form) return file;
      const patch: TOrderFormPatch = {};
      if (file.kind === 'main' && analysis.analysisStatus === 'done') {
        if (analysis.wordCount !== null && analysis.wordCount > 0) {
          patch.calculatedWordCount = analysis.wordCount;
          if (form.wordCount === null) patch.wordCount = analysis.wordCount;
        }
        if (analysis.languageId !== null) {
          patch.detectedLanguageId = analysis.languageId;
          if (form.manuscriptLanguageId === null) patch.manuscriptLanguageId = analysis.languageId;
        }
      }
      await repository.touchForm(tx, form.id, patch);
      return file;
    },

    /** The frozen quote `estimateId` when its form belongs to the requester; otherwise 404. */
    async findQuoteForRequest(request: FastifyRequest, estimateId: string): Promise<TQuoteView> {
      const requester = requesterOf(request);
      await attachVisitorForm(requester);
      const row = estimateId.length <= 40 ? await repository.findFormByEstimateId(db, estimateId) : undefined;
      if (!row?.quote || !isOwner(row, requester)) throw AppError.notFound();
      const currency = (await catalogue.findCurrency(row.quote.currencyIso)) ?? (await catalogue.findCurrency('USD'));
      if (!currency) throw new Error('USD is not in the catalogue');
      const user = requester.auth && row.userId === requester.auth.user.id ? requester.auth.user : null;
      const quote = row.quote;
      const languageId = quote.manuscriptLanguageId ?? row.manuscriptLanguageId;
      const manuscriptLanguage = (await catalogue.orderForm()).languages.find((l) => l.id === languageId);
      return {
        estimateId: quote.estimateId,
        orderFormIdentity: row.identity,
        generatedAt: quote.generatedAt,
        currency,
        lineItems: quote.lineItems,
        discounts: quote.discounts,
        subtotal: quote.subtotal,
        discountTotal: quote.discountTotal,
        total: quote.total,
        deadline: quote.deadline,
        wordCount: quote.wordCount,
        manuscriptLanguage: manuscriptLanguage ? localize(manuscriptLanguage.name, requester.language) : null,
        services: quote.lineItems.map((l) => ({ identity: l.serviceIdentity, name: l.name })),
        projectTitle: row.projectTitle,
        customer: user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null,
        language: requester.language,
      };
    },
  };
}

export type TOrderFormService = ReturnType<typeof createOrderFormService>;
