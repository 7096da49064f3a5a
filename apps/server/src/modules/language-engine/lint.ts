import type { TSuggestion } from '@portal/domain/api/grammar-check';
import type { TCheckedParagraph } from './document-text.ts';

/**
 * One finding of the checker on a paragraph, in the paragraph's UTF-16 offsets: its kind (harper's lint kinds),
 * its plain-text message in English, and for the portal's own rules the message's catalogue key and values.
 */
export type TLint = {
  kind: string;
  /** The harper rule that found it (RepeatedWords, MissingTo…); absent for the portal's own rules. */
  rule?: string;
  start: number;
  end: number;
  message: string;
  messageKey?: string;
  messageValues?: Record<string, string>;
  suggestions: TSuggestion[];
};
/**
 * Lints one paragraph; `all`, where the linter has it, lints a document's paragraphs together, which is faster
 * than one at a time (lintEach).
 */
export type TLintParagraph = ((text: string) => Promise<TLint[]>) & {
  all?: (texts: readonly string[]) => Promise<TLint[][]>;
};

/** The findings of each of `texts`, in one batch where the linter can, one paragraph after another where not. */
export async function lintEach(lint: TLintParagraph, texts: readonly string[]): Promise<TLint[][]> {
  if (lint.all) return lint.all(texts);
  const lints: TLint[][] = [];
  for (const text of texts) lints.push(await lint(text));
  return lints;
}

/** British and American spellings of one word: analyse/analyze, colour/color, centre/center, travelled/traveled. */
export function isDialectVariant(word: string, suggestion: string): boolean {
  const a = word.toLowerCase();
  const b = suggestion.toLowerCase();
  const forms = (w: string) => [
    w,
    w.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1'),
    w.replace(/ys(e|ed|es|ing)$/, 'yz$1'),
    w.replace(/our(s|ed|ing|ite|ites|able)?$/, 'or$1'),
    w.replace(/tre(s)?$/, 'ter$1'),
    w.replace(/ll(ed|ing|er|ers)$/, 'l$1'),
    w.replace(/ogue(s)?$/, 'og$1'),
    w.replace(/ae/, 'e').replace(/oe/, 'e'),
  ];
  return forms(a).some((form) => form === b) || forms(b).some((form) => form === a);
}

/** A base form as the writer spelled it: the lemma's American -ize/-yze back to the written -ise/-yse. */
export function inWritersSpelling(form: string, written: string, lemma: string): string {
  if (/yz/.test(lemma) && /ys/.test(written)) return form.replace('yz', 'ys');
  if (/iz/.test(lemma) && /is(?:e|ing|ed|es)?$/.test(written)) return form.replace(/iz(?=e|ing|ed|es|$)/, 'is');
  return form;
}

/** A suggestion that undoes a typing slip of the word: two letters swapped (recieve) or a letter doubled (occurr). */
function isSlipOf(word: string, suggestion: string): boolean {
  const [a, b] = [word.toLowerCase(), suggestion.toLowerCase()];
  if (a.length === b.length) {
    const differ = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
    return differ.length === 2 && differ[1] === (differ[0] ?? 0) + 1 && a[differ[0] ?? 0] === b[differ[1] ?? 0];
  }
  if (a.length !== b.length + 1) return false;
  return [...a].some((letter, i) => i > 0 && letter === a[i - 1] && a.slice(0, i) + a.slice(i + 1) === b);
}

/** How often a document uses a word (wordFrequency's map), in any case, and in lower case. */
function usesOf(word: string, frequency: ReadonlyMap<string, number>): { all: number; lowerCase: number } {
  const lower = word.toLowerCase();
  const capitalised = `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
  const lowerCase = frequency.get(lower) ?? 0;
  const others = [capitalised, lower.toUpperCase()].filter((form) => form !== lower);
  return { all: lowerCase + others.reduce((sum, form) => sum + (frequency.get(form) ?? 0), 0), lowerCase };
}

/**
 * A spelling finding on a word that is a term rather than a typo: an acronym, a gene or compound name with
 * capitals or digits inside, a word the author uses three times or more, or twice with a use in lower case
 * (a misspelling is rarely that consistent, a field's term often is: "diel", "physisorption") unless the
 * suggestion undoes a typing slip (recieve, occurr), or the other dialect's spelling of the suggested word.
 */
export function isTermNotTypo(word: string, lint: TLint, frequency: ReadonlyMap<string, number>): boolean {
  if (/\d/.test(word) || /.\p{Lu}/u.test(word)) return true;
  const uses = usesOf(word, frequency);
  if (uses.all >= 3) return true;
  const replacements = lint.suggestions.filter((suggestion) => suggestion.kind === 'replace');
  if (uses.all >= 2 && uses.lowerCase >= 1 && !replacements.some((s) => isSlipOf(word, s.text))) return true;
  return replacements.some((suggestion) => isDialectVariant(word, suggestion.text));
}

/**
 * Each word of a document as written (case kept: isTermNotTypo tells a lower-case use from a capitalised one) and
 * its uses; a hyphenated word counts as a use of each of its parts too ("diel-cycling" uses "diel").
 */
export function wordFrequency(paragraphs: readonly TCheckedParagraph[]): Map<string, number> {
  const frequency = new Map<string, number>();
  const count = (word: string) => frequency.set(word, (frequency.get(word) ?? 0) + 1);
  for (const { text } of paragraphs) {
    for (const word of text.match(/\p{L}[\p{L}'’-]*/gu) ?? []) {
      count(word);
      const parts = word.split('-').filter(Boolean);
      if (parts.length > 1) for (const part of parts) count(part);
    }
  }
  return frequency;
}
