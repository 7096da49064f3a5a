import type { TLocale } from '@portal/domain';
import { translate } from '../../platform/i18n.ts';
import type { TPdfFonts } from '../../platform/pdf-fonts.ts';
import { createPdfDocument, createTypesetter, PDF_COLOR, PDF_CONTENT_WIDTH, PDF_PAGE } from '../../platform/pdf-layout.ts';
import { drawQrCode } from './qr-code.ts';

/** What the flyer says: who recommends the portal, their link and code, and what a referral earns. */
export type TReferralFlyer = {
  referrerName: string;
  referralCode: string;
  shareUrl: string;
  /** The referral amount, formatted in the referrer's currency ("$40.00", "¥284.00"). */
  amount: string;
  companyName: string;
};

export type TFlyerRenderOptions = {
  locale: TLocale;
  /** The CJK fonts, or null to render with Helvetica only. */
  fonts: TPdfFonts | null;
  /** Tests turn compression off to read the page text. */
  compress?: boolean;
};

/**
 * A printable A4 flyer in the chosen language for a researcher to pin up or hand out: what the portal offers,
 * the QR code of their share link, the link and code written out, and what they earn when a colleague orders.
 * Chinese and Japanese use their Noto Sans CJK face.
 */
export function renderReferralFlyerPdf(flyer: TReferralFlyer, options: TFlyerRenderOptions): Promise<Buffer> {
  const { locale } = options;
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const { doc, bytes } = createPdfDocument({
    locale,
    title: t('referral-flyer-title'),
    author: flyer.companyName,
    compress: options.compress,
  });
  const type = createTypesetter(doc, locale, options.fonts);
  const left = PDF_PAGE.margin;
  const width = PDF_CONTENT_WIDTH;

  // A band across the top with the provider's name.
  const bandHeight = 120;
  doc.rect(0, 0, PDF_PAGE.width, bandHeight).fill(PDF_COLOR.brand);
  type.write(flyer.companyName, left, 40, { weight: 'bold', size: 14, color: PDF_COLOR.white, width });
  type.write(t('referral-flyer-tagline'), left, 64, { size: 11, color: PDF_COLOR.white, width });

  let y = bandHeight + 36;
  y += type.write(t('referral-flyer-title'), left, y, { weight: 'bold', size: 26, color: PDF_COLOR.brand, width }) + 12;
  y += type.write(t('referral-flyer-lead'), left, y, { size: 12, width }) + 14;
  for (const key of ['referral-flyer-point-editing', 'referral-flyer-point-translation', 'referral-flyer-point-formatting']) {
    doc.circle(left + 4, y + 7, 2.5).fill(PDF_COLOR.brand);
    y += type.write(t(key), left + 16, y, { size: 11, width: width - 16 }) + 6;
  }
  y += 14;

  // The QR code of the share link, centred, with the link and code written out below it.
  const qrSize = 190;
  const qrX = (PDF_PAGE.width - qrSize) / 2;
  y += type.write(t('referral-flyer-scan'), left, y, { weight: 'bold', size: 13, width, align: 'center' }) + 12;
  doc
    .lineWidth(1)
    .strokeColor(PDF_COLOR.rule)
    .rect(qrX - 12, y - 12, qrSize + 24, qrSize + 24)
    .stroke();
  drawQrCode(doc, flyer.shareUrl, qrX, y, qrSize, PDF_COLOR.ink);
  y += qrSize + 24;
  const linkHeight = type.write(flyer.shareUrl, left, y, { size: 11, color: PDF_COLOR.brand, width, align: 'center' });
  doc.link(left, y, width, linkHeight, flyer.shareUrl);
  y += linkHeight + 6;
  y += type.write(t('referral-flyer-code', { code: flyer.referralCode }), left, y, {
    size: 11,
    color: PDF_COLOR.muted,
    width,
    align: 'center',
  });
  y += 26;

  // What the referrer earns, in a tinted box, and who recommends the portal.
  const offer = t('referral-flyer-offer', { amount: flyer.amount });
  const offerHeight = type.measure(offer, { size: 11, width: width - 32 });
  doc.rect(left, y, width, offerHeight + 24).fill(PDF_COLOR.note);
  type.write(offer, left + 16, y + 12, { size: 11, width: width - 32 });
  y += offerHeight + 24 + 18;
  if (flyer.referrerName) {
    type.write(t('referral-flyer-from', { name: flyer.referrerName }), left, y, {
      size: 11,
      color: PDF_COLOR.muted,
      width,
      align: 'center',
    });
  }

  doc.end();
  return bytes;
}
