import {
  CUSTOMER_GOAL_MULTIMEDIA,
  CUSTOMER_GOAL_REWORK,
  LOCALE_TO_SEGMENT,
  ORDER_KINDS,
  reeditKindFor,
  reeditOptions,
  type TFollowUpKind,
  type TLanguageSegment,
  type TOrderKind,
  type TReeditFlags,
  type TReeditOptionsResponse,
  type TStepName,
} from '@portal/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { requireAuth } from '../../platform/sessions.ts';
import type { TCatalogueService, TOrderFormCatalogue } from '../catalogue/index.ts';
import { openFormFromOrder, stepUrl } from '../order-form/index.ts';
import { findOrderForUser, type TOrderRow } from '../orders/index.ts';
import { prepareReeditOptionsRead, readReeditOrder } from './options-read.ts';

/** Where a researcher is sent when the order offers nothing they asked for: the support page about it. */
export function inactiveServicePath(externalId: string): string {
  return `/support/index/submission/${encodeURIComponent(externalId)}/type/inactive-service`;
}

/** What the re-edit options are made of: the options read selects these columns alone. */
type TReeditSource = Pick<TOrderRow, 'services' | 'touchUpAvailable' | 'reeditAvailable' | 'scientificReworkEligible'>;

function kindOf(order: Pick<TOrderRow, 'kind'>): TOrderKind {
  return ORDER_KINDS.find((kind) => kind === order.kind) ?? 'original';
}

/** The order's services that the catalogue still offers (and prices without a quote), in the order's order. */
function offeredServicesOf(order: Pick<TOrderRow, 'services'>, catalogue: TOrderFormCatalogue) {
  return order.services.filter((service) => {
    const offered = catalogue.serviceByIdentity.get(service.identity);
    return offered !== undefined && !offered.requiresQuote;
  });
}

/**
 * The editor's note ("Anything your editor should know?", the `{service}:notes` question of the details step)
 * of each service ordered again, holding `notes`.
 */
function notesAnswersOf(
  selections: readonly { identity: string }[],
  orderCatalogue: TOrderFormCatalogue,
  notes: string,
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const selection of selections) {
    const service = orderCatalogue.serviceByIdentity.get(selection.identity);
    const questions = service ? (orderCatalogue.questionsByServiceId.get(service.id) ?? []) : [];
    const note = questions.find((question) => question.type === 'textarea' && question.identity.endsWith(':notes'));
    if (note) answers[note.identity] = notes;
  }
  return answers;
}

function flagsOf(order: TReeditSource, catalogue: TOrderFormCatalogue): TReeditFlags {
  return {
    touchUpAvailable: order.touchUpAvailable,
    reeditAvailable: order.reeditAvailable,
    containsActiveService: offeredServicesOf(order, catalogue).length > 0,
    scientificReworkEligible: order.scientificReworkEligible,
  };
}

/**
 * Re-edits and rework requests of a placed order (researcher area §2, §6, §7): what the re-edit page offers,
 * and the links that start a follow-up order form filled in from the order. The order is the signed-in
 * researcher's or 404, before anything is written.
 */
export function createReeditService(deps: {
  db: Db;
  catalogue: TCatalogueService;
  storage: TStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, catalogue, storage, log } = deps;
  const optionsRead = prepareReeditOptionsRead(db);

  async function ownOrder(request: FastifyRequest, externalId: string) {
    const auth = requireAuth(request);
    return { auth, order: await findOrderForUser(db, auth.user.id, externalId) };
  }

  function segmentOf(request: FastifyRequest, lang: TLanguageSegment | undefined): TLanguageSegment {
    return lang ?? LOCALE_TO_SEGMENT[requestLocale(request)];
  }

  /** What the follow-up form starts with, taken from the order where the catalogue still has it. */
  function prefillOf(order: TOrderRow, orderCatalogue: TOrderFormCatalogue) {
    const isLanguageActive = orderCatalogue.languages.some((l) => l.id === order.manuscriptLanguageId);
    const isAreaLeaf = order.areaOfStudyId !== null && orderCatalogue.areaById.get(order.areaOfStudyId)?.isLeaf === true;
    return {
      projectTitle: order.title,
      wordCount: order.wordCount,
      manuscriptLanguageId: isLanguageActive ? order.manuscriptLanguageId : null,
      areaOfStudyId: isAreaLeaf ? order.areaOfStudyId : null,
      journalName: order.journalName,
      journalUrl: order.journalUrl,
      styleOfEnglish: order.styleOfEnglish === 'British' ? ('British' as const) : ('American' as const),
      sourceOrderFormId: order.orderFormId,
    };
  }

  async function openFollowUp(
    userId: number,
    order: TOrderRow,
    kind: TFollowUpKind,
    orderCatalogue: TOrderFormCatalogue,
    notes?: string,
  ): Promise<TStepName> {
    const goals = orderCatalogue.goals;
    const reworkGoal = goals.find((g) => g.key === CUSTOMER_GOAL_REWORK);
    const manuscriptGoal = goals.find((g) => g.key !== CUSTOMER_GOAL_REWORK && g.key !== CUSTOMER_GOAL_MULTIMEDIA);
    const originalGoal = goals.find((g) => g.id === order.customerGoalId) ?? manuscriptGoal;
    const goal = kind === 'rework' ? reworkGoal : originalGoal;
    if (!goal) throw new Error('the catalogue has no customer goal for a follow-up order');
    // A rework starts at its own first step, where the researcher picks the rework service; a re-edit orders
    // the same services again and goes to the details step, where revised files are uploaded.
    const currentStep: TStepName = kind === 'rework' ? 'rework-get-started' : 'details';
    const selections =
      kind === 'rework'
        ? []
        : offeredServicesOf(order, orderCatalogue).map((s) => ({ identity: s.identity, quantity: Math.max(1, s.quantity) }));
    await openFormFromOrder(db, storage, log, {
      userId,
      parent: { externalId: order.externalId, kind },
      customerGoalId: goal.id,
      currentStep,
      selections,
      ...prefillOf(order, orderCatalogue),
      ...(notes === undefined ? {} : { extraAnswers: notesAnswersOf(selections, orderCatalogue, notes) }),
    });
    return currentStep;
  }

  return {
    /** GET /api/order/{externalId}/re-edit-options: one statement with the session (options-read.ts). */
    async options(request: FastifyRequest, externalId: string): Promise<TReeditOptionsResponse> {
      const order = await readReeditOrder(optionsRead, request, externalId);
      const orderCatalogue = await catalogue.orderForm();
      return {
        order: {
          externalId: order.externalId,
          title: order.title,
          kind: kindOf(order),
          options: reeditOptions(flagsOf(order, orderCatalogue)),
        },
      };
    },

    /**
     * GET /api/order-form/reedit/{externalId}: the free touch-up or the paid re-edit the order offers (the
     * one asked for when it offers both), as the researcher's order form at its details step; an order
     * offering neither goes to the support page.
     */
    async startReedit(
      request: FastifyRequest,
      externalId: string,
      query: { type?: 'touch-up' | 're-edit'; lang?: TLanguageSegment },
    ): Promise<string> {
      const { auth, order } = await ownOrder(request, externalId);
      const segment = segmentOf(request, query.lang);
      const orderCatalogue = await catalogue.orderForm();
      const kind = reeditKindFor(flagsOf(order, orderCatalogue), query.type);
      if (!kind) return `/${segment}${inactiveServicePath(order.externalId)}`;
      const step = await openFollowUp(auth.user.id, order, kind, orderCatalogue);
      return `/${segment}${stepUrl(step)}`;
    },

    /**
     * A re-edit asked for from the online review (POST /api/order/{externalId}/review/re-edit): the same
     * follow-up form as the re-edit link opens, by the same rules (touch-up before paid re-edit, support when
     * the order offers neither), with `notes` as the editor's note of each service ordered again. Also the link of a re-edit staff started
     * from the researcher's questions, which asks for its kind (`type`) and keeps the e-mail's language (`lang`).
     */
    async startReeditWithNotes(
      request: FastifyRequest,
      externalId: string,
      notes: string,
      options: { type?: 'touch-up' | 're-edit'; lang?: TLanguageSegment } = {},
    ): Promise<{ kind: 'touch-up' | 're-edit' | null; location: string }> {
      const { auth, order } = await ownOrder(request, externalId);
      const segment = segmentOf(request, options.lang);
      const orderCatalogue = await catalogue.orderForm();
      const kind = reeditKindFor(flagsOf(order, orderCatalogue), options.type);
      if (!kind) return { kind: null, location: `/${segment}${inactiveServicePath(order.externalId)}` };
      const step = await openFollowUp(auth.user.id, order, kind, orderCatalogue, notes);
      return { kind, location: `/${segment}${stepUrl(step)}` };
    },

    /** GET /api/order-form/rework/{externalId}: a rework order form for an order eligible for additional work. */
    async startRework(request: FastifyRequest, externalId: string, query: { lang?: TLanguageSegment }): Promise<string> {
      const { auth, order } = await ownOrder(request, externalId);
      const segment = segmentOf(request, query.lang);
      if (!order.scientificReworkEligible) return `/${segment}${inactiveServicePath(order.externalId)}`;
      const step = await openFollowUp(auth.user.id, order, 'rework', await catalogue.orderForm());
      return `/${segment}${stepUrl(step)}`;
    },
  };
}

export type TReeditService = ReturnType<typeof createReeditService>;
