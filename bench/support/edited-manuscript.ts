import { englishParagraphs } from '../../e2e/support/docx.ts';

/**
 * English paragraphs of `words` words carrying `changes` tracked changes spread evenly, in the demo file's
 * markup (seed/demo-docx.ts): a word deleted ({-very -}) or inserted ({+new +}) in turn.
 */
export function editedParagraphs(words: number, changes: number): string[] {
  const paragraphs = englishParagraphs(words);
  const total = paragraphs.reduce((sum, paragraph) => sum + paragraph.split(' ').length, 0);
  const every = Math.floor(total / changes);
  let count = 0;
  let seen = 0;
  return paragraphs.map((paragraph) =>
    paragraph
      .split(' ')
      .map((word) => {
        seen++;
        if (count >= changes || seen % every !== 0) return word;
        count++;
        return count % 2 === 0 ? `{-very -}${word}` : `{+new +}${word}`;
      })
      .join(' '),
  );
}
