import {
  ZEditReviewDecisionsRequest,
  ZEditReviewDecisionsResponse,
  ZEditReviewDownloadQuery,
  ZEditReviewResponse,
} from '@portal/domain/api/edit-review';
import {
  ZAskReviewQuestionRequest,
  ZReviewQuestionResponse,
  ZReviewQuestionsQuery,
  ZReviewQuestionsResponse,
  ZReviewReeditLinkQuery,
  ZReviewReeditRequest,
  ZReviewReeditResponse,
  ZReviewReplyRequest,
  ZStaffOrderReeditsResponse,
  ZStaffReviewQuestionResponse,
  ZStaffReviewQuestionsQuery,
  ZStaffReviewQuestionsResponse,
  ZStaffReviewReeditRequest,
  ZStaffReviewReeditResponse,
} from '@portal/domain/api/edit-review-questions';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { requireAuth, SESSION_IN_READ } from '../../platform/sessions.ts';
import { requireStaffActor } from '../../platform/staff-access.ts';
import { downloadDigitalEditVersion, openDigitalEditReview, saveDigitalEditDecisions } from './digital-edit-review.ts';
import { downloadReviewedVersion, openOrderReview, prepareReviewRead, saveReviewDecisions } from './order-review.ts';
import { askQuestion, listQuestions, replyToQuestion, requestReedit, type TReeditStarter } from './questions.ts';
import { listOrderReedits } from './staff-order-reedits.ts';
import { answerQuestion, readQuestionQueue, resolveQuestion } from './staff-questions.ts';
import { findResearcherReedit, turnQuestionsIntoReedit } from './staff-reedit.ts';

const ZExternalIdParams = z.object({ externalId: z.string().min(1).max(40) });
/** A digital edit's identity: as its own routes take it (a malformed one is no edit: 404). */
const ZIdentityParams = z.object({ identity: z.string().max(64) });
const DIGITAL_EDIT_REVIEW = '/api/digital-edit/:identity/review';
const ZReviewQuery = z.object({ file: z.uuid().optional() });
const ZQuestionParams = ZExternalIdParams.extend({ questionId: z.uuid() });
const ZStaffQuestionParams = z.object({ questionId: z.uuid() });
const ZReeditParams = ZExternalIdParams.extend({ reeditId: z.uuid() });
const QUESTIONS = '/api/order/:externalId/review/questions';
const STAFF_QUESTIONS = '/api/staff/review-questions';

/**
 * Reviewing an order's edited file online (not in the specification; docs/decisions.md, "Review the edits"):
 * the review, the researcher's decisions, and the version those decisions make.
 */
export function editReviewRoutes(deps: {
  db: Db;
  storage: TStorage;
  log: FastifyBaseLogger;
  reedit: TReeditStarter;
  /** The portal's address, for the link in the e-mail of a staff answer. */
  siteUrl: string;
}): FastifyPluginAsyncZod {
  const reviewDeps = { ...deps, read: prepareReviewRead(deps.db) };
  const { db, siteUrl } = deps;
  return async (app) => {
    app.get(
      '/api/order/:externalId/review',
      {
        schema: { params: ZExternalIdParams, querystring: ZReviewQuery, response: { 200: ZEditReviewResponse } },
        config: SESSION_IN_READ,
      },
      (request) => openOrderReview(reviewDeps, request, request.params.externalId, request.query.file),
    );

    app.put(
      '/api/order/:externalId/review/decisions',
      {
        schema: { params: ZExternalIdParams, body: ZEditReviewDecisionsRequest, response: { 200: ZEditReviewDecisionsResponse } },
      },
      (request) => saveReviewDecisions(reviewDeps, request, request.params.externalId, request.body),
    );

    app.get(
      '/api/order/:externalId/review/download',
      { schema: { params: ZExternalIdParams, querystring: ZEditReviewDownloadQuery }, config: SESSION_IN_READ },
      (request, reply) =>
        downloadReviewedVersion(reviewDeps, request, reply, {
          externalId: request.params.externalId,
          key: request.query.file,
          version: request.query.version,
        }),
    );

    // The same review of a completed digital edit's result (docs/decisions.md, "Review the edits of a digital
    // edit"): no questions (no editor to ask), the page links to ordering human editing instead.
    app.get(
      DIGITAL_EDIT_REVIEW,
      { schema: { params: ZIdentityParams, querystring: ZReviewQuery, response: { 200: ZEditReviewResponse } } },
      (request) => openDigitalEditReview(reviewDeps, request, request.params.identity, request.query.file),
    );

    app.put(
      `${DIGITAL_EDIT_REVIEW}/decisions`,
      {
        schema: { params: ZIdentityParams, body: ZEditReviewDecisionsRequest, response: { 200: ZEditReviewDecisionsResponse } },
      },
      (request) => saveDigitalEditDecisions(reviewDeps, request, request.params.identity, request.body),
    );

    app.get(
      `${DIGITAL_EDIT_REVIEW}/download`,
      { schema: { params: ZIdentityParams, querystring: ZEditReviewDownloadQuery } },
      (request, reply) =>
        downloadDigitalEditVersion(reviewDeps, request, reply, {
          identity: request.params.identity,
          file: request.query.file,
          version: request.query.version,
        }),
    );

    // Questions on a change and re-edit of disputed changes (docs/decisions.md, "Review the edits: questions …").
    app.get(
      QUESTIONS,
      {
        schema: { params: ZExternalIdParams, querystring: ZReviewQuestionsQuery, response: { 200: ZReviewQuestionsResponse } },
        config: SESSION_IN_READ,
      },
      (request) => listQuestions(reviewDeps, request, request.params.externalId, request.query.file),
    );

    app.post(
      QUESTIONS,
      { schema: { params: ZExternalIdParams, body: ZAskReviewQuestionRequest, response: { 200: ZReviewQuestionResponse } } },
      (request) => askQuestion(reviewDeps, request, request.params.externalId, request.body),
    );

    app.post(
      `${QUESTIONS}/:questionId/replies`,
      { schema: { params: ZQuestionParams, body: ZReviewReplyRequest, response: { 200: ZReviewQuestionResponse } } },
      (request) => replyToQuestion(reviewDeps, request, request.params.externalId, request.params.questionId, request.body.text),
    );

    app.post(
      '/api/order/:externalId/review/re-edit',
      { schema: { params: ZExternalIdParams, body: ZReviewReeditRequest, response: { 200: ZReviewReeditResponse } } },
      (request) => requestReedit(reviewDeps, request, request.params.externalId, request.body),
    );

    // The link of the e-mail telling the researcher staff turned their questions into a re-edit: it opens the
    // re-edit's order form (its kind, the questions' changes in the editor's note) as the re-edit links do.
    app.get(
      '/api/order/:externalId/review/re-edits/:reeditId',
      { schema: { params: ZReeditParams, querystring: ZReviewReeditLinkQuery } },
      async (request, reply) => {
        const { externalId, reeditId } = request.params;
        const reedit = await findResearcherReedit(db, requireAuth(request).user.id, externalId, reeditId);
        const started = await deps.reedit.startReeditWithNotes(request, externalId, reedit.notes, {
          type: reedit.kind,
          lang: request.query.lang,
        });
        return reply.redirect(started.location, 302);
      },
    );

    // The staff console's queue of questions: staff only (route-access.ts); each answer and resolution audited.
    app.get(
      STAFF_QUESTIONS,
      { schema: { querystring: ZStaffReviewQuestionsQuery, response: { 200: ZStaffReviewQuestionsResponse } } },
      (request) => {
        requireStaffActor(request);
        return readQuestionQueue(db, request.query);
      },
    );

    app.post(
      `${STAFF_QUESTIONS}/:questionId/answers`,
      { schema: { params: ZStaffQuestionParams, body: ZReviewReplyRequest, response: { 200: ZStaffReviewQuestionResponse } } },
      (request) =>
        answerQuestion({ db, siteUrl }, request, requireStaffActor(request), request.params.questionId, request.body.text),
    );

    app.post(
      `${STAFF_QUESTIONS}/:questionId/resolve`,
      { schema: { params: ZStaffQuestionParams, response: { 200: ZStaffReviewQuestionResponse } } },
      (request) => resolveQuestion(db, request, requireStaffActor(request), request.params.questionId),
    );

    // Staff turn open questions of one order into a re-edit (docs/decisions.md, "… staff turn questions into a re-edit").
    app.post(
      `${STAFF_QUESTIONS}/re-edit`,
      { schema: { body: ZStaffReviewReeditRequest, response: { 200: ZStaffReviewReeditResponse } } },
      (request) => turnQuestionsIntoReedit({ db, siteUrl }, request, requireStaffActor(request), request.body),
    );

    // The staff order page's list of the re-edits started from the order's questions.
    app.get(
      '/api/staff/orders/:externalId/review-re-edits',
      { schema: { params: ZExternalIdParams, response: { 200: ZStaffOrderReeditsResponse } } },
      (request) => {
        requireStaffActor(request);
        return listOrderReedits(db, request.params.externalId);
      },
    );
  };
}
