import { describe, expect, it } from 'vitest';
import { docxEntries, paragraphTexts } from '../../../../test/fixtures/digital-editing/manuscript-docx.ts';
import { buildDocx } from '../../../../test/fixtures/files/build-zip.ts';
import { normaliseParagraph } from '../../language-engine/index.ts';
import { type TChosenChange, writeChosenChanges } from './chosen-changes.ts';

/** A change as the grammar report holds it: on the normalised paragraph, at the flagged words. */
function chosen(raw: string, flagged: string, suggestion: TChosenChange['suggestion'], occurrence = 0): TChosenChange {
  const context = normaliseParagraph(raw);
  let at = -1;
  for (let seen = 0; seen <= occurrence; seen += 1) at = context.indexOf(flagged, at + 1);
  return { context, at, flagged, suggestion };
}

async function documentXml(content: Buffer): Promise<string> {
  return (await docxEntries(content)).get('word/document.xml')?.toString('utf8') ?? '';
}

describe("the grammar report's accepted suggestions as tracked changes", () => {
  // Word's text has a citation and a double space the report's normalised text does not.
  const RAW = 'The samples was dried [12] at  60 °C, and the the soil was sieved.';

  it('finds each change in the Word paragraph through the normalising and writes only those', async () => {
    const changes = [
      chosen(RAW, 'was', { kind: 'replace', text: 'were' }),
      chosen(RAW, 'the the', { kind: 'replace', text: 'the' }),
      chosen(RAW, 'sieved', { kind: 'insert', text: ' twice' }),
    ];
    const result = await writeChosenChanges('paper.docx', await buildDocx(['Methods', RAW]), changes);
    expect(result.written).toBe(3);
    const xml = await documentXml(result.content);
    expect(paragraphTexts(xml, 'accept')).toEqual([
      'Methods',
      'The samples were dried [12] at  60 °C, and the soil was sieved twice.',
    ]);
    expect(paragraphTexts(xml, 'reject')).toEqual(['Methods', RAW]);
  });

  it('leaves out a change whose words are no longer in the manuscript, and one overlapping another', async () => {
    const changes = [
      chosen(RAW, 'was', { kind: 'delete', text: '' }),
      chosen(RAW, 'was', { kind: 'replace', text: 'were' }),
      { context: 'A sentence that is not there.', at: 2, flagged: 'sentence', suggestion: { kind: 'delete' as const, text: '' } },
    ];
    const result = await writeChosenChanges('paper.docx', await buildDocx([RAW]), changes);
    expect(result.written).toBe(1);
    expect(paragraphTexts(await documentXml(result.content), 'accept')).toEqual([
      'The samples  dried [12] at  60 °C, and the the soil was sieved.',
    ]);
  });
});
