import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const PACKAGE_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
};

/**
 * A small Word document for the demo orders' edited files: a bold title, then one paragraph per string. The
 * parts are the ones Word, LibreOffice and mammoth need; the zip's dates are fixed, so the same text always
 * gives the same bytes (and SHA-256).
 */
export async function demoDocx(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const run = (text: string, isBold = false) =>
    `<w:r>${isBold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  const body = [`<w:p>${run(title, true)}</w:p>`, ...paragraphs.map((text) => `<w:p>${run(text)}</w:p>`)].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const zip = new yazl.ZipFile();
  for (const [name, xml] of [...Object.entries(PACKAGE_PARTS), ['word/document.xml', document]] as const) {
    zip.addBuffer(Buffer.from(xml, 'utf8'), name, { mtime: new Date(Date.UTC(2026, 0, 1)) });
  }
  zip.end();
  return buffer(zip.outputStream);
}
