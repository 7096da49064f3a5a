import { GRAMMAR_ERROR_CATEGORIES, type TGrammarErrorCategory } from '@portal/domain/rules/grammar-score';
import type { TLint } from './lint.ts';

/**
 * harper's findings with a message the report can show in the page's language. harper writes its messages in
 * English (and Markdown); a finding here gets a catalogue key (`grammar-check-rule-<key>` in the web app's
 * `grammar-check-report.json`, five languages) and its values: the flagged words and the suggestion.
 *
 * harper has hundreds of rules but twenty lint kinds, and what a message must say follows from the kind and
 * from what the suggestion does: a replacement is worded by kind ("does not agree with its subject"), an
 * insertion or a deletion says what to add or remove. A few rules whose findings the kind words badly have
 * their own message. A finding of a kind not listed here keeps no key, and the report gives it the generic
 * message of its category (`categoryMessage`), never harper's English; so does a finding with no suggestion.
 */
export const HARPER_KINDS = [
  'Agreement',
  'BoundaryError',
  'Capitalization',
  'Eggcorn',
  'Enhancement',
  'Formatting',
  'Grammar',
  'Malapropism',
  'Miscellaneous',
  'Nonstandard',
  'Punctuation',
  'Readability',
  'Redundancy',
  'Regionalism',
  'Repetition',
  'Spelling',
  'Style',
  'Typo',
  'Usage',
  'WordChoice',
] as const;

/** harper rules with a message of their own, by rule name. */
export const HARPER_RULE_KEYS: Record<string, string> = {
  RepeatedWords: 'harper-repeated-word',
  DiscourseMarkers: 'harper-discourse-marker',
  SentenceCapitalization: 'harper-sentence-capital',
  LongSentences: 'harper-long-sentence',
};

/** The message keys this file can give, as the catalogues must hold them. */
export const HARPER_MESSAGE_KEYS = [
  ...Object.values(HARPER_RULE_KEYS),
  ...HARPER_KINDS.map(kindKey),
  'harper-insert',
  'harper-delete',
  ...GRAMMAR_ERROR_CATEGORIES.map(categoryKey),
];

function kindKey(kind: string): string {
  return `harper-kind-${kind.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

function categoryKey(category: TGrammarErrorCategory): string {
  return `harper-category-${category}`;
}

const KNOWN_KINDS = new Set<string>(HARPER_KINDS);

/** A value shown inside a message: at most 60 characters, on one line. */
function shown(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/**
 * `lint` with the catalogue key and values of its message, when it came from harper (the portal's own rules
 * carry theirs already) and its kind is one harper documents. `flagged` is the text the finding covers.
 */
export function withHarperMessage(lint: TLint, flagged: string): TLint {
  if (lint.messageKey || !KNOWN_KINDS.has(lint.kind)) return lint;
  const word = shown(flagged);
  const first = lint.suggestions[0];
  const ruleKey = lint.rule ? HARPER_RULE_KEYS[lint.rule] : undefined;
  let messageKey: string;
  let messageValues: Record<string, string>;
  if (ruleKey === 'harper-long-sentence') {
    messageKey = ruleKey;
    messageValues = {};
  } else if (!first) {
    return lint;
  } else if (first.kind === 'insert') {
    messageKey = ruleKey ?? 'harper-insert';
    messageValues = { word, text: shown(first.text) };
  } else if (first.kind === 'delete') {
    messageKey = 'harper-delete';
    messageValues = { word };
  } else {
    messageKey = ruleKey ?? kindKey(lint.kind);
    messageValues = { word, correction: shown(first.text) };
  }
  return { ...lint, messageKey, messageValues };
}

/** The message of a finding harper's kind does not word: the generic one of its category, on the flagged words. */
export function categoryMessage(category: TGrammarErrorCategory, flagged: string): Pick<TLint, 'messageKey' | 'messageValues'> {
  return { messageKey: categoryKey(category), messageValues: { word: shown(flagged) } };
}
