import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docxEntries,
  MANUSCRIPT,
  manuscriptDocumentXml,
  manuscriptDocx,
  paragraphTexts,
} from '../../../../test/fixtures/digital-editing/manuscript-docx.ts';
import { buildDocxWith, buildZip, withMainPartAt } from '../../../../test/fixtures/files/build-zip.ts';
import type { TLintParagraph } from '../../language-engine/index.ts';
import { createLinter } from '../../language-engine/linter.ts';
import { editDocx, editedFileName, UneditableDocumentError } from './edit-document.ts';
import { newDocx } from './new-docx.ts';

let lint: TLintParagraph;

beforeAll(async () => {
  lint = await createLinter();
}, 60_000);

const DATE = new Date('2026-11-26T10:00:00Z');

async function edit(style: 'british' | 'american', lockedTerms: string[] = [], extra: string[] = []) {
  const original = await manuscriptDocx(extra);
  const result = await editDocx(original, { style, lockedTerms, date: DATE }, lint);
  const entries = await docxEntries(result.content);
  return {
    original: await docxEntries(original),
    result,
    entries,
    xml: entries.get('word/document.xml')?.toString('utf8') ?? '',
  };
}

describe('digital editing engine', () => {
  let american: Awaited<ReturnType<typeof edit>>;
  let british: Awaited<ReturnType<typeof edit>>;
  beforeAll(async () => {
    american = await edit('american');
    british = await edit('british');
  }, 60_000);

  it('writes tracked insertions and deletions by "Digital Editing", dated, with unique ids', () => {
    const revisions = [...american.xml.matchAll(/<w:(ins|del) w:id="(\d+)" w:author="([^"]+)" w:date="([^"]+)"/g)];
    expect(revisions.filter((m) => m[1] === 'ins').length).toBeGreaterThan(3);
    expect(revisions.filter((m) => m[1] === 'del').length).toBeGreaterThan(3);
    expect(new Set(revisions.map((m) => m[3]))).toEqual(new Set(['Digital Editing']));
    expect(new Set(revisions.map((m) => m[4]))).toEqual(new Set(['2026-11-26T10:00:00Z']));
    const footnoteIds = [
      ...(american.entries.get('word/footnotes.xml')?.toString() ?? '').matchAll(/<w:(ins|del) w:id="(\d+)"/g),
    ];
    const ids = [...revisions.map((m) => m[2]), ...footnoteIds.map((m) => m[2])];
    expect(new Set(ids).size).toBe(ids.length);
    expect(american.xml).toContain('<w:delText xml:space="preserve">recieved</w:delText>');
    // Every correction of this manuscript deletes something (no pure insertions): one w:del each.
    const deletions = [...revisions, ...footnoteIds].filter((m) => m[1] === 'del').length;
    expect(american.result.changeCount).toBe(deletions);
  });

  it('gives the corrected text when every change is accepted and the original text exactly when every change is rejected', () => {
    const before = paragraphTexts(american.original.get('word/document.xml')?.toString() ?? '');
    expect(paragraphTexts(american.xml, 'reject')).toEqual(before);
    expect(paragraphTexts(american.xml, 'accept')).toEqual([
      'A Study of Color Perception in Mice',
      'We received an apple from the laboratory and analyzed its color in the center of the room. The BRCA1 gene was measured twice.',
      'The behavior of the cells was observed in the incubator every day.',
      MANUSCRIPT.numericCell,
      'The figure shows an example of the results we obtained.',
      'References',
      MANUSCRIPT.reference,
    ]);
    const footnotes = american.entries.get('word/footnotes.xml')?.toString() ?? '';
    expect(paragraphTexts(footnotes, 'accept').at(-1)).toBe(' This footnote explains the method used in the center.');
    expect(paragraphTexts(footnotes, 'reject').at(-1)).toBe(` ${MANUSCRIPT.footnote}`);
  });

  it('spells British and American English differently', () => {
    const britishText = paragraphTexts(british.xml, 'accept');
    expect(britishText[1]).toBe(
      'We received an apple from the laboratory and analysed its colour in the centre of the room. The BRCA1 gene was measured twice.',
    );
    expect(britishText[0]).toBe(MANUSCRIPT.title);
    expect(britishText[2]).toBe('The behaviour of the cells was observed in the incubator every day.');
    expect(paragraphTexts(british.xml, 'reject')).toEqual(
      paragraphTexts(british.original.get('word/document.xml')?.toString() ?? ''),
    );
  });

  it('keeps run formatting: the bold run and its correction stay bold, the italic run stays italic', () => {
    expect(american.xml).toMatch(/<w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">We <\/w:t><\/w:r>/);
    expect(american.xml).toMatch(
      /<w:del [^>]*><w:r><w:rPr><w:b\/><\/w:rPr><w:delText xml:space="preserve">recieved<\/w:delText><\/w:r><\/w:del><w:ins [^>]*><w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">received<\/w:t><\/w:r><\/w:ins>/,
    );
    expect(american.xml).toContain(
      '<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve"> The BRCA1 gene was measured twice.</w:t></w:r>',
    );
  });

  it('keeps the table, the footnote reference, the image, the section properties and every other entry', () => {
    expect(american.xml).toContain('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>');
    expect(american.xml).toContain('<w:footnoteReference w:id="1"/>');
    expect(american.xml).toContain('<a:blip r:embed="rId5"/>');
    expect(american.xml).toContain('<w:sectPr><w:headerReference w:type="default" r:id="rId4"/>');
    expect(american.xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
    expect([...american.entries.keys()]).toEqual([...american.original.keys()]);
    for (const name of [
      'word/media/image1.png',
      'word/header1.xml',
      'word/styles.xml',
      'word/_rels/document.xml.rels',
      '[Content_Types].xml',
    ]) {
      expect(american.entries.get(name)?.equals(american.original.get(name) ?? Buffer.alloc(0)), name).toBe(true);
    }
  });

  it('leaves the references section, numbers, gene names and DOIs alone', () => {
    const accepted = paragraphTexts(american.xml, 'accept');
    expect(accepted.at(-1)).toBe(MANUSCRIPT.reference);
    expect(accepted[3]).toBe(MANUSCRIPT.numericCell);
    expect(accepted[1]).toContain('BRCA1');
  });

  it('never changes a locked term', async () => {
    const locked = await edit('american', ['colour', 'recieved']);
    const accepted = paragraphTexts(locked.xml, 'accept');
    expect(accepted[0]).toBe(MANUSCRIPT.title);
    expect(accepted[1]).toBe(
      'We recieved an apple from the laboratory and analyzed its colour in the center of the room. The BRCA1 gene was measured twice.',
    );
    expect(locked.xml).not.toMatch(/<w:delText[^>]*>(?:colour|Colour|recieved)<\/w:delText>/);
  });

  it('edits a main part saved as word/document2.xml, and the footnotes its own relationships name, in place', async () => {
    const moved = await docxEntries(await withMainPartAt(await manuscriptDocx(), 'word/document2.xml'));
    // The footnotes under a name only word/_rels/document2.xml.rels gives.
    const renamed = [...moved].map(([name, content]) => ({
      name: name === 'word/footnotes.xml' ? 'word/notas.xml' : name,
      content:
        name === 'word/_rels/document2.xml.rels'
          ? Buffer.from(content.toString().replace('"footnotes.xml"', '"notas.xml"'))
          : content,
    }));
    const original = await buildZip(renamed);
    const result = await editDocx(original, { style: 'american', lockedTerms: [], date: DATE }, lint);
    const entries = await docxEntries(result.content);
    expect([...entries.keys()]).toEqual(renamed.map((entry) => entry.name));
    expect(paragraphTexts(entries.get('word/document2.xml')?.toString() ?? '', 'accept')).toEqual(
      paragraphTexts(american.xml, 'accept'),
    );
    expect(entries.get('word/notas.xml')?.toString()).toEqual(american.entries.get('word/footnotes.xml')?.toString());
    expect(result.changeCount).toBe(american.result.changeCount);
    for (const name of ['_rels/.rels', 'word/_rels/document2.xml.rels', 'word/header1.xml']) {
      expect(entries.get(name)?.equals(renamed.find((entry) => entry.name === name)?.content ?? Buffer.alloc(0)), name).toBe(
        true,
      );
    }
  });

  it('refuses a package whose main part relationship leaves the package or names no part', async () => {
    for (const target of ['../word/document2.xml', 'word/document3.xml']) {
      const moved = await withMainPartAt(await manuscriptDocx(), 'word/document2.xml', target);
      await expect(editDocx(moved, { style: 'american', lockedTerms: [], date: DATE }, lint), target).rejects.toBeInstanceOf(
        UneditableDocumentError,
      );
    }
  });

  it('comes back untouched when there is nothing to correct', async () => {
    const clean = await newDocx(['The samples were stored at room temperature for two hours before analysis.']);
    const result = await editDocx(clean, { style: 'american', lockedTerms: [], date: DATE }, lint);
    expect(result.changeCount).toBe(0);
    expect(
      (await docxEntries(result.content))
        .get('word/document.xml')
        ?.equals((await docxEntries(clean)).get('word/document.xml') ?? Buffer.alloc(0)),
    ).toBe(true);
  });

  it("writes a legacy document's paragraphs into a new .docx with its tracked changes", async () => {
    const paragraphs = ['We recieved the the samples on Monday.', 'Their colour was examined in the centre.'];
    const result = await editDocx(await newDocx(paragraphs), { style: 'american', lockedTerms: [], date: DATE }, lint);
    const xml = (await docxEntries(result.content)).get('word/document.xml')?.toString() ?? '';
    expect(paragraphTexts(xml, 'reject')).toEqual(paragraphs);
    expect(paragraphTexts(xml, 'accept')).toEqual([
      'We received the samples on Monday.',
      'Their color was examined in the center.',
    ]);
  });

  it('refuses broken XML and a file that is not a package', async () => {
    const broken = await buildZip([{ name: 'word/document.xml', content: '<w:document xmlns:w="x"><w:body><w:p>' }]);
    await expect(editDocx(broken, { style: 'british', lockedTerms: [] }, lint)).rejects.toBeInstanceOf(UneditableDocumentError);
    await expect(editDocx(Buffer.from('not a zip at all'), { style: 'british', lockedTerms: [] }, lint)).rejects.toBeInstanceOf(
      UneditableDocumentError,
    );
    const noDocument = await buildDocxWith([]).then(async () => buildZip([{ name: 'word/styles.xml', content: '<a/>' }]));
    await expect(editDocx(noDocument, { style: 'british', lockedTerms: [] }, lint)).rejects.toBeInstanceOf(
      UneditableDocumentError,
    );
  });

  it('corrects a word Word split over runs (proofing marks between them), and leaves hyperlinks and fields whole', async () => {
    const W =
      'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const body = [
      '<w:p><w:r><w:t xml:space="preserve">We re</w:t></w:r><w:proofErr w:type="spellStart"/><w:r><w:rPr><w:u w:val="single"/></w:rPr><w:t>cieved</w:t></w:r><w:proofErr w:type="spellEnd"/><w:r><w:t xml:space="preserve"> the samples on a sunny Monday morning.</w:t></w:r></w:p>',
      '<w:p><w:r><w:t xml:space="preserve">See </w:t></w:r><w:hyperlink r:id="rId9"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>the the colour chart</w:t></w:r></w:hyperlink><w:r><w:t xml:space="preserve"> for the details we used.</w:t></w:r></w:p>',
      '<w:p><w:r><w:t xml:space="preserve">As shown before </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ADDIN EN.CITE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>(Smith the the colour 2020)</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> the color was clear in the images.</w:t></w:r></w:p>',
    ].join('');
    const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${W}><w:body>${body}</w:body></w:document>`;
    const original = await buildZip([{ name: 'word/document.xml', content: documentXml }]);
    const result = await editDocx(original, { style: 'british', lockedTerms: [], date: DATE }, lint);
    const xml = (await docxEntries(result.content)).get('word/document.xml')?.toString() ?? '';
    expect(paragraphTexts(xml, 'reject')).toEqual(paragraphTexts(documentXml));
    expect(paragraphTexts(xml, 'accept')).toEqual([
      'We received the samples on a sunny Monday morning.',
      'See the colour chart for the details we used.',
      'As shown before (Smith the the colour 2020) the colour was clear in the images.',
    ]);
    // The split word is deleted whole (both runs, the proofing mark with them) and written in the first run's format.
    expect(xml).toMatch(
      /<w:del [^>]*><w:r><w:delText xml:space="preserve">re<\/w:delText><\/w:r><w:proofErr w:type="spellStart"\/><w:r><w:rPr><w:u w:val="single"\/><\/w:rPr><w:delText xml:space="preserve">cieved<\/w:delText><\/w:r><\/w:del>/,
    );
    // The correction inside the hyperlink stays inside it; the field's code and result are untouched.
    expect(xml).toMatch(/<w:hyperlink r:id="rId9">.*<w:del /);
    expect(xml).toContain(
      '<w:instrText xml:space="preserve"> ADDIN EN.CITE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>(Smith the the colour 2020)</w:t></w:r>',
    );
  });

  it('names the result "<name> (edited).docx"', () => {
    expect(editedFileName('My paper.docx')).toBe('My paper (edited).docx');
    expect(editedFileName('Old.DOC')).toBe('Old (edited).docx');
  });

  it('uses document XML the fixture really wrote (the test reads what it edits)', () => {
    expect(american.original.get('word/document.xml')?.toString()).toBe(manuscriptDocumentXml());
  });
});

const soffice = ['soffice', 'libreoffice'].find((command) => {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

describe.skipIf(!soffice)('LibreOffice', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'digital-edit-'));
  afterAll(() => undefined);
  it('converts the edited document without error', async () => {
    const result = await editDocx(await manuscriptDocx(), { style: 'british', lockedTerms: [], date: DATE }, lint);
    const input = path.join(directory, 'edited.docx');
    writeFileSync(input, result.content);
    execFileSync(soffice as string, ['--headless', '--convert-to', 'odt', '--outdir', directory, input], { timeout: 120_000 });
    expect(readdirSync(directory)).toContain('edited.odt');
  }, 150_000);
});
