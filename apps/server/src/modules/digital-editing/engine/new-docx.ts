import type { TPackageEntry } from '../../../platform/documents/docx-package.ts';
import { writePackage } from '../../../platform/documents/docx-package.ts';

const escapeXml = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** XML 1.0 forbids most control characters; a legacy .doc's text may carry them (field marks, cell ends). */
const stripControl = (text: string) =>
  [...text]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
    })
    .join('');

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/**
 * A new .docx of plain paragraphs: what a legacy .doc (whose binary format the edit cannot rewrite) comes back
 * as, one paragraph per line of its text, before its tracked changes are written.
 */
export function newDocx(paragraphs: readonly string[]): Promise<Buffer> {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(stripControl(text))}</w:t></w:r></w:p>`)
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const mtime = new Date();
  const entries: TPackageEntry[] = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', RELATIONSHIPS],
    ['word/document.xml', document],
  ].map(([name, xml]) => ({
    name: name as string,
    content: Buffer.from(xml as string, 'utf8'),
    compress: true,
    mtime,
    isDirectory: false,
  }));
  return writePackage(entries, new Map());
}
