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

/** The editor's name on a demo file's tracked changes, and their fixed date. */
const DEMO_REVISION = 'w:author="Dr. Hannah Okafor" w:date="2026-03-06T14:00:00Z"';
/** `{-text-}` is a tracked deletion and `{+text+}` a tracked insertion in a demo paragraph. */
const TRACKED = /\{([+-])(.*?)\1\}/g;

/**
 * A small Word document for the demo orders' edited files: a bold title, then one paragraph per string; a
 * paragraph's `{-deleted-}` and `{+inserted+}` pieces become the editor's tracked changes. The parts are the
 * ones Word, LibreOffice and mammoth need; the zip's dates are fixed, so the same text always gives the same
 * bytes (and SHA-256).
 */
export async function demoDocx(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const run = (text: string, isBold = false) =>
    `<w:r>${isBold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  let revision = 0;
  const paragraph = (text: string) => {
    const runs: string[] = [];
    let at = 0;
    for (const match of text.matchAll(TRACKED)) {
      if (match.index > at) runs.push(run(text.slice(at, match.index)));
      const [, sign, piece = ''] = match;
      const id = ++revision;
      runs.push(
        sign === '+'
          ? `<w:ins w:id="${id}" ${DEMO_REVISION}>${run(piece)}</w:ins>`
          : `<w:del w:id="${id}" ${DEMO_REVISION}><w:r><w:delText xml:space="preserve">${escapeXml(piece)}</w:delText></w:r></w:del>`,
      );
      at = match.index + match[0].length;
    }
    if (at < text.length) runs.push(run(text.slice(at)));
    return `<w:p>${runs.join('')}</w:p>`;
  };
  const body = [`<w:p>${run(title, true)}</w:p>`, ...paragraphs.map(paragraph)].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const zip = new yazl.ZipFile();
  for (const [name, xml] of [...Object.entries(PACKAGE_PARTS), ['word/document.xml', document]] as const) {
    zip.addBuffer(Buffer.from(xml, 'utf8'), name, { mtime: new Date(Date.UTC(2026, 0, 1)) });
  }
  zip.end();
  return buffer(zip.outputStream);
}
