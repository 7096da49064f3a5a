import type { TLint } from '../lint.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import { participleOf } from './perfect-tense.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import {
  isPast,
  isPastOf,
  isPresent,
  MODALS,
  STATING,
  STATIVE,
  subjectBefore,
  type TNumber,
  TWO_OBJECT_PARTICIPLES,
  tenseLint,
  textOf,
} from './time-tense.ts';
import { withVerbBeforeAdverb, withVerbReadings } from './verb-readings.ts';

/**
 * Tenses a sentence's own frame sets, apart from a time phrase (time-tense.ts): a paper's outline ("In the next
 * section we described" → "describe"), a past form after a modal ("will discussed"), and a present main clause after
 * a past clause of time ("After we collected the samples, we analyze them").
 */
/** The present of a past verb for a subject: "we presented" → "present", "Section 4 presented" → "presents". */
function presentFor(verb: TToken, number: TNumber | null): string | null {
  if (!isPast(verb) || !number) return null;
  return number === 'singular' ? thirdPersonOf(verb.lemma) : verb.lemma;
}

const SECTION_NOUNS = /^(?:sections?|chapters?|subsections?)$/;

/**
 * A sentence that says what the paper does next, in the past: "In the next section we described the model" →
 * "describe", "The following chapter discussed" → "discusses", and an outline that starts in the future and slips
 * ("In Section 3 we will describe the data, and in Section 4 we presented the model" → "present"). The section is
 * "next", "following", "subsequent" or "remaining", or a numbered section after a "will" + verb earlier in the
 * sentence; its clause's subject is "we", "I", "this paper"-like nouns, or the section itself.
 */
export function outlineTenseLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  let willAt = -1;
  for (const [at, token] of tokens.entries()) {
    if (token.lower === 'will' && token.pos === 'AUX' && tokens[at + 1]?.pos === 'VERB') willAt = at;
    // "Section 2 reviews the literature, Section 3 described…": an outline begun in the present.
    const next = tokens[at + 2];
    if (SECTION_NOUNS.test(token.lower) && /^\d/.test(tokens[at + 1]?.text ?? '') && next && /s$/.test(next.lower))
      if (next.lower === thirdPersonOf(next.lemma) && next.lower !== next.lemma) willAt = at + 2;
    const ahead =
      /^(?:next|following|subsequent|remaining)$/.test(token.lower) && SECTION_NOUNS.test(tokens[at + 1]?.lower ?? '');
    const numbered =
      willAt >= 0 && at > willAt && SECTION_NOUNS.test(token.lower) && /^\d+(?:\.\d+)*$/.test(tokens[at + 1]?.text ?? '');
    if (!ahead && !numbered) continue;
    const sectionEnd = at + 2;
    const before = tokens[at - 1];
    const opensClause = at === 0 || /^(?:PUNCT|CCONJ)$/.test(before?.pos ?? '') || /^(?:the|in)$/.test(before?.lower ?? '');
    if (!opensClause) continue;
    const isIn = before?.lower === 'in' || (before?.lower === 'the' && tokens[at - 2]?.lower === 'in');
    let verbAt: number;
    let number: TNumber | null;
    if (isIn) {
      const from = tokens[sectionEnd]?.text === ',' ? sectionEnd + 1 : sectionEnd;
      verbAt = tokens.findIndex((word, i) => i > from && (word.pos === 'VERB' || word.pos === 'AUX'));
      const subject = verbAt > 0 ? subjectBefore(tokens, from, verbAt) : null;
      number = subject?.number ?? null;
    } else {
      verbAt = sectionEnd;
      number = /s$/.test(tokens[at + 1]?.lower ?? '') ? 'plural' : 'singular';
    }
    const verb = tokens[verbAt];
    const correction = verb ? presentFor(verb, number) : null;
    if (!verb || !correction) continue;
    lints.push(
      tenseLint(
        verb.start,
        verb.end,
        'tense-outline',
        `The sentence says what the paper does next: write the present “${correction}”, not the past “${verb.text}”.`,
        { verb: verb.text, correction },
      ),
    );
  }
  return lints;
}

/**
 * A simple past after a modal where its base form belongs: "We will discussed the limitations" → "discuss", "they
 * could took" → "take". A regular past is taken only before an object (a determiner, a pronoun, a noun), since
 * "will analyzed by" is a passive missing "be"; participles of a passive with two objects ("will given a drug")
 * are left alone.
 */
export function modalPastLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [at, token] of tokens.entries()) {
    if (!MODALS.has(token.lower) || token.pos !== 'AUX') continue;
    // A question puts the modal first ("Should dashed keys be removed?"): only a modal after its subject is taken.
    if (!/^(?:PRON|NOUN|PROPN)$/.test(tokens[at - 1]?.pos ?? '')) continue;
    let next = at + 1;
    while (
      tokens[next]?.pos === 'ADV' &&
      /^(?:also|then|not|never|only|first|further|now|thus|therefore)$/.test(tokens[next]?.lower ?? '')
    )
      next += 1;
    const verb = tokens[next];
    if (!verb || !isPast(verb) || TWO_OBJECT_PARTICIPLES.has(verb.lower)) continue;
    const participle = participleOf(verb.lemma);
    const object = tokens[next + 1];
    const hasObject =
      !!object &&
      (object.pos === 'DET' ||
        object.pos === 'NUM' ||
        object.pos === 'NOUN' ||
        // "should avoided strenuous exercise": an adjective and its noun.
        (object.pos === 'ADJ' && tokens[next + 2]?.pos === 'NOUN' && !/^[.,;]$/.test(tokens[next + 2]?.text ?? '')) ||
        (object.pos === 'PRON' && /^(?:it|them|this|these|those|our|their|its|his|her|my|us|me|him)$/.test(object.lower)));
    if (participle === verb.lower && !hasObject) continue;
    const base = verb.lemma;
    lints.push(
      tenseLint(verb.start, verb.end, 'verb-base-form', `After “${token.text}”, the verb takes its base form: “${base}”.`, {
        auxiliary: token.text,
        verb: verb.text,
        correction: base,
      }),
    );
  }
  return lints;
}

/** Words that open a clause of time: its simple past sets the time of the clause after it. */
const TIME_CONJUNCTIONS = /^(?:when|after|before|once|as soon as)$/;
/** Words by which a main clause says it speaks of now: "when the study began, the method is now standard". */
const NOW_WORDS = /^(?:now|today|currently|still|nowadays|presently|since)$/;

/**
 * A main clause in the present after an opening clause of time in the simple past: "After we collected the
 * samples, we analyze them" → "analyzed", "When the rain stopped, the farmers return" → "returned", "Once the
 * samples were dried, they are weighed" → "were". The opening clause ("when", "after", "before", "once", "as soon
 * as") has a subject and a simple past or was/were as its first verb, and ends at the first comma; the main
 * clause's first verb, right after its subject, is a present of action or "is"/"are" of a passive. Verbs of
 * stating and of state ("the results show", "we know") and a main clause that speaks of now ("now", "today",
 * "still", "since") are left alone.
 */
export function pastClauseLints(tokens: readonly TToken[]): TLint[] {
  const opener = tokens[0]?.lower === 'as' ? textOf(tokens, 0, 3).toLowerCase() : (tokens[0]?.lower ?? '');
  if (!TIME_CONJUNCTIONS.test(opener)) return [];
  const from = opener.split(' ').length;
  const comma = tokens.findIndex((token) => token.text === ',');
  if (comma < 0) return [];
  const pastAt = tokens.findIndex((token, at) => at >= from && at < comma && (token.pos === 'VERB' || token.pos === 'AUX'));
  const past = tokens[pastAt];
  // "After the participants had signed the form": the past perfect sets the past as the simple past does.
  const isPastPerfect = past?.lower === 'had' && past.pos === 'AUX' && tokens[pastAt + 1]?.pos === 'VERB';
  // A British past too: "When we analysed the transcripts,".
  const isBritishPast =
    !!past && past.pos === 'VERB' && past.lower !== past.lemma && isPastOf(past.lower, pastTenseOf(past.lemma));
  const isPastClause =
    !!past && (isPast(past) || isBritishPast || isPastPerfect || (past.pos === 'AUX' && /^(?:was|were)$/.test(past.lower)));
  if (!isPastClause || !subjectBefore(tokens, from, pastAt)) return [];
  // "When a character was typed that causes…": a present inside the opening clause leaves its time open.
  const opening = tokens.slice(from, comma);
  // An infinitive's verb is no present: "was cooled to room temperature" (read as "to room").
  const isOpen = (token: TToken, at: number) =>
    (isPresent(token) && opening[at - 1]?.lower !== 'to') ||
    (token.pos === 'AUX' && /^(?:is|are|am)$/.test(token.lower)) ||
    /^(?:that|which|who)$/.test(token.lower);
  if (opening.some(isOpen)) return [];
  const clauseEnd = tokens.findIndex((token, at) => at > comma && /^[.;:!?]$/.test(token.text));
  const main = tokens.slice(comma + 1, clauseEnd < 0 ? tokens.length : clauseEnd);
  if (main.some((token) => NOW_WORDS.test(token.lower))) return [];
  // "After the storm passed, the farmers return to": a present the tagger read as a noun is read as the verb.
  const read = withVerbReadings(tokens, comma + 1);
  if (read !== tokens) return pastClauseLints(read);
  const adverbRead = withVerbBeforeAdverb(tokens, comma + 1);
  if (adverbRead !== tokens) return pastClauseLints(adverbRead);
  const verbAt = tokens.findIndex((token, at) => at > comma && (token.pos === 'VERB' || token.pos === 'AUX'));
  const verb = tokens[verbAt];
  if (!verb || !subjectBefore(tokens, comma + 1, verbAt)) return [];
  let correction: string | null = null;
  let last = verb;
  const next = tokens[verbAt + 1];
  // "When we analysed the transcripts, we find that": what the writers found then, not what a table states now.
  const isOwnFinding = /^(?:we|i)$/.test(tokens[verbAt - 1]?.lower ?? '') && FINDING.test(verb.lower);
  // "are taught", "is built": a participle, regular or not.
  // Not "is thought to have", "are said to be": what is said now of the past.
  const isReported = /^(?:thought|said|known|believed|held|understood|considered|reported|estimated|assumed)$/.test(
    next?.lower ?? '',
  );
  const isParticiple =
    next?.pos === 'VERB' &&
    (/(?:ed|en)$/.test(next.lower) || (next.lower !== next.lemma && !/(?:ing|s)$/.test(next.lower))) &&
    !(isReported && tokens[verbAt + 2]?.lower === 'to');
  if (verb.pos === 'AUX' && /^(?:is|are)$/.test(verb.lower) && isParticiple) correction = verb.lower === 'is' ? 'was' : 'were';
  else if (verb.lower === 'will' && isPastPerfect) {
    // "Once the volunteers had signed the form, they will be assigned": the past perfect sets a past, not a plan.
    const after = tokens[verbAt + 1];
    const third = tokens.slice(verbAt + 2).find((word) => word.pos !== 'ADV');
    if (after?.lower === 'be' && third?.pos === 'VERB' && third.lower !== third.lemma && !/ing$/.test(third.lower)) {
      correction =
        /^(?:i|he|she|it)$/.test(tokens[verbAt - 1]?.lower ?? '') || tokens[verbAt - 1]?.lower === 'this' ? 'was' : 'were';
      if (tokens[verbAt - 1]?.pos === 'NOUN')
        correction = nounNumber(tokens[verbAt - 1] as TToken) === 'singular' ? 'was' : 'were';
      last = after;
    } else if (/^(?:VERB|ADJ)$/.test(after?.pos ?? '') && after?.lower === after?.lemma && after) {
      // (The tagger may read a verb after "will" as an adjective: "they will complete a survey".)
      correction = pastTenseOf(after.lemma);
      last = after;
    }
  } else if (isPresent(verb) && (isOwnFinding || (!STATING.has(verb.lemma) && !STATIVE.has(verb.lemma))))
    correction = pastTenseOf(verb.lemma);
  if (!correction) return [];
  return [pastSentenceLint(verb, past.text, correction, last)];
}

/** Verbs by which the writers tell what they found: "we find", "we observe". */
const FINDING = /^(?:find|observe|notice|see|discover|note)$/;

/** A tense-consistency finding: the sentence is in the past (`past`), and `verb` becomes `correction`. */
export const pastSentenceLint = (verb: TToken, past: string, correction: string, last: TToken = verb): TLint => {
  const words = last === verb ? verb.text : `${verb.text} ${last.text}`;
  return grammarLint(
    verb.start,
    last.end,
    'tense-consistency',
    `The sentence is in the past (“${past}”): write “${correction}”, not “${words}”.`,
    { verb: words, past, correction },
    correction,
  );
};
