import { afterAll, describe, expect, it } from 'vitest';
import { TRACKED_PARTS, trackedDocx } from '../../../test/fixtures/digital-translations/tracked-docx.ts';
import { mutate, randomSource } from '../../../test/fixtures/files/file-mutations.ts';
import { billionLaughsXml, deflatedEntry, rawDocx } from '../../../test/fixtures/files/hostile-files.ts';
import { closeParsePools } from '../../platform/parse-pool/shared-pools.ts';
import { translateUploadedDocument } from './pooled-translation.ts';
import { UntranslatableDocumentError } from './translate-document.ts';

/**
 * Manuscripts under review made hostile (mutated bytes, revision markup nested past any stack, broken or
 * exploding XML) go through the translation's two passes in the documents parse pool: each is translated or
 * refused as untranslatable, never anything else, and this process lives.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const echo = async (segments: string[]) => segments;

async function outcomeOf(content: Buffer): Promise<'translated' | 'refused'> {
  try {
    const result = await translateUploadedDocument('revisión.docx', content, echo);
    expect(result.content.subarray(0, 2).toString('latin1')).toBe('PK');
    return 'translated';
  } catch (error) {
    expect(error).toBeInstanceOf(UntranslatableDocumentError);
    return 'refused';
  }
}

const withDocument = (document: string) =>
  rawDocx({ contentTypes: TRACKED_PARTS['[Content_Types].xml'], document }, [
    deflatedEntry('word/comments.xml', TRACKED_PARTS['word/comments.xml'] as string),
  ]);

describe('hostile manuscripts under review, translated in the parse pool', () => {
  afterAll(closeParsePools);

  it(`translates or refuses 40 mutations of a manuscript under review (seed ${SEED})`, { timeout: 120_000 }, async () => {
    const seed = await trackedDocx();
    const random = randomSource(SEED);
    const outcomes = new Set<string>();
    for (let n = 0; n < 40; n += 1) outcomes.add(await outcomeOf(mutate(seed, 'docx', random)));
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('translates revisions nested 100,000 deep, and refuses broken and exploding XML', { timeout: 120_000 }, async () => {
    const body = TRACKED_PARTS['word/document.xml'] as string;
    const depth = 100_000;
    const nested = body.replace(
      '<w:body>',
      `<w:body><w:p>${'<w:ins w:id="9" w:author="A">'.repeat(depth)}<w:r><w:t>Hola</w:t></w:r>${'</w:ins>'.repeat(depth)}</w:p>`,
    );
    expect(await outcomeOf(withDocument(nested))).toBe('translated');
    expect(await outcomeOf(withDocument(body.replace('<w:del ', '<w:del <')))).toBe('refused');
    expect(await outcomeOf(withDocument(body.slice(0, 2000)))).toBe('refused');
    expect(await outcomeOf(withDocument(billionLaughsXml()))).toBe('refused');
  });

  it('translates or refuses fields left open, closed without a begin or nested 50,000 deep across paragraphs, and deeply nested content controls and text boxes', {
    timeout: 120_000,
  }, async () => {
    const body = TRACKED_PARTS['word/document.xml'] as string;
    const mark = (type: string) => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;
    const depth = 50_000;
    const nested = `<w:p>${`${mark('begin')}<w:r><w:instrText>ADDIN ZOTERO_BIBL</w:instrText></w:r>${mark('separate')}`.repeat(depth)}<w:r><w:t>Hola</w:t></w:r></w:p><w:p><w:r><w:t>Adiós</w:t></w:r>${mark('end').repeat(depth)}</w:p>`;
    const stray = `<w:p>${mark('end')}${mark('separate')}<w:r><w:t>Hola</w:t></w:r></w:p><w:p>${mark('begin')}<w:r><w:t>mundo</w:t></w:r></w:p>`;
    // Content controls nested 100,000 deep in a paragraph, text boxes 20,000 deep inside a content control.
    const controls = `<w:p>${'<w:sdt><w:sdtPr/><w:sdtContent>'.repeat(100_000)}<w:r><w:t>Hola</w:t></w:r>${'</w:sdtContent></w:sdt>'.repeat(100_000)}</w:p>`;
    const boxes = `<w:p><w:sdt><w:sdtPr/><w:sdtContent>${'<w:r><w:pict><v:shape><v:textbox><w:txbxContent><w:p>'.repeat(20_000)}<w:r><w:t>Hola</w:t></w:r>${'</w:p></w:txbxContent></v:textbox></v:shape></w:pict></w:r>'.repeat(20_000)}</w:sdtContent></w:sdt></w:p>`;
    for (const fields of [nested, stray, nested.slice(0, nested.lastIndexOf('<w:p>')), controls, boxes]) {
      // Each outcome is a translation or a refusal (outcomeOf fails on anything else).
      expect(['translated', 'refused']).toContain(await outcomeOf(withDocument(body.replace('<w:body>', `<w:body>${fields}`))));
    }
    expect(await outcomeOf(withDocument(body.replace('<w:body>', `<w:body>${stray}`)))).toBe('translated');
  });
});
