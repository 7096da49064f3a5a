import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Noto Sans CJK (Debian's fonts-noto-cjk): one collection per weight holding the SC, TC, JP and KR faces. */
export type TPdfFonts = { regular: Buffer; bold: Buffer };

const REGULAR_FILE = 'NotoSansCJK-Regular.ttc';
const BOLD_FILE = 'NotoSansCJK-Bold.ttc';

/** The PostScript names of the faces inside the collections. */
export const CJK_FACES = {
  sc: { regular: 'NotoSansCJKsc-Regular', bold: 'NotoSansCJKsc-Bold' },
  jp: { regular: 'NotoSansCJKjp-Regular', bold: 'NotoSansCJKjp-Bold' },
} as const;

const loaded = new Map<string, TPdfFonts | null>();

/**
 * Reads the CJK collections once per process (about 40 MB). Without them, quotes fall back to
 * Helvetica: Latin text still renders, and the missing fonts are logged rather than failing the request.
 */
export function loadPdfFonts(fontDir: string, log: Pick<FastifyBaseLogger, 'warn'>): TPdfFonts | null {
  if (loaded.has(fontDir)) return loaded.get(fontDir) ?? null;
  const regular = path.join(fontDir, REGULAR_FILE);
  const bold = path.join(fontDir, BOLD_FILE);
  let fonts: TPdfFonts | null = null;
  if (existsSync(regular)) {
    const regularBytes = readFileSync(regular);
    fonts = { regular: regularBytes, bold: existsSync(bold) ? readFileSync(bold) : regularBytes };
  } else {
    log.warn({ fontDir }, `${REGULAR_FILE} not found: price quotes use Helvetica, and Chinese or Japanese text cannot be shown`);
  }
  loaded.set(fontDir, fonts);
  return fonts;
}
