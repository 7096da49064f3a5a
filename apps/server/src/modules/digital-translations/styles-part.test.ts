import { describe, expect, it } from 'vitest';
import { run } from '../../../test/fixtures/digital-translations/paper-docx.ts';
import { paragraphsStyled } from '../../../test/fixtures/digital-translations/paper-measure.ts';
import {
  characterStyle,
  entryWith,
  HYPERLINK_STYLE,
  headingWith,
  NOTE_REFERENCE,
  STYLES_XML,
  textOf,
  tocOf,
  translatedBody,
} from '../../../test/fixtures/digital-translations/toc-docx.ts';

/**
 * The styles part read through the main part's relationships (docx-styles-part.ts), as the note reference
 * styles a table of contents' entry is compared without (docx-toc.ts) show: an entry whose note number is in
 * a style known only by its name in styles.xml reads as its heading only when that styles.xml was read.
 */

const RELATIONSHIPS = 'word/_rels/document.xml.rels';
const TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** The main part's relationships: the paper's header and footnotes, and `more`. */
const relationships = (more: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdHeader" Type="${TYPE}/header" Target="header1.xml"/><Relationship Id="rIdNotes" Type="${TYPE}/footnotes" Target="footnotes.xml"/>${more}</Relationships>`;
const stylesRelationship = (target: string, attributes = '') =>
  `<Relationship Id="rIdStyles" Type="${TYPE}/styles" Target="${target}"${attributes}/>`;

/** Styles naming a note reference style whose id nothing else knows. */
const NOTE_STYLES = STYLES_XML(
  characterStyle('Nota1', 'footnote reference', '<w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'),
);
/** Styles that know no note style (a stale copy beside the real part). */
const OTHER_STYLES = STYLES_XML(characterStyle('Nota1', 'Nota'));

const body = [
  tocOf(entryWith('_Toc60', `${run('Conclusões', HYPERLINK_STYLE)}${run('1', '<w:rStyle w:val="Nota1"/>')}`, '7')),
  headingWith(60, `${run('Conclusões')}${NOTE_REFERENCE}`),
].join('');

/** Whether the entry was written from its heading (the note style known), after translating with `parts`. */
async function entryReadsAsHeading(parts: readonly (readonly [string, string | null])[]) {
  const { xml } = await translatedBody(body, parts);
  const heading = textOf(paragraphsStyled(xml, 'Heading1')[0] as string);
  return textOf(paragraphsStyled(xml, 'TOC1')[0] as string) === `${heading}17`;
}

describe('the styles part, through the main part’s relationships', () => {
  it('is read where the relationship points: another name, a folder, an absolute target, an escaped name', async () => {
    for (const [target, name] of [
      ['estilos.xml', 'word/estilos.xml'],
      ['partes/estilos.xml', 'word/partes/estilos.xml'],
      ['../estilos.xml', 'estilos.xml'],
      ['/word/styles.xml', 'word/styles.xml'],
      ['/custom/Estilos.xml', 'custom/estilos.xml'],
      ['mis%20estilos.xml', 'word/mis estilos.xml'],
    ] as const) {
      const parts = [
        [RELATIONSHIPS, relationships(stylesRelationship(target))],
        [name, NOTE_STYLES],
        ['word/styles.xml', name === 'word/styles.xml' ? NOTE_STYLES : OTHER_STYLES],
      ] as const;
      expect(await entryReadsAsHeading(parts), target).toBe(true);
    }
  });

  it('falls back to word/styles.xml without a usable relationship, and never throws', async () => {
    for (const rels of [
      null,
      relationships(''),
      relationships(stylesRelationship('../../x')),
      relationships(stylesRelationship('no-existe.xml')),
      relationships(stylesRelationship('')),
      relationships(stylesRelationship('%E0%A4%A')),
      relationships(stylesRelationship('C:\\estilos.xml')),
      relationships(stylesRelationship('https://example.org/estilos.xml', ' TargetMode="External"')),
      relationships(stylesRelationship('/')),
      // Word's second styles part, kept for Word 2010's effects: not the styles.
      relationships(`<Relationship Id="rIdFx" Type="${TYPE}/stylesWithEffects" Target="stylesWithEffects.xml"/>`),
      'not xml <<<',
    ]) {
      const parts = [
        [RELATIONSHIPS, rels],
        ['word/styles.xml', NOTE_STYLES],
        ['word/stylesWithEffects.xml', OTHER_STYLES],
      ] as const;
      expect(await entryReadsAsHeading(parts), String(rels)).toBe(true);
    }
  });

  it('reads no styles when neither the relationship’s part nor word/styles.xml is there', async () => {
    expect(await entryReadsAsHeading([[RELATIONSHIPS, relationships(stylesRelationship('../../../etc/passwd'))]])).toBe(false);
  });
});
