import { DELIVERY_TIERS, formatMoney, LOCALE_TO_CATALOGUE, MESSAGE, type TDeliveryTier, type TLocale } from '@portal/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { escapeHtml, queueEmail } from '../../platform/mail.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import { documentLocale } from '../../platform/request-language.ts';
import { takeThrottleSlots } from '../../platform/throttle.ts';
import type { TCatalogueLanguage } from '../catalogue/index.ts';
import type { TOrderFormService, TQuoteView } from '../order-form/index.ts';
import type { TQuoteDocument } from './quote-document.ts';
import { validUntilOf } from './quote-document.ts';
import { formatQuoteDate, renderPriceQuotePdf } from './render-price-quote-pdf.ts';
import { findManuscriptLanguageOfQuote } from './repository.ts';

export const PRICE_QUOTE_EMAIL_ERROR = 'price-quote-email-error';

/** Sending a quote can reach any address, so it is bounded per quote and per client address. */
const EMAILS_PER_QUOTE = { limit: 5, windowMs: 60 * 60 * 1000 };
const EMAILS_PER_ADDRESS = { limit: 20, windowMs: 60 * 60 * 1000 };

const LOCALE_OF: Record<TCatalogueLanguage, TLocale> = { en: 'en_US', zh: 'zh_CN', ja: 'ja_JP', pt: 'pt_BR', es: 'es_ES' };

const tierOf = (value: string): TDeliveryTier =>
  (DELIVERY_TIERS as readonly string[]).includes(value) ? (value as TDeliveryTier) : 'standard';

export function createPriceQuoteService(deps: {
  db: Db;
  config: Pick<TConfig, 'publicUrl' | 'provider' | 'cjkFontDir'>;
  orderForm: Pick<TOrderFormService, 'findQuoteForRequest'>;
  log: FastifyBaseLogger;
}) {
  const { db, config, orderForm, log } = deps;

  async function documentOf(quote: TQuoteView): Promise<TQuoteDocument> {
    const issuedAt = new Date(quote.generatedAt);
    return {
      estimateId: quote.estimateId,
      issuedAt,
      validUntil: validUntilOf(issuedAt),
      provider: { ...config.provider, website: config.publicUrl },
      customer: quote.customer,
      manuscript: {
        title: quote.projectTitle,
        wordCount: quote.wordCount,
        language: await findManuscriptLanguageOfQuote(db, quote.estimateId, quote.language),
      },
      currency: quote.currency,
      // The quote holds one delivery date for the order; each service shows it.
      lines: quote.lineItems.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        deliveryTier: tierOf(line.deliveryTier),
        timelineDays: null,
        deadline: quote.deadline,
        listPrice: line.listPrice,
        discountAmount: line.discountAmount,
        totalPrice: line.totalPrice,
      })),
      discounts: quote.discounts,
      subtotal: quote.subtotal,
      discountTotal: quote.discountTotal,
      total: quote.total,
    };
  }

  function emailOf(quote: TQuoteView, locale: TLocale) {
    const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
    const url = `${config.publicUrl}/api/price-quote/${encodeURIComponent(quote.estimateId)}/pdf`;
    const body = t('price-quote-email-body', {
      estimateId: quote.estimateId,
      total: formatMoney(quote.total, quote.currency),
      date: formatQuoteDate(validUntilOf(new Date(quote.generatedAt)), locale),
    });
    const lines = quote.lineItems.map((line) => `${line.name}: ${formatMoney(line.totalPrice, quote.currency)}`);
    const paragraphs = [t('price-quote-email-greeting'), body];
    const text = [
      ...paragraphs,
      '',
      ...lines,
      '',
      `${t('price-quote-email-action')}: ${url}`,
      t('price-quote-email-link-note'),
      '',
      t('email-signature'),
    ].join('\n');
    const html = [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('price-quote-email-action'))}</a><br><small>${escapeHtml(t('price-quote-email-link-note'))}</small></p>`,
      `<p>${escapeHtml(t('email-signature'))}</p>`,
    ].join('');
    return { subject: t('price-quote-email-subject', { estimateId: quote.estimateId }), text, html };
  }

  return {
    /** The quote as a PDF in the requester's language; 404 unless the requester owns the form that produced it. */
    async pdf(request: FastifyRequest, estimateId: string, asked?: string): Promise<{ pdf: Buffer; fileName: string }> {
      const language = asked ? LOCALE_TO_CATALOGUE[documentLocale(request, asked)] : undefined;
      const quote = await orderForm.findQuoteForRequest(request, estimateId, language);
      const fonts = loadPdfFonts(config.cjkFontDir, log);
      const pdf = await renderPriceQuotePdf(await documentOf(quote), { locale: LOCALE_OF[quote.language], fonts });
      return { pdf, fileName: `price-quote-${quote.estimateId}.pdf` };
    },

    /**
     * Queues an e-mail with the quote's summary and a link to its PDF: to the address given, else to the
     * signed-in researcher. A visitor must give one.
     */
    async email(request: FastifyRequest, estimateId: string, email: string | undefined): Promise<{ recipientEmail: string }> {
      const quote = await orderForm.findQuoteForRequest(request, estimateId);
      const recipientEmail = email ?? request.auth?.user.email;
      if (!recipientEmail) throw new AppError(400, PRICE_QUOTE_EMAIL_ERROR, { email: MESSAGE.emailInvalid });
      const slots = await takeThrottleSlots(db, [
        { key: `price-quote-email:quote:${quote.estimateId}`, ...EMAILS_PER_QUOTE },
        { key: `price-quote-email:address:${request.ip}`, ...EMAILS_PER_ADDRESS },
      ]);
      if (!slots) throw new AppError(429, MESSAGE.tooManyRequests);
      const message = emailOf(quote, LOCALE_OF[quote.language]);
      await db.transaction((tx) => queueEmail(tx, { to: recipientEmail, ...message }));
      return { recipientEmail };
    },
  };
}

export type TPriceQuoteService = ReturnType<typeof createPriceQuoteService>;
