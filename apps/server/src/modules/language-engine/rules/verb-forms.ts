import type { TLint } from '../lint.ts';
import { thirdPersonOf } from './number-forms.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
const DO_FORMS = new Set(['do', 'does', 'did']);
/** Words that may stand between a modal or "do" and its verb. */
/** Words after which an auxiliary comes before its subject: "so can wages", "neither do prices", "as do costs". */
const INVERTING = new Set(['so', 'neither', 'nor', 'as']);
const BETWEEN = new Set(['not', "n't", 'also', 'only', 'still', 'then', 'therefore', 'thus', 'never', 'always', 'often']);

/**
 * A verb after a modal or after "do" in a negation or question takes its base form: "can solves" → "can solve",
 * "did not mentioned" → "did not mention". After a modal only the -s form is flagged. Only inflected forms the tagger reads as verbs, with a lemma of their
 * own, are flagged; a participle after "do" ("did not the results…") is not a verb of this pattern.
 */
export function verbFormLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    if (token.pos !== 'VERB' || token.lower === token.lemma || !/^[a-z]+$/.test(token.lower) || /ing$/.test(token.lower))
      continue;
    // "did not practise": the British verb, whose lemma the tagger gives as the noun "practice" ("license" likewise).
    if (token.lower.replace(/se$/, 'ce') === token.lemma) continue;
    let at = index - 1;
    while (at >= 0 && BETWEEN.has(tokens[at]?.lower ?? '')) at -= 1;
    const auxiliary = tokens[at];
    if (!auxiliary || !(MODALS.has(auxiliary.lower) || DO_FORMS.has(auxiliary.lower))) continue;
    // "do" as a main verb ("they do experiments") is followed by a noun, not by a verb: only an auxiliary counts.
    if (DO_FORMS.has(auxiliary.lower) && auxiliary.pos !== 'AUX') continue;
    // After "so", "neither", "nor" or "as" the auxiliary comes before its subject: "Prices rose, and so can wages"
    // ("wages" is the subject, not a verb).
    if (INVERTING.has(tokens[at - 1]?.lower ?? '')) continue;
    // A participle after a modal is as likely a passive missing "be" ("it can used" → "it can be used"), which
    // harper suggests: only the -s form is taken here ("can solves").
    if (MODALS.has(auxiliary.lower) && thirdPersonOf(token.lemma) !== token.lower) continue;
    const base = /^\p{Lu}/u.test(token.text) ? `${token.lemma.charAt(0).toUpperCase()}${token.lemma.slice(1)}` : token.lemma;
    lints.push({
      kind: 'Grammar',
      start: token.start,
      end: token.end,
      message: `After “${auxiliary.text}”, the verb takes its base form: “${base}”.`,
      messageKey: 'verb-base-form',
      messageValues: { auxiliary: auxiliary.text, verb: token.text, correction: base },
      suggestions: [replaceWith(base)],
    });
  }
  return lints;
}
