import type { TLocale } from '@portal/domain';

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
export const WIN_ANSI_CHARS = '\\n\\x20-\\x7e\\xa0-\\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export const WIN_ANSI = new RegExp(`^[${WIN_ANSI_CHARS}]*$`);
export const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

const dateFormats = new Map<TLocale, Intl.DateTimeFormat>();

/** Dates on documents: 'MMMM DD, YYYY' in English, each language's long date otherwise; always UTC. */
export function formatDocumentDate(value: Date | string, locale: TLocale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  let format = dateFormats.get(locale);
  if (!format) {
    // Building a formatter costs far more than using one; lists format dozens of dates per request.
    const options: Intl.DateTimeFormatOptions =
      locale === 'en_US'
        ? { year: 'numeric', month: 'long', day: '2-digit', timeZone: 'UTC' }
        : { dateStyle: 'long', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(PDF_INTL_LOCALE[locale], options);
    dateFormats.set(locale, format);
  }
  return format.format(date);
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
