import { buildZip, PNG_BYTES } from '../files/fixtures/build-zip.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** A paragraph of runs; a run given as [text, true] is bold. */
export function paragraph(...runs: (string | [string, boolean])[]): string {
  return `<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr>${runs
    .map((run) => {
      const [text, isBold] = typeof run === 'string' ? [run, false] : run;
      return `<w:r>${isBold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeText(text)}</w:t></w:r>`;
    })
    .join('')}</w:p>`;
}

export function table(...cells: string[]): string {
  return `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tr>${cells
    .map((cell) => `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>${paragraph(cell)}</w:tc>`)
    .join('')}</w:tr></w:tbl>`;
}

/** The entries besides the main part a real manuscript carries: styles, a header, footnotes, an image. */
export const EXTRA_PARTS = {
  'word/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`,
  'word/header1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr xmlns:w="${W}"><w:p><w:r><w:t>Revista de Biología</w:t></w:r></w:p></w:hdr>`,
  'word/footnotes.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes xmlns:w="${W}"><w:footnote w:id="1"><w:p><w:r><w:t>Nota al pie.</w:t></w:r></w:p></w:footnote></w:footnotes>`,
  'word/media/image1.png': PNG_BYTES,
};

/** A .docx with the given body XML and the extra parts. */
export function manuscriptDocx(bodyXml: string): Promise<Buffer> {
  const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${bodyXml}<w:sectPr/></w:body></w:document>`;
  return buildZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    { name: 'word/document.xml', content: documentXml },
    ...Object.entries(EXTRA_PARTS).map(([name, content]) => ({ name, content })),
  ]);
}

/** A Spanish manuscript: a bold title, a paragraph of two runs, a table and a paragraph of figures. */
export function spanishManuscript(): Promise<Buffer> {
  return manuscriptDocx(
    [
      paragraph(['El análisis estadístico', true]),
      paragraph('El gato negro come pescado ', ['en la casa.', true]),
      table('La proteína es importante.', '42'),
      paragraph('12,5 ± 0,3'),
    ].join(''),
  );
}
