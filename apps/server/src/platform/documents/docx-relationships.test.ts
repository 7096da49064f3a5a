import { describe, expect, it } from 'vitest';
import { mainPartOf, packagePartsOf, relatedParts, relationshipsPartOf } from './docx-relationships.ts';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relationships = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;
const relationship = (type: string, target: string, attributes = '') =>
  `<Relationship Id="rId${type}" Type="${REL}/${type}" Target="${target}"${attributes}/>`;
const officeDocument = (target: string, attributes = '') => relationships(relationship('officeDocument', target, attributes));

/** A package of the named parts; a part given text has it as its content. */
const packageOf = (parts: Record<string, string | null>) =>
  packagePartsOf(
    Object.entries(parts).map(([name, text]) => ({ name, ...(text === null ? {} : { content: Buffer.from(text, 'utf8') }) })),
  );

describe('the main document part, found through the package’s relationships', () => {
  it('is the officeDocument relationship’s target, however the target is spelled', () => {
    for (const [target, stored] of [
      ['word/document2.xml', 'word/document2.xml'],
      ['/word/document2.xml', 'word/document2.xml'],
      ['./word/../word/document2.xml', 'word/document2.xml'],
      ['Word/Document2.XML', 'word/document2.xml'],
      ['word/documento%20principal.xml', 'word/documento principal.xml'],
      // Relative to the package's root, the folder the package's relationships describe.
      ['document2.xml', 'document2.xml'],
    ] as const) {
      const parts = packageOf({ '_rels/.rels': officeDocument(target), [stored]: null, 'word/document.xml': null });
      expect(mainPartOf(parts), target).toBe(stored);
    }
  });

  it('is word/document.xml when the package’s relationships name none', () => {
    for (const rels of [
      null,
      relationships(),
      relationships(relationship('core-properties', 'docProps/core.xml')),
      'not xml <<<',
    ]) {
      const parts = packageOf({ ...(rels === null ? {} : { '_rels/.rels': rels }), 'word/document.xml': null });
      expect(mainPartOf(parts), String(rels)).toBe('word/document.xml');
      expect(mainPartOf(packageOf(rels === null ? {} : { '_rels/.rels': rels })), String(rels)).toBeNull();
    }
  });

  it('is none when the target leaves the package, is external or names no part, even beside a word/document.xml', () => {
    for (const [target, attributes] of [
      ['../word/document2.xml', ''],
      ['word/../../../etc/passwd', ''],
      ['/../word/document2.xml', ''],
      ['word\\document2.xml', ''],
      ['file:///etc/passwd', ''],
      ['https://example.org/word/document2.xml', ' TargetMode="External"'],
      ['word/document3.xml', ''],
      ['', ''],
      ['%E0%A4%A', ''],
    ] as const) {
      const parts = packageOf({
        '_rels/.rels': officeDocument(target, attributes),
        'word/document2.xml': null,
        'word/document.xml': null,
      });
      expect(mainPartOf(parts), target).toBeNull();
    }
  });
});

describe('the parts the main part’s own relationships name', () => {
  it('are read from <folder>/_rels/<name>.rels, resolved against the main part’s folder', () => {
    expect(relationshipsPartOf('word/document2.xml')).toBe('word/_rels/document2.xml.rels');
    expect(relationshipsPartOf('')).toBe('_rels/.rels');
    const parts = packageOf({
      'word/_rels/document2.xml.rels': relationships(
        relationship('footnotes', 'notas.xml'),
        relationship('header', '/word/cabecera2.xml'),
        relationship('header', 'partes/Cabecera1.xml'),
        relationship('header', '../../fuera.xml'),
        relationship('header', 'no-existe.xml'),
        `<Relationship Id="rIdFx" Type="${REL}/headerWithEffects" Target="cabecera9.xml"/>`,
      ),
      'word/document2.xml': null,
      'word/notas.xml': null,
      'word/cabecera2.xml': null,
      'word/partes/cabecera1.xml': null,
      'word/cabecera9.xml': null,
      'word/footnotes.xml': null,
      'word/header1.xml': null,
    });
    expect(relatedParts(parts, 'word/document2.xml', 'footnotes')).toEqual(['word/notas.xml']);
    expect(relatedParts(parts, 'word/document2.xml', 'header')).toEqual(['word/cabecera2.xml', 'word/partes/cabecera1.xml']);
    expect(relatedParts(parts, 'word/document2.xml', 'comments')).toEqual([]);
  });

  it('are the parts beside the main part named as Word names them when it has no relationships part', () => {
    const parts = packageOf({
      'word/document2.xml': null,
      'word/header10.xml': null,
      'word/header2.xml': null,
      'word/Footnotes.xml': null,
      'word/headerWithEffects.xml': null,
      'other/header1.xml': null,
    });
    expect(relatedParts(parts, 'word/document2.xml', 'header')).toEqual(['word/header2.xml', 'word/header10.xml']);
    expect(relatedParts(parts, 'word/document2.xml', 'footnotes')).toEqual(['word/Footnotes.xml']);
  });
});
