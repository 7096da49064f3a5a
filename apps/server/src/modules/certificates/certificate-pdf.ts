import { splitAuthors, type TLocale } from '@portal/domain';
import { encode } from 'uqr';
import { translate } from '../../platform/i18n.ts';
import type { TPdfFonts } from '../../platform/pdf-fonts.ts';
import {
  createPdfDocument,
  createTypesetter,
  formatDocumentDate,
  PDF_COLOR,
  PDF_CONTENT_WIDTH,
  PDF_PAGE,
  PDF_RIGHT,
} from '../../platform/pdf-layout.ts';

/** What the PDF certificate says: who, what, when, the file it covers and where to verify it. */
export type TCertificateDocument = {
  code: string;
  title: string;
  authors: string;
  services: string[];
  externalId: string;
  issuedOn: Date;
  fileName: string | null;
  fileSha256: string | null;
  verificationUrl: string;
  provider: { name: string };
};

export type TCertificateRenderOptions = {
  locale: TLocale;
  /** The CJK fonts, or null to render with Helvetica only. */
  fonts: TPdfFonts | null;
  /** Tests turn compression off to read the page text. */
  compress?: boolean;
};

/** Draws the QR code of `text` as one filled path of squares, `size` points wide, with its top left at x, y. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  const module = size / data.length;
  data.forEach((row, rowIndex) => {
    row.forEach((isDark, columnIndex) => {
      if (isDark) doc.rect(x + columnIndex * module, y + rowIndex * module, module, module);
    });
  });
  doc.fill(PDF_COLOR.ink);
}

/**
 * The editing certificate as an A4 page in the researcher's language: the manuscript's title and authors,
 * the services, the issue date, the certificate code and order number, the edited file's name and SHA-256,
 * and the verification address with its QR code. Chinese and Japanese use their Noto Sans CJK face.
 */
export function renderCertificatePdf(certificate: TCertificateDocument, options: TCertificateRenderOptions): Promise<Buffer> {
  const { locale } = options;
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const { doc, bytes: done } = createPdfDocument({
    locale,
    title: `${t('certificate-pdf-title')} ${certificate.code}`,
    author: certificate.provider.name,
    compress: options.compress,
  });
  const type = createTypesetter(doc, locale, options.fonts);
  const left = PDF_PAGE.margin;
  const width = PDF_CONTENT_WIDTH;

  // A double frame around the page.
  doc
    .lineWidth(2.5)
    .strokeColor(PDF_COLOR.brand)
    .rect(left - 20, left - 20, width + 40, PDF_PAGE.height - 2 * left + 40)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(left - 14, left - 14, width + 28, PDF_PAGE.height - 2 * left + 28)
    .stroke();

  let y = left + 18;
  y += type.write(certificate.provider.name, left, y, {
    weight: 'bold',
    size: 13,
    color: PDF_COLOR.brand,
    width,
    align: 'center',
  });
  y += 22;
  y += type.write(t('certificate-pdf-title'), left, y, {
    weight: 'bold',
    size: 28,
    color: PDF_COLOR.brand,
    width,
    align: 'center',
  });
  y += 26;
  y += type.write(t('certificate-pdf-lead'), left, y, { size: 11, color: PDF_COLOR.muted, width, align: 'center' }) + 12;
  y += type.write(certificate.title, left + 30, y, { weight: 'bold', size: 17, width: width - 60, align: 'center' }) + 12;
  const authors = splitAuthors(certificate.authors).join(', ');
  y += type.write(t('certificate-pdf-by'), left, y, { size: 10, color: PDF_COLOR.muted, width, align: 'center' }) + 4;
  y += type.write(authors, left + 30, y, { size: 13, width: width - 60, align: 'center' }) + 16;
  y +=
    type.write(t('certificate-pdf-statement', { company: certificate.provider.name }), left + 30, y, {
      size: 11,
      width: width - 60,
      align: 'center',
    }) + 6;
  y +=
    type.write(certificate.services.join(' · '), left + 30, y, {
      weight: 'bold',
      size: 11,
      color: PDF_COLOR.brand,
      width: width - 60,
      align: 'center',
    }) + 26;

  // The facts a journal checks, in two columns of label and value.
  doc.moveTo(left, y).lineTo(PDF_RIGHT, y).lineWidth(0.75).strokeColor(PDF_COLOR.rule).stroke();
  y += 14;
  const facts: [string, string][] = [
    [t('certificate-pdf-issued-on'), formatDocumentDate(certificate.issuedOn, locale)],
    [t('certificate-pdf-code'), certificate.code],
    [t('certificate-pdf-order'), certificate.externalId],
    [t('certificate-pdf-file'), certificate.fileName ?? '—'],
  ];
  const labelWidth = 150;
  for (const [label, value] of facts) {
    type.write(label, left, y, { size: 9, color: PDF_COLOR.muted, width: labelWidth - 8 });
    y += Math.max(14, type.write(value, left + labelWidth, y, { size: 10, width: width - labelWidth })) + 6;
  }
  // The hash on one line in a fixed-width face (64 hexadecimal digits fit at 8.5 points), to compare digit by digit.
  type.write(t('certificate-pdf-sha256'), left, y, { size: 9, color: PDF_COLOR.muted, width: labelWidth - 8 });
  doc
    .font('Courier')
    .fontSize(8.5)
    .fillColor(PDF_COLOR.ink)
    .text(certificate.fileSha256 ?? '—', left + labelWidth, y + 1, { width: width - labelWidth, lineBreak: false });
  y += 20;

  // Verification: the address and its QR code.
  y += 14;
  const qrSize = 96;
  const textWidth = width - qrSize - 20;
  drawQrCode(doc, certificate.verificationUrl, PDF_RIGHT - qrSize, y, qrSize);
  let textY = y;
  textY +=
    type.write(t('certificate-pdf-verify-heading'), left, textY, {
      weight: 'bold',
      size: 11,
      color: PDF_COLOR.brand,
      width: textWidth,
    }) + 4;
  textY += type.write(t('certificate-pdf-verify-body'), left, textY, { size: 9.5, width: textWidth }) + 6;
  type.write(certificate.verificationUrl, left, textY, { size: 9.5, color: PDF_COLOR.brand, width: textWidth });
  doc.link(left, textY, textWidth, 14, certificate.verificationUrl);

  doc.end();
  return done;
}
