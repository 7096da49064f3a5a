import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { ingFormOf } from './verb-patterns.ts';

/** Verbs whose object is an -ing form, never "to" and a verb: "avoid to use" → "avoid using". */
const GERUND_VERBS = new Set(['avoid', 'suggest', 'recommend', 'consider', 'enjoy', 'finish', 'postpone', 'risk', 'mind']);
/** Nouns after "have" that take an -ing form: "have difficulty understanding", not "difficulty to understand". */
const GERUND_NOUNS = new Set(['difficulty', 'difficulties', 'trouble']);
const HAVE = /^(?:have|has|had|having|experience|experienced|experiences|face|faced|faces)$/;
const BE = /^(?:is|are|was|were|be|been|being|['’]s|['’]re|['’]m)$/;

/** Whether "to" at `to` follows a word that takes the -ing form instead; the word's text when it does. */
function gerundHead(tokens: readonly TToken[], to: number): string | null {
  const head = tokens[to - 1];
  if (!head) return null;
  if (head.pos === 'VERB' && GERUND_VERBS.has(head.lemma)) {
    // The passive takes "to" ("it is strongly recommended to validate").
    let at = to - 2;
    while (tokens[at]?.pos === 'ADV' || tokens[at]?.lower === 'not') at -= 1;
    return BE.test(tokens[at]?.lower ?? '') ? null : head.text;
  }
  if (head.pos === 'NOUN' && GERUND_NOUNS.has(head.lower)) {
    let at = to - 2;
    if (tokens[at]?.pos === 'ADJ' || tokens[at]?.pos === 'DET') at -= 1;
    return HAVE.test(tokens[at]?.lower ?? '') ? head.text : null;
  }
  if (head.lower === 'worth') return head.text;
  if (head.lower === 'forward' && /^look/.test(tokens[to - 2]?.lower ?? '')) return `${tokens[to - 2]?.text} ${head.text}`;
  return null;
}

/**
 * "to" and a verb where English takes the -ing form: after verbs such as avoid, suggest, recommend and consider
 * ("we suggest to use" → "suggest using"; not in the passive, "was considered to be"), after "have difficulty" or
 * "trouble" ("has difficulties to understand" → "understanding"), after "worth" and after "look forward to" ("look
 * forward to hear" → "to hearing", where "to" stays).
 */
export function gerundObjectLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, to] of tokens.entries()) {
    const verb = tokens[index + 1];
    if (to.lower !== 'to' || verb?.pos !== 'VERB' || verb.lower !== verb.lemma || !/^[a-z]+$/.test(verb.lower)) continue;
    if (verb.lower === 'be' || verb.lower === 'have') continue;
    const head = gerundHead(tokens, index);
    if (!head) continue;
    const ing = ingFormOf(verb.lemma);
    const keepsTo = /forward$/.test(head);
    const start = keepsTo ? verb.start : to.start;
    lints.push({
      kind: 'Grammar',
      start,
      end: verb.end,
      message: `After “${head}”, use the -ing form: “${ing}”.`,
      messageKey: 'gerund-object',
      messageValues: { head, words: `${to.text} ${verb.text}`, correction: ing },
      suggestions: [replaceWith(ing)],
    });
  }
  return lints;
}
