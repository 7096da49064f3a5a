import { readFile } from 'node:fs/promises';
import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { wordEntries } from '../../../../test/fixtures/edit-review/word-parts.ts';
import { readPackage } from '../../../platform/documents/docx-package.ts';
import type { TDecision } from './apply-decisions.ts';
import { changeIdsOf, decidedParts, reviewOf, type TPackagePart } from './review-package.ts';

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const FIXTURES = new URL('../../../../test/fixtures/edit-review/', import.meta.url);

/** The text a reader sees in a part: each paragraph's `w:t` (not `w:delText`), one paragraph a line. */
function visibleText(xml: Buffer | string): string {
  const document = new DOMParser().parseFromString(xml.toString(), 'text/xml');
  const paragraphs = Array.from(document.getElementsByTagNameNS(W_NS, 'p'));
  return paragraphs
    .map((paragraph) =>
      Array.from(paragraph.getElementsByTagNameNS(W_NS, 't'))
        .map((node) => node.textContent)
        .join(''),
    )
    .filter((line) => line.length > 0)
    .join('\n');
}

const count = (xml: Buffer | string, name: string) => (xml.toString().match(new RegExp(`<w:${name}[ >/]`, 'g')) ?? []).length;

const decideAll = (entries: TPackagePart[], decision: TDecision) =>
  new Map(changeIdsOf(entries).map((id) => [id, decision] as const));

function part(entries: TPackagePart[], replaced: Map<string, Buffer>, name: string): Buffer {
  const original = entries.find((entry) => entry.name === name);
  return replaced.get(name) ?? (original?.content as Buffer);
}

describe('a review of LibreOffice tracked changes', () => {
  let entries: TPackagePart[];
  beforeAll(async () => {
    entries = (await readPackage(await readFile(new URL('libreoffice-review.docx', FIXTURES)))).filter(
      (entry) => !entry.isDirectory,
    );
  });

  it('lists every change with its kind, author, text and block', () => {
    const review = reviewOf(entries);
    const summary = review.changes.map((change) => [change.kind, change.author, change.text]);
    expect(summary).toEqual([
      ['deletion', 'Editor A', 'affects'],
      ['insertion', 'Editor A', 'affect'],
      ['insertion', 'Editor A', 'strongly'],
      ['formatting', 'Editor A', 'Bacillus'],
      ['deletion', 'Editor B', 'very'],
      ['insertion', 'Editor A', '0'],
      ['insertion', 'Editor B', 'Carbon loss was larger in the north.'],
      ['insertion', 'Editor B', 'national'],
    ]);
    const blockOf = (id: string) => review.blocks.find((block) => block.id === id);
    const cellChange = review.changes[5];
    expect(blockOf(cellChange?.blocks[0] ?? '')?.cell).toEqual({ table: 0, row: 1, column: 1 });
    expect(blockOf(review.changes[7]?.blocks[0] ?? '')?.kind).toBe('footnote');
    expect(review.blocks[0]).toMatchObject({ kind: 'heading', level: 1 });
    expect(review.changes.every((change) => change.section === review.blocks[0]?.id)).toBe(false);
    expect(review.changes[0]?.section).toBe(review.blocks[0]?.id);
  });

  it('keeps the structure and marks of each paragraph', () => {
    const review = reviewOf(entries);
    const second = review.blocks[1];
    expect(second?.segments.map((segment) => [segment.text, segment.mark ?? null])).toEqual([
      ['Drying and rewetting cycles ', null],
      ['affects', 'del'],
      ['affect', 'ins'],
      [' soil carbon', null],
      [' strongly', 'ins'],
      ['.', null],
    ]);
    expect(review.blocks[2]?.segments.find((segment) => segment.text === 'Bacillus')).toMatchObject({
      italic: true,
      mark: 'format',
    });
    expect(review.blocks[2]?.segments.some((segment) => segment.note === 'fn2')).toBe(true);
  });

  it('reads the comment and the paragraph it stands in', () => {
    const review = reviewOf(entries);
    expect(review.comments).toEqual([
      expect.objectContaining({ author: 'Editor A', text: 'Agreement: cycles is plural.', blocks: [review.blocks[1]?.id] }),
    ]);
  });

  it('accepting every change keeps each insertion and drops each deletion', () => {
    const replaced = decidedParts(entries, decideAll(entries, 'accept'));
    const body = part(entries, replaced, 'word/document.xml');
    expect(visibleText(body)).toBe(
      [
        'Introduction',
        'Drying and rewetting cycles affect soil carbon strongly.',
        'The Bacillus strains were important.',
        'Site',
        'Carbon',
        'North',
        '1.20 g',
        'Results follow.',
        'Carbon loss was larger in the north.',
        'End.',
      ].join('\n'),
    );
    expect(count(body, 'ins') + count(body, 'del') + count(body, 'rPrChange')).toBe(0);
    expect(visibleText(part(entries, replaced, 'word/footnotes.xml'))).toBe('Strains from the national collection.');
  });

  it('rejecting every change gives back the original text, run for run', () => {
    const replaced = decidedParts(entries, decideAll(entries, 'reject'));
    const body = part(entries, replaced, 'word/document.xml');
    expect(visibleText(body)).toBe(
      [
        'Introduction',
        'Drying and rewetting cycles affects soil carbon.',
        'The Bacillus strains were very important.',
        'Site',
        'Carbon',
        'North',
        '1.2 g',
        'Results follow.',
        'End.',
      ].join('\n'),
    );
    expect(count(body, 'ins') + count(body, 'del') + count(body, 'delText')).toBe(0);
    expect(body.toString()).not.toContain('<w:i/>');
    expect(visibleText(part(entries, replaced, 'word/footnotes.xml'))).toBe('Strains from the collection.');
  });

  it('applies mixed decisions and leaves undecided changes tracked', () => {
    const [deletion, insertion, strongly] = reviewOf(entries).changes;
    const decisions = new Map<string, TDecision>([
      [deletion?.id ?? '', 'accept'],
      [insertion?.id ?? '', 'accept'],
      [strongly?.id ?? '', 'reject'],
    ]);
    const replaced = decidedParts(entries, decisions);
    const body = part(entries, replaced, 'word/document.xml');
    expect(visibleText(body).split('\n')[1]).toBe('Drying and rewetting cycles affect soil carbon.');
    expect(count(body, 'del')).toBe(1);
    expect(count(body, 'ins')).toBe(3);
    expect(replaced.has('word/footnotes.xml')).toBe(false);
    expect(
      reviewOf([
        ...entries.filter((entry) => !replaced.has(entry.name)),
        ...[...replaced].map(([name, content]) => ({ name, content })),
      ]).changes,
    ).toHaveLength(5);
  });
});

describe('a review of Word tracked changes', () => {
  const entries = wordEntries();
  const review = reviewOf(entries);
  const change = (text: string) => {
    const found = review.changes.find((candidate) => candidate.text === text);
    if (!found) throw new Error(`no change "${text}" in ${JSON.stringify(review.changes.map((c) => c.text))}`);
    return found;
  };
  const decide = (pairs: [string, TDecision][]) =>
    decidedParts(entries, new Map(pairs.map(([text, decision]) => [change(text).id, decision])));

  it('reads a move as one change and each kind with its author', () => {
    expect(review.changes.map((candidate) => [candidate.kind, candidate.author, candidate.text])).toEqual([
      ['move', 'Editor A', 'Moved sentence. Moved sentence.'],
      ['insertion', 'Editor A', 'carefully'],
      ['deletion', 'Editor B', 'very'],
      ['formatting', 'Editor A', ''],
      ['deletion', 'Editor A', '¶'],
      ['insertion', 'Editor A', 'New row'],
      ['deletion', 'Editor A', 'datas'],
      ['insertion', 'Editor A', 'data'],
      ['insertion', 'Editor A', ': soils'],
    ]);
    expect(review.blocks.find((block) => block.kind === 'header')?.segments.map((segment) => segment.text)).toEqual([
      'Running title',
      ': soils',
    ]);
  });

  it('ties the comment to the changes in its range', () => {
    expect(review.comments).toEqual([
      expect.objectContaining({ text: 'Data is plural here.', changes: [change('datas').id, change('data').id] }),
    ]);
  });

  it('accepting a move keeps the sentence at its new place only, without range markers', () => {
    const body = part(entries, decide([['Moved sentence. Moved sentence.', 'accept']]), 'word/document.xml');
    expect(visibleText(body).split('\n').slice(1, 3)).toEqual([
      'First sentence. Second sentence.',
      'Third sentence. Moved sentence. ',
    ]);
    expect(body.toString()).not.toMatch(/move(From|To)/);
  });

  it('rejecting a move keeps the sentence where it was', () => {
    const body = part(entries, decide([['Moved sentence. Moved sentence.', 'reject']]), 'word/document.xml');
    expect(visibleText(body).split('\n').slice(1, 3)).toEqual([
      'First sentence. Moved sentence. Second sentence.',
      'Third sentence. ',
    ]);
  });

  it('settles a deletion inside an insertion on its own, and the insertion around it', () => {
    const acceptInner = part(entries, decide([['very', 'accept']]), 'word/document.xml');
    expect(visibleText(acceptInner)).toContain('We carefully measured it.');
    expect(count(acceptInner, 'ins')).toBeGreaterThan(0);
    const rejectOuter = part(entries, decide([['carefully', 'reject']]), 'word/document.xml');
    expect(visibleText(rejectOuter)).toContain('We measured it.');
    expect(rejectOuter.toString()).not.toContain('very');
  });

  it('rejecting a paragraph-property change restores the old properties', () => {
    const body = part(entries, decide([['', 'reject']]), 'word/document.xml').toString();
    expect(body).toContain('<w:jc w:val="left"/>');
    expect(body).not.toContain('pPrChange');
    expect(body).not.toContain('<w:jc w:val="center"/>');
  });

  it('accepting a deleted paragraph mark joins the two paragraphs', () => {
    const body = part(entries, decide([['¶', 'accept']]), 'word/document.xml');
    expect(visibleText(body)).toContain('Joined paragraph.');
    const kept = part(entries, decide([['¶', 'reject']]), 'word/document.xml');
    expect(visibleText(kept)).toContain('Joined \nparagraph.');
  });

  it('rejecting an inserted row removes the row', () => {
    const body = part(entries, decide([['New row', 'reject']]), 'word/document.xml');
    expect(visibleText(body)).not.toContain('New row');
    expect(count(body, 'tr')).toBe(1);
    const accepted = part(entries, decide([['New row', 'accept']]), 'word/document.xml');
    expect(count(accepted, 'tr')).toBe(2);
    expect(count(accepted, 'ins')).toBe(2);
  });

  it('rewrites only the parts whose changes were decided', () => {
    const replaced = decide([[': soils', 'reject']]);
    expect([...replaced.keys()]).toEqual(['word/header1.xml']);
    expect(visibleText(replaced.get('word/header1.xml') as Buffer)).toBe('Running title');
  });
});

describe('a review of a .docx whose main part is word/document2.xml', () => {
  const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const relationships = (items: string) =>
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`,
    );
  // Word Online's names: the main part and, through its own relationships only, its header and comments.
  const renamed: Record<string, string> = {
    'word/document.xml': 'word/document2.xml',
    'word/header1.xml': 'word/header3.xml',
    'word/comments.xml': 'word/comentarios.xml',
  };
  const entries: TPackagePart[] = [
    {
      name: '_rels/.rels',
      content: relationships(`<Relationship Id="rId1" Type="${REL}/officeDocument" Target="/word/document2.xml"/>`),
    },
    {
      name: 'word/_rels/document2.xml.rels',
      content: relationships(
        `<Relationship Id="rId9" Type="${REL}/header" Target="header3.xml"/><Relationship Id="rId8" Type="${REL}/comments" Target="comentarios.xml"/>`,
      ),
    },
    ...wordEntries().map((entry) => ({ ...entry, name: renamed[entry.name] ?? entry.name })),
  ];

  it('reads the same changes and comments as from word/document.xml, and writes decisions back to the same parts', () => {
    const review = reviewOf(entries);
    const original = reviewOf(wordEntries());
    expect(review.changes.map((change) => [change.kind, change.text])).toEqual(
      original.changes.map((change) => [change.kind, change.text]),
    );
    expect(review.comments.map((comment) => comment.text)).toEqual(['Data is plural here.']);
    expect(changeIdsOf(entries)).toContain('h3-1');
    const replaced = decidedParts(entries, decideAll(entries, 'accept'));
    expect([...replaced.keys()].sort()).toEqual(['word/document2.xml', 'word/header3.xml']);
    expect(visibleText(replaced.get('word/header3.xml') as Buffer)).toBe('Running title: soils');
  });

  it('is unreadable when the main part relationship leaves the package', () => {
    const outside = entries.map((entry) =>
      entry.name === '_rels/.rels'
        ? { ...entry, content: Buffer.from(entry.content.toString().replace('/word/', '../word/')) }
        : entry,
    );
    expect(() => reviewOf(outside)).toThrow(/main document part/);
  });
});

describe('what makes one change', () => {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const stamp = (id: number) => `w:id="${id}" w:author="Editor" w:date="2026-11-20T08:00:00Z"`;
  const entriesOf = (paragraphs: string) => [
    { name: 'word/document.xml', content: Buffer.from(`<w:document ${W}><w:body>${paragraphs}</w:body></w:document>`) },
  ];

  it('joins an insertion split over runs and paragraphs, but not two insertions with a deletion between', () => {
    const split = reviewOf(
      entriesOf(
        `<w:p><w:ins ${stamp(1)}><w:r><w:t>One </w:t></w:r></w:ins><w:ins ${stamp(2)}><w:r><w:rPr><w:i/></w:rPr><w:t>two</w:t></w:r></w:ins><w:pPr><w:rPr><w:ins ${stamp(3)}/></w:rPr></w:pPr></w:p><w:p><w:ins ${stamp(4)}><w:r><w:t>three.</w:t></w:r></w:ins></w:p>`,
      ),
    );
    expect(split.changes.map((change) => change.text)).toEqual(['One two three.']);
    const replaced = reviewOf(
      entriesOf(
        `<w:p><w:ins ${stamp(1)}><w:r><w:t xml:space="preserve">These results suggest that </w:t></w:r></w:ins><w:del ${stamp(2)}><w:r><w:delText>P</w:delText></w:r></w:del><w:ins ${stamp(3)}><w:r><w:t>p</w:t></w:r></w:ins><w:r><w:t>ore size</w:t></w:r></w:p>`,
      ),
    );
    expect(replaced.changes.map((change) => [change.kind, change.text])).toEqual([
      ['insertion', 'These results suggest that'],
      ['deletion', 'P'],
      ['insertion', 'p'],
    ]);
  });
});
