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
export type TLintParagraph = (text: string) => Promise<TLint[]>;

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

/**
 * A spelling finding on a word that is a term rather than a typo: an acronym, a gene or compound name with
 * capitals or digits inside, or a word the author uses three times or more (a misspelling is rarely that
 * consistent, a field's term often is), or the other dialect's spelling of the suggested word.
 */
export function isTermNotTypo(word: string, lint: TLint, frequency: ReadonlyMap<string, number>): boolean {
  if (/\d/.test(word) || /.\p{Lu}/u.test(word)) return true;
  if ((frequency.get(word.toLowerCase()) ?? 0) >= 3) return true;
  return lint.suggestions.some((suggestion) => suggestion.kind === 'replace' && isDialectVariant(word, suggestion.text));
}

export function wordFrequency(paragraphs: readonly TCheckedParagraph[]): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const { text } of paragraphs) {
    for (const word of text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return frequency;
}
