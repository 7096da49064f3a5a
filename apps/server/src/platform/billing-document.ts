import type { TLocale } from '@portal/domain';
import { translate } from './i18n.ts';
import type { TPdfFonts } from './pdf-fonts.ts';
import * as layout from './pdf-layout.ts';

/**
 * The billing documents (invoice, receipt, retainer invoice, statement of delivery, boleto) share one
 * layout: the provider and the document's number at the top, then blocks, then a footer on every page.
 * Texts arrive already translated; this file only lays them out.
 */
export type TDocumentBlock =
  | { kind: 'columns'; columns: { title: string; lines: string[] }[] }
  | { kind: 'facts'; title?: string; rows: [string, string][] }
  | {
      kind: 'table';
      title?: string;
      columns: { title: string; share: number; align?: 'left' | 'right' }[];
      rows: string[][];
    }
  | { kind: 'totals'; rows: { label: string; value: string; isEmphasized?: boolean }[] }
  | { kind: 'note'; title: string; text: string; rows?: [string, string][] }
  | { kind: 'barcode'; digits: string };

export type TBillingDocument = {
  title: string;
  /** The number shown under the title and in the footer (invoice number, receipt code…). */
  reference: string;
  meta: [string, string][];
  provider: { name: string; addressLines: readonly string[]; website: string };
  blocks: TDocumentBlock[];
};

export type TDocumentOptions = { locale: TLocale; fonts: TPdfFonts | null; compress?: boolean };

const {
  PDF_PAGE: PAGE,
  PDF_CONTENT_WIDTH: CONTENT_WIDTH,
  PDF_RIGHT: RIGHT,
  PDF_FOOTER_SPACE: FOOTER_SPACE,
  PDF_COLOR: COLOR,
} = layout;
const { formatDocumentDate, drawPageFooters, createPdfDocument } = layout;

type TStyle = { size: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' | 'center' };

export { formatDocumentDate };

/** The shared typesetter, with this file's `bold` flag for its weight. */
function createWriter(doc: PDFKit.PDFDocument, locale: TLocale, fonts: TPdfFonts | null) {
  const type = layout.createTypesetter(doc, locale, fonts);
  const styleOf = ({ bold, ...style }: TStyle) => ({ ...style, weight: bold ? ('bold' as const) : ('regular' as const) });
  return {
    write: (text: string, x: number, y: number, style: TStyle) => type.write(text, x, y, styleOf(style)),
    measure: (text: string, style: TStyle) => type.measure(text, styleOf(style)),
  };
}

/** Interleaved 2 of 5: each digit is five elements, two of them wide; pairs interleave bars and spaces. */
const ITF_PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

function drawInterleavedBarcode(doc: PDFKit.PDFDocument, digits: string, x: number, y: number, height: number) {
  const even = digits.length % 2 === 0 ? digits : `0${digits}`;
  const narrow = 0.9;
  const wide = narrow * 3;
  const widths: { width: number; isBar: boolean }[] = [];
  const push = (width: number, isBar: boolean) => widths.push({ width, isBar });
  // Start: narrow bar, narrow space, narrow bar, narrow space.
  push(narrow, true);
  push(narrow, false);
  push(narrow, true);
  push(narrow, false);
  for (let i = 0; i < even.length; i += 2) {
    const bars = ITF_PATTERNS[Number(even[i])] ?? 'nnnnn';
    const spaces = ITF_PATTERNS[Number(even[i + 1])] ?? 'nnnnn';
    for (let j = 0; j < 5; j += 1) {
      push(bars[j] === 'w' ? wide : narrow, true);
      push(spaces[j] === 'w' ? wide : narrow, false);
    }
  }
  // Stop: wide bar, narrow space, narrow bar.
  push(wide, true);
  push(narrow, false);
  push(narrow, true);
  let cursor = x;
  for (const element of widths) {
    if (element.isBar) doc.rect(cursor, y, element.width, height).fill('#000000');
    cursor += element.width;
  }
}

/** Renders a billing document as an A4 PDF. */
export function renderBillingDocument(document: TBillingDocument, options: TDocumentOptions): Promise<Buffer> {
  const { locale } = options;
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const { doc, bytes: done } = createPdfDocument({
    locale,
    title: `${document.title} ${document.reference}`,
    author: document.provider.name,
    compress: options.compress,
    bufferPages: true,
  });
  const type = createWriter(doc, locale, options.fonts);
  let y: number = PAGE.margin;

  const rule = (atY: number, color: string = COLOR.rule, width = 0.75) =>
    doc.moveTo(PAGE.margin, atY).lineTo(RIGHT, atY).lineWidth(width).strokeColor(color).stroke();
  const ensureSpace = (height: number): boolean => {
    if (y + height <= PAGE.height - PAGE.margin - FOOTER_SPACE) return false;
    doc.addPage();
    y = PAGE.margin;
    return true;
  };
  const sectionTitle = (title: string | undefined) => {
    if (!title) return;
    ensureSpace(40);
    y += type.write(title, PAGE.margin, y, { size: 11, bold: true, color: COLOR.brand, width: CONTENT_WIDTH }) + 6;
  };

  // Header: provider on the left, title and meta on the right.
  let left = y;
  left += type.write(document.provider.name, PAGE.margin, left, { size: 15, bold: true, color: COLOR.brand, width: 240 }) + 4;
  for (const line of document.provider.addressLines) {
    left += type.write(line, PAGE.margin, left, { size: 8.5, color: COLOR.muted, width: 240 });
  }
  left += type.write(document.provider.website, PAGE.margin, left, { size: 8.5, color: COLOR.brand, width: 240 });
  let right = y - 4;
  right +=
    type.write(document.title, 300, right, { size: 22, bold: true, color: COLOR.brand, width: RIGHT - 300, align: 'right' }) + 6;
  for (const [label, value] of document.meta) {
    type.write(label, 300, right, { size: 8.5, color: COLOR.muted, width: 110 });
    right += Math.max(12, type.write(value, 410, right, { size: 9, bold: true, width: RIGHT - 410, align: 'right' })) + 3;
  }
  y = Math.max(left, right) + 12;
  rule(y, COLOR.brand, 1.5);
  y += 16;

  for (const block of document.blocks) {
    switch (block.kind) {
      case 'columns': {
        const gap = 16;
        const width = (CONTENT_WIDTH - gap * (block.columns.length - 1)) / Math.max(1, block.columns.length);
        const heights = block.columns.map(
          (column) =>
            type.measure(column.title, { size: 9, bold: true, width }) +
            5 +
            column.lines.reduce((sum, line) => sum + type.measure(line, { size: 9.5, width }), 0),
        );
        ensureSpace(Math.max(...heights, 0));
        let bottom = y;
        block.columns.forEach((column, index) => {
          const x = PAGE.margin + index * (width + gap);
          let columnY = y + type.write(column.title, x, y, { size: 9, bold: true, color: COLOR.brand, width }) + 5;
          for (const line of column.lines) columnY += type.write(line, x, columnY, { size: 9.5, width });
          bottom = Math.max(bottom, columnY);
        });
        y = bottom + 18;
        break;
      }
      case 'facts': {
        sectionTitle(block.title);
        for (const [label, value] of block.rows) {
          const height = Math.max(
            type.measure(label, { size: 9, width: 160 }),
            type.measure(value, { size: 9.5, width: CONTENT_WIDTH - 170 }),
          );
          ensureSpace(height + 4);
          type.write(label, PAGE.margin, y, { size: 9, color: COLOR.muted, width: 160 });
          type.write(value, PAGE.margin + 170, y, { size: 9.5, width: CONTENT_WIDTH - 170 });
          y += height + 4;
        }
        y += 12;
        break;
      }
      case 'table': {
        sectionTitle(block.title);
        const shares = block.columns.reduce((sum, c) => sum + c.share, 0);
        const widths = block.columns.map((c) => (CONTENT_WIDTH * c.share) / shares);
        const pad = 5;
        const header = () => {
          const height =
            Math.max(
              ...block.columns.map((c, i) => type.measure(c.title, { size: 8, bold: true, width: (widths[i] ?? 0) - 2 * pad })),
            ) + 12;
          doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.brand);
          let x = PAGE.margin;
          block.columns.forEach((column, i) => {
            type.write(column.title, x + pad, y + 6, {
              size: 8,
              bold: true,
              color: '#ffffff',
              width: (widths[i] ?? 0) - 2 * pad,
              align: column.align ?? 'left',
            });
            x += widths[i] ?? 0;
          });
          y += height;
        };
        ensureSpace(60);
        header();
        block.rows.forEach((row, index) => {
          const height =
            Math.max(...row.map((cell, i) => type.measure(cell, { size: 9, width: (widths[i] ?? 0) - 2 * pad }))) + 12;
          if (ensureSpace(height)) header();
          if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.zebra);
          let x = PAGE.margin;
          row.forEach((cell, i) => {
            type.write(cell, x + pad, y + 6, {
              size: 9,
              width: (widths[i] ?? 0) - 2 * pad,
              align: block.columns[i]?.align ?? 'left',
            });
            x += widths[i] ?? 0;
          });
          y += height;
        });
        rule(y);
        y += 14;
        break;
      }
      case 'totals': {
        const x = PAGE.margin + CONTENT_WIDTH - 260;
        ensureSpace(block.rows.length * 22 + 10);
        for (const row of block.rows) {
          if (row.isEmphasized) {
            doc.rect(x, y - 4, 260, 24).fill(COLOR.brand);
            type.write(row.label, x + 10, y + 2, { size: 10, bold: true, color: '#ffffff', width: 130 });
            type.write(row.value, x + 130, y + 1, { size: 12, bold: true, color: '#ffffff', width: 120, align: 'right' });
            y += 28;
          } else {
            type.write(row.label, x + 10, y, { size: 9.5, color: COLOR.muted, width: 130 });
            y += type.write(row.value, x + 130, y, { size: 9.5, width: 120, align: 'right' }) + 6;
          }
        }
        y += 14;
        break;
      }
      case 'note': {
        const rows = block.rows ?? [];
        const textHeight = type.measure(block.text, { size: 8.5, width: CONTENT_WIDTH - 30 });
        const rowsHeight = rows.reduce(
          (sum, [label, value]) =>
            sum +
            Math.max(
              type.measure(label, { size: 8.5, width: 140 }),
              type.measure(value, { size: 9, width: CONTENT_WIDTH - 175 }),
            ) +
            3,
          0,
        );
        const height = type.measure(block.title, { size: 10, bold: true }) + textHeight + rowsHeight + 32;
        ensureSpace(height);
        doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.note);
        doc.rect(PAGE.margin, y, 3, height).fill(COLOR.brand);
        let noteY = y + 12;
        noteY +=
          type.write(block.title, PAGE.margin + 15, noteY, {
            size: 10,
            bold: true,
            color: COLOR.brand,
            width: CONTENT_WIDTH - 30,
          }) + 4;
        for (const [label, value] of rows) {
          const h = Math.max(
            type.write(label, PAGE.margin + 15, noteY, { size: 8.5, color: COLOR.muted, width: 140 }),
            type.write(value, PAGE.margin + 160, noteY, { size: 9, bold: true, width: CONTENT_WIDTH - 175 }),
          );
          noteY += h + 3;
        }
        type.write(block.text, PAGE.margin + 15, noteY + 2, { size: 8.5, width: CONTENT_WIDTH - 30 });
        y += height + 14;
        break;
      }
      case 'barcode': {
        ensureSpace(70);
        drawInterleavedBarcode(doc, block.digits, PAGE.margin, y, 50);
        y += 64;
        break;
      }
    }
  }

  drawPageFooters(doc, {
    rule,
    write: (text, x, atY, style) => type.write(text, x, atY, style),
    left: `${document.provider.name} · ${document.reference}`,
    pageLabel: (page, pages) => t('doc-page', { page: String(page), pages: String(pages) }),
  });
  doc.end();
  return done;
}
