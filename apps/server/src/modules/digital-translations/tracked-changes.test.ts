import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../../test/fixtures/digital-translations/formatting-measure.ts';
import { trackedDocx } from '../../../test/fixtures/digital-translations/tracked-docx.ts';
import { createApertiumEngine } from '../../integrations/translation/apertium.ts';
import { paragraphsOfXml } from './docx-paragraphs.ts';
import { translateDocx, translateParts } from './translate-document.ts';

const apertium = createApertiumEngine({ command: 'apertium', timeoutMs: 60_000 });
const REVISION_MARKUP = /<w:(?:ins|del|moveFrom|moveTo|delText|rPrChange|moveFromRangeStart|moveToRangeStart)\b/;

const textsOf = (xml: string) => paragraphsOfXml(xml).map((p) => p.text);
const runsOf = (xml: string) =>
  Array.from(new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName('w:r') as ArrayLike<Element>);
/** The text of the runs carrying a property (w:b, w:i), joined. */
const styled = (xml: string, property: string) =>
  runsOf(xml)
    .filter((r) => r.getElementsByTagName(property).length > 0)
    .map((r) => r.textContent ?? '')
    .join('|');

describe('a manuscript with tracked changes, translated with Apertium', () => {
  let sent: string[] = [];
  let parts = new Map<string, string>();
  beforeAll(async () => {
    const result = await translateDocx(await trackedDocx(), async (segments) => {
      sent = segments;
      return apertium.translate({ from: 'es', to: 'en', segments, markup: true });
    });
    const entries = await zipEntries(result.content);
    parts = new Map([...entries].map(([name, content]) => [name, content.toString('utf8')]));
  });

  it('sends each paragraph as it reads with the changes accepted, deleted text left out, styles tagged', () => {
    expect(sent.slice(0, 2)).toEqual([
      'El crecimiento de <x n="0"/> fue <g n="2">rápido</g> a <x n="1"/>.',
      'El gen <x n="0"/> es <g n="2">importante</g><x n="1"/> para la nueva proteína.',
    ]);
    expect(sent.join('\n')).not.toMatch(/lento|azul|antiguo|Química|Fila borrada/);
  });

  it('writes the translation of the accepted text with its bold and italic runs, and no revision left', () => {
    const body = parts.get('word/document.xml') ?? '';
    const texts = textsOf(body);
    expect(texts[0]).toMatch(/^The growth of Escherichia coli was (fast|rapid|quick)/);
    expect(styled(body, 'w:i')).toContain('Escherichia coli');
    expect(styled(body, 'w:b')).toMatch(/^(fast|rapid|quick)\|important\|protein$/);
    for (const name of ['word/document.xml', 'word/header1.xml', 'word/footnotes.xml', 'word/comments.xml'])
      expect(parts.get(name), name).not.toMatch(REVISION_MARKUP);
  });

  it('puts a moved paragraph once, where it was moved to, and joins the paragraphs of a deleted paragraph mark', () => {
    const texts = textsOf(parts.get('word/document.xml') ?? '');
    expect(texts.filter((t) => /black cat/.test(t))).toHaveLength(2);
    expect(texts[1]).toMatch(/^The gene BRCA1/);
    expect(texts[2]).toMatch(/temperature .*25 °C\.$/);
    expect(texts[4]).toMatch(/^The black cat eats/);
    expect(texts[5]).toMatch(/protein .*black cat/);
    expect(texts).toHaveLength(7);
  });

  it('translates the changed cell of a table and drops its deleted row', () => {
    const body = parts.get('word/document.xml') ?? '';
    expect(body.match(/<w:tr>/g)).toHaveLength(1);
    expect(body).not.toContain('ensayo');
    expect(textsOf(body)[5]).toMatch(/^The protein of the black cat\.$/);
  });

  it('translates a tracked insertion in the header and the footnote, keeping its style', () => {
    const header = parts.get('word/header1.xml') ?? '';
    expect(textsOf(header)).toEqual([expect.stringMatching(/Biology$/)]);
    expect(styled(header, 'w:i')).toBe('Biology');
    const notes = parts.get('word/footnotes.xml') ?? '';
    expect(textsOf(notes)[1]).toMatch(/^ Data of the central laboratory\.$/);
    expect(styled(notes, 'w:b')).toBe('laboratory');
    expect(notes).toContain('<w:footnoteRef/>');
  });

  it('translates the comments, keeping their ids, their paragraphs’ ids and their mark', () => {
    const comments = parts.get('word/comments.xml') ?? '';
    expect(textsOf(comments)).toEqual([expect.stringMatching(/^This word is too strong\.$/), expect.stringMatching(/cat\?$/)]);
    expect(comments).toContain('<w:comment w:id="0" w:author="Revisora"');
    expect(comments).toContain('w14:paraId="1A2B3C4D"');
    expect(comments.match(/<w:annotationRef\/>/g)).toHaveLength(2);
    expect(parts.get('word/commentsExtended.xml')).toContain('w15:paraId="1A2B3C4D"');
  });

  it('keeps each comment anchored on the translation of the words it was on', () => {
    const body = parts.get('word/document.xml') ?? '';
    expect(body).toContain(
      '<w:commentRangeStart w:id="0"/><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">important</w:t></w:r><w:commentRangeEnd w:id="0"/>' +
        '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="0"/></w:r>',
    );
    expect(body).toMatch(
      /<w:commentRangeStart w:id="1"\/><w:r><w:t xml:space="preserve">The <\/w:t>.*cat<\/w:t><\/w:r><w:commentRangeEnd w:id="1"\/>/,
    );
  });
});

describe('range marks through an engine that reorders', () => {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const translate = (xml: string, answer: string) =>
    translateParts([{ name: 'word/document.xml', xml: `<w:document ${W}><w:body>${xml}</w:body></w:document>` }], async () => [
      answer,
    ]).then((r) => r.parts.get('word/document.xml') ?? '');

  it('moves a bookmark with the words it covers', async () => {
    const out = await translate(
      '<w:p><w:r><w:t xml:space="preserve">El gato </w:t></w:r><w:bookmarkStart w:id="4" w:name="_Ref9"/><w:r><w:t>negro</w:t></w:r><w:bookmarkEnd w:id="4"/><w:r><w:t xml:space="preserve"> come.</w:t></w:r></w:p>',
      'The <g n="1">black</g> cat eats.',
    );
    expect(out).toContain(
      '<w:r><w:t xml:space="preserve">The </w:t></w:r><w:bookmarkStart w:id="4" w:name="_Ref9"/><w:r><w:t xml:space="preserve">black</w:t></w:r><w:bookmarkEnd w:id="4"/>',
    );
  });

  it('puts a range around the paragraph when the engine lost its tag, and keeps an empty range empty', async () => {
    const out = await translate(
      '<w:p><w:bookmarkStart w:id="0" w:name="_GoBack"/><w:bookmarkEnd w:id="0"/><w:r><w:t xml:space="preserve">El gato </w:t></w:r><w:commentRangeStart w:id="2"/><w:r><w:t>negro</w:t></w:r><w:commentRangeEnd w:id="2"/><w:r><w:t xml:space="preserve"> come.</w:t></w:r></w:p>',
      'The black cat eats.',
    );
    expect(out).toContain(
      '<w:p><w:bookmarkStart w:id="0" w:name="_GoBack"/><w:bookmarkEnd w:id="0"/><w:commentRangeStart w:id="2"/><w:r><w:t xml:space="preserve">The black cat eats.</w:t></w:r><w:commentRangeEnd w:id="2"/></w:p>',
    );
  });

  it('keeps a comment range that crosses paragraphs opening in the first and closing in the second', async () => {
    const out = await translate(
      '<w:p><w:r><w:t xml:space="preserve">Uno </w:t></w:r><w:commentRangeStart w:id="5"/><w:r><w:t>dos.</w:t></w:r></w:p><w:p><w:r><w:t>Tres</w:t></w:r><w:commentRangeEnd w:id="5"/><w:r><w:t xml:space="preserve"> cuatro.</w:t></w:r></w:p>',
      'One two.',
    );
    expect(out).toMatch(/<w:p><w:commentRangeStart w:id="5"\/>.*<\/w:p><w:p>.*<w:commentRangeEnd w:id="5"\/><\/w:p>/);
  });
});
