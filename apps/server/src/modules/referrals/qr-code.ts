import { encode } from 'uqr';
import { escapeHtml } from '../../platform/mail.ts';

/** Light modules around the code, as the QR standard asks, so a phone finds it on any background. */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code (error correction M), row by row. */
function modulesOf(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/**
 * The QR code of `text` as a small standalone SVG: one path of unit squares in a viewBox of modules, so it
 * scales to any size crisply; `title` names it for screen readers.
 */
export function qrCodeSvg(text: string, title: string): string {
  const modules = modulesOf(text);
  const size = modules.length + 2 * QUIET_ZONE;
  const path = modules
    .flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z` : '')))
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" role="img" shape-rendering="crispEdges">`,
    `<title>${escapeHtml(title)}</title>`,
    `<rect width="${size}" height="${size}" fill="#ffffff"/>`,
    `<path d="${path}" fill="#000000"/>`,
    '</svg>',
  ].join('');
}

/** Draws `text`'s QR code into a PDF as filled squares, `size` points wide, its top left at x, y. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, color: string) {
  const modules = modulesOf(text);
  const module = size / modules.length;
  modules.forEach((row, rowIndex) => {
    row.forEach((isDark, columnIndex) => {
      if (isDark) doc.rect(x + columnIndex * module, y + rowIndex * module, module, module);
    });
  });
  doc.fill(color);
}
