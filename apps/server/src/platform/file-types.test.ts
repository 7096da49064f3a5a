import { describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../test/fixtures/files/build-zip.ts';
import { doesContentMatchExtension, extensionOf, isExtensionAllowed } from './file-types.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('file types', () => {
  it('reads the extension of a file name in lower case', () => {
    expect(extensionOf('Thesis.Final.DOCX')).toBe('docx');
    expect(extensionOf('C:\\Users\\me\\paper.pdf')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.docx')).toBe('');
  });

  it('allows the manuscript, figure and table types of each kind', () => {
    expect(isExtensionAllowed('main', 'docx')).toBe(true);
    expect(isExtensionAllowed('main', 'tex')).toBe(true);
    expect(isExtensionAllowed('main', 'png')).toBe(false);
    expect(isExtensionAllowed('figure', 'tiff')).toBe(true);
    expect(isExtensionAllowed('figure', 'docx')).toBe(false);
    expect(isExtensionAllowed('table', 'xlsx')).toBe(true);
    expect(isExtensionAllowed('table', 'jpg')).toBe(false);
    expect(isExtensionAllowed('figure-reference', 'eps')).toBe(true);
    expect(isExtensionAllowed('main', 'exe')).toBe(false);
  });

  it('recognises each format by its first bytes', () => {
    expect(doesContentMatchExtension('docx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(doesContentMatchExtension('doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(doesContentMatchExtension('pdf', text('%PDF-1.7\n'))).toBe(true);
    expect(doesContentMatchExtension('png', PNG_BYTES)).toBe(true);
    expect(doesContentMatchExtension('jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(doesContentMatchExtension('tif', bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe(true);
    expect(doesContentMatchExtension('eps', text('%!PS-Adobe-3.0 EPSF-3.0'))).toBe(true);
    expect(doesContentMatchExtension('rtf', text('{\\rtf1\\ansi'))).toBe(true);
    expect(doesContentMatchExtension('csv', text('a,b\n1,2\n'))).toBe(true);
  });

  it('refuses content that is not what the extension says', () => {
    expect(doesContentMatchExtension('docx', PNG_BYTES)).toBe(false);
    expect(doesContentMatchExtension('pdf', text('<html>not a pdf</html>'))).toBe(false);
    expect(doesContentMatchExtension('doc', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(false);
    expect(doesContentMatchExtension('txt', PNG_BYTES)).toBe(false);
    expect(doesContentMatchExtension('txt', bytes(0x68, 0x69, 0x00, 0x01))).toBe(false);
    expect(doesContentMatchExtension('txt', text('%PDF-1.4 disguised'))).toBe(false);
  });
});
