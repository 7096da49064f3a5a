import type { TLint } from '../lint.ts';
import { UNIQUE_THINGS } from './article-nouns.ts';
import { missingArticleLint } from './article-omission.ts';
import { definiteLint } from './article-patterns.ts';
import { takesAn } from './articles.ts';
import { extraWordLint } from './extra-words.ts';
import { capitalised, replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * Articles the older rules (article-omission.ts, article-patterns.ts, article-frames.ts) do not reach: "The" before a
 * sentence-opening share or statistic and "of" ("Rest of the samples were", "Mean age of the respondents was") and
 * before a one-of-a-kind thing opening a sentence ("Internet has changed"), "the" before an ordinal after a
 * preposition, "be" or a verb ("at the end of first semester"), "the" before an attribute that "of" and a determiner
 * define ("calculates value of each pixel"), "a" for "one" before what a paper presents ("we develop one framework"),
 * "the" too many in "in the most countries", "the" before a field-wide problem named as a threat or a challenge
 * ("The climate change is a major threat"), and "a" before "access to" and "difficulty" with an -ing form.
 */

/** A finite verb of a sentence: "is", "were", "has", "changed", "shows" (not a participle alone). */
const isFiniteVerb = (token: TToken) =>
  /^(?:is|are|was|were|has|have|had|will|can|may|could|would|should|must)$/.test(token.lower) ||
  (token.pos === 'VERB' && /[^s]s$/.test(token.lower) && token.lemma !== token.lower);

/** Words of a statistic or a share that open a sentence before a noun and "of": "Mean age of", "Total number of". */
const STATISTICS = /^(?:Mean|Average|Median|Total|Overall|Rest|Remainder|Majority)$/;

/** A finding that puts "The" before the sentence's first word. */
function openingTheLint(first: TToken, noun: TToken): TLint {
  const word = first.pos === 'PROPN' || UNIQUE_THINGS.test(first.lower) ? first.text : first.lower;
  return missingArticleLint(noun, first, [`The ${word}`]);
}

/**
 * "Rest of the samples were discarded" → "The rest", "Mean age of the respondents was" → "The mean age", "Internet has
 * changed" → "The Internet": the sentence's first word, with a finite verb later (a caption has none).
 */
function openingLint(tokens: readonly TToken[], index: number): TLint | null {
  if (index !== 0) return null;
  const [first, second, third] = tokens;
  if (!first || !second) return null;
  if (UNIQUE_THINGS.test(first.lower) && /^\p{Lu}\p{Ll}+$/u.test(first.text)) {
    return /^(?:is|was|has|had|provides|gives|offers|allows)$/.test(second.lower) ? openingTheLint(first, first) : null;
  }
  if (!STATISTICS.test(first.text)) return null;
  const isShare = /^(?:Rest|Remainder|Majority)$/.test(first.text) && second.lower === 'of';
  const isStatistic =
    !isShare && second.pos === 'NOUN' && second.lemma === second.lower && third?.lower === 'of' && first.text !== 'Rest';
  if (!isShare && !isStatistic) return null;
  // The main verb comes before any relative word, subordinator or mark ("Total number of events before it is reset" is a label).
  const end = tokens.findIndex(
    (token, i) =>
      i > 2 && (/^(?:that|which|who|before|after|until|when|if|once|while|[,;:])$/.test(token.lower) || token.pos === 'SCONJ'),
  );
  if (!tokens.slice(2, end < 0 ? undefined : end).some(isFiniteVerb)) return null;
  return openingTheLint(first, isShare ? first : second);
}

/** Ordinals that take "the" before a singular noun: "for (the) second time", "of (the) first semester". */
const ORDINALS = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;
/** Nouns an ordinal names without "the" by idiom: "at first glance", "first aid", "to first order", "in first grade". */
const BARE_ORDINAL_NOUNS =
  /^(?:glance|sight|hand|place|aid|grade|class|person|author|language|order|approximation|degree|thing|base|prize|round|line|choice|priority|name|cousin|floor|use|nature|instance|intention|impression|half)$/;

/** "at the end of first semester" → "of the first semester", "was tested for second time" → "for the second time". */
function ordinalLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!ORDINALS.test((tokens[index] as TToken).text)) return null;
  const [ordinal, noun, next] = tokens.slice(index, index + 3);
  if (!ordinal || !ORDINALS.test(ordinal.text) || !noun || noun.pos !== 'NOUN' || noun.text !== noun.lower) return null;
  if (noun.lemma !== noun.lower || BARE_ORDINAL_NOUNS.test(noun.lower) || noun.start !== ordinal.end + 1) return null;
  if (next && (/^(?:NOUN|PROPN|NUM)$/.test(next.pos) || /^[-‐–]$/.test(next.text))) return null;
  const before = tokens[index - 1];
  if (!before || !(before.pos === 'ADP' || /^(?:is|are|was|were)$/.test(before.lower))) return null;
  if (/^(?:at|as)$/.test(before.lower)) return null;
  return definiteLint(ordinal);
}

/** Attributes a thing has one of, which "of" and a determiner make definite: "(the) value of each pixel". */
const ATTRIBUTES =
  /^(?:value|height|weight|length|width|depth|diameter|thickness|temperature|pressure|concentration|size|volume|area|mass|density|speed|velocity|duration|distance|altitude|elevation|position|location|shape|composition|structure|distribution|performance|efficiency)$/;
/** Words that open the owner of the attribute: "of each pixel", "of the trees". */
const OWNERS = /^(?:the|each|every|all|this|these|those|its|their|our|both)$/;

/** Verbs of finding out a property: "to determine (the) density of the soil". */
const FINDING_OUT =
  /^(?:identify|determine|measure|estimate|assess|evaluate|calculate|analyse|analyze|investigate|examine|quantify|characterize|characterise|compare|predict|record|monitor|compute|describe|study)$/;

/** "calculates value of each pixel" → "the value", "recorded blood pressure of each patient" → "the blood pressure". */
function attributeLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'of') return null;
  const noun = tokens[index] as TToken;
  if (!ATTRIBUTES.test(noun.lower) || noun.pos !== 'NOUN' || noun.text !== noun.lower) return null;
  if (tokens[index + 1]?.lower !== 'of' || !OWNERS.test(tokens[index + 2]?.lower ?? '')) return null;
  // One noun may modify the attribute ("blood pressure", "soil temperature").
  const modifier = tokens[index - 1];
  const from =
    modifier?.pos === 'NOUN' && modifier.text === modifier.lower && modifier.lemma === modifier.lower ? index - 1 : index;
  const trigger = tokens[from - 1];
  if (!trigger || trigger.text !== trigger.lower || /^(?:room)$/.test(tokens[from]?.lower ?? '')) return null;
  // A verb of the sentence, not a participle inside a noun phrase ("the measured temperature of").
  const isVerb =
    trigger.pos === 'VERB' &&
    trigger.lemma !== trigger.lower &&
    !/^(?:DET|ADJ|ADP)$/.test(tokens[from - 2]?.pos ?? '') &&
    !/^(?:its|their|our|his|her|my|your)$/.test(tokens[from - 2]?.lower ?? '') &&
    !/ing$/.test(trigger.lower);
  const isPreposition = trigger.pos === 'ADP' && /^(?:with|on|for|from|to|into|about|under)$/.test(trigger.lower);
  // A verb of finding out after "to": "to identify mineral composition of the sandstone" (not "to increase size of").
  const isInfinitive =
    trigger.pos === 'VERB' &&
    FINDING_OUT.test(trigger.lower) &&
    trigger.lemma === trigger.lower &&
    tokens[from - 2]?.lower === 'to';
  if (!isVerb && !isPreposition && !isInfinitive) return null;
  const first = tokens[from] as TToken;
  return missingArticleLint(noun, first, [`the ${first.text}`]);
}

/** Verbs by which a paper presents what it brings: "we develop one framework" → "a framework". */
const PRESENTING =
  /^(?:present|presents|presented|propose|proposes|proposed|develop|develops|developed|introduce|introduces|introduced|describe|describes|described|design|designed)$/;

/** "we present one novel algorithm" → "a novel algorithm": "one" after a verb of presenting, with no second thing. */
function oneForALint(tokens: readonly TToken[], index: number): TLint | null {
  const one = tokens[index] as TToken;
  if (one.lower !== 'one' || !PRESENTING.test(tokens[index - 1]?.lower ?? '')) return null;
  if (!/^(?:we|i|paper|study|article|work|chapter)$/.test(tokens[index - 2]?.lower ?? '')) return null;
  let at = index + 1;
  while (tokens[at]?.pos === 'ADJ' && at - index < 4) at += 1;
  const noun = tokens[at];
  if (noun?.pos !== 'NOUN' || noun.lemma !== noun.lower || /^(?:of|more|per)$/.test(tokens[index + 1]?.lower ?? '')) return null;
  const rest = tokens.slice(at + 1);
  if (rest.some((token) => /^(?:another|other|second|two|per|each)$/.test(token.lower))) return null;
  const next = tokens[index + 1] as TToken;
  const article = takesAn(next.text) ? 'an' : 'a';
  return {
    kind: 'Grammar',
    start: one.start,
    end: one.end,
    message: `“${noun.text}” is a singular countable noun and needs an article: “${article} ${next.text}”.`,
    messageKey: 'article-missing',
    messageValues: { noun: noun.text, correction: `${article} ${next.text}` },
    suggestions: [replaceWith(article)],
  };
}

/**
 * "We propose the novel framework that combines …" → "a novel framework": a thing the paper brings, new to the reader,
 * after "we" (or "this paper", "this study") and a verb of presenting, and described after the noun ("that", "for",
 * "based on"); not one the sentence places ("the new version of the model", "the new method described in Section 2").
 */
function novelForTheLint(tokens: readonly TToken[], index: number): TLint | null {
  const the = tokens[index] as TToken;
  const next = tokens[index + 1];
  if (the.lower !== 'the' || !next || !/^(?:novel|new)$/.test(next.lower) || !PRESENTING.test(tokens[index - 1]?.lower ?? ''))
    return null;
  if (!/^(?:we|i|paper|study|article|work|chapter)$/.test(tokens[index - 2]?.lower ?? '')) return null;
  let at = index + 2;
  while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && tokens[at + 1]?.pos === 'NOUN' && at - index < 5) at += 1;
  const noun = tokens[at];
  if (noun?.pos !== 'NOUN' || noun.lemma !== noun.lower || noun.text !== noun.lower) return null;
  // Only a noun the sentence goes on to describe ("that combines", "for clustering", "based on"): a bare "we present
  // the new method." may name one an earlier section introduced.
  if (!/^(?:that|which|for|to|based|combining|using|with|integrating|capable)$/.test(tokens[at + 1]?.lower ?? '')) return null;
  const article = takesAn(next.text) ? 'an' : 'a';
  return {
    kind: 'Grammar',
    start: the.start,
    end: the.end,
    message: `The ${noun.text} is new to the reader here: introduce it with “${article} ${next.text}”, not “the”.`,
    messageKey: 'article-first-mention',
    messageValues: { noun: noun.text, correction: `${article} ${next.text}` },
    suggestions: [replaceWith(article)],
  };
}

/** "In the most countries" → "In most countries": "the most" and a plural noun after "in" or "for". */
function theMostLint(tokens: readonly TToken[], index: number): TLint | null {
  if ((tokens[index] as TToken).lower !== 'the' || tokens[index + 1]?.lower !== 'most') return null;
  const [the, most, noun] = tokens.slice(index, index + 3);
  if (the?.lower !== 'the' || most?.lower !== 'most' || !noun || noun.pos !== 'NOUN') return null;
  if (!/^(?:in|for)$/.test(tokens[index - 1]?.lower ?? '') || noun.lemma === noun.lower || !/s$/.test(noun.lower)) return null;
  return extraWordLint(the);
}

/** Problems of a whole field, named as a subject with "the" that English does not use. */
const FIELD_PROBLEMS = new Map([
  ['climate', 'change'],
  ['global', 'warming'],
  ['pollution', ''],
  ['deforestation', ''],
  ['urbanization', ''],
  ['urbanisation', ''],
  ['obesity', ''],
  ['unemployment', ''],
  ['poverty', ''],
]);
const PROBLEM_NOUNS = /^(?:threat|problem|challenge|concern|issue|cause|risk|burden)$/;

/** "The climate change is a major threat" → "Climate change is": "The", the problem, "is a", adjectives and a problem. */
function fieldProblemLint(tokens: readonly TToken[], index: number): TLint | null {
  if (index !== 0 || tokens[0]?.text !== 'The') return null;
  const first = tokens[1];
  const second = FIELD_PROBLEMS.get(first?.lower ?? '');
  if (!first || second === undefined || first.text !== first.lower) return null;
  const at = second ? 3 : 2;
  if (second && tokens[2]?.lower !== second) return null;
  if (!/^(?:is|remains)$/.test(tokens[at]?.lower ?? '') || !/^(?:a|an|one)$/.test(tokens[at + 1]?.lower ?? '')) return null;
  let head = at + 2;
  while (/^(?:ADJ|ADV)$/.test(tokens[head]?.pos ?? '') && head - at < 5) head += 1;
  if (!PROBLEM_NOUNS.test(tokens[head]?.lower ?? '')) return null;
  const correction = capitalised(first.text);
  return {
    kind: 'Grammar',
    start: (tokens[0] as TToken).start,
    end: first.end,
    message: `“${first.text}” means the thing in general here and takes no article: “${correction}”.`,
    messageKey: 'article-generic',
    messageValues: { noun: first.text, word: (tokens[0] as TToken).text, correction },
    suggestions: [replaceWith(correction)],
  };
}

/**
 * "gives users an access to data" → "access to", "had a difficulty understanding" → "had difficulty understanding":
 * nouns uncountable in these frames ("an access road", "a difficulty in the analysis" are left alone).
 */
function frameUncountableLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:access|difficulty)$/.test(tokens[index + 1]?.lower ?? '')) return null;
  const [article, noun, next] = tokens.slice(index, index + 3);
  if (!article || !/^(?:a|an)$/.test(article.lower) || !noun || !next) return null;
  // "A difficulty facing many studies is …": opening a sentence, the noun is the subject, countable.
  if (index === 0) return null;
  const isAccess = noun.lower === 'access' && next.lower === 'to';
  // The tagger reads some -ing forms as nouns: "a difficulty understanding fractions" (not "a difficulty rating of 3").
  const isIng = /ing$/.test(next.lower) && (next.pos === 'VERB' || /^(?:NOUN|DET|PRON)$/.test(tokens[index + 3]?.pos ?? ''));
  const isDifficulty = noun.lower === 'difficulty' && isIng && !/^(?:rating|ranking|setting|scoring)$/.test(next.lower);
  if (!isAccess && !isDifficulty) return null;
  return {
    kind: 'Grammar',
    start: article.start,
    end: article.end,
    message: `“${noun.text}” is uncountable and takes no “${article.text}”: delete it.`,
    messageKey: 'article-uncountable',
    messageValues: { noun: noun.text, word: article.text },
    suggestions: [{ kind: 'delete', text: '' }],
  };
}

/** The findings of this file's patterns on a sentence. */
export function articleReachLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    openingLint,
    ordinalLint,
    attributeLint,
    oneForALint,
    novelForTheLint,
    theMostLint,
    fieldProblemLint,
    frameUncountableLint,
  ]);
}
