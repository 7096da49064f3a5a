import type { TLint } from '../lint.ts';
import { extraWordLint } from './extra-words.ts';
import { needsVerbLint } from './left-out-words.ts';
import { nounNumber } from './number-forms.ts';
import { confusionLint, grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/** "The main reason is because the sample was small" → "that": a reason is not a cause of itself. */
function reasonBecauseLint(tokens: readonly TToken[], index: number): TLint | null {
  const because = tokens[index] as TToken;
  if (because.lower !== 'because' || !/^(?:is|was)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  const subject = tokens.slice(Math.max(0, index - 6), index - 1);
  if (!subject.some((token) => /^reasons?$/.test(token.lower)) || subject.some((token) => token.text === ',')) return null;
  return confusionLint(because.start, because.end, because.text, 'that', 'Grammar');
}

/**
 * "a method which developed by Smith" → "which was developed": a relative pronoun, then a participle and its agent
 * ("by"), with no "be" between (the number of the noun before it chooses "was" or "were").
 */
function relativePassiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const relative = tokens[index] as TToken;
  const participle = tokens[index + 1];
  if (!/^(?:which|that|who)$/.test(relative.lower) || tokens[index + 2]?.lower !== 'by' || !participle) return null;
  const noun = tokens[index - 1];
  if (noun?.pos !== 'NOUN' || participle.pos !== 'VERB' || !/(?:ed|en|wn)$/.test(participle.lower)) return null;
  if (participle.lower === participle.lemma) return null;
  const isPast = tokens.some((token) => /^(?:was|were|had)$/.test(token.lower));
  const isPlural = nounNumber(noun) === 'plural';
  const be = isPast ? (isPlural ? 'were' : 'was') : isPlural ? 'are' : 'is';
  return needsVerbLint(tokens, index, index + 1, [`${relative.text} ${be} ${participle.text}`]);
}

/** Adverbs in -ly whose adjective "be" takes: "The results were significantly." → "significant". */
function adjectiveOf(adverb: string): string | null {
  if (!/^[a-z]{6,}ly$/.test(adverb)) return null;
  if (/ically$/.test(adverb)) return adverb.replace(/ally$/, '');
  if (/(?:ab|ib)ly$/.test(adverb)) return adverb.replace(/ly$/, 'le');
  if (/ily$/.test(adverb)) return adverb.replace(/ily$/, 'y');
  return adverb.replace(/ly$/, '');
}
/** Adverbs that may end a clause after "be": "was done differently", "is used widely", "were arranged accordingly". */
const CLOSING_ADVERBS =
  /^(?:accordingly|respectively|similarly|likewise|otherwise|recently|previously|currently|finally|initially|originally|early|only)$/;

/**
 * "The results were significantly." → "significant": "be" and an adverb in -ly that closes the clause, after the
 * clause's subject (not "was done differently", where the adverb goes with a verb, nor "respectively").
 */
function adverbAfterBeLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  const adverb = tokens[index + 1];
  if (be.pos !== 'AUX' || !/^(?:is|are|was|were)$/.test(be.lower) || adverb?.pos !== 'ADV') return null;
  if (!/^[.;]$/.test(tokens[index + 2]?.text ?? '') || CLOSING_ADVERBS.test(adverb.lower)) return null;
  if (!/^(?:NOUN|PRON|PROPN)$/.test(tokens[index - 1]?.pos ?? '')) return null;
  const adjective = adjectiveOf(adverb.lower);
  return adjective ? confusionLint(adverb.start, adverb.end, adverb.text, adjective, 'Grammar') : null;
}

/** "take into account of the weather" → "take into account the weather". */
function intoAccountOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const [into, account, of] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (into.lower !== 'into' || account?.lower !== 'account' || of?.lower !== 'of') return null;
  return tokens[index - 1]?.lemma === 'take' || tokens[index - 2]?.lemma === 'take' ? extraWordLint(of) : null;
}

/**
 * "Due to the rain was heavy, we stayed" → "Because": a sentence opened by "Due to" or "Despite" before a subject
 * and its finite verb ("Despite the rain was heavy" → "Although"); "Due to the rain, we stayed" has no clause.
 */
function prepositionBeforeClauseLint(tokens: readonly TToken[], index: number): TLint | null {
  if (index !== 0) return null;
  const isDueTo = tokens[0]?.lower === 'due' && tokens[1]?.lower === 'to';
  const isDespite = tokens[0]?.lower === 'despite';
  if (!isDueTo && !isDespite) return null;
  let at = isDueTo ? 2 : 1;
  if (!/^(?:the|this|these|its|their|our|a|an)$/.test(tokens[at]?.lower ?? '')) return null;
  at += 1;
  while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && at < 8) at += 1;
  const verb = tokens[at];
  if (tokens[at - 1]?.pos !== 'NOUN' || !verb || !/^(?:is|are|was|were|had|has|have)$/.test(verb.lower)) return null;
  if (!tokens.slice(at + 1).some((token) => token.text === ',')) return null;
  const first = tokens[0] as TToken;
  const last = isDueTo ? (tokens[1] as TToken) : first;
  const correction = isDueTo ? 'Because' : 'Although';
  const words = isDueTo ? `${first.text} ${last.text}` : first.text;
  return confusionLint(first.start, last.end, words, correction, 'Grammar');
}

/** "The purpose of this study is to investigating the effect" → "to investigate": an -ing form after "be to". */
function beToIngLint(tokens: readonly TToken[], index: number): TLint | null {
  const to = tokens[index] as TToken;
  const verb = tokens[index + 1];
  if (to.lower !== 'to' || !/^(?:is|are|was|were)$/.test(tokens[index - 1]?.lower ?? '') || !verb) return null;
  if (verb.pos !== 'VERB' || !/ing$/.test(verb.lower) || verb.lemma === verb.lower) return null;
  if (!/^(?:DET|PRON|NOUN|ADJ)$/.test(tokens[index + 2]?.pos ?? '')) return null;
  return grammarLint(
    verb.start,
    verb.end,
    'verb-base-form',
    `After “to”, the verb takes its base form: “${verb.lemma}”.`,
    { auxiliary: 'to', verb: verb.text, correction: verb.lemma },
    verb.lemma,
  );
}

/** The findings of this file's frames on a sentence. */
export function clauseFrameLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    reasonBecauseLint,
    relativePassiveLint,
    adverbAfterBeLint,
    intoAccountOfLint,
    prepositionBeforeClauseLint,
    beToIngLint,
  ]);
}
