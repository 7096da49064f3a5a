import type { TLint } from '../assess-text.ts';
import { replaceWith } from './suggestions.ts';

/** Whether a word is in the checker's dictionary. */
export type TIsWord = (word: string) => Promise<boolean>;

/** harper's rule that splits a word it does not know into two it does: "favorit" → "favor it". */
const SPLIT_MESSAGE = /should (?:probably |possibly )?be written as|missing space between words/;

/**
 * Single words the flagged word may misspell, in the order they are tried: a doubled letter typed once
 * (successfull → successful, wellcome → welcome), an s too many (informations → information), a final e
 * left out (favorit → favorite). Only these slips: dropping any last letter would turn "forthe" into
 * "forth" where "for the" is meant.
 */
export function singleWordCandidates(word: string): string[] {
  const candidates: string[] = [];
  for (let i = word.length - 1; i > 0; i -= 1) {
    if (word[i] === word[i - 1]) candidates.push(word.slice(0, i) + word.slice(i + 1));
  }
  if (/[^s]s$/i.test(word)) candidates.push(word.slice(0, -1));
  if (/[^aeiouys]$/i.test(word)) candidates.push(`${word}e`);
  return [...new Set(candidates)].filter((candidate) => candidate.length >= 3);
}

/** A part of a split that stands as a word of its own: "a" and "I", or two letters or more that the dictionary has. */
async function isStandaloneWord(part: string, isWord: TIsWord): Promise<boolean> {
  if (/^(?:a|A|I)$/.test(part)) return true;
  return part.length >= 2 && /^\p{L}+$/u.test(part) && (await isWord(part));
}

/** A finding on a misspelt word: the single word it misspells. */
export function misspellingOf(lint: TLint, word: string, correction: string): TLint {
  return {
    kind: 'Spelling',
    start: lint.start,
    end: lint.end,
    message: `“${word}” looks like a misspelling of “${correction}”.`,
    messageKey: 'misspelling',
    messageValues: { word, correction },
    suggestions: [replaceWith(correction)],
  };
}

/**
 * The suggestions of a spelling finding with the one that undoes a common slip first (successfull:
 * "successful" before "successfully"), the one a digital edit may take.
 */
function slipFirst(lint: TLint, word: string): TLint {
  const slips = new Set(singleWordCandidates(word).map((candidate) => candidate.toLowerCase()));
  const slip = lint.suggestions.find((s) => s.kind === 'replace' && slips.has(s.text.toLowerCase()));
  return slip ? { ...lint, suggestions: [slip, ...lint.suggestions.filter((s) => s !== slip)] } : lint;
}

/**
 * harper's "should be written as two words" findings, reviewed: a word that misspells a single word by a common
 * slip is that word misspelt (informations, successfull, favorit), not two words run together; a split is
 * kept only when both of its parts are words. A spelling finding offers the slip it undoes first; other
 * findings pass as they are.
 */
export async function reviewSpelling(text: string, lints: readonly TLint[], isWord: TIsWord): Promise<TLint[]> {
  const reviewed: TLint[] = [];
  for (const lint of lints) {
    if (lint.kind === 'Spelling') {
      reviewed.push(slipFirst(lint, text.slice(lint.start, lint.end)));
      continue;
    }
    if (lint.kind !== 'Typo' || !SPLIT_MESSAGE.test(lint.message)) {
      reviewed.push(lint);
      continue;
    }
    const word = text.slice(lint.start, lint.end);
    let correction: string | undefined;
    for (const candidate of singleWordCandidates(word)) {
      if (await isWord(candidate)) {
        correction = candidate;
        break;
      }
    }
    if (correction) {
      reviewed.push(misspellingOf(lint, word, correction));
      continue;
    }
    const splits = [];
    for (const suggestion of lint.suggestions) {
      const parts = suggestion.text.split(' ');
      let allWords = parts.length === 2;
      for (const part of parts) allWords &&= await isStandaloneWord(part, isWord);
      if (allWords) splits.push(suggestion);
    }
    if (splits.length > 0) reviewed.push({ ...lint, suggestions: splits });
  }
  return reviewed;
}
