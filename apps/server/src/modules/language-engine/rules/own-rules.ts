import type { TLint } from '../lint.ts';
import { agreementLints } from './agreement.ts';
import { countabilityLints } from './countability.ts';
import type { TToken } from './tagger.ts';
import { verbFormLints } from './verb-forms.ts';

/**
 * The portal's own rules on a paragraph's tagged sentences: subject–verb agreement, uncountable plurals and the
 * base form after a modal or "do".
 */
export function ownLints(sentences: readonly (readonly TToken[])[]): TLint[] {
  return sentences.flatMap((tokens) => [...agreementLints(tokens), ...countabilityLints(tokens), ...verbFormLints(tokens)]);
}

/** The catalogue keys (`grammar-check-rule-<key>`) of the own rules' messages, shown in the page's language. */
export const OWN_RULE_MESSAGE_KEYS = [
  'misspelling',
  'agreement-plural',
  'agreement-singular',
  'uncountable',
  'verb-base-form',
] as const;

/**
 * harper's findings and the portal's own in one list, in the order of the text: a finding of the portal's own
 * rules replaces the ones of harper that overlap it (harper calls "informations" two words, "in formations";
 * the countability rule knows it as "information").
 */
export function mergeLints(harper: readonly TLint[], own: readonly TLint[]): TLint[] {
  const overlaps = (a: TLint, b: TLint) => a.start < b.end && b.start < a.end;
  const kept = harper.filter((lint) => !own.some((other) => overlaps(lint, other)));
  return [...kept, ...own].sort((a, b) => a.start - b.start || a.end - b.end);
}
