import { formatLongDate, type TLocale } from '@portal/domain';
import PDFDocument from 'pdfkit';
import { CJK_FACES, type TPdfFonts } from './pdf-fonts.ts';

/** The portal's A4 documents (price quotes, invoices, receipts, retainer invoices, statements, boletos). */
export const PDF_PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const PDF_CONTENT_WIDTH = PDF_PAGE.width - 2 * PDF_PAGE.margin;
export const PDF_RIGHT = PDF_PAGE.width - PDF_PAGE.margin;
/** Room kept at the foot of every page for the footer. */
export const PDF_FOOTER_SPACE = 36;
export const PDF_COLOR = {
  ink: '#1f2933',
  muted: '#5f6b7a',
  brand: '#17375e',
  rule: '#d5dce4',
  zebra: '#f4f6f9',
  note: '#eef3f8',
  white: '#ffffff',
} as const;

export const PDF_INTL_LOCALE: Record<TLocale, string> = {
  en_US: 'en-US',
  zh_CN: 'zh-CN',
  ja_JP: 'ja-JP',
  pt_BR: 'pt-BR',
  es_ES: 'es-ES',
};

/** Characters Helvetica can show (Windows-1252); anything else needs a CJK face. */
const WIN_ANSI_CHARS = '\\n\\x20-\\x7e\\xa0-\\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const WIN_ANSI = new RegExp(`^[${WIN_ANSI_CHARS}]*$`);
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const NOT_WIN_ANSI = new RegExp(`[^${WIN_ANSI_CHARS}]`, 'g');

export type TWeight = 'regular' | 'bold';
export type TTextStyle = { weight?: TWeight; size: number; color?: string; width?: number; align?: 'left' | 'right' | 'center' };

/** Dates on documents: the portal's one long date (formatLongDate), in UTC, as screens and e-mails show it. */
export function formatDocumentDate(value: Date | string, locale: TLocale): string {
  return formatLongDate(value, locale);
}

const HANGUL = /\p{Script=Hangul}/u;

/**
 * Picks a font per string: Chinese and Japanese documents use their own Noto Sans CJK face throughout (the
 * same character is drawn differently in each); other documents use Helvetica, switching to a CJK face
 * only for a string that needs it, such as a Chinese manuscript title.
 */
export function createTypesetter(doc: PDFKit.PDFDocument, locale: TLocale, fonts: TPdfFonts | null) {
  if (fonts) {
    doc.registerFont('sc-regular', fonts.regular, CJK_FACES.sc.regular);
    doc.registerFont('sc-bold', fonts.bold, CJK_FACES.sc.bold);
    doc.registerFont('jp-regular', fonts.regular, CJK_FACES.jp.regular);
    doc.registerFont('jp-bold', fonts.bold, CJK_FACES.jp.bold);
    doc.registerFont('kr-regular', fonts.regular, 'NotoSansCJKkr-Regular');
    doc.registerFont('kr-bold', fonts.bold, 'NotoSansCJKkr-Bold');
  }
  const localeFace = locale === 'ja_JP' ? 'jp' : locale === 'zh_CN' ? 'sc' : null;

  function fontFor(text: string, weight: TWeight): string {
    const helvetica = weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
    if (!fonts) return helvetica;
    if (localeFace) return `${localeFace}-${weight}`;
    if (WIN_ANSI.test(text)) return helvetica;
    const face = KANA.test(text) ? 'jp' : HANGUL.test(text) ? 'kr' : 'sc';
    return `${face}-${weight}`;
  }

  /** Without the CJK font, characters Helvetica lacks would print as garbage; they show as '?' instead. */
  const printable = (text: string) => (fonts ? text : text.replace(NOT_WIN_ANSI, '?'));

  function apply(text: string, style: TTextStyle) {
    doc
      .font(fontFor(text, style.weight ?? 'regular'))
      .fontSize(style.size)
      .fillColor(style.color ?? PDF_COLOR.ink);
  }

  return {
    /** Writes text at a position and answers the height it took. */
    write(text: string, x: number, y: number, style: TTextStyle): number {
      const value = printable(text);
      apply(value, style);
      const options = { width: style.width, align: style.align ?? 'left', lineGap: 1.5 } as const;
      doc.text(value, x, y, options);
      return doc.heightOfString(value, options);
    },
    measure(text: string, style: TTextStyle): number {
      const value = printable(text);
      apply(value, style);
      return doc.heightOfString(value, { width: style.width, lineGap: 1.5 });
    },
  };
}

type TFooterStyle = { size: number; color?: string; width?: number; align?: 'left' | 'right' | 'center' };

/**
 * The footer of every page: a rule, the provider and document reference on the left, "page n of m" on the
 * right. The bottom margin is lifted first, so that writing there does not open a new page.
 */
export function drawPageFooters(
  doc: PDFKit.PDFDocument,
  draw: {
    rule: (atY: number) => void;
    write: (text: string, x: number, y: number, style: TFooterStyle) => number;
    left: string;
    pageLabel: (page: number, pages: number) => string;
  },
): void {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    doc.page.margins.bottom = 0;
    const footerY = PDF_PAGE.height - PDF_PAGE.margin + 4;
    draw.rule(footerY - 6);
    draw.write(draw.left, PDF_PAGE.margin, footerY, { size: 7.5, color: PDF_COLOR.muted, width: 300 });
    draw.write(draw.pageLabel(page + 1, range.count), PDF_RIGHT - 150, footerY, {
      size: 7.5,
      color: PDF_COLOR.muted,
      width: 150,
      align: 'right',
    });
  }
}

/**
 * An A4 document of the portal and the promise of its bytes, resolved once `doc.end()` has flushed them.
 * `bufferPages` keeps every page open until the end (footers numbered "page n of m").
 */
export function createPdfDocument(options: {
  locale: TLocale;
  title: string;
  author: string;
  compress?: boolean;
  bufferPages?: boolean;
}): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_PAGE.margin,
    bufferPages: options.bufferPages ?? false,
    compress: options.compress ?? true,
    lang: PDF_INTL_LOCALE[options.locale],
    info: { Title: options.title, Author: options.author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
