import { formatMoney, ZPriceQuoteEmailResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, emailsTo } from '../../../test/factories.ts';
import { openOrderForm, type TRequester } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { preferredGroups } from '../../schema/catalogue.ts';
import { extractPdfText } from './fixtures/pdf-text.ts';

describe.each(BACKENDS)('price quote PDF and e-mail on %s', (backend) => {
  const t = withTestApp(backend);

  /** An order form taken through the steps to a generated quote for Premium Editing of 5,000 English words. */
  async function generateQuote(requester: TRequester, language?: string) {
    const withLanguage = language ? { ...requester, cookies: { ...requester.cookies, language } } : requester;
    const { identity, requester: owner } = await openOrderForm(t.app, withLanguage);
    const steps: [string, unknown][] = [
      ['basic-details', { customerGoalId: 1, uploadLater: true }],
      ['manuscript-details', { manuscriptLanguageId: 1, wordCount: 5000 }],
      ['selected-service', { serviceIdentities: ['premium-editing'] }],
      ['generate-price-quote', undefined],
    ];
    let order: { estimateId: string | null; total: number } = { estimateId: null, total: 0 };
    for (const [step, body] of steps) {
      const response = await inject(t.app, { method: 'PUT', url: `/api/order-form/${identity}/${step}`, body, ...owner });
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
      order = response.json().order;
    }
    if (!order.estimateId) throw new Error('no estimate generated');
    return { estimateId: order.estimateId, total: order.total, requester: owner, identity };
  }

  it('serves the quote as a PDF attachment to its owner', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { estimateId, total, requester } = await generateQuote({ session });
    const response = await inject(t.app, { url: `/api/price-quote/${estimateId}/pdf`, ...requester });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="price-quote-${estimateId}.pdf"; filename*=UTF-8''price-quote-${estimateId}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(response.rawPayload);
    for (const expected of [
      'Price quote',
      estimateId,
      `${user.firstName} ${user.lastName}`,
      user.email,
      '5,000 words',
      'English',
      'Premium Editing',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(formatMoney(total, { sign: '$', numDecimals: 2 }));
  });

  it('writes the PDF in the language of the request', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { estimateId, requester } = await generateQuote({ session }, 'zh_CN');
    const text = extractPdfText((await inject(t.app, { url: `/api/price-quote/${estimateId}/pdf`, ...requester })).rawPayload);
    expect(text).toContain('报价单');
    expect(text).toContain('英语');
  });

  it("names the discounts in the reader's language in the quote's PDF (the quote page embeds it)", async () => {
    const [group] = await t.db.select().from(preferredGroups).where(eq(preferredGroups.code, 'UNIV10'));
    const { session } = await createSignedInUser(t.app, t.db, { preferredGroupId: group?.id ?? null });
    // Generated on an English page: the frozen description is the English name.
    const { estimateId, requester, identity } = await generateQuote({ session }, 'en_US');
    const pdfIn = async (language: string) =>
      extractPdfText(
        (await inject(t.app, { url: `/api/price-quote/${estimateId}/pdf?language=${language}`, ...requester })).rawPayload,
      );
    const japanese = await pdfIn('ja_JP');
    expect(japanese).toContain('大学パートナープログラム');
    expect(japanese).not.toContain('University Partner Programme');
    expect(await pdfIn('zh_CN')).toContain('高校合作计划');
    expect(await pdfIn('es_ES')).toContain('Programa de Socios Universitarios');
    expect(await pdfIn('en_US')).toContain('University Partner Programme');
    // The form's own discount line, read on a Japanese page.
    const form = await inject(t.app, {
      url: `/api/order-form/${identity}/load`,
      ...requester,
      headers: { 'x-page-language': 'ja_JP' },
    });
    expect(form.json().order.discounts).toEqual([
      expect.objectContaining({ kind: 'preferred-group', description: '大学パートナープログラム' }),
    ]);
  });

  it('serves it inline, frameable by the site itself, for the price-quote page', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { estimateId, requester } = await generateQuote({ session });
    const response = await inject(t.app, { url: `/api/price-quote/${estimateId}/pdf?display=inline`, ...requester });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });

  it("answers 404 for someone else's quote and for an unknown estimate", async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { estimateId } = await generateQuote({ session });
    const other = await createSignedInUser(t.app, t.db);
    expect((await inject(t.app, { url: `/api/price-quote/${estimateId}/pdf`, session: other.session })).statusCode).toBe(404);
    expect((await inject(t.app, { url: `/api/price-quote/${estimateId}/pdf` })).statusCode).toBe(404);
    expect((await inject(t.app, { url: '/api/price-quote/Q-UNKNOWN/pdf', session })).statusCode).toBe(404);
    const email = await inject(t.app, {
      method: 'POST',
      url: `/api/price-quote/${estimateId}/email`,
      body: {},
      session: other.session,
    });
    expect(email.statusCode).toBe(404);
  });

  it("e-mails the quote to the signed-in researcher's address by default, in their language", async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { estimateId, requester } = await generateQuote({ session }, 'ja_JP');
    const response = await inject(t.app, { method: 'POST', url: `/api/price-quote/${estimateId}/email`, body: {}, ...requester });
    expect(response.statusCode).toBe(200);
    expect(ZPriceQuoteEmailResponse.parse(response.json())).toEqual({ recipientEmail: user.email });
    const [email] = await emailsTo(t.db, user.email);
    expect(email?.subject).toBe(`お見積書 ${estimateId}`);
    expect(email?.html).toContain(`/api/price-quote/${estimateId}/pdf`);
  });

  it('e-mails the quote to the address given', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { estimateId, requester } = await generateQuote({ session });
    const response = await inject(t.app, {
      method: 'POST',
      url: `/api/price-quote/${estimateId}/email`,
      body: { email: 'finance@example.test' },
      ...requester,
    });
    expect(response.json()).toEqual({ recipientEmail: 'finance@example.test' });
    const [email] = await emailsTo(t.db, 'finance@example.test');
    expect(email?.subject).toBe(`Your price quote ${estimateId}`);
    expect(email?.text).toContain('Premium Editing');
  });

  it('asks a visitor for an address, then sends to it', async () => {
    const { estimateId, requester } = await generateQuote({});
    const pdf = await inject(t.app, { url: `/api/price-quote/${estimateId}/pdf`, ...requester });
    expect(pdf.statusCode).toBe(200);

    const missing = await inject(t.app, { method: 'POST', url: `/api/price-quote/${estimateId}/email`, body: {}, ...requester });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'price-quote-email-error', fieldErrors: { email: 'emailAddressInvalidFormat' } });

    const invalid = await inject(t.app, {
      method: 'POST',
      url: `/api/price-quote/${estimateId}/email`,
      body: { email: 'nope' },
      ...requester,
    });
    expect(invalid.statusCode).toBe(400);

    const sent = await inject(t.app, {
      method: 'POST',
      url: `/api/price-quote/${estimateId}/email`,
      body: { email: 'visitor@example.test' },
      ...requester,
    });
    expect(sent.json()).toEqual({ recipientEmail: 'visitor@example.test' });
  });

  it('sends at most five e-mails of one quote an hour', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { estimateId, requester } = await generateQuote({ session });
    const send = () => inject(t.app, { method: 'POST', url: `/api/price-quote/${estimateId}/email`, body: {}, ...requester });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too-many-requests' });
  });
});
