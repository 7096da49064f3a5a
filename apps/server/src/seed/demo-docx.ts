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

/** The parts a demo file with headings adds: its styles (Word's "Heading 1"), named from the document's relationships. */
const STYLE_PARTS = {
  'word/_rels/document.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  'word/styles.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style></w:styles>',
};
const STYLES_TYPE =
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>';
/** `# text` is a demo paragraph written as a "Heading 1". */
const HEADING = /^# /;

/** The editor's name on a demo file's tracked changes, and their fixed date. */
const DEMO_REVISION = 'w:author="Dr. Hannah Okafor" w:date="2026-03-06T14:00:00Z"';
/** `{-text-}` is a tracked deletion and `{+text+}` a tracked insertion in a demo paragraph. */
const TRACKED = /\{([+-])(.*?)\1\}/g;

/**
 * A small Word document for the demo orders' edited files: a bold title, then one paragraph per string; a
 * paragraph's `{-deleted-}` and `{+inserted+}` pieces become the editor's tracked changes, and `# text` is a
 * heading (the file then has a styles part that defines "Heading 1"). The parts are the
 * ones Word, LibreOffice and mammoth need; the zip's dates are fixed, so the same text always gives the same
 * bytes (and SHA-256).
 */
export async function demoDocx(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const run = (text: string, isBold = false) =>
    `<w:r>${isBold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  let revision = 0;
  const paragraph = (line: string) => {
    const isHeading = HEADING.test(line);
    const text = line.replace(HEADING, '');
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
    return `<w:p>${isHeading ? '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>' : ''}${runs.join('')}</w:p>`;
  };
  const body = [`<w:p>${run(title, true)}</w:p>`, ...paragraphs.map(paragraph)].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const hasHeadings = paragraphs.some((line) => HEADING.test(line));
  const parts: [string, string][] = [...Object.entries(PACKAGE_PARTS), ['word/document.xml', document]];
  if (hasHeadings) {
    parts[0] = ['[Content_Types].xml', PACKAGE_PARTS['[Content_Types].xml'].replace('</Types>', `${STYLES_TYPE}</Types>`)];
    parts.push(...Object.entries(STYLE_PARTS));
  }
  const zip = new yazl.ZipFile();
  for (const [name, xml] of parts) {
    zip.addBuffer(Buffer.from(xml, 'utf8'), name, { mtime: new Date(Date.UTC(2026, 0, 1)) });
  }
  zip.end();
  return buffer(zip.outputStream);
}
