import type { TLint } from '../lint.ts';
import { needsVerbLint, prepositionGapLint } from './left-out-words.ts';
import { missingToLint } from './missing-frames.ts';
import { nounNumber } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { isPast } from './time-tense.ts';
import { firstFindingAtEachToken, isPlainBaseVerb, isTimePhraseAt } from './token-patterns.ts';

/**
 * Small words learners leave out in fixed frames, each flagged with the words on either side of the gap:
 * "to" after "would like" ("We would like (to) thank"), after a passive of permission or request ("were allowed
 * (to) use"), "of" after "the end", "the beginning" and the like after a preposition and before a noun phrase that
 * closes the clause ("by the end (of) the season."), and the verb after a clause's "there" ("that there (was) no
 * effect"). "grateful (to) the reviewers" was tried and dropped after two reviewers' reads: "grateful the reviewers
 * took the time" is a clause without "that".
 */

/** "We would like thank the reviewers" → "would like to thank": "would"/"'d" and "like", "love" or "prefer". */
function wouldLikeLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  if (!/^(?:like|love|prefer)$/.test(word.lower) || !/^(?:would|'d|should)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  const [verb, object] = [tokens[index + 1], tokens[index + 2]];
  // The object opens with a determiner or a pronoun: "would like thank the reviewers" (not "would love play areas").
  if (
    !isPlainBaseVerb(verb) ||
    !object ||
    !(/^(?:DET|PRON|NUM)$/.test(object.pos) || /^(?:that|whether|how|what)$/.test(object.lower))
  )
    return null;
  return missingToLint(tokens, index, tokens[index + 1] as TToken);
}

/** Passives of letting, asking and expecting, whose next verb takes "to": "were allowed (to) use". */
const LET_PARTICIPLES =
  /^(?:allowed|permitted|required|encouraged|expected|supposed|forced|obliged|compelled|asked|invited|instructed|advised|urged|requested|enabled|persuaded)$/;
/** Verbs the tagger may read as nouns after such a participle: "were allowed use dictionaries". */
const TASK_VERBS =
  /^(?:use|complete|answer|report|rate|read|write|record|fill|return|submit|choose|select|sign|share|attend|visit|describe|name|list|rank|keep|wear|bring|watch)$/;
const BE = /^(?:is|are|was|were|be|been|being|am)$/;

/** "The students were allowed use dictionaries" → "allowed to use": "be", the participle, a base verb and its object. */
function allowedToLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  if (!LET_PARTICIPLES.test(word.lower)) return null;
  let be = index - 1;
  while (be > index - 3 && /^(?:not|also|only|then|often|always|never|therefore)$/.test(tokens[be]?.lower ?? '')) be -= 1;
  if (!BE.test(tokens[be]?.lower ?? '')) return null;
  const [verb, object] = [tokens[index + 1], tokens[index + 2]];
  // "were asked questions", "were allowed access to": the participle's own object, which the tagger reads as a
  // noun; a base form it read as a noun is taken only for verbs of what participants do ("allowed use dictionaries").
  const isTask = verb?.pos === 'NOUN' && verb.lower === verb.lemma && TASK_VERBS.test(verb.lower);
  if (!(isPlainBaseVerb(verb) || isTask) || !object || !/^(?:DET|PRON|NUM|NOUN|ADJ)$/.test(object.pos)) return null;
  return missingToLint(tokens, index, tokens[index + 1] as TToken);
}

/** Nouns of a part that take "of" before the whole: "the end (of) the season" ("the rest", "the remainder" are older rules'). */
const PARTS = /^(?:end|beginning|start|middle|onset)$/;

/**
 * "The samples were collected by the end the season." → "the end of the": "the" and a part, then a noun phrase
 * ("the", "this", "each" … and up to three adjectives or nouns) that closes the clause (a stop, a comma before
 * "and", a preposition); a verb after it shows a clause begun without its comma ("At the end the samples were").
 */
function partOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const part = tokens[index] as TToken;
  if (!PARTS.test(part.lower) || tokens[index - 1]?.lower !== 'the' || part.pos !== 'NOUN') return null;
  // "by the end the season": the part after a preposition ("gave the end the highest rating" has two objects).
  if (tokens[index - 2]?.pos !== 'ADP') return null;
  const determiner = tokens[index + 1];
  if (!/^(?:the|these|those|our|their|its|his|her)$/.test(determiner?.lower ?? '')) return null;
  let at = index + 2;
  while (at < index + 5 && /^(?:ADJ|NOUN|NUM)$/.test(tokens[at]?.pos ?? '')) at += 1;
  if (at === index + 2 || tokens[at - 1]?.pos !== 'NOUN' || isTimePhraseAt(tokens, index + 1)) return null;
  const after = tokens[at];
  if (after && !/^[.;:!?]$/.test(after.text) && after.pos !== 'ADP') return null;
  return prepositionGapLint(tokens, index, 'of');
}

/** Words that open a clause before its "there": "that there (is) no", "because there (were) many". */
const CLAUSE_OPENERS = /^(?:that|because|if|whether|although|though|when|while|since|as|so|and|but|where|unless|,|;)$/;
/** Amounts after a clause's "there" ("there a", "there an" are missingJoinLints'). */
const AMOUNTS = /^(?:no|many|several|few|some|little|much|any|more|fewer|less)$/;

/** "we concluded that there no effect" → "there was no effect": "there" opening a clause with its verb left out. */
function thereVerbLint(tokens: readonly TToken[], index: number): TLint | null {
  const there = tokens[index] as TToken;
  if (there.lower !== 'there' || !(index === 0 || CLAUSE_OPENERS.test(tokens[index - 1]?.lower ?? ''))) return null;
  const amount = tokens[index + 1];
  if (!amount || !AMOUNTS.test(amount.lower)) return null;
  let at = index + 2;
  while (at < index + 5 && /^(?:ADJ|ADV)$/.test(tokens[at]?.pos ?? '')) at += 1;
  const noun = tokens[at];
  if (noun?.pos !== 'NOUN') return null;
  // "no more than", "more than": a count, not the noun the verb names.
  if (/^(?:than|of)$/.test(tokens[at + 1]?.lower ?? '') && amount.lower !== 'no') return null;
  // "and there a few families still spoke": "there" is a place, and the clause has its verb, which the tagger may read
  // as a noun ("there many families farm potatoes"): the noun phrase must end the clause or go on with a preposition.
  if (tokens[at + 1] && !/^(?:PUNCT|ADP|CCONJ)$/.test(tokens[at + 1]?.pos ?? '')) return null;
  let end = at + 1;
  while (end < tokens.length && !/^(?:PUNCT|SCONJ|CCONJ)$/.test(tokens[end]?.pos ?? '')) {
    // A past in -ed the tagger read as a noun is a verb too: "there many travellers rested for the night".
    if (/^(?:AUX|VERB)$/.test(tokens[end]?.pos ?? '') || /[a-z]ed$/.test(tokens[end]?.lower ?? '')) return null;
    end += 1;
  }
  const isPlural =
    /^(?:many|several|few|fewer|more)$/.test(amount.lower) ||
    (!/^(?:much|little|less)$/.test(amount.lower) && nounNumber(noun) === 'plural');
  // The tense of the nearest verb before "there": "we concluded that there (was) no", "suggest that there (is) no".
  const before = tokens
    .slice(0, index)
    .reverse()
    .find((token) => token.pos === 'AUX' || (token.pos === 'VERB' && !/ing$/.test(token.lower)));
  const isPastClause = !!before && (isPast(before) || /^(?:was|were|had|did)$/.test(before.lower));
  const verb = isPastClause ? (isPlural ? 'were' : 'was') : isPlural ? 'are' : 'is';
  return needsVerbLint(tokens, index, index + 1, [`${there.text} ${verb} ${amount.text}`], { word: there.text });
}

/**
 * "Could you explain me the procedure?" → "explain to me": "explain" or "suggest" before "me" or "us" and
 * what is explained (a determiner or a question word); these verbs take the hearer after "to".
 */
function explainToLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index] as TToken;
  if (!/^(?:explain|suggest)$/.test(verb.lemma) || verb.pos !== 'VERB') return null;
  if (!/^(?:me|us)$/.test(tokens[index + 1]?.lower ?? '')) return null;
  const what = tokens[index + 2]?.lower ?? '';
  if (!/^(?:the|a|an|this|these|that|those|how|what|why|where|when|which|whether|our|your|his|her|their|its)$/.test(what))
    return null;
  return prepositionGapLint(tokens, index, 'to');
}

/** The words of fixed frames left out: see the file's comment. */
export function missingGapLints(tokens: readonly TToken[]): TLint[] {
  const explain = firstFindingAtEachToken(tokens, [explainToLint]);
  if (tokens.at(-1)?.text === '?') return explain;
  return [...explain, ...firstFindingAtEachToken(tokens, [wouldLikeLint, allowedToLint, partOfLint, thereVerbLint])];
}
