import { formatMoney, PAYMENT_METHOD, splitInstallments } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { insertPayment, placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { extractPdfText } from '../../../test/fixtures/price-quote/pdf-text.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { orders } from '../../schema/orders.ts';
import { createPrepayment, fundPrepayment } from '../ledger/service.ts';
import { boletoNumbers } from './boleto-pdf.ts';

const BRL = { sign: 'R$', numDecimals: 2 };

describe.each(BACKENDS)('billing documents on %s', (backend) => {
  const t = withTestApp(backend);

  async function pdfText(url: string, session: string, language?: string) {
    const response = await inject(t.app, { url, session, ...(language ? { headers: { 'x-page-language': language } } : {}) });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return extractPdfText(response.rawPayload);
  }

  describe('invoice', () => {
    it('shows the provider, customer, addresses, lines, totals and bank details while unpaid', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
      const text = await pdfText(`/api/invoice/${placed.invoiceNumber}/pdf?localization=us`, session);
      for (const expected of [
        'Manuscript Services',
        '200 Scholar Way, Suite 400',
        'Invoice',
        placed.invoiceNumber,
        `${user.firstName} ${user.lastName}`,
        user.email,
        'University of Michigan',
        'United States',
        placed.externalId,
        'PO-7781',
        'DE811907980',
        'Premium Editing',
        '$250.00',
        'Balance due',
        'Sandbox National Bank',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('leaves out the bank details once paid', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id);
      const text = await pdfText(`/api/invoice/${placed.invoiceNumber}/pdf`, session);
      expect(text).toContain('This invoice has been paid in full.');
      expect(text).not.toContain('Sandbox National Bank');
    });

    it('is written in Chinese and Japanese', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
      const chinese = await pdfText(`/api/invoice/${placed.invoiceNumber}/pdf`, session, 'cn');
      expect(chinese).toContain('账单');
      expect(chinese).toContain('应付余额');
      expect(chinese).toContain('美国');
      const japanese = await pdfText(`/api/invoice/${placed.invoiceNumber}/pdf`, session, 'jp');
      expect(japanese).toContain('請求書');
      expect(japanese).toContain('未払残高');
    });

    it('answers 404 for another user’s invoice and an unknown one, 401 signed out', async () => {
      const { session } = await createSignedInUser(t.app, t.db);
      const other = await createUser(t.db);
      const theirs = await placeTestOrder(t.db, other.id);
      for (const path of ['pdf', 'statement-of-delivery']) {
        expect((await inject(t.app, { url: `/api/invoice/${theirs.invoiceNumber}/${path}`, session })).statusCode).toBe(404);
        expect((await inject(t.app, { url: `/api/invoice/INV-1999-000001/${path}`, session })).statusCode).toBe(404);
        expect((await inject(t.app, { url: `/api/invoice/${theirs.invoiceNumber}/${path}` })).statusCode).toBe(401);
      }
    });
  });

  describe('payment receipt', () => {
    it('shows the receipt code, method, amount and the invoices paid', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id);
      const url = `/api/payment/${placed.payment.id}/pdf?invoice_number=${placed.invoiceNumber}&amount=25000&localization=us`;
      const text = await pdfText(url, session);
      for (const expected of [
        'Payment receipt',
        placed.payment.receiptCode,
        'Credit card',
        '$250.00',
        placed.invoiceNumber,
        placed.externalId,
      ]) {
        expect(text).toContain(expected);
      }
      expect(await pdfText(`/api/payment/${placed.payment.id}/pdf`, session, 'jp')).toContain('領収書');
    });

    it('answers 404 for another user’s payment, an invoice it did not pay or a malformed id, 400 for a bad query', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const mine = await placeTestOrder(t.db, user.id);
      const other = await createUser(t.db);
      const theirs = await placeTestOrder(t.db, other.id);
      expect((await inject(t.app, { url: `/api/payment/${theirs.payment.id}/pdf`, session })).statusCode).toBe(404);
      const wrongInvoice = `/api/payment/${mine.payment.id}/pdf?invoice_number=${theirs.invoiceNumber}`;
      expect((await inject(t.app, { url: wrongInvoice, session })).statusCode).toBe(404);
      // Whose payment it is comes first (route-access.ts): an id that names no payment is not found.
      expect((await inject(t.app, { url: '/api/payment/abc/pdf', session })).statusCode).toBe(404);
      expect((await inject(t.app, { url: `/api/payment/${mine.payment.id}/pdf?amount=-1`, session })).statusCode).toBe(400);
    });
  });

  describe('retainer invoice', () => {
    it('shows the prepayment, what is paid and what is due', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const prepayment = await createPrepayment(t.db, {
        userId: user.id,
        amount: 200_000,
        currencyIso: 'CNY',
        localization: 'cn',
      });
      const funding = await insertPayment(t.db, { userId: user.id, total: 50_000, currencyIso: 'CNY', purpose: 'prepay' });
      await t.db.transaction((tx) => fundPrepayment(tx, { prepaymentId: prepayment.id, paymentId: funding.id, amount: 50_000 }));
      const url = `/api/retainer-invoice/${prepayment.retainerInvoiceNumber}/pdf`;
      const text = await pdfText(url, session);
      for (const expected of ['Retainer invoice', prepayment.retainerInvoiceNumber, '¥2,000.00', '¥500.00', '¥1,500.00']) {
        expect(text).toContain(expected);
      }
      const chinese = await pdfText(url, session, 'cn');
      expect(chinese).toContain('预付款账单');
      expect(chinese).toContain('稿件服务预付款');
    });

    it('answers 404 for another user’s prepayment', async () => {
      const { session } = await createSignedInUser(t.app, t.db);
      const other = await createUser(t.db);
      const theirs = await createPrepayment(t.db, { userId: other.id, amount: 10_000, currencyIso: 'USD', localization: 'us' });
      const response = await inject(t.app, { url: `/api/retainer-invoice/${theirs.retainerInvoiceNumber}/pdf`, session });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('statement of delivery', () => {
    it('lists the order’s services and their delivery status', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id);
      const url = `/api/invoice/${placed.invoiceNumber}/statement-of-delivery`;
      const inProgress = await pdfText(url, session);
      for (const expected of [
        'Statement of delivery',
        placed.externalId,
        'Premium Editing',
        'In progress',
        'December 01, 2026',
      ]) {
        expect(inProgress).toContain(expected);
      }
      await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, placed.orderId));
      expect(await pdfText(url, session)).toContain('Delivered');
      expect(await pdfText(url, session, 'jp')).toContain('納品明細書');
    });
  });

  describe('boleto', () => {
    async function boletoPayment(userId: number) {
      return insertPayment(t.db, {
        userId,
        total: 30_001,
        currencyIso: 'BRL',
        methodId: PAYMENT_METHOD.boleto,
        provider: 'local',
        status: 'awaiting-payment',
        installments: 3,
        details: { boletoPayer: 'João Silva', taxIdentification: { type: 'CPF', number: '529.982.247-25' } },
      });
    }

    it('shows one installment with beneficiary, payer, CPF, amount, due date and typable line', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const payment = await boletoPayment(user.id);
      const amounts = splitInstallments(30_001, 3);
      const text = await pdfText(`/api/payment/${payment.receiptCode}/boleto?installment=2`, session, 'br');
      for (const expected of [
        'Boleto bancário',
        'Beneficiário',
        'Manuscript Services',
        'João Silva',
        'CPF: 529.982.247-25',
        formatMoney(amounts[1] ?? 0, BRL),
        'Parcela 2 de 3',
        'Linha digitável',
        `${payment.receiptCode}-2`,
      ]) {
        expect(text).toContain(expected);
      }
      const due = new Date(payment.createdAt.getTime() + 33 * 24 * 3600 * 1000);
      expect(text).toContain(boletoNumbers({ amount: amounts[1] ?? 0, due, paymentId: payment.id, installment: 2 }).typableLine);
      const first = await pdfText(`/api/payment/${payment.receiptCode}/boleto`, session, 'br');
      expect(first).toContain(formatMoney(amounts[0] ?? 0, BRL));
    });

    it('answers 404 for an installment past the last, another user’s boleto, or a payment that is no boleto', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const mine = await boletoPayment(user.id);
      const card = await insertPayment(t.db, { userId: user.id, total: 100 });
      const other = await createUser(t.db);
      const theirs = await boletoPayment(other.id);
      expect((await inject(t.app, { url: `/api/payment/${mine.receiptCode}/boleto?installment=4`, session })).statusCode).toBe(
        404,
      );
      expect((await inject(t.app, { url: `/api/payment/${theirs.receiptCode}/boleto`, session })).statusCode).toBe(404);
      expect((await inject(t.app, { url: `/api/payment/${card.receiptCode}/boleto`, session })).statusCode).toBe(404);
      expect((await inject(t.app, { url: `/api/payment/${mine.receiptCode}/boleto?installment=x`, session })).statusCode).toBe(
        400,
      );
    });
  });
});

describe('boleto numbers', () => {
  it('builds a 44-digit barcode with its check digit and a 47-digit typable line', () => {
    const { barcode, typableLine } = boletoNumbers({
      amount: 10_000,
      due: new Date('2026-12-04T00:00:00Z'),
      paymentId: 42,
      installment: 2,
    });
    expect(barcode).toMatch(/^\d{44}$/);
    expect(barcode.slice(0, 4)).toBe('9999');
    expect(barcode.slice(9, 19)).toBe('0000010000');
    expect(typableLine.replace(/\D/g, '')).toHaveLength(47);
    expect(typableLine.split(' ')[3]).toBe(barcode[4]);
  });
});
