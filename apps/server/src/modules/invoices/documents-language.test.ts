import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { openOrderForm } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, TEST_ENV, withTestApp } from '../../../test/test-app.ts';
import { loadConfig, REPO_ROOT } from '../../config.ts';
import { SERVICES } from '../../seed/order-form-catalogue.ts';
import { createPrepayment } from '../ledger/service.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';
import { extractPdfText } from '../price-quote/fixtures/pdf-text.ts';

/** The English texts a document is made of: its labels (emails.json doc-*, price-quote.json) and the services' names. */
function englishTexts(): Set<string> {
  const texts = new Set<string>();
  for (const file of ['emails.json', 'price-quote.json', 'payment.json']) {
    const catalogue = JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/web/src/locales/en', file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, value] of Object.entries(catalogue)) {
      if (!/^(doc-|price-quote-pdf-|payment-method-)/.test(key)) continue;
      // A label with a placeholder is matched by its words before the placeholder.
      const fixed = value.split('{{')[0]?.trim() ?? '';
      if (fixed.length >= 4) texts.add(fixed);
    }
  }
  for (const service of SERVICES) texts.add(service.name.en);
  return texts;
}

const ENGLISH = englishTexts();
const PROVIDER_NAME = loadConfig(TEST_ENV).provider.name;

/** The lines of a document that are (or begin with) one of the English texts; the provider's name is a brand, kept. */
function englishLinesOf(text: string, providerName: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.startsWith(providerName) && [...ENGLISH].some((english) => line.trim().startsWith(english)));
}

const premiumEditing = SERVICES.find((service) => service.identity === 'premium-editing')?.name;

const LANGUAGES = [
  { locale: 'ja_JP', catalogue: 'ja', invoiceTitle: '請求書' },
  { locale: 'zh_CN', catalogue: 'zh', invoiceTitle: '账单' },
] as const;

describe.each(BACKENDS)('documents in the language asked, on %s', (backend) => {
  const t = withTestApp(backend);

  async function pdf(url: string, session?: string, cookies?: Record<string, string>) {
    const response = await inject(t.app, { url, ...(session ? { session } : {}), ...(cookies ? { cookies } : {}) });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return extractPdfText(response.rawPayload);
  }

  it.each(LANGUAGES)(
    'writes the invoice, receipt, statement and retainer invoice wholly in $locale when the link asks',
    async (language) => {
      // An English-speaking account and no page header: only the link's `localization` names the language.
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
      const prepayment = await createPrepayment(t.db, {
        userId: user.id,
        amount: 200_000,
        currencyIso: 'CNY',
        localization: 'cn',
      });
      const query = `localization=${language.locale}`;
      const invoice = await pdf(`/api/invoice/${placed.invoiceNumber}/pdf?${query}`, session);
      expect(invoice.split('\n')).toContain(language.invoiceTitle);
      // The order was placed under the English name; the document names the service in its own language.
      expect(invoice).toContain(premiumEditing?.[language.catalogue]);
      const documents = {
        invoice,
        statement: await pdf(`/api/invoice/${placed.invoiceNumber}/statement-of-delivery?${query}`, session),
        receipt: await pdf(`/api/payment/${placed.payment.id}/pdf?${query}`, session),
        retainer: await pdf(`/api/retainer-invoice/${prepayment.retainerInvoiceNumber}/pdf?${query}`, session),
      };
      expect(documents.statement).toContain(premiumEditing?.[language.catalogue]);
      // The billing address runs from the country down to the person. The customer's Latin-script name comes family
      // name first in Chinese, and as its owner writes it (given name first) in Japanese (docs/decisions.md, names).
      const lines = invoice.split('\n');
      const country = lines.findIndex((line) => line === (language.catalogue === 'zh' ? '美国' : 'アメリカ合衆国'));
      expect(country).toBeGreaterThan(-1);
      expect(lines.slice(country + 1, country + 3)).toEqual(['48109 MI Ann Arbor', '500 S State St']);
      expect(lines).toContain(
        language.catalogue === 'zh' ? `${user.lastName} ${user.firstName}` : `${user.firstName} ${user.lastName}`,
      );
      for (const [name, text] of Object.entries(documents)) expect(englishLinesOf(text, PROVIDER_NAME), name).toEqual([]);
    },
    120_000,
  );

  it.each(LANGUAGES)(
    'writes the price quote wholly in $locale when the quote page asks',
    async (language) => {
      const { session } = await createSignedInUser(t.app, t.db);
      const { identity, requester } = await openOrderForm(t.app, { session });
      const steps: [string, unknown][] = [
        ['basic-details', { customerGoalId: 1, uploadLater: true }],
        ['manuscript-details', { manuscriptLanguageId: 1, wordCount: 5000 }],
        ['selected-service', { serviceIdentities: ['premium-editing'] }],
        ['generate-price-quote', undefined],
      ];
      let estimateId = '';
      for (const [step, body] of steps) {
        const response = await inject(t.app, { method: 'PUT', url: `/api/order-form/${identity}/${step}`, body, ...requester });
        expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
        estimateId = response.json().order.estimateId ?? '';
      }
      // The quote was priced in English (no language cookie); the Japanese/Chinese page asks for its own.
      const text = await pdf(
        `/api/price-quote/${estimateId}/pdf?language=${language.locale}`,
        requester.session,
        requester.cookies,
      );
      expect(text).toContain(premiumEditing?.[language.catalogue]);
      expect(englishLinesOf(text, PROVIDER_NAME)).toEqual([]);
    },
    60_000,
  );
});
