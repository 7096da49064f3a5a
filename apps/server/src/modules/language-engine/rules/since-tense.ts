import type { TLint } from '../lint.ts';
import { perfectOf, sinceLint } from './perfect-tense.ts';
import type { TToken } from './tagger.ts';
import { isPast, subjectBefore, textOf } from './time-tense.ts';

/** Verbs of a start or an arrival that a "since" clause dates from: "since the factory opened", "since we moved". */
const STARTING =
  /^(?:start|begin|open|introduce|launch|establish|implement|found|build|construct|install|enter|arrive|move|join|emerge|appear)$/;

/**
 * Participles of a state that lasts from a start until now: "is polluted", "is closed", "are protected". Participles
 * of a judgement or an effect ("is biased", "is inflated", "is distorted", "is preferred") are left out: after them
 * "since" is more often "because" ("The index is biased since new firms entered").
 */
const LASTING_STATES =
  /^(?:polluted|contaminated|closed|abandoned|protected|banned|prohibited|forbidden|deserted|fenced|listed|licensed|registered|owned|occupied|inhabited|paved)$/;

/**
 * "is"/"are" and a participle of a lasting state before a closing "since" clause of a start dated by a year: "The
 * lake is polluted since the factory opened in 1998." → "has been polluted". The "since" clause is a subject and the
 * simple past (or a past passive) of a verb of starting, then "in" and a year, and ends the sentence. The main
 * clause holds no other verb ("We know the leak is recent since …" has two), no clause mark and no conjunction: its
 * subject, "is" or "are", the participle. A "since" of cause ("The trend is distorted since the new sensor was
 * installed", "The village is thriving since the new road opened") is left alone.
 */
function sinceStartLints(tokens: readonly TToken[]): TLint[] {
  const since = tokens.findIndex((token, at) => at > 2 && token.lower === 'since');
  if (since < 0) return [];
  let verbAt = since + 1;
  while (verbAt < since + 7 && /^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(tokens[verbAt]?.pos ?? '')) verbAt += 1;
  if (verbAt === since + 1 || !subjectBefore(tokens, since + 1, verbAt)) return [];
  const isPassive = /^(?:was|were)$/.test(tokens[verbAt]?.lower ?? '');
  const verb = tokens[isPassive ? verbAt + 1 : verbAt];
  if (!verb || !STARTING.test(verb.lemma) || !(isPast(verb) || (isPassive && verb.pos === 'VERB'))) return [];
  const end = (isPassive ? verbAt + 1 : verbAt) + 3;
  const isDated = tokens[end - 2]?.lower === 'in' && /^(?:1[89]|20)\d\d$/.test(tokens[end - 1]?.text ?? '');
  if (!isDated || !/^[.!?]$/.test(tokens[end]?.text ?? '') || end !== tokens.length - 1) return [];
  // The main clause: its subject, "is" or "are" and the participle right before "since".
  const main = tokens[since - 2];
  const participle = tokens[since - 1];
  if (!main || !participle || main.pos !== 'AUX' || !/^(?:is|are)$/.test(main.lower)) return [];
  if (!LASTING_STATES.test(participle.lower)) return [];
  const subject = subjectBefore(tokens, 0, since - 2);
  if (!subject || tokens.slice(0, since - 2).some((word) => /^(?:VERB|AUX|SCONJ|CCONJ|PUNCT)$/.test(word.pos))) return [];
  const perfect = perfectOf(main, subject.head);
  return perfect ? [sinceLint(main, textOf(tokens, since + 1, end), perfect)] : [];
}

/** A year or a decade: "2015", "2000s", "1990s". */
const YEAR_OR_DECADE = /^(?:1[89]|20)\d(?:\d|0s)$/;

/**
 * "is"/"are" and an -ing form before "since" and a time: "the fall armyworm is spreading northward since the early
 * 2000s" → "has been spreading". The time is "then", a year or a decade ("the early 2000s", "2015") that ends its
 * clause; a "since" of cause ("is spreading, since it tolerates …", "is higher since 2010 data were excluded") is
 * left alone.
 */
function progressiveSinceLints(tokens: readonly TToken[]): TLint[] {
  const since = tokens.findIndex((token, at) => at > 2 && token.lower === 'since');
  if (since < 0) return [];
  let end = since + 1;
  if (tokens[end]?.lower === 'the') end += 1;
  if (/^(?:early|late|mid)$/.test(tokens[end]?.lower ?? '')) end += 1;
  const time = tokens[end];
  if (!time || !(YEAR_OR_DECADE.test(time.text) || (time.lower === 'then' && end === since + 1))) return [];
  const after = tokens[end + 1];
  if (after && !/^[.;,:)]$/.test(after.text) && after.pos !== 'ADP' && after.pos !== 'CCONJ') return [];
  let verbAt = since - 1;
  while (verbAt > since - 3 && tokens[verbAt]?.pos === 'ADV') verbAt -= 1;
  const verb = tokens[verbAt];
  const be = tokens[verbAt - 1];
  if (verb?.pos !== 'VERB' || !/ing$/.test(verb.lower) || !be || !/^(?:is|are|am)$/.test(be.lower)) return [];
  const perfect = be.lower === 'is' ? 'has been' : 'have been';
  return [sinceLint(be, textOf(tokens, since + 1, end + 1), perfect)];
}

/** The present perfect that a present before "since" takes (see above). */
export function sinceTenseLints(tokens: readonly TToken[]): TLint[] {
  const lints = sinceStartLints(tokens);
  return lints.length > 0 ? lints : progressiveSinceLints(tokens);
}
