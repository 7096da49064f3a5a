import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../test/fixtures/price-quote/pdf-text.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import { renderCertificatePdf, type TCertificateDocument } from './certificate-pdf.ts';

const fonts = loadPdfFonts('/usr/share/fonts/opentype/noto', { warn: () => undefined });
/** CI installs fonts-noto-cjk; a machine without it still runs the tests that do not need it. */
const withCjkFonts = it.skipIf(fonts === null);

const SHA = 'b5bb9d8014a0f9b1d61e21e796d78dccdf1352f23cd32812f4850b878ae4944c';

function certificate(overrides: Partial<TCertificateDocument> = {}): TCertificateDocument {
  return {
    code: 'C1A2B3C4D5E6',
    title: 'Heat flow in layered perovskites',
    authors: 'Ada Lovelace, Grace Hopper',
    services: ['Premium Editing'],
    externalId: 'QKR48213',
    issuedOn: new Date('2026-03-09T12:00:00Z'),
    fileName: 'perovskites-edited.docx',
    fileSha256: SHA,
    verificationUrl: 'http://127.0.0.1:3000/en/certificate/verify/C1A2B3C4D5E6',
    provider: { name: 'Manuscript Services' },
    ...overrides,
  };
}

describe('PDF certificate', () => {
  it('states who, what and when, the file and its SHA-256, and where to verify it', async () => {
    const pdf = await renderCertificatePdf(certificate(), { locale: 'en_US', fonts: null, compress: false });
    const text = extractPdfText(pdf);
    for (const expected of [
      'Editing Certificate',
      'Heat flow in layered perovskites',
      'Ada Lovelace, Grace Hopper',
      'Premium Editing',
      'March 09, 2026',
      'C1A2B3C4D5E6',
      'QKR48213',
      'perovskites-edited.docx',
      SHA,
      'http://127.0.0.1:3000/en/certificate/verify/C1A2B3C4D5E6',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  withCjkFonts('is written in Chinese with the Chinese face, the title in its own characters', async () => {
    const pdf = await renderCertificatePdf(
      certificate({ title: '新型铝合金的导热性能研究', authors: '李明, 王芳', services: ['高级润色'] }),
      { locale: 'zh_CN', fonts, compress: false },
    );
    const text = extractPdfText(pdf);
    expect(text).toContain('润色证书');
    expect(text).toContain('新型铝合金的导热性能研究');
    expect(text).toContain('李明, 王芳');
    expect(text).toContain(SHA);
    expect(pdf.toString('latin1')).toContain('NotoSansCJKsc');
  });

  withCjkFonts('writes a Japanese title in an English certificate with a CJK face', async () => {
    const pdf = await renderCertificatePdf(certificate({ title: '新規合金の熱伝導率' }), {
      locale: 'en_US',
      fonts,
      compress: false,
    });
    expect(extractPdfText(pdf)).toContain('新規合金の熱伝導率');
    expect(pdf.toString('latin1')).toContain('NotoSansCJKjp');
  });
});
