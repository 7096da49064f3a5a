import type { TLint } from '../lint.ts';
import { pastPerfectLint } from './perfect-spans.ts';
import { presentPerfectAt } from './perfect-tense.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { isPast, isPresent, subjectBefore, textOf } from './time-tense.ts';

/**
 * Participles of a laboratory step that tell an action and no state it leaves: "the supernatant is discarded". Not
 * "coded", "labelled", "added" (how data or a text are set out: "each answer is coded 0 or 1", "the form is added as
 * Appendix B"), nor participles that also name a state ("is frozen", "is dried", "is sealed", "is mixed").
 */
const STEPS =
  /^(?:discarded|centrifuged|vortexed|sonicated|rinsed|washed|decanted|aliquoted|autoclaved|incubated|transferred|resuspended|homogeni[sz]ed|filtered|stirred|poured|weighed|sieved|lyophili[sz]ed)$/;
/** Participles of a laboratory or a field step in the past passive before it: "The samples were centrifuged …". */
const PAST_STEPS =
  /^(?:discarded|removed|added|washed|rinsed|centrifuged|spun|pelleted|incubated|filtered|dried|weighed|mixed|heated|cooled|stirred|transferred|diluted|stained|fixed|sealed|frozen|thawed|sieved|ground|milled|digested|homogeni[sz]ed|extracted|decanted|autoclaved|sonicated|vortexed|resuspended|poured|aliquoted|lyophili[sz]ed|collected|harvested|sampled|cut|sliced|boiled|precipitated|eluted|dissolved)$/;
/** Adverbs by which a present tells a habit or a state now, not a step of the study: "is usually discarded", "is now weighed". */
const NOT_A_STEP = /^(?:usually|typically|generally|often|always|routinely|normally|commonly|now|currently|today|nowadays)$/;
/** Words after a step that make it a standing procedure's, told in the present: "in the new version", "each time". */
const STANDING =
  /^(?:version|protocol|method|procedure|standard|routine|practice|formula|manual|guideline|guidelines|recipe|convention|default|each|every|all|any|most|many|some|such|other|as|usual|original|traditional|new|current|revised|updated|later|only|always|never)$/;
/**
 * Conjunctions of time before which a past clause looks back with the past perfect: "after they had been dried".
 * Not "until", whose clause may reach now ("The drug was withdrawn until the manufacturer has completed trials").
 */
const BEFORE_AFTER = /^(?:after|before|once|when)$/;

/**
 * The first past passive (was/were + participle) or simple past after its subject before `to`, with no "that",
 * subordinate word or present on the way; its index, or -1.
 */
function pastBefore(tokens: readonly TToken[], to: number): number {
  let past = -1;
  for (let at = 0; at < to; at += 1) {
    const word = tokens[at] as TToken;
    if (word.lower === 'that' || word.pos === 'SCONJ' || isPresent(word) || /^(?:is|are|am|has|have|will)$/.test(word.lower))
      return -1;
    const isPassive = /^(?:was|were)$/.test(word.lower) && tokens[at + 1]?.pos === 'VERB';
    if (past < 0 && (isPassive || isPast(word)) && hasSubject(tokens, at)) past = at;
  }
  return past;
}

/** Whether the verb at `at` has its subject right before it, from the start of its clause ("Emitted when …" has none). */
function hasSubject(tokens: readonly TToken[], at: number): boolean {
  let start = at - 1;
  while (start > 0 && tokens[start - 1]?.pos !== 'PUNCT') start -= 1;
  return start < at && !!subjectBefore(tokens, start, at);
}

/** The verb group of a past at `at`: "were analysed", "collected". */
const pastGroup = (tokens: readonly TToken[], at: number) =>
  textOf(tokens, at, /^(?:was|were)$/.test(tokens[at]?.lower ?? '') ? at + 2 : at + 1);

/**
 * A present perfect in a clause of "after", "before", "once", "until" or "when" that follows a clause in the past:
 * "The samples were analysed after they have been dried" → "had been dried". The past clause opens the sentence
 * with no "that" (a reported general truth: "we showed that soils recover after they have been limed") or present.
 */
function perfectAfterPastLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, token] of tokens.entries()) {
    if (!BEFORE_AFTER.test(token.lower) || index < 3) continue;
    const past = pastBefore(tokens, index);
    if (past < 0) return [];
    const have = tokens.findIndex((word, at) => at > index + 1 && /^(?:have|has)$/.test(word.lower));
    if (have < 0 || !subjectBefore(tokens, index + 1, have)) return [];
    const participle = presentPerfectAt(tokens, have);
    if (participle === null) return [];
    return [pastPerfectLint(tokens, have, participle, pastGroup(tokens, past))];
  }
  return [];
}

/**
 * A step of a method in the present passive after "and" and a new subject, in a sentence whose steps before it are
 * in the past passive: "The samples were centrifuged at 4000 rpm and the supernatant is discarded" → "was
 * discarded". Only participles of laboratory steps that leave no state ("discarded", "washed", "weighed"), after
 * "the" and its noun, with at most a phrase of how or where after them to the sentence's full stop; not with an
 * adverb ("is usually discarded", "is washed only once"), not before words of a standing procedure ("… in the new
 * version", "each time") and not after a present anywhere before.
 */
function presentStepLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, token] of tokens.entries()) {
    if (token.lower !== 'and' || index < 3) continue;
    const past = pastBefore(tokens, index);
    // The step before is a laboratory or a field step too ("The lab was renovated and the glassware is washed by a
    // technician" tells a habit now).
    if (past < 0 || !/^(?:was|were)$/.test(tokens[past]?.lower ?? '')) return [];
    if (!PAST_STEPS.test(tokens[past + 1]?.lower ?? '')) return [];
    let from = index + 1;
    if (tokens[from]?.lower === 'then') from += 1;
    // The new subject is a definite noun phrase ("the supernatant"), not "each tube", "a copy", "all samples".
    if (tokens[from]?.lower !== 'the') continue;
    const be = tokens.findIndex((word, at) => at > from && /^(?:is|are)$/.test(word.lower));
    if (be < 0 || !subjectBefore(tokens, from, be)) continue;
    let step = be + 1;
    while (tokens[step]?.pos === 'ADV') {
      if (NOT_A_STEP.test(tokens[step]?.lower ?? '')) return [];
      step += 1;
    }
    if (!STEPS.test(tokens[step]?.lower ?? '')) continue;
    // After the step, at most a phrase of how or where, which ends the sentence: "at 4000 rpm", "with cold PBS".
    const rest = tokens.slice(step + 1, -1);
    if (tokens.at(-1)?.text !== '.' || rest.some((word) => word.pos === 'ADV' || STANDING.test(word.lower))) return [];
    if (rest.some((word) => /^(?:VERB|AUX|SCONJ|CCONJ|PRON)$/.test(word.pos) || /^[,;:]$/.test(word.text))) return [];
    const verb = tokens[be] as TToken;
    const correction = verb.lower === 'is' ? 'was' : 'were';
    const pastWords = pastGroup(tokens, past);
    return [
      grammarLint(
        verb.start,
        verb.end,
        'tense-consistency',
        `The sentence is in the past (“${pastWords}”): write “${correction}”, not “${verb.text}”.`,
        { past: pastWords, verb: verb.text, correction },
        correction,
      ),
    ];
  }
  return [];
}

/** The tense of a step told after past steps (see the two functions above). */
export function methodStepTenseLints(tokens: readonly TToken[]): TLint[] {
  return [...perfectAfterPastLints(tokens), ...presentStepLints(tokens)];
}
