import type { TLint } from '../lint.ts';
import { pastSentenceLint } from './outline-tense.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { isPast, isPresent, STATING, STATIVE } from './time-tense.ts';

/** Words that open a new clause: a verb across them is not in the same chain. */
const CLAUSE_BREAKS =
  /^(?:that|which|who|whom|whose|where|when|while|whilst|because|since|although|though|if|unless|until|whereas|as|before|after|once|so|but|or|than)$/;
/** Words that open a clause between two verbs, whatever the tagger reads them as. */
const WH_BREAKS = /^(?:that|which|who|whom|whose|where|while|whilst|because|although|though|if|unless|whereas)$/;
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'it', 'they']);
/** Participles of a present passive that state what a paper shows or where ("are given in Table 1", "is available"). */
const STATING_PARTICIPLES =
  /^(?:shown|given|presented|described|listed|summari[sz]ed|provided|reported|illustrated|depicted|displayed|detailed|included|available|known|expected|required|needed|assumed|defined|based)$/;
/** Words that date an event: a year, "ago", "yesterday", a month. */
const DATES =
  /^(?:(?:1[89]|20)\d\ds?|ago|yesterday|january|february|march|april|june|july|august|september|october|november|december)$/;

const pastOf = (verb: TToken) => (verb.lemma === 'have' ? 'had' : pastTenseOf(verb.lemma));
const isBeForm = (token: TToken | undefined, forms: RegExp) => !!token && token.pos === 'AUX' && forms.test(token.lower);
/** A past participle after "be": "collected", "ground", "taken". */
const isParticiple = (token: TToken | undefined) =>
  !!token && token.pos === 'VERB' && token.lower !== token.lemma && /^[a-z]+$/.test(token.lower) && !/ing$/.test(token.lower);

/** A present in -s the tagger read as a noun, between a subject and its object: "the team measures the soil". */
const isMisreadVerb = (tokens: readonly TToken[], at: number) => {
  const word = tokens[at];
  const subject = tokens[at - 1];
  return (
    word?.pos === 'NOUN' &&
    /^[a-z]+s$/.test(word.lower) &&
    word.lemma !== word.lower &&
    tokens[at + 1]?.pos === 'DET' &&
    subject?.pos === 'NOUN' &&
    !subject.lower.endsWith('s') &&
    tokens[at - 2]?.pos === 'DET'
  );
};

/**
 * "We add 5 mL … and stirred the mixture", "the team measures the soil temperature … and recorded the values": a
 * present verb and, after "and", a past verb with its object and no subject of its own (the same subject's next
 * act). Nothing between them may open another clause; the present verb has its subject right before it (a
 * pronoun or a noun phrase opening its clause) and is not a verb of stating or of state.
 */
function presentThenPastLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, token] of tokens.entries()) {
    if (token.lower !== 'and') continue;
    let at = index + 1;
    if (tokens[at]?.lower === 'then') at += 1;
    const past = tokens[at];
    const object = tokens[at + 1];
    // "and heated the paste": a past the tagger read as an adjective, before its object.
    const isPastVerb = !!past && (isPast(past) || (past.pos === 'ADJ' && /^[a-z]+ed$/.test(past.lower) && object?.pos === 'DET'));
    if (!past || !isPastVerb || !object || !/^(?:DET|PRON|NUM)$/.test(object.pos)) continue;
    if (object.pos === 'PRON' && !/^(?:it|them|the|their|its|our|this|these)$/.test(object.lower)) continue;
    let verbAt = index - 1;
    for (; verbAt > 0; verbAt -= 1) {
      const word = tokens[verbAt] as TToken;
      const isBreak = CLAUSE_BREAKS.test(word.lower) && word.pos !== 'ADP';
      if (
        word.pos === 'PUNCT' ||
        word.pos === 'SCONJ' ||
        word.pos === 'CCONJ' ||
        isBreak ||
        (word.lower === 'to' && word.pos === 'PART')
      ) {
        verbAt = -1;
        break;
      }
      if (word.pos === 'VERB' || word.pos === 'AUX' || isMisreadVerb(tokens, verbAt)) break;
    }
    const verb = tokens[verbAt];
    const isVerb = !!verb && (verb.pos === 'VERB' ? isPresent(verb) : isMisreadVerb(tokens, verbAt));
    if (!verb || !isVerb || STATING.has(verb.lemma) || STATIVE.has(verb.lemma)) continue;
    const subject = tokens[verbAt - 1];
    const isSubject =
      !!subject &&
      (SUBJECT_PRONOUNS.has(subject.lower) ||
        (subject.pos === 'NOUN' &&
          /^(?:DET|PRON|ADJ|NOUN)$/.test(tokens[verbAt - 2]?.pos ?? '') &&
          (verbAt - 2 === 0 || tokens[verbAt - 3]?.pos !== 'ADP')));
    if (!isSubject || tokens[verbAt + 1]?.pos === 'VERB') continue;
    const correction = pastOf(verb);
    if (!correction) continue;
    return [pastSentenceLint(verb, past.text, correction)];
  }
  return [];
}

/**
 * Two passives joined by "and" in different tenses: "The mice are sacrificed after eight weeks and their livers were
 * removed" (a present passive, then a new subject and a past one) → "were sacrificed"; "The samples were dried … and
 * then are ground" (a past passive, then "then" and a present one) → "were ground", and so "… and are watered every
 * two days" (a step repeated: "every", "daily", "twice"). A present passive of stating
 * ("are given in Table 1", "is available") is left alone, and without "then" a past and a present may both be right
 * ("were collected in 2019 and are stored at −80 °C").
 */
function passivePairLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, token] of tokens.entries()) {
    if (token.lower !== 'and') continue;
    // A past passive, then "and then" and a present passive.
    const isThen = /^(?:then|subsequently|later|finally)$/.test(tokens[index + 1]?.lower ?? '');
    const be = tokens[index + (isThen ? 2 : 1)];
    // "… and are watered every two days": a step repeated in the procedure is as past as the step before it.
    const isRepeated = (at: number) =>
      tokens.slice(at, at + 3).some((word) => /^(?:every|daily|weekly|hourly|twice|thrice)$/.test(word.lower));
    const isPresentPassive = isBeForm(be, /^(?:is|are)$/) && !!be && isParticiple(tokens[tokens.indexOf(be) + 1]);
    if (isPresentPassive && be && (isThen || isRepeated(tokens.indexOf(be) + 2))) {
      // "were transplanted 21 days after sowing and are irrigated": a gerund after a preposition is no clause's verb.
      const earlier = tokens
        .slice(0, index)
        .findLastIndex(
          (word, at) =>
            (word.pos === 'AUX' || word.pos === 'VERB') && !(/ing$/.test(word.lower) && tokens[at - 1]?.pos === 'ADP'),
        );
      const before = tokens[earlier];
      const isPastPassive = isParticiple(before) && isBeForm(tokens[earlier - 1], /^(?:was|were)$/);
      // "The sensors were installed in 2015 and are calibrated every six months": a dated first passive tells of an
      // event once, and the repeated present of upkeep that goes on since; only "then" makes them steps of one past.
      const isDatedOnce = !isThen && tokens.slice(earlier, index).some((word) => DATES.test(word.lower));
      const isBroken = tokens.slice(earlier, index).some((word) => WH_BREAKS.test(word.lower) || word.pos === 'SCONJ');
      if (isPastPassive && !isDatedOnce && !isBroken) {
        const correction = be.lower === 'is' ? 'was' : 'were';
        return [pastSentenceLint(be, `${tokens[earlier - 1]?.text} ${before?.text}`, correction)];
      }
    }
    // A present passive, then "and", a new subject and a past verb.
    let at = index + 1;
    if (!/^(?:DET|PRON|NUM)$/.test(tokens[at]?.pos ?? '') || SUBJECT_PRONOUNS.has(tokens[at]?.lower ?? '')) continue;
    while (
      at < index + 7 &&
      /^(?:DET|PRON|NUM|ADJ|NOUN|ADP)$/.test(tokens[at]?.pos ?? '') &&
      !CLAUSE_BREAKS.test(tokens[at]?.lower ?? '')
    )
      at += 1;
    const later = tokens[at];
    // A past verb with what follows it ("died during"), not a participle left alone ("and the first level capitalized (").
    const isActivePast = !!later && isPast(later) && /^(?:ADP|DET|ADV|NUM|PRON)$/.test(tokens[at + 1]?.pos ?? '');
    const isLaterPast = !!later && (isBeForm(later, /^(?:was|were)$/) || isActivePast);
    if (!isLaterPast || tokens[at - 1]?.pos === 'ADP') continue;
    const present = tokens.slice(0, index).findIndex((word, i) => isBeForm(word, /^(?:is|are)$/) && isParticiple(tokens[i + 1]));
    const participle = tokens[present + 1];
    if (present < 1 || !participle || STATING_PARTICIPLES.test(participle.lower)) continue;
    const between = tokens.slice(present + 2, index);
    if (between.some((word) => word.pos === 'VERB' || word.pos === 'AUX' || word.pos === 'SCONJ' || WH_BREAKS.test(word.lower)))
      continue;
    const subject = tokens[present - 1] as TToken;
    if (subject.pos !== 'NOUN' && !/^(?:they|it)$/.test(subject.lower)) continue;
    const verb = tokens[present] as TToken;
    const correction = `${verb.lower === 'is' ? 'was' : 'were'} ${participle.text}`;
    return [pastSentenceLint(verb, later.text, correction, participle)];
  }
  return [];
}

/** Tenses that slip between the clauses of one sentence joined by "and": see each rule above (outline-tense.ts has the clause of time). */
export function tenseClauseLints(tokens: readonly TToken[]): TLint[] {
  return [...presentThenPastLints(tokens), ...passivePairLints(tokens)];
}
