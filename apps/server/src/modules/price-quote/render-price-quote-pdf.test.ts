import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../test/fixtures/price-quote/pdf-text.ts';
import { sampleQuote } from '../../../test/fixtures/price-quote/sample-quote.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import { formatQuoteDate, renderPriceQuotePdf } from './render-price-quote-pdf.ts';

const silent = { warn: () => undefined };
const fonts = loadPdfFonts('/usr/share/fonts/opentype/noto', silent);
/** CI installs fonts-noto-cjk; a machine without it still runs every test that does not need it. */
const withCjkFonts = it.skipIf(fonts === null);

const CHINESE_QUOTE = sampleQuote({
  customer: { name: '李明', email: 'li.ming@example.cn' },
  manuscript: { title: '新型铝合金的导热性能研究', wordCount: 8650, language: '中文' },
  currency: { isoCode: 'CNY', sign: '¥', numDecimals: 2 },
  lines: [
    {
      name: '高级润色',
      quantity: 1,
      deliveryTier: 'standard',
      timelineDays: 6,
      deadline: '2025-03-11',
      listPrice: 356000,
      discountAmount: 35600,
      totalPrice: 320400,
    },
  ],
  discounts: [{ description: '优惠码', code: 'SPRING10', appliedAmount: 35600 }],
  subtotal: 356000,
  discountTotal: 35600,
  total: 320400,
});

const JAPANESE_QUOTE = sampleQuote({
  customer: { name: '山田 花子', email: 'hanako@example.jp' },
  manuscript: { title: '新規合金の熱伝導率', wordCount: 5000, language: '日本語' },
  currency: { isoCode: 'JPY', sign: '¥', numDecimals: 0 },
  lines: [
    {
      name: 'プレミアム英文校正',
      quantity: 1,
      deliveryTier: 'express',
      timelineDays: 2,
      deadline: '2025-03-05',
      listPrice: 98000,
      discountAmount: 0,
      totalPrice: 98000,
    },
  ],
  discounts: [],
  subtotal: 98000,
  discountTotal: 0,
  total: 98000,
});

async function textOf(...args: Parameters<typeof renderPriceQuotePdf>) {
  const pdf = await renderPriceQuotePdf(args[0], { ...args[1], compress: false });
  return { pdf, text: extractPdfText(pdf) };
}

describe('the price quote PDF', () => {
  it('is a PDF showing the estimate, the customer, every service and the total', async () => {
    const { pdf, text } = await textOf(sampleQuote(), { locale: 'en_US', fonts });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Price quote',
      'Q-2025-004217',
      'March 03, 2025',
      'April 02, 2025',
      'Ada Lovelace',
      'ada@example.org',
      '5,234 words',
      'Premium Editing',
      'Rush',
      'Figure Formatting',
      'Quantity: 3',
      '$1,234.50',
      '-$123.45',
      'Promotional code (SPRING10)',
      'Total (USD)',
      '$1,246.05',
      'Payment terms',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is compressed by default and much smaller', async () => {
    const compressed = await renderPriceQuotePdf(sampleQuote(), { locale: 'en_US', fonts });
    const plain = await renderPriceQuotePdf(sampleQuote(), { locale: 'en_US', fonts, compress: false });
    expect(compressed.length).toBeLessThan(plain.length);
  });

  it('names a visitor when the quote has no customer', async () => {
    const { text } = await textOf(sampleQuote({ customer: null }), { locale: 'en_US', fonts });
    expect(text).toContain('Visitor');
  });

  it('formats reais and euros with dots for thousands and commas for decimals, in the reader’s language', async () => {
    const reais = await textOf(sampleQuote({ customer: null, currency: { isoCode: 'BRL', sign: 'R$', numDecimals: 2 } }), {
      locale: 'pt_BR',
      fonts,
    });
    expect(reais.text).toContain('R$ 1.246,05');
    expect(reais.text).toContain('Orçamento');
    expect(reais.text).toContain('Visitante');
    expect(reais.text).toContain('2 de abril de 2025');
    const euros = await textOf(sampleQuote({ currency: { isoCode: 'EUR', sign: '€', numDecimals: 2 } }), {
      locale: 'es_ES',
      fonts,
    });
    expect(euros.text).toContain('Presupuesto');
    expect(euros.text).toContain('Total (EUR)');
    // '€' is outside Latin-1, so the extractor shows Helvetica's Windows-1252 byte for it.
    expect(euros.text).toMatch(/.1\.246,05/);
  });

  withCjkFonts('writes a Chinese quote in Chinese with the simplified Chinese face', async () => {
    const { pdf, text } = await textOf(CHINESE_QUOTE, { locale: 'zh_CN', fonts });
    for (const expected of [
      '报价单',
      '有效期至',
      '2025年4月2日',
      '李明',
      '新型铝合金的导热性能研究',
      '8,650 词',
      '高级润色',
      '总计（CNY）',
      '¥3,204.00',
      '付款条款',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
  });

  withCjkFonts('writes a Japanese quote in Japanese with the Japanese face', async () => {
    const { pdf, text } = await textOf(JAPANESE_QUOTE, { locale: 'ja_JP', fonts });
    for (const expected of [
      'お見積書',
      '有効期限',
      '山田 花子',
      'プレミアム英文校正',
      '特急',
      '2 営業日',
      '合計（JPY）',
      '¥98,000',
      'お支払い条件',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKjp-Regular/);
    expect(pdf.toString('latin1')).not.toContain('NotoSansCJKsc');
  });

  withCjkFonts('shows a Chinese manuscript title in an English quote', async () => {
    const quote = sampleQuote({ manuscript: { title: '新型铝合金', wordCount: 100, language: 'Chinese' } });
    const { text } = await textOf(quote, { locale: 'en_US', fonts });
    expect(text).toContain('新型铝合金');
    expect(text).toContain('Price quote');
  });

  it('still renders without the CJK fonts, in Helvetica', async () => {
    const { pdf, text } = await textOf(CHINESE_QUOTE, { locale: 'zh_CN', fonts: null });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('3,204.00');
    expect(pdf.toString('latin1')).not.toContain('NotoSansCJK');
  });

  it('continues a long list of services on further pages, numbering them', async () => {
    const line = sampleQuote().lines[0];
    if (!line) throw new Error('sample has a line');
    const lines = Array.from({ length: 30 }, (_, i) => ({ ...line, name: `Service ${i + 1}` }));
    const { text } = await textOf(sampleQuote({ lines }), { locale: 'en_US', fonts });
    expect(text).toContain('Service 30');
    expect(text).toContain('Page 1 of 3');
    expect(text).toContain('Page 3 of 3');
  });
});

describe('quote dates', () => {
  it('use the spec’s English format and each language’s long date', () => {
    const date = new Date('2025-01-05T12:00:00Z');
    expect(formatQuoteDate(date, 'en_US')).toBe('January 05, 2025');
    expect(formatQuoteDate(date, 'zh_CN')).toBe('2025年1月5日');
    expect(formatQuoteDate(date, 'ja_JP')).toBe('2025年1月5日');
    expect(formatQuoteDate('2025-01-05', 'pt_BR')).toBe('5 de janeiro de 2025');
    expect(formatQuoteDate('2025-01-05', 'es_ES')).toBe('5 de enero de 2025');
  });
});
