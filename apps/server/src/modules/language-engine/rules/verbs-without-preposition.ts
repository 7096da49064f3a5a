import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';

/**
 * Transitive verbs (by lemma, as the tagger reads them) and the prepositions learners put after them: "explained
 * about the method" → "explained the method". The ones prepositions.ts already has (discuss, mention, describe,
 * emphasize) are not repeated here. `forms`, where given, are the only forms taken: "the comprised of" is an
 * accepted passive, "the lack of" a noun.
 */
const VERBS: readonly { lemma: string; wrong: readonly string[]; forms?: readonly string[] }[] = [
  { lemma: 'explain', wrong: ['about'] },
  { lemma: 'consider', wrong: ['about'] },
  { lemma: 'investigate', wrong: ['about'] },
  { lemma: 'examine', wrong: ['about'] },
  { lemma: 'explore', wrong: ['about'] },
  { lemma: 'comprise', wrong: ['of'], forms: ['comprise', 'comprises', 'comprising'] },
  { lemma: 'lack', wrong: ['of'], forms: ['lacks', 'lacked'] },
  { lemma: 'contact', wrong: ['with'], forms: ['contacted', 'contacting'] },
  { lemma: 'resemble', wrong: ['with'] },
  { lemma: 'request', wrong: ['for'], forms: ['requested', 'requesting'] },
  { lemma: 'stress', wrong: ['on'], forms: ['stressed', 'stressing'] },
];

/** A preposition after a verb that takes its object directly: "explain about", "comprises of", "contacted with". */
export function verbWithoutPrepositionLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (!next || token.pos !== 'VERB' || !after || after.pos === 'PUNCT') continue;
    const verb = VERBS.find(
      (entry) =>
        entry.lemma === token.lemma && entry.wrong.includes(next.lower) && (!entry.forms || entry.forms.includes(token.lower)),
    );
    if (!verb) continue;
    // "stressed on" after a noun may be a participle, a later verb the clause's own ("Words stressed on the first
    // syllable were read faster"): flagged after a pronoun or "has", or with no later verb ("The report stressed on").
    const hasSubject = /^(?:we|they|he|she|i|it|has|have|had|also)$/.test(tokens[index - 1]?.lower ?? '');
    const hasLaterVerb = tokens
      .slice(index + 2)
      .some((word) => word.pos === 'AUX' || (word.pos === 'VERB' && word.lemma !== word.lower && !/ing$/.test(word.lower)));
    if (verb.lemma === 'stress' && !hasSubject && hasLaterVerb) continue;
    lints.push({
      kind: 'Usage',
      start: next.start,
      end: next.end,
      message: `“${token.text}” takes no preposition here: delete “${next.text}”.`,
      messageKey: 'preposition-none',
      messageValues: { head: token.text, word: next.text },
      suggestions: [{ kind: 'delete', text: '' }],
    });
  }
  return lints;
}
