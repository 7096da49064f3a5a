import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

/** Past tenses that are not the base form with -ed (the regular ones are made by pastTenseOf). */
const IRREGULAR_PAST: ReadonlyMap<string, string> = new Map([
  ['arise', 'arose'],
  ['bear', 'bore'],
  ['become', 'became'],
  ['begin', 'began'],
  ['bend', 'bent'],
  ['bind', 'bound'],
  ['blow', 'blew'],
  ['break', 'broke'],
  ['breed', 'bred'],
  ['bring', 'brought'],
  ['build', 'built'],
  ['buy', 'bought'],
  ['catch', 'caught'],
  ['choose', 'chose'],
  ['come', 'came'],
  ['deal', 'dealt'],
  ['dig', 'dug'],
  ['do', 'did'],
  ['draw', 'drew'],
  ['drink', 'drank'],
  ['drive', 'drove'],
  ['eat', 'ate'],
  ['fall', 'fell'],
  ['feed', 'fed'],
  ['feel', 'felt'],
  ['fight', 'fought'],
  ['find', 'found'],
  ['flee', 'fled'],
  ['fly', 'flew'],
  ['forget', 'forgot'],
  ['freeze', 'froze'],
  ['get', 'got'],
  ['give', 'gave'],
  ['go', 'went'],
  ['grind', 'ground'],
  ['grow', 'grew'],
  ['hang', 'hung'],
  ['have', 'had'],
  ['hear', 'heard'],
  ['hide', 'hid'],
  ['hold', 'held'],
  ['keep', 'kept'],
  ['know', 'knew'],
  ['lay', 'laid'],
  ['lead', 'led'],
  ['leave', 'left'],
  ['lend', 'lent'],
  ['lose', 'lost'],
  ['make', 'made'],
  ['mean', 'meant'],
  ['meet', 'met'],
  ['overcome', 'overcame'],
  ['pay', 'paid'],
  ['ride', 'rode'],
  ['rise', 'rose'],
  ['run', 'ran'],
  ['say', 'said'],
  ['see', 'saw'],
  ['seek', 'sought'],
  ['sell', 'sold'],
  ['send', 'sent'],
  ['shake', 'shook'],
  ['shoot', 'shot'],
  ['shrink', 'shrank'],
  ['sink', 'sank'],
  ['sit', 'sat'],
  ['sleep', 'slept'],
  ['speak', 'spoke'],
  ['spend', 'spent'],
  ['spin', 'spun'],
  ['stand', 'stood'],
  ['steal', 'stole'],
  ['stick', 'stuck'],
  ['strike', 'struck'],
  ['sweep', 'swept'],
  ['swim', 'swam'],
  ['take', 'took'],
  ['teach', 'taught'],
  ['tear', 'tore'],
  ['tell', 'told'],
  ['think', 'thought'],
  ['throw', 'threw'],
  ['undergo', 'underwent'],
  ['understand', 'understood'],
  ['undertake', 'undertook'],
  ['wake', 'woke'],
  ['wear', 'wore'],
  ['win', 'won'],
  ['withdraw', 'withdrew'],
  ['write', 'wrote'],
]);
/** Verbs of more than one syllable that double their last consonant: occurred, preferred, controlled. */
const DOUBLING = new Set([
  'begin',
  'occur',
  'prefer',
  'refer',
  'admit',
  'permit',
  'submit',
  'commit',
  'transfer',
  'control',
  'omit',
  'emit',
  'incur',
  'recur',
  'deter',
  'regret',
  'equip',
  'compel',
  'propel',
  'expel',
  'confer',
  'infer',
]);

/**
 * The simple past of a verb, from its base form: an irregular one from the table, a regular one by the spelling
 * rules (analyze → analyzed, carry → carried, stop → stopped, occur → occurred). null when the spelling is a
 * matter of dialect (label → labeled or labelled) or cannot be told.
 */
export function pastTenseOf(base: string): string | null {
  return IRREGULAR_PAST.get(base) ?? regularPastOf(base);
}

/** The past a verb would have by the spelling rules alone (run → runned): tells whether its last consonant doubles. */
export function regularPastOf(base: string): string | null {
  if (!/^[a-z]{2,}$/.test(base) || /c$/.test(base)) return null;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  const endsCvc = /[^aeiou][aeiou][bdfgklmnprstvz]$/.test(base) || /^[aeiou][bdfgklmnprstvz]$/.test(base);
  const syllables = base.match(/[aeiouy]+/g)?.length ?? 0;
  if (endsCvc && (syllables === 1 || DOUBLING.has(base))) return `${base}${base.at(-1)}ed`;
  if (endsCvc && /[aeiou]l$/.test(base)) return null;
  return `${base}ed`;
}

/** Verbs whose present tense after a past one is how papers state their findings: "we measured X and show that". */
const REPORTING = new Set([
  'show',
  'demonstrate',
  'suggest',
  'indicate',
  'reveal',
  'argue',
  'propose',
  'conclude',
  'find',
  'discuss',
  'present',
  'report',
  'describe',
  'provide',
  'highlight',
  'confirm',
  'identify',
  'explain',
  'offer',
  'outline',
  'introduce',
  'review',
  'compare',
  'consider',
  'note',
]);
/** Words that open a new clause: the verb before them is not the one "and" continues. */
const CLAUSE_BREAKS = new Set([
  'that',
  'which',
  'who',
  'whom',
  'whose',
  'where',
  'when',
  'while',
  'whilst',
  'because',
  'since',
  'although',
  'though',
  'if',
  'unless',
  'until',
  'whereas',
  'as',
  'before',
  'after',
  'once',
  'so',
  'but',
  'or',
  'now',
  'currently',
  'today',
]);
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'it', 'they']);

const thirdPerson = (base: string) =>
  /(?:s|x|z|ch|sh)$/.test(base) ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`;

/** The simple past verb whose clause "and" continues, scanning back from "and" to a clause break; null if none. */
function pastVerbBefore(tokens: readonly TToken[], and: number): TToken | null {
  for (let at = and - 1; at > 0; at -= 1) {
    const token = tokens[at] as TToken;
    if (token.pos === 'PUNCT' || token.pos === 'SCONJ' || CLAUSE_BREAKS.has(token.lower)) return null;
    if (token.pos === 'AUX') return null;
    if (token.pos !== 'VERB') continue;
    if (token.lower === token.lemma || /ing$/.test(token.lower) || PAST_LIKE_BASE.has(token.lemma)) return null;
    if (token.lower !== pastTenseOf(token.lemma)) return null;
    let subject = at - 1;
    while (tokens[subject]?.pos === 'ADV') subject -= 1;
    const before = tokens[subject];
    const isSubject = !!before && (SUBJECT_PRONOUNS.has(before.lower) || before.pos === 'NOUN' || before.pos === 'PROPN');
    if (!isSubject || SUBJECT_PRONOUNS.has(before.lower)) return isSubject ? token : null;
    // A noun that is an object or follows a preposition ("handles the streams provided and…", "go through the
    // errors generated and fix them") makes the past a participle of a reduced relative clause, not a clause's verb.
    let phrase = subject;
    while (phrase > 0 && /^(?:DET|ADJ|NUM|NOUN|PROPN)$/.test(tokens[phrase - 1]?.pos ?? '')) phrase -= 1;
    return /^(?:VERB|AUX|ADP|PART)$/.test(tokens[phrase - 1]?.pos ?? '') ? null : token;
  }
  return null;
}

/**
 * A sentence that slips from the past into the present: "We measured the samples and analyze them" →
 * "analyzed". Flagged only when "and" joins a second verb without its own subject to a simple past verb that
 * has one (a pronoun or a noun right before it; no clause break, comma or auxiliary between them), the second
 * verb is in the present (base or -s form) and has an object ("them", "the data"), and it is not one of the
 * verbs papers report their findings with ("we measured X and show that…").
 */
export function tenseConsistencyLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    if (token.lower !== 'and') continue;
    let at = index + 1;
    while (tokens[at]?.pos === 'ADV' && !CLAUSE_BREAKS.has(tokens[at]?.lower ?? '')) at += 1;
    const verb = tokens[at];
    const object = tokens[at + 1];
    if (verb?.pos !== 'VERB' || !/^[a-z]+$/.test(verb.text) || REPORTING.has(verb.lemma)) continue;
    if (verb.lower !== verb.lemma && verb.lower !== thirdPerson(verb.lemma)) continue;
    if (PAST_LIKE_BASE.has(verb.lemma)) continue;
    if (!object || !(object.pos === 'DET' || (object.pos === 'PRON' && !CLAUSE_BREAKS.has(object.lower)))) continue;
    const past = pastVerbBefore(tokens, index);
    const correction = pastTenseOf(verb.lemma);
    if (!past || !correction) continue;
    lints.push({
      kind: 'Grammar',
      start: verb.start,
      end: verb.end,
      message: `The sentence is in the past (“${past.text}”): write “${correction}”, not “${verb.text}”.`,
      messageKey: 'tense-consistency',
      messageValues: { verb: verb.text, past: past.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  return lints;
}
