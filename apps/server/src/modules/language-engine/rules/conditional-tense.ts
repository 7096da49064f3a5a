import type { TLint } from '../lint.ts';
import { thirdPersonOf } from './number-forms.ts';
import { participleOf } from './perfect-tense.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { subjectBefore, textOf } from './time-tense.ts';
import { withVerbBeforeAdverb } from './verb-readings.ts';

/**
 * Verbs of a state that an "if" clause puts in the past, not after "would": "If we would have more samples" → "had".
 * A verb of an action after "would" may be a polite request or a willingness ("If the editor would consider a
 * revised version", "If it would help"), which is right.
 */
const STATES_AFTER_WOULD = /^(?:have|know|own|contain|exist|belong|consist|possess|lack)$/;
/** Words of a main clause that thanks or asks politely: "we would be grateful", "we would like". */
const POLITE_MAIN = /^(?:grateful|thankful|appreciate|happy|glad|pleased|delighted|honoured|honored|like|welcome)$/;
/**
 * Words in an "if" clause with "had" that give it a past point to look back from, which makes it an open condition
 * ("If the patient had taken the drug before admission, the test will detect it").
 */
const PAST_POINTS =
  /^(?:before|after|by|when|until|till|since|yesterday|already|earlier|ago|last|previously|prior|overnight|then|on|at|during)$/;
/** Words of now or of the time ahead in a main clause, which then tells of now ("it will reach you today"). */
const NOW_OR_AHEAD = /^(?:now|today|tomorrow|tonight|soon|next|still|yet|already)$/;
/**
 * Verbs of an outcome after "will" that a past condition would have brought about: "they will obtain", "the valley
 * will flood". Other verbs may tell what a check or a trace will show of a past that may have happened ("If the
 * samples had been mixed up, the test will show it", "If the tank had leaked, the soil will contain fuel"), an open
 * condition, which is right.
 */
const OUTCOMES =
  /^(?:obtain|achieve|get|gain|win|lose|survive|avoid|prevent|save|reach|improve|increase|reduce|flood|collapse|fail|succeed|die|recover|finish|complete|produce|yield)$/;

/** Where a clause's subject and its finite word start: the first token after `from` whose subject runs from `from`. */
function finiteAfterSubject(tokens: readonly TToken[], from: number, to: number): number {
  for (let at = from + 1; at < Math.min(to, from + 8); at += 1) {
    const word = tokens[at] as TToken;
    if (word.pos === 'AUX' || word.pos === 'VERB') return subjectBefore(tokens, from, at) ? at : -1;
    if (/^[,;:.!?]$/.test(word.text)) return -1;
  }
  return -1;
}

/** The words of a verb group from `at`: the auxiliary, any adverbs and the next word; the index after them. */
function afterAdverbs(tokens: readonly TToken[], at: number): number {
  let next = at + 1;
  while (tokens[next]?.pos === 'ADV' && /^[a-z]+$/.test(tokens[next]?.lower ?? '')) next += 1;
  return next;
}

/** A finding on `from`…`to` that writes `correction` for an unreal condition whose other clause is `clause`. */
function conditionalLint(tokens: readonly TToken[], from: number, to: number, clause: string, correction: string): TLint {
  const verb = textOf(tokens, from, to + 1);
  return grammarLint(
    (tokens[from] as TToken).start,
    (tokens[to] as TToken).end,
    'tense-conditional',
    `The other clause (“${clause}”) makes this an unreal condition: write “${correction}”, not “${verb}”.`,
    { clause, verb, correction },
    correction,
  );
}

/**
 * The tenses of an unreal condition that opens the sentence with "If", its clause ended by a comma and followed by the
 * main clause's subject and verb. A past condition ("If the authors had used …") takes "would have" + participle in
 * the main clause, not "will" ("they will obtain" → "would have obtained"); left alone: "will have" + participle (a
 * guess about now), an open condition about the past, whose "if" clause has a past point ("before admission",
 * "yesterday", a date) or whose main clause tells of now or of a check ("today", "the test will show it"). An "if"
 * clause takes the past of a verb of state, not "would", when the main clause has "would" ("If we would have more
 * samples, the results would be" → "had"); left alone: verbs of an action after "would" (a polite request or a
 * willingness: "If the editor would consider …, we would be grateful"), "you", a polite main clause. (A simple past
 * before "would have" + participle was tried and dropped: it is as often an inference about the past, "If the Romans
 * used lead pipes, they would have suffered lead poisoning".)
 */
export function conditionalTenseLints(tokens: readonly TToken[]): TLint[] {
  if (tokens[0]?.lower !== 'if') return [];
  const comma = tokens.findIndex((token) => token.text === ',');
  if (comma < 3) return [];
  const read = withVerbBeforeAdverb(tokens, comma + 1);
  if (read !== tokens) return conditionalTenseLints(read);
  const ifVerb = finiteAfterSubject(tokens, 1, comma);
  const mainVerb = finiteAfterSubject(tokens, comma + 1, tokens.length);
  if (ifVerb < 0 || mainVerb < 0) return [];
  if (tokens.slice(ifVerb + 1, comma).some((word) => word.pos === 'SCONJ' || /^(?:which|who|that)$/.test(word.lower))) return [];
  const main = tokens[mainVerb] as TToken;
  const first = tokens[ifVerb] as TToken;
  const mainWordAt = afterAdverbs(tokens, mainVerb);
  const mainWord = tokens[mainWordAt];
  const ifWordAt = afterAdverbs(tokens, ifVerb);
  const ifWord = tokens[ifWordAt];
  const isMainWouldHave = /^(?:would|could|might)$/.test(main.lower) && mainWord?.lower === 'have';
  const mainClause = textOf(tokens, mainVerb, (isMainWouldHave ? mainWordAt + 1 : mainWordAt) + 1);

  // "If the authors had used a larger sample, they will obtain …": not an open condition about the past, which has a
  // past point in its "if" clause or tells of now or of a check ("… before admission, the test will detect it").
  if (first.lower === 'had' && ifWord?.pos === 'VERB' && /(?:ed|en|wn|ne|t)$/.test(ifWord.lower) && main.lower === 'will') {
    const ifRest = tokens.slice(ifWordAt + 1, comma);
    if (ifRest.some((word) => PAST_POINTS.test(word.lower) || word.pos === 'NUM' || word.pos === 'PROPN')) return [];
    if (tokens.some((word) => NOW_OR_AHEAD.test(word.lower))) return [];
    if (mainWord?.pos !== 'VERB' || mainWord.lower !== mainWord.lemma || mainWordAt !== mainVerb + 1) return [];
    if (!OUTCOMES.test(mainWord.lemma)) return [];
    const participle = participleOf(mainWord.lemma);
    if (!participle) return [];
    return [conditionalLint(tokens, mainVerb, mainWordAt, textOf(tokens, ifVerb, ifWordAt + 1), `would have ${participle}`)];
  }
  // "If we would have more samples, the results would be …": a verb of state only, and no polite main clause ("If the
  // editor would consider a revised version, we would be grateful").
  if (first.lower === 'would' && main.lower === 'would' && ifWord && ifWordAt === ifVerb + 1) {
    if (tokens[ifVerb - 1]?.lower === 'you' || !STATES_AFTER_WOULD.test(ifWord.lower)) return [];
    if (tokens.slice(comma + 1).some((word) => POLITE_MAIN.test(word.lower))) return [];
    if (!/^(?:VERB|AUX)$/.test(ifWord.pos)) return [];
    const past = ifWord.lemma === 'have' ? 'had' : pastTenseOf(ifWord.lemma);
    if (!past) return [];
    return [conditionalLint(tokens, ifVerb, ifWordAt, mainClause, past)];
  }
  // "If the cabinet temperature would rise above 40 °C, the sensor node switches": a real condition before a main
  // clause in the present or with "will" takes the present ("If you would like", "If it would help" ask or offer).
  const isPresentMain =
    (main.pos === 'VERB' && main.lower !== main.lemma && main.lower === thirdPersonOf(main.lemma)) ||
    /^(?:is|are|will|can|must)$/.test(main.lower);
  if (first.lower === 'would' && ifWord?.pos === 'VERB' && ifWordAt === ifVerb + 1 && isPresentMain) {
    if (/^(?:you|we|i)$/.test(tokens[ifVerb - 1]?.lower ?? '') || REQUESTS.test(ifWord.lemma)) return [];
    if (ifWord.lower !== ifWord.lemma || tokens.slice(comma + 1).some((word) => POLITE_MAIN.test(word.lower))) return [];
    const number = subjectBefore(tokens, 1, ifVerb)?.number;
    if (!number) return [];
    const present = number === 'singular' ? thirdPersonOf(ifWord.lemma) : ifWord.lemma;
    const words = textOf(tokens, ifVerb, ifWordAt + 1);
    return [
      grammarLint(
        first.start,
        ifWord.end,
        'tense-if-will',
        `After “If”, a future event takes the present: write “${present}”, not “${words}”.`,
        { conjunction: tokens[0]?.text ?? 'If', verb: words, correction: present },
        present,
      ),
    ];
  }
  return [];
}

/** Verbs after "would" in an "if" clause that ask or offer: "If the editor would consider", "If it would help". */
const REQUESTS =
  /^(?:like|prefer|consider|help|agree|accept|allow|permit|care|mind|want|wish|be|kindly|let|give|send|provide|reply|confirm|advise|clarify)$/;
