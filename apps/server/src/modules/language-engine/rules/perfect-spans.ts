import type { TLint } from '../lint.ts';
import { participleOf, presentPerfectAt, simplePastOf } from './perfect-tense.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { CHANGE, isPast, isPresent, STATIVE, textOf } from './time-tense.ts';

/**
 * The present perfect against a time that is over: a span of finished years ("has increased between 2015 and
 * 2020" → "increased"), and a point in the past by which something was done, which takes the past perfect ("has
 * spread … by 1995" → "had spread", "By the time the survey was carried out in 2023, most households have switched"
 * → "had switched").
 */

const YEAR = /^(?:1[89]|20)\d\d$/;
/** A year before last year: a time that is over. */
const isFinishedYear = (token: TToken | undefined) =>
  !!token && YEAR.test(token.text) && Number(token.text) < new Date().getFullYear() - 1;
const CLAUSE_MARKS = /^[,;:(—.!?]$/;
/** Verbs of change, after which "by" + a number is an amount ("has increased by 2000"), not a year. */
const CHANGE_BY = /^(?:reduce|raise|lower|cut|exceed|shift|expand|shrink|extend|outnumber|outweigh)$/;

/** Where a span of two finished years starting at `at` ends: "between 2015 and 2020", "from 2015 to 2020"; -1 if none. */
function yearSpanEnd(tokens: readonly TToken[], at: number): number {
  const [first, from, joiner, to] = tokens.slice(at, at + 4);
  const isSpan =
    (first?.lower === 'between' && joiner?.lower === 'and') ||
    (first?.lower === 'from' && /^(?:to|until|till|through)$/.test(joiner?.lower ?? ''));
  return isSpan && YEAR.test(from?.text ?? '') && isFinishedYear(to) ? at + 4 : -1;
}

/** The finding for a present perfect (`have` … `participle`) that `time` puts in the simple past. */
function simplePastLint(tokens: readonly TToken[], have: number, participle: number, time: string): TLint | null {
  const past = simplePastOf(tokens, have, participle);
  if (!past) return null;
  const verb = tokens[participle] as TToken;
  const correction = past.isDelete ? verb.text : past.text;
  return grammarLint(
    (tokens[have] as TToken).start,
    past.isDelete ? (tokens[have] as TToken).end : verb.end,
    'perfect-past-time',
    `“${time}” is a finished time in the past: use the simple past, “${correction}”.`,
    { time, words: textOf(tokens, have, participle + 1), correction },
    past.isDelete ? '' : past.text,
  );
}

/**
 * "The unemployment rate has increased from 9.8% to 13.4% between 2015 and 2020" → "increased": a present perfect and
 * a span of finished years in its clause, with nothing but numbers, prepositions and adverbs between them (in "has
 * been attributed to changes between 1990 and 2010" the span dates the changes), or a span opening the sentence
 * before the perfect's clause ("Between 2015 and 2020, the rate has doubled"). A span that reaches last year or
 * this one may run up to now and is left alone.
 */
export function perfectWithYearSpanLints(tokens: readonly TToken[]): TLint[] {
  const opening = yearSpanEnd(tokens, 0);
  for (const [index] of tokens.entries()) {
    const participle = presentPerfectAt(tokens, index);
    if (participle === null) continue;
    if (opening > 0 && tokens[opening]?.text === ',') {
      const between = tokens.slice(opening + 1, index);
      const isSameClause = !between.some(
        (word) => word.pos === 'VERB' || word.pos === 'AUX' || word.pos === 'SCONJ' || CLAUSE_MARKS.test(word.text),
      );
      const found = isSameClause ? simplePastLint(tokens, index, participle, textOf(tokens, 0, opening)) : null;
      if (found) return [found];
    }
    const isPassive = tokens[participle]?.lower === 'been' && tokens[participle + 1]?.pos === 'VERB';
    for (let at = participle + (isPassive ? 2 : 1); at < tokens.length; at += 1) {
      const end = yearSpanEnd(tokens, at);
      if (end > 0) {
        const found = simplePastLint(tokens, index, participle, textOf(tokens, at, end));
        return found ? [found] : [];
      }
      const word = tokens[at] as TToken;
      if (!/^(?:NUM|SYM|ADP|ADV)$/.test(word.pos) || /^(?:since|than)$/.test(word.lower)) break;
    }
  }
  return [];
}

/** The finding that puts a present perfect's "have" or "has" in the past perfect, before the time `time`. */
export function pastPerfectLint(tokens: readonly TToken[], have: number, participle: number, time: string): TLint {
  const correction = `had ${textOf(tokens, have + 1, participle + 1)}`;
  return grammarLint(
    (tokens[have] as TToken).start,
    (tokens[participle] as TToken).end,
    'tense-past-perfect',
    `The action was over before a point in the past (“${time}”): use the past perfect, “${correction}”.`,
    { time, verb: textOf(tokens, have, participle + 1), correction },
    correction,
  );
}

/** Where an opening "By …," that names a point in the past ends, at its comma: "By 1995,", "By the end of 2020,",
 * "By the time the survey was carried out," (a clause in the past); -1 if none. */
function byPastEnd(tokens: readonly TToken[]): number {
  if (tokens[0]?.lower !== 'by') return -1;
  const comma = tokens.findIndex((token) => CLAUSE_MARKS.test(token.text));
  if (comma < 2 || tokens[comma]?.text !== ',') return -1;
  const phrase = tokens.slice(1, comma);
  if (isFinishedYear(tokens[1]) && comma === 2) return comma;
  if (/^by the end of$/.test(textOf(tokens, 0, 4).toLowerCase()))
    return phrase.some(isFinishedYear) && phrase.every((token) => !/^(?:VERB|AUX)$/.test(token.pos)) ? comma : -1;
  if (!/^by the time$/.test(textOf(tokens, 0, 3).toLowerCase())) return -1;
  const verb = phrase.find((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const isPastClause = !!verb && (isPast(verb) || /^(?:was|were|had)$/.test(verb.lower));
  return isPastClause ? comma : -1;
}

/**
 * A present perfect before a point in the past takes the past perfect: "By the time the second survey was carried
 * out in 2023, most households have switched" → "had switched", "By 1995, the snail has spread to most provinces",
 * and "… and has spread to most provinces by 1995." (a finished year after "by" ending the perfect's clause). "By"
 * + a number after a verb of change is an amount ("has increased by 2000"), and a "by" clause in the present looks
 * ahead ("By the time the survey is over, most households will have switched"). After an opening "By …," so too a
 * present passive or the simple present of an action, its clause's first verb after its subject: "By the time the
 * rescue team arrived, the miners are trapped" → "had been trapped", "By 1995, the snail spreads" → "had spread"
 * (a verb of state, "By 1990, the lake contains", is left alone).
 */
export function pastPerfectByLints(tokens: readonly TToken[]): TLint[] {
  const opening = byPastEnd(tokens);
  if (opening > 0) {
    const verbAt = tokens.findIndex((token, at) => at > opening && (token.pos === 'VERB' || token.pos === 'AUX'));
    const participle = verbAt > 0 ? presentPerfectAt(tokens, verbAt) : null;
    const between = tokens.slice(opening + 1, verbAt);
    const isSubject = between.length > 0 && between.every((word) => /^(?:DET|ADJ|NOUN|NUM|PROPN|ADP|PRON)$/.test(word.pos));
    if (participle !== null && isSubject) return [pastPerfectLint(tokens, verbAt, participle, textOf(tokens, 0, opening))];
    // "By the time the team arrived, the miners are trapped" → "had been trapped", "the fire destroys" → "had destroyed".
    const verb = tokens[verbAt];
    const next = tokens[verbAt + 1];
    const isPresentPassive = /^(?:is|are)$/.test(verb?.lower ?? '') && next?.pos === 'VERB' && /(?:ed|en|wn|t)$/.test(next.lower);
    const presentParticiple = verb && isPresent(verb) && !STATIVE.has(verb.lemma) ? participleOf(verb.lemma) : null;
    // "historians agree,": a verb between commas is the writer's aside; "is thought to have …", "is said to": a
    // report made now.
    const isAside = tokens[verbAt + 1]?.text === ',';
    const isReport = isPresentPassive && tokens[verbAt + 2]?.lower === 'to';
    if (isSubject && !isAside && !isReport && (isPresentPassive || presentParticiple)) {
      const end = isPresentPassive ? verbAt + 1 : verbAt;
      const correction = isPresentPassive ? `had been ${next?.text}` : `had ${presentParticiple}`;
      const time = textOf(tokens, 0, opening);
      return [
        grammarLint(
          (verb as TToken).start,
          (tokens[end] as TToken).end,
          'tense-past-perfect',
          `The action was over before a point in the past (“${time}”): use the past perfect, “${correction}”.`,
          { time, verb: textOf(tokens, verbAt, end + 1), correction },
          correction,
        ),
      ];
    }
  }
  for (const [by, token] of tokens.entries()) {
    if (token.lower !== 'by' || !isFinishedYear(tokens[by + 1]) || !/^[.;,!?]$/.test(tokens[by + 2]?.text ?? '')) continue;
    // Back to the perfect of the same clause: no clause mark, conjunction, subordinate word or other auxiliary between.
    for (let at = by - 1; at >= 0 && at > by - 16; at -= 1) {
      const word = tokens[at] as TToken;
      const participle = presentPerfectAt(tokens, at, true);
      if (participle !== null) {
        const lemma = tokens[participle]?.lemma ?? '';
        if (CHANGE.has(lemma) || CHANGE_BY.test(lemma)) return [];
        return [pastPerfectLint(tokens, at, participle, textOf(tokens, by, by + 2))];
      }
      const isOtherAuxiliary = word.pos === 'AUX' && !/^(?:been|being)$/.test(word.lower);
      if (
        CLAUSE_MARKS.test(word.text) ||
        /^(?:SCONJ|CCONJ)$/.test(word.pos) ||
        isOtherAuxiliary ||
        /^(?:which|who|that)$/.test(word.lower)
      )
        break;
    }
  }
  return [];
}

/** An opening that frames the study itself: "In this study,", "In the present work", "In Experiment 2,", "In the first phase", "Here,". */
const STUDY_FRAME =
  /^(?:in (?:this|the present|the current|our) (?:study|work|paper|experiment|trial|survey|analysis)|in (?:experiment|study) \d+|in the (?:first|second|third|fourth|final|pilot|main) (?:experiment|phase|stage|session|round|step|survey|study)|here)$/;
/** Words that give a past perfect the later past it looks back from. */
const REFERENCE_POINTS =
  /^(?:before|after|when|until|by|already|previously|earlier|prior|once|since|time|ago|then|till|previous|still|yet)$/;

/**
 * "In this study, we had collected 320 soil samples" → "collected", "In Experiment 2, participants had responded faster"
 * → "responded": a sentence that frames the study itself and tells what was done in it in the past perfect, with no
 * later past to look back from ("before", "when", "by", "already", "previously" and the like are absent). The past
 * perfect is the clause's first verb, right after its subject; "had been" is left alone.
 */
export function pastPerfectFrameLints(tokens: readonly TToken[]): TLint[] {
  let frameEnd = -1;
  for (let end = 1; end <= 5 && frameEnd < 0; end += 1)
    if (STUDY_FRAME.test(textOf(tokens, 0, end).toLowerCase())) frameEnd = end;
  if (frameEnd < 0 || tokens.some((token) => REFERENCE_POINTS.test(token.lower))) return [];
  const from = tokens[frameEnd]?.text === ',' ? frameEnd + 1 : frameEnd;
  const had = tokens.findIndex((token, at) => at >= from && (token.pos === 'VERB' || token.pos === 'AUX'));
  if (tokens[had]?.lower !== 'had' || tokens[had]?.pos !== 'AUX') return [];
  const subject = tokens.slice(from, had);
  const isSubject =
    subject.length > 0 &&
    (/^(?:we|they|i)$/.test(subject[0]?.lower ?? '')
      ? subject.length === 1
      : subject.every((token) => /^(?:DET|ADJ|NOUN|NUM)$/.test(token.pos)));
  let participle = had + 1;
  while (tokens[participle]?.pos === 'ADV') participle += 1;
  const verb = tokens[participle];
  if (!isSubject || !verb || verb.pos !== 'VERB' || verb.lower === verb.lemma || /ing$/.test(verb.lower)) return [];
  const past = simplePastOf(tokens, had, participle);
  if (!past) return [];
  return [simplePastFrameLint(tokens, had, participle, past)];
}

/** "had + participle" → the simple past `past` (or "had" deleted), with nothing later in the past to look back from. */
export function simplePastFrameLint(
  tokens: readonly TToken[],
  had: number,
  participle: number,
  past: { text: string; isDelete: boolean },
): TLint {
  const verb = tokens[participle] as TToken;
  const correction = past.isDelete ? verb.text : past.text;
  return grammarLint(
    (tokens[had] as TToken).start,
    past.isDelete ? (tokens[had] as TToken).end : verb.end,
    'tense-past-perfect-frame',
    `The past perfect needs a later past moment to look back from, and the sentence has none: use the simple past, “${correction}”.`,
    { verb: textOf(tokens, had, participle + 1), correction },
    past.isDelete ? '' : past.text,
  );
}
