import type { TLint } from '../lint.ts';
import { nounNumber } from './number-forms.ts';
import { pastTimeEnd } from './past-times.ts';
import { simplePastFrameLint } from './perfect-spans.ts';
import { simplePastOf } from './perfect-tense.ts';
import type { TToken } from './tagger.ts';
import { isPast, subjectBefore } from './time-tense.ts';

/** Words that give a past perfect a later past to look back from, or make it unreal ("if we had started"). */
const LATER_PAST =
  /^(?:before|after|when|until|till|by|already|previously|earlier|prior|once|since|then|previous|yet|just|if|unless|wish|whether|though|as|because|that|which|who|would|could|might|should|so|but)$/;

/**
 * A past perfect dated by a time counted from now, with no later past in the sentence: "The patients had been
 * discharged yesterday" → "were discharged", "We had started the experiment last week and it is still running" →
 * "started". The time is "yesterday", "last" and a unit or a named day or month, or a number of units "ago"
 * (pastTimeEnd); "in 2018" may be the past a story looks back from and is left alone. The past perfect is the
 * sentence's only past: no other simple past, "was" or "were", no second "had", and no word that names a later past
 * or makes the clause unreal ("before", "when", "by", "already", "if", "that", a modal).
 */
export function pastPerfectNowLints(tokens: readonly TToken[]): TLint[] {
  const hads = tokens.filter((token) => token.lower === 'had' && token.pos === 'AUX');
  if (hads.length !== 1 || tokens.some((token) => LATER_PAST.test(token.lower))) return [];
  const isNowTime = (at: number) => /^(?:yesterday|last)$/.test(tokens[at]?.lower ?? '') || tokens[at + 2]?.lower === 'ago';
  const time = tokens.findIndex((_token, at) => pastTimeEnd(tokens, at) > at && isNowTime(at));
  if (time < 0) return [];
  const had = tokens.indexOf(hads[0] as TToken);
  let participle = had + 1;
  while (tokens[participle]?.pos === 'ADV') participle += 1;
  const verb = tokens[participle];
  const isBeen = verb?.lower === 'been' && tokens[participle + 1]?.pos === 'VERB';
  if (!verb || (verb.pos !== 'VERB' && !isBeen) || verb.lower === verb.lemma || /ing$/.test(verb.lower)) return [];
  const subject = subjectBefore(tokens, 0, had);
  if (!subject || time < participle) return [];
  const isOtherPast = (token: TToken, at: number) =>
    at !== participle &&
    !(verb.lower === 'been' && at === participle + 1) &&
    (isPast(token) || (token.pos === 'AUX' && /^(?:was|were)$/.test(token.lower)));
  if (tokens.some(isOtherPast)) return [];
  let past = simplePastOf(tokens, had, participle);
  // "had been": "was" or "were" as the subject's number says.
  if (verb.lower === 'been') {
    const head = subject.head;
    const isSingular = /^(?:he|she|it|i)$/.test(head.lower) || (head.pos === 'NOUN' && nounNumber(head) === 'singular');
    const isPlural = /^(?:we|they|you)$/.test(head.lower) || (head.pos === 'NOUN' && nounNumber(head) === 'plural');
    past = isSingular || isPlural ? { text: isSingular ? 'was' : 'were', isDelete: false } : null;
  }
  if (!past) return [];
  return [simplePastFrameLint(tokens, had, participle, past)];
}
