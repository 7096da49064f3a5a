import type { TSuggestion } from '@portal/domain/api/grammar-check';
import type { TLint } from '../../apps/server/src/modules/language-engine/lint.ts';
import { takesAn } from '../../apps/server/src/modules/language-engine/rules/articles.ts';
import { pluralOf } from '../../apps/server/src/modules/language-engine/rules/noun-number.ts';
import { thirdPersonOf } from '../../apps/server/src/modules/language-engine/rules/number-forms.ts';
import type { TToken } from '../../apps/server/src/modules/language-engine/rules/tagger.ts';
import type { TTrieLm } from './trie-lm.ts';

/** What a choice does to the sentence: one word in place of another, a word added before a word, or one taken out. */
type TEdit = { kind: 'replace' | 'insert' | 'delete'; at: number; word: string; type: TChoiceType };

/** The kinds of choice, each with the margin (in log10 of the sentence's probability) it must win by. */
export type TChoiceType = 'article' | 'preposition' | 'agreement' | 'number';

/**
 * A choice as a finding, with its gain (log10) and the shortest n-gram the model found around the edit before
 * and after it (1: a word never seen after the word before it).
 */
export type TScoredChoice = TLint & { gain: number; type: TChoiceType; before: number; after: number };

export const DEFAULT_MARGINS: Record<TChoiceType, number> = {
  article: 2,
  preposition: 2,
  agreement: 2,
  number: 2.5,
};

const ARTICLES = new Set(['a', 'an', 'the']);
const PREPOSITIONS = ['in', 'on', 'at', 'of', 'for', 'to', 'with', 'by', 'from', 'about', 'into'];
const PREPOSITION_SET = new Set(PREPOSITIONS);
/** be, have and do: the form of the other number. */
const OTHER_NUMBER: Record<string, string> = {
  is: 'are',
  are: 'is',
  was: 'were',
  were: 'was',
  has: 'have',
  have: 'has',
  does: 'do',
  do: 'does',
};
/** Words before which no article is added: a determiner, a possessive, a number or a quantity already says it. */
const DETERMINING = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'some',
  'any',
  'no',
  'each',
  'every',
  'many',
  'much',
  'more',
  'most',
  'few',
  'several',
  'all',
  'both',
  'another',
  'other',
  'such',
  'what',
  'which',
  'whose',
]);

const WORD = /^\p{L}+(?:'\p{L}+)?$/u;

const inCaseOf = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;

/**
 * Word choices a language model of English finds far likelier than what is written: an article added, taken out or
 * changed, a preposition changed or taken out, a verb's number, a noun's number. Each choice is scored on the words
 * it touches and the two after (a trigram model sees no further) and kept when it wins by its type's margin; the
 * choices of one sentence do not overlap, and only words the model knows are read (a number, a symbol or a term it
 * does not know ends a stretch: no choice is made across it).
 */
export function wordChoiceLints(
  lm: TTrieLm,
  tokens: readonly TToken[],
  margins: Record<TChoiceType, number> = DEFAULT_MARGINS,
): TScoredChoice[] {
  const ids = tokens.map((token) => (WORD.test(token.text) ? lm.wordId(token.lower) : -1));
  const start = lm.wordId('<s>');
  const end = lm.wordId('</s>');
  const lints: TScoredChoice[] = [];
  let taken = -1;
  for (const [index, token] of tokens.entries()) {
    if (index <= taken || (ids[index] ?? -1) < 0) continue;
    let best: { edit: TEdit; gain: number; before: number; after: number } | null = null;
    for (const edit of choicesAt(tokens, index)) {
      const id = edit.kind === 'delete' ? -1 : lm.wordId(edit.word);
      if (edit.kind !== 'delete' && id < 0) continue;
      const score = gainOf(lm, ids, index, edit.kind, id, start, end);
      if (score === null || score.gain < margins[edit.type]) continue;
      if (!best || score.gain > best.gain) best = { edit, gain: score.gain, before: score.before, after: score.after };
    }
    if (!best) continue;
    lints.push({ ...lintOf(token, best.edit), gain: best.gain, type: best.edit.type, before: best.before, after: best.after });
    taken = index;
  }
  return lints;
}

/** The choices at a word: what may stand in its place, before it, or nothing. */
function choicesAt(tokens: readonly TToken[], index: number): TEdit[] {
  const token = tokens[index] as TToken;
  const word = token.lower;
  const edits: TEdit[] = [];
  const before = tokens[index - 1];
  if (ARTICLES.has(word)) {
    const next = tokens[index + 1];
    edits.push({ kind: 'delete', at: index, word, type: 'article' });
    if (word === 'the' && next) {
      const an = takesAn(next.text);
      if (an !== null) edits.push({ kind: 'replace', at: index, word: an ? 'an' : 'a', type: 'article' });
    } else if (word !== 'the') edits.push({ kind: 'replace', at: index, word: 'the', type: 'article' });
    return edits;
  }
  if (PREPOSITION_SET.has(word) && token.pos === 'ADP') {
    for (const other of PREPOSITIONS)
      if (other !== word) edits.push({ kind: 'replace', at: index, word: other, type: 'preposition' });
    edits.push({ kind: 'delete', at: index, word, type: 'preposition' });
    return edits;
  }
  if (
    (token.pos === 'NOUN' || token.pos === 'ADJ') &&
    !(
      before &&
      (DETERMINING.has(before.lower) ||
        before.pos === 'NUM' ||
        before.pos === 'ADJ' ||
        before.pos === 'NOUN' ||
        before.pos === 'PROPN' ||
        before.pos === 'DET' ||
        before.text === "'s")
    )
  ) {
    edits.push({ kind: 'insert', at: index, word: 'the', type: 'article' });
    const an = takesAn(token.text);
    if (an !== null && !(token.pos === 'NOUN' && token.lower !== token.lemma))
      edits.push({ kind: 'insert', at: index, word: an ? 'an' : 'a', type: 'article' });
  }
  if (token.pos === 'AUX' || token.pos === 'VERB') {
    const other = OTHER_NUMBER[word];
    if (other) edits.push({ kind: 'replace', at: index, word: other, type: 'agreement' });
    else if (token.pos === 'VERB' && /^[a-z]+$/.test(token.lemma)) {
      const third = thirdPersonOf(token.lemma);
      if (word === token.lemma) edits.push({ kind: 'replace', at: index, word: third, type: 'agreement' });
      else if (word === third) edits.push({ kind: 'replace', at: index, word: token.lemma, type: 'agreement' });
    }
  }
  if (token.pos === 'NOUN' && /^[a-z]+$/.test(token.lemma)) {
    const plural = pluralOf(token.lemma);
    if (plural && word === token.lemma) edits.push({ kind: 'replace', at: index, word: plural, type: 'number' });
    else if (plural && word === plural) edits.push({ kind: 'replace', at: index, word: token.lemma, type: 'number' });
  }
  return edits;
}

/**
 * How much likelier (log10) the sentence is with the edit at `index` than without, counted over the words whose
 * probability the edit changes; null when a word the edit reads is one the model does not know.
 */
function gainOf(
  lm: TTrieLm,
  ids: readonly number[],
  index: number,
  kind: TEdit['kind'],
  id: number,
  start: number,
  end: number,
): { gain: number; before: number; after: number } | null {
  // The stretch of known words around the edit, with the sentence's start and end marks where it reaches them.
  let from = index;
  while (from > 0 && (ids[from - 1] ?? -1) >= 0) from -= 1;
  let to = index;
  while (to + 1 < ids.length && (ids[to + 1] ?? -1) >= 0) to += 1;
  const head = from === 0 ? [start] : [];
  const tail = to === ids.length - 1 ? [end] : [];
  const original = [...head, ...ids.slice(from, to + 1), ...tail];
  const at = index - from + head.length;
  const changed =
    kind === 'replace'
      ? [...original.slice(0, at), id, ...original.slice(at + 1)]
      : kind === 'insert'
        ? [...original.slice(0, at), id, ...original.slice(at)]
        : [...original.slice(0, at), ...original.slice(at + 1)];
  if (changed.length < 2) return null;
  // The words after the edit's place are scored in both; those before it are the same in both and left out.
  const before = sum(lm, original, at, kind === 'insert' ? 0 : 1);
  const after = sum(lm, changed, at, kind === 'delete' ? 0 : 1);
  return { gain: after.total - before.total, before: before.shortest, after: after.shortest };
}

/**
 * Σ log10 P(word) over the words of `ids` from `from` on, each after the (up to) two words before it within `ids`,
 * and the shortest n-gram the model found among the words from `from` to `from + span`: 1 when one of them was
 * never seen after the word before it.
 */
function sum(lm: TTrieLm, ids: readonly number[], from: number, span: number): { total: number; shortest: number } {
  let total = 0;
  let shortest = lm.order;
  const used = { value: 0 };
  for (let i = from; i < ids.length; i += 1) {
    total += lm.logProb(ids[i] as number, [ids[i - 1] ?? -1, ids[i - 2] ?? -1], used);
    if (i > 0 && i <= from + span) shortest = Math.min(shortest, used.value);
  }
  return { total, shortest };
}

function lintOf(token: TToken, edit: TEdit): TLint {
  const kind = edit.type === 'agreement' ? 'Agreement' : 'Grammar';
  const suggestion: TSuggestion =
    edit.kind === 'delete'
      ? { kind: 'delete', text: '' }
      : edit.kind === 'insert'
        ? {
            kind: 'replace',
            text: `${inCaseOf(token.text, edit.word)} ${token.pos === 'PROPN' ? token.text : token.text.charAt(0).toLowerCase() + token.text.slice(1)}`,
          }
        : { kind: 'replace', text: inCaseOf(token.text, edit.word) };
  if (edit.kind === 'delete') {
    return {
      kind,
      start: token.start,
      end: token.end,
      message: `“${token.text}” is unusual here: delete it.`,
      messageKey: 'likely-extra',
      messageValues: { word: token.text },
      suggestions: [suggestion],
    };
  }
  if (edit.kind === 'insert') {
    return {
      kind,
      start: token.start,
      end: token.end,
      message: `A “${edit.word}” seems to be missing before “${token.text}”.`,
      messageKey: 'likely-missing',
      messageValues: { word: edit.word, next: token.text },
      suggestions: [suggestion],
    };
  }
  return {
    kind,
    start: token.start,
    end: token.end,
    message: `“${edit.word}” is far more usual here than “${token.text}”.`,
    messageKey: 'likely-word',
    messageValues: { word: token.text, correction: edit.word },
    suggestions: [suggestion],
  };
}
