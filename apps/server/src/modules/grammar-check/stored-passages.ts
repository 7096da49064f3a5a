import type { TFlaggedPassage, TSuggestion } from '@portal/domain/api/grammar-check';
import { categoryMessage, plainMessage, type TLint, withHarperMessage } from '../language-engine/index.ts';
import { CATEGORY_OF_LINT_KIND } from './assess-text.ts';

/** A passage as checks before suggestion kinds stored it: suggestions were replacement strings. */
type TStoredPassage = Omit<TFlaggedPassage, 'suggestions'> & { suggestions: (TSuggestion | string)[] };

/**
 * harper's messages that name their rule or lint kind, as stored in plain text. A check stored before messages had
 * keys kept harper's English message but neither the rule nor the kind; these give them back where the message
 * tells (docs/decisions.md, "Grammar reports stored before messages had keys").
 */
const RULE_OF_MESSAGE: [RegExp, Pick<TLint, 'kind' | 'rule'>][] = [
  [/^This sentence is \d+ words long/, { kind: 'Readability', rule: 'LongSentences' }],
  [/^Did you mean to repeat this word\?/, { kind: 'Repetition', rule: 'RepeatedWords' }],
  [/^This sentence does not start with a capital letter/, { kind: 'Capitalization', rule: 'SentenceCapitalization' }],
  [/^Discourse markers at the beginning of a sentence/, { kind: 'Punctuation', rule: 'DiscourseMarkers' }],
  [/^Did you mean to spell “[^”]*” this way\?/, { kind: 'Spelling', rule: 'SpellCheck' }],
  [/\blooks like (this is )?a typo\b/i, { kind: 'Typo' }],
  [/\bshould be written as (one|two) words?\b|\bshould be (joined|split)\b/i, { kind: 'BoundaryError' }],
  [/\bagree(s)? with (its|the) subject\b/i, { kind: 'Agreement' }],
];

/** The text without what a kind of change touches: spaces and hyphens (a word boundary), punctuation. */
const withoutBoundaries = (text: string) => text.replace(/[\s-]/g, '');
const withoutPunctuation = (text: string) => text.replace(/[\p{P}\s]/gu, '');

/**
 * The lint kind (and rule) of a stored harper finding, from its message, or else from what its first
 * suggestion changes: the case alone is a capitalisation, the spaces or hyphens alone a word boundary, the
 * punctuation alone punctuation. Only a kind of the finding's own category counts; undefined when nothing tells.
 */
function lintOfStored(passage: TFlaggedPassage): Pick<TLint, 'kind' | 'rule'> | undefined {
  const byMessage = RULE_OF_MESSAGE.find(([pattern]) => pattern.test(passage.message))?.[1];
  const first = passage.suggestions[0];
  const correction = first?.kind === 'replace' ? first.text : undefined;
  const word = passage.text;
  let byChange: Pick<TLint, 'kind'> | undefined;
  if (correction === undefined || correction === word) byChange = undefined;
  else if (correction.toLowerCase() === word.toLowerCase()) byChange = { kind: 'Capitalization' };
  else if (withoutBoundaries(correction) === withoutBoundaries(word)) byChange = { kind: 'BoundaryError' };
  else if (withoutPunctuation(correction) === withoutPunctuation(word)) byChange = { kind: 'Punctuation' };
  return [byMessage, byChange].find((lint) => lint && CATEGORY_OF_LINT_KIND[lint.kind] === passage.category);
}

/**
 * The catalogue key and values of a harper finding stored before messages had keys, derived from what was
 * stored: the rule or kind its message or its suggestion tells (lintOfStored), then worded as a new check words
 * it (withHarperMessage). An insertion or a deletion is worded by what it does whatever the kind; a finding
 * nothing maps gets its category's message, as a new one of an unknown kind does.
 */
function messageOfStored(passage: TFlaggedPassage): Pick<TFlaggedPassage, 'messageKey' | 'messageValues'> {
  const lint = lintOfStored(passage);
  const first = passage.suggestions[0];
  // insert and delete are worded by what they do; the kind only has to be one harper documents.
  const kind = lint?.kind ?? (first && first.kind !== 'replace' ? 'Miscellaneous' : undefined);
  if (kind) {
    const found = withHarperMessage(
      {
        kind,
        rule: lint?.rule,
        start: passage.start,
        end: passage.end,
        message: passage.message,
        suggestions: passage.suggestions,
      },
      passage.text,
    );
    if (found.messageKey) return { messageKey: found.messageKey, messageValues: found.messageValues ?? {} };
  }
  return categoryMessage(passage.category, passage.text);
}

/**
 * A stored passage as the report shows it: a check stored before suggestions had kinds has strings, read as
 * replacements (an empty one as a deletion), its message may still hold harper's Markdown, and a check stored
 * before messages had keys gets its key and values here, so the report reads as a new one in every language.
 */
export function reportPassage(stored: TStoredPassage): TFlaggedPassage {
  const passage: TFlaggedPassage = {
    ...stored,
    message: plainMessage(stored.message),
    suggestions: stored.suggestions.map((suggestion) =>
      typeof suggestion !== 'string'
        ? suggestion
        : suggestion === ''
          ? { kind: 'delete', text: '' }
          : { kind: 'replace', text: suggestion },
    ),
  };
  return passage.messageKey ? passage : { ...passage, ...messageOfStored(passage) };
}
