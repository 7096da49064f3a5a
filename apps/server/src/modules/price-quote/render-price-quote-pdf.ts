import { formatMoney, type TLocale } from '@portal/domain';
import { translate } from '../../platform/i18n.ts';
import type { TPdfFonts } from '../../platform/pdf-fonts.ts';
import {
  createPdfDocument,
  createTypesetter,
  drawPageFooters,
  formatDocumentDate,
  PDF_INTL_LOCALE as INTL_LOCALE,
  PDF_COLOR,
  PDF_CONTENT_WIDTH,
  PDF_FOOTER_SPACE,
  PDF_PAGE,
  PDF_RIGHT,
} from '../../platform/pdf-layout.ts';
import type { TQuoteDocument, TQuoteLine } from './quote-document.ts';

export type TRenderOptions = {
  locale: TLocale;
  /** The CJK fonts, or null to render with Helvetica only. */
  fonts: TPdfFonts | null;
  /** Tests turn compression off to read the page text. */
  compress?: boolean;
};

const PAGE = PDF_PAGE;
const CONTENT_WIDTH = PDF_CONTENT_WIDTH;
const RIGHT = PDF_RIGHT;
const FOOTER_SPACE = PDF_FOOTER_SPACE;
const COLOR = PDF_COLOR;

/** Quote dates: 'MMMM DD, YYYY' in English, each language's long date otherwise; always UTC. */
export const formatQuoteDate = formatDocumentDate;

/** Renders a quote as an A4 PDF in the reader's language. */
export function renderPriceQuotePdf(quote: TQuoteDocument, options: TRenderOptions): Promise<Buffer> {
  const { locale } = options;
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const date = (value: Date | string) => formatQuoteDate(value, locale);
  const number = (value: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);

  const { doc, bytes: done } = createPdfDocument({
    locale,
    title: `${t('price-quote-pdf-title')} ${quote.estimateId}`,
    author: quote.provider.name,
    compress: options.compress,
    bufferPages: true,
  });

  const type = createTypesetter(doc, locale, options.fonts);
  let y: number = PAGE.margin;

  function rule(atY: number, color: string = COLOR.rule, width = 0.75) {
    doc.moveTo(PAGE.margin, atY).lineTo(RIGHT, atY).lineWidth(width).strokeColor(color).stroke();
  }

  function ensureSpace(height: number): boolean {
    if (y + height <= PAGE.height - PAGE.margin - FOOTER_SPACE) return false;
    doc.addPage();
    y = PAGE.margin;
    return true;
  }

  // Header: the provider on the left; title, estimate number and dates on the right.
  let left = y;
  left += type.write(quote.provider.name, PAGE.margin, left, { weight: 'bold', size: 15, color: COLOR.brand, width: 240 }) + 4;
  for (const line of quote.provider.addressLines) {
    left += type.write(line, PAGE.margin, left, { size: 8.5, color: COLOR.muted, width: 240 });
  }
  left += type.write(quote.provider.website, PAGE.margin, left, { size: 8.5, color: COLOR.brand, width: 240 });

  let right = y - 4;
  right +=
    type.write(t('price-quote-pdf-title'), 300, right, {
      weight: 'bold',
      size: 22,
      color: COLOR.brand,
      width: RIGHT - 300,
      align: 'right',
    }) + 6;
  const meta: [string, string][] = [
    [t('price-quote-pdf-estimate-id'), quote.estimateId],
    [t('price-quote-pdf-date'), date(quote.issuedAt)],
    [t('price-quote-pdf-valid-until'), date(quote.validUntil)],
  ];
  for (const [label, value] of meta) {
    type.write(label, 330, right, { size: 8.5, color: COLOR.muted, width: 95 });
    right += type.write(value, 420, right, { weight: 'bold', size: 9, width: RIGHT - 420, align: 'right' }) + 3;
  }
  y = Math.max(left, right) + 12;
  rule(y, COLOR.brand, 1.5);
  y += 16;

  // Who the quote is for, and the manuscript it prices.
  const cardWidth = (CONTENT_WIDTH - 20) / 2;
  const secondX = PAGE.margin + cardWidth + 20;
  let customerY =
    y + type.write(t('price-quote-pdf-prepared-for'), PAGE.margin, y, { weight: 'bold', size: 9, color: COLOR.brand }) + 5;
  if (quote.customer) {
    customerY += type.write(quote.customer.name, PAGE.margin, customerY, { weight: 'bold', size: 10.5, width: cardWidth }) + 2;
    customerY += type.write(quote.customer.email, PAGE.margin, customerY, { size: 9.5, color: COLOR.muted, width: cardWidth });
  } else {
    customerY += type.write(t('price-quote-pdf-visitor'), PAGE.margin, customerY, {
      weight: 'bold',
      size: 10.5,
      width: cardWidth,
    });
  }
  let manuscriptY =
    y + type.write(t('price-quote-pdf-manuscript'), secondX, y, { weight: 'bold', size: 9, color: COLOR.brand }) + 5;
  const facts: [string, string][] = [
    [t('price-quote-pdf-manuscript-title'), quote.manuscript.title || t('price-quote-pdf-untitled')],
    [
      t('price-quote-pdf-word-count'),
      quote.manuscript.wordCount === null ? '—' : t('price-quote-pdf-words', { count: number(quote.manuscript.wordCount) }),
    ],
    [t('price-quote-pdf-language'), quote.manuscript.language ?? '—'],
  ];
  for (const [label, value] of facts) {
    type.write(label, secondX, manuscriptY + 1, { size: 8.5, color: COLOR.muted, width: 78 });
    manuscriptY += Math.max(12, type.write(value, secondX + 80, manuscriptY, { size: 9.5, width: cardWidth - 80 })) + 3;
  }
  y = Math.max(customerY, manuscriptY) + 22;

  // Services table.
  const columns = [
    { key: 'service', width: 150, align: 'left' },
    { key: 'delivery', width: 60, align: 'left' },
    { key: 'turnaround', width: 98, align: 'left' },
    { key: 'list-price', width: 64, align: 'right' },
    { key: 'discount', width: 62, align: 'right' },
    { key: 'total', width: CONTENT_WIDTH - 434, align: 'right' },
  ] as const;
  const padX = 5;
  const padY = 6;

  function tableHeader() {
    const height =
      Math.max(
        ...columns.map((c) =>
          type.measure(t(`price-quote-pdf-column-${c.key}`), { weight: 'bold', size: 8, width: c.width - 2 * padX }),
        ),
      ) +
      2 * padY;
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.brand);
    let x = PAGE.margin;
    for (const column of columns) {
      type.write(t(`price-quote-pdf-column-${column.key}`), x + padX, y + padY, {
        weight: 'bold',
        size: 8,
        color: COLOR.white,
        width: column.width - 2 * padX,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
  }

  function turnaroundOf(line: TQuoteLine): { main: string; detail: string | null } {
    const days = line.timelineDays === null ? null : t('price-quote-pdf-days', { count: String(line.timelineDays) });
    const deadline = line.deadline ? date(line.deadline) : null;
    if (days && deadline) return { main: days, detail: deadline };
    return { main: days ?? deadline ?? '—', detail: null };
  }

  y += type.write(t('price-quote-pdf-services'), PAGE.margin, y, { weight: 'bold', size: 12, color: COLOR.brand }) + 6;
  tableHeader();
  quote.lines.forEach((line, index) => {
    const turnaround = turnaroundOf(line);
    const cells: { text: string; detail: string | null }[] = [
      { text: line.name, detail: line.quantity > 1 ? t('price-quote-pdf-quantity', { count: String(line.quantity) }) : null },
      { text: t(`price-quote-pdf-tier-${line.deliveryTier}`), detail: null },
      { text: turnaround.main, detail: turnaround.detail },
      { text: money(line.listPrice), detail: null },
      { text: line.discountAmount > 0 ? money(-line.discountAmount) : '—', detail: null },
      { text: money(line.totalPrice), detail: null },
    ];
    const heights = cells.map((cell, i) => {
      const width = (columns[i]?.width ?? 0) - 2 * padX;
      const main = type.measure(cell.text, { size: 9, width, weight: i === 5 ? 'bold' : 'regular' });
      return main + (cell.detail ? type.measure(cell.detail, { size: 7.5, width }) + 1 : 0);
    });
    const height = Math.max(...heights) + 2 * padY;
    if (ensureSpace(height)) tableHeader();
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.zebra);
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      const width = column.width - 2 * padX;
      const used = type.write(cell.text, x + padX, y + padY, {
        size: 9,
        width,
        align: column.align,
        weight: i === 5 ? 'bold' : 'regular',
      });
      if (cell.detail)
        type.write(cell.detail, x + padX, y + padY + used + 1, { size: 7.5, color: COLOR.muted, width, align: column.align });
      x += column.width;
    });
    y += height;
  });
  rule(y);
  y += 14;

  // Discounts, then the totals on the right.
  if (quote.discounts.length > 0) {
    ensureSpace(20 + quote.discounts.length * 16);
    y += type.write(t('price-quote-pdf-discounts'), PAGE.margin, y, { weight: 'bold', size: 10, color: COLOR.brand }) + 4;
    for (const discount of quote.discounts) {
      const label = discount.code ? `${discount.description} (${discount.code})` : discount.description;
      const height = type.write(label, PAGE.margin, y, { size: 9, width: CONTENT_WIDTH - 120 });
      type.write(money(-discount.appliedAmount), RIGHT - 120, y, { size: 9, width: 110, align: 'right' });
      y += height + 4;
    }
    y += 8;
  }

  const totalsX = PAGE.margin + CONTENT_WIDTH - 250;
  ensureSpace(90);
  const totalRows: [string, string][] = [[t('price-quote-pdf-subtotal'), money(quote.subtotal)]];
  if (quote.discountTotal > 0) totalRows.push([t('price-quote-pdf-discount-total'), money(-quote.discountTotal)]);
  for (const [label, value] of totalRows) {
    type.write(label, totalsX + 10, y, { size: 9.5, color: COLOR.muted, width: 130 });
    y += type.write(value, totalsX + 140, y, { size: 9.5, width: 100, align: 'right' }) + 5;
  }
  y += 3;
  doc.rect(totalsX, y, 250, 32).fill(COLOR.brand);
  type.write(t('price-quote-pdf-total', { currency: quote.currency.isoCode }), totalsX + 10, y + 10, {
    weight: 'bold',
    size: 10,
    color: COLOR.white,
    width: 120,
  });
  type.write(money(quote.total), totalsX + 110, y + 8, {
    weight: 'bold',
    size: 14,
    color: COLOR.white,
    width: 130,
    align: 'right',
  });
  y += 32 + 26;

  // Payment terms.
  const terms = t('price-quote-pdf-payment-terms', { date: date(quote.validUntil), currency: quote.currency.isoCode });
  const termsHeight =
    type.measure(terms, { size: 8.5, width: CONTENT_WIDTH - 30 }) + type.measure('X', { weight: 'bold', size: 10 }) + 28;
  ensureSpace(termsHeight);
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, termsHeight).fill(COLOR.note);
  doc.rect(PAGE.margin, y, 3, termsHeight).fill(COLOR.brand);
  const titleHeight = type.write(t('price-quote-pdf-payment-terms-title'), PAGE.margin + 15, y + 12, {
    weight: 'bold',
    size: 10,
    color: COLOR.brand,
  });
  type.write(terms, PAGE.margin + 15, y + 16 + titleHeight, { size: 8.5, width: CONTENT_WIDTH - 30 });

  drawPageFooters(doc, {
    rule,
    write: (text, x, atY, style) => type.write(text, x, atY, style),
    left: `${quote.provider.name} · ${quote.estimateId}`,
    pageLabel: (page, pages) => t('price-quote-pdf-page', { page: String(page), pages: String(pages) }),
  });
  doc.end();
  return done;
}
