import type { TConfusion } from './confusable-forms.ts';
import type { TToken } from './tagger.ts';

/** Words after which an adjective, not a verb, follows: "the bolts are lose" → "loose". */
const LINKING = /^(?:is|are|was|were|be|been|become|becomes|became|come|comes|came|get|gets|got)$/;
const BE = /^(?:is|are|was|were|be|been|being|get|gets|got)$/;
/** Units after a number: "by 2 °C", "by 30 cm", "by 5%". */
const UNITS = /^(?:%|°|°c|cm|mm|m|km|kg|g|mg|percent|per|degrees?|points?|fold|times|mmhg|ppm)$/;
const RISE_OF: ReadonlyMap<string, string> = new Map([
  ['raise', 'rise'],
  ['raises', 'rises'],
  ['raising', 'rising'],
]);
/** Objects that are people, whom one compliments "on their" work. */
const PERSON_OBJECT = /^(?:them|him|her|us|me|you)$/;
const PEOPLE =
  /^(?:staff|team|students?|pupils?|nurses?|doctors?|authors?|hosts?|chefs?|cooks?|teachers?|participants|workers|employees|colleagues|crew|organi[sz]ers|volunteers|speakers?|winners?|children|parents|players|researchers|designers?|artists?|singers?|waiters?|guests?|candidates?|team's)$/;
/** Abstract nouns that a principle is "of": "the principal of conservation" → "principle". */
const ABSTRACT = /(?:tion|ity|ance|ence|ism|ness|ment)$/;

/**
 * Whether the verb at `index` is the finite verb of a subject that opens the sentence or a clause ("The mean
 * temperature raised by 2 °C over"), not a participle after a noun in a phrase ("with the head of the bed raised
 * by 30°") or a reduced relative before the finite verb ("The platform raised by 30 cm was used").
 */
function isFiniteAfterSubject(tokens: readonly TToken[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && ['NOUN', 'ADJ', 'DET', 'PROPN', 'NUM'].includes(tokens[at]?.pos ?? '')) at -= 1;
  const opener = tokens[at];
  if (opener && opener.pos !== 'PUNCT' && opener.pos !== 'SCONJ' && opener.pos !== 'CCONJ') return false;
  for (let next = index + 4; next < Math.min(tokens.length, index + 8); next += 1) {
    const word = tokens[next] as TToken;
    if (word.pos === 'PUNCT' || word.pos === 'SCONJ' || word.pos === 'CCONJ') return true;
    if (word.pos === 'AUX' || word.pos === 'VERB') return false;
  }
  return true;
}

/**
 * Confusions a learner makes in contexts that tell the right word: "lose" after "be" ("the bolts are lose," →
 * "loose"), "raise" with an amount and no object ("expected to raise by 30 cm" → "rise", "the temperature raised
 * by 2 °C" → "rose"), "Its" opening "Its important to" ("It is"), "the principal of" an abstract noun ("principle"),
 * "complemented the staff on their work" ("complimented"), ", accept for" ("except"), and "whether" after a
 * determiner ("the bad whether conditions" → "weather").
 */
export function slipConfusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const token = tokens[index] as TToken;
  const before = tokens[index - 1];
  const next = tokens[index + 1];
  const after = tokens[index + 2];
  switch (token.lower) {
    case 'lose':
      return before && LINKING.test(before.lower) && (!next || /^(?:[,.;]|and|or|enough)$/.test(next.lower))
        ? { correction: 'loose' }
        : null;
    case 'raise':
    case 'raises':
    case 'raising':
    case 'raised': {
      const unit = tokens[index + 3];
      const isAmount = next?.lower === 'by' && after?.pos === 'NUM' && !!unit && UNITS.test(unit.lower);
      if (!isAmount || !before || BE.test(before.lower) || /^(?:has|have|had)$/.test(before.lower)) return null;
      if (token.lower !== 'raised') return { correction: RISE_OF.get(token.lower) ?? 'rise' };
      return before.pos === 'NOUN' && isFiniteAfterSubject(tokens, index) ? { correction: 'rose' } : null;
    }
    case 'its':
      return (!before || before.pos === 'CCONJ') && next?.pos === 'ADJ' && /^(?:to|that)$/.test(after?.lower ?? '')
        ? { correction: 'it is' }
        : null;
    case 'principal':
      return before?.lower === 'the' && next?.lower === 'of' && after?.pos === 'NOUN' && ABSTRACT.test(after.lower)
        ? { correction: 'principle' }
        : null;
    case 'complement':
    case 'complements':
    case 'complemented': {
      // A person praised "on their/his/her" something: "complemented the (nursing) staff on their work", "… her on".
      let on = index + 2;
      if (!PERSON_OBJECT.test(next?.lower ?? '')) {
        if (next?.pos !== 'DET') return null;
        const person = [index + 2, index + 3, index + 4].find((at) => PEOPLE.test(tokens[at]?.lower ?? ''));
        if (!person || tokens.slice(index + 2, person).some((word) => !['ADJ', 'NOUN'].includes(word.pos))) return null;
        on = person + 1;
      }
      const isOnOwner = tokens[on]?.lower === 'on' && /^(?:their|his|her)$/.test(tokens[on + 1]?.lower ?? '');
      return isOnOwner ? { correction: token.lower.replace('comple', 'compli') } : null;
    }
    case 'accept':
      return before?.text === ',' && next?.lower === 'for' ? { correction: 'except' } : null;
    case 'whether': {
      const isDetermined = before?.pos === 'DET' && before.lower !== 'no';
      const isDescribed = before?.pos === 'ADJ' && tokens[index - 2]?.pos === 'DET';
      return (isDetermined || isDescribed) && next?.pos === 'NOUN' ? { correction: 'weather' } : null;
    }
    default:
      return null;
  }
}
