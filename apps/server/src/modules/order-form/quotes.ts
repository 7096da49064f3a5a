import { randomBytes } from 'node:crypto';
import type { TCurrency } from '@portal/domain';
import { personNameOf } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TQuoteSnapshot } from '../../schema/order-form.ts';
import { localize, placedServiceName, type TCatalogueLanguage } from '../catalogue/index.ts';
import type { TOrderFormContext } from './context.ts';
import { isOwner, requesterOf, type TRequester } from './form-access.ts';
import * as repository from './repository.ts';
import { isStepComplete, listOf } from './step-rules.ts';
import { discountDescriptionOf, toDiscounts, toLineItems } from './view.ts';

// The price quote: freezing the prices under an estimate id, going back from it into the form, and
// the frozen quote as the price-quote module shows it.

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

function newEstimateId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `EST-${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export function createQuotes({ db, catalogue, attachVisitorForm, mutate, environmentOf }: TOrderFormContext) {
  return {
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

    /** The frozen quote `estimateId` when its form belongs to the requester; otherwise 404. */
    async findQuoteForRequest(request: FastifyRequest, estimateId: string, asked?: TCatalogueLanguage): Promise<TQuoteView> {
      const requester = requesterOf(request);
      // The language the link names (the quote page's), else the request's; the names follow it.
      const language = asked ?? requester.language;
      await attachVisitorForm(requester);
      const row = estimateId.length <= 40 ? await repository.findFormByEstimateId(db, estimateId) : undefined;
      if (!row?.quote || !isOwner(row, requester)) throw AppError.notFound();
      const currency = (await catalogue.findCurrency(row.quote.currencyIso)) ?? (await catalogue.findCurrency('USD'));
      if (!currency) throw new Error('USD is not in the catalogue');
      const user = requester.auth && row.userId === requester.auth.user.id ? requester.auth.user : null;
      const quote = row.quote;
      const languageId = quote.manuscriptLanguageId ?? row.manuscriptLanguageId;
      const orderForm = await catalogue.orderForm();
      const manuscriptLanguage = orderForm.languages.find((l) => l.id === languageId);
      const lineItems = quote.lineItems.map((line) => ({
        ...line,
        name: placedServiceName(orderForm, { identity: line.serviceIdentity, name: line.name }, language),
      }));
      // The discounts keep their frozen amounts; their descriptions (code, bundle, group, re-edit) are named again
      // in the reader's language, the frozen text only where the source is gone (an expired code).
      const { discountSources } = await environmentOf(db, row, { ...requester, language });
      const discounts = quote.discounts.map((d) => ({
        ...d,
        description: discountDescriptionOf(d, discountSources) || d.description,
      }));
      return {
        estimateId: quote.estimateId,
        orderFormIdentity: row.identity,
        generatedAt: quote.generatedAt,
        currency,
        lineItems,
        discounts,
        subtotal: quote.subtotal,
        discountTotal: quote.discountTotal,
        total: quote.total,
        deadline: quote.deadline,
        wordCount: quote.wordCount,
        manuscriptLanguage: manuscriptLanguage ? localize(manuscriptLanguage.name, language) : null,
        services: lineItems.map((l) => ({ identity: l.serviceIdentity, name: l.name })),
        projectTitle: row.projectTitle,
        customer: user ? { name: personNameOf(user, language), email: user.email } : null,
        language,
      };
    },
  };
}
