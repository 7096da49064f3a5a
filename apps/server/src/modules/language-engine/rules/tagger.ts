import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type ItemToken, type ItsFunction, type PartOfSpeech } from 'wink-nlp';

/** A word or mark of a paragraph, in the paragraph's UTF-16 offsets, with its part of speech and lemma. */
export type TToken = {
  text: string;
  lower: string;
  start: number;
  end: number;
  pos: PartOfSpeech;
  lemma: string;
};

/**
 * A part-of-speech tagger: wink-nlp with its packaged English model (offline, in the grammar thread; about
 * 30 ms for 10,000 words). Answers a paragraph's sentences as tokens, or none when the tokens cannot be
 * placed in the text (the rules then say nothing rather than something at the wrong place).
 */
export function createTagger(): (text: string) => TToken[][] {
  const nlp = winkNLP(model, ['sbd', 'pos']);
  const { its } = nlp;
  // wink-nlp gives no lemma for "cannot" before a comma or at the end of a sentence ("if it cannot, the…"): the
  // word itself stands in for it.
  const lemmaOf = (token: ItemToken) =>
    ((token.out(its.lemma as ItsFunction<string | undefined>) as string | undefined) ?? token.out()).toLowerCase();

  /**
   * The tagger takes a capitalised word opening a sentence for a name more often than it should ("Pulses after
   * later cycles"): such a sentence is tagged again with that word in lower case, and its first token keeps
   * the second reading when that is not a name.
   */
  function retagOpening(tokens: TToken[]): void {
    const [first, second] = tokens;
    if (first?.pos !== 'PROPN' || !/^\p{Lu}\p{Ll}+$/u.test(first.text) || !second || second.pos === 'PROPN') return;
    const sentence = tokens.map((token, i) => (i === 0 ? token.lower : token.text)).join(' ');
    const again = nlp.readDoc(sentence).tokens();
    if (again.length() !== tokens.length || again.itemAt(0).out() !== first.lower) return;
    const pos = again.itemAt(0).out(its.pos) as PartOfSpeech;
    if (pos !== 'PROPN') tokens[0] = { ...first, pos, lemma: lemmaOf(again.itemAt(0)) };
  }

  return (text) => {
    const sentences: TToken[][] = [];
    let at = 0;
    let isPlaced = true;
    nlp
      .readDoc(text)
      .sentences()
      .each((sentence: ItemSentence) => {
        const tokens: TToken[] = [];
        sentence.tokens().each((token: ItemToken) => {
          const value = token.out();
          const start = text.indexOf(value, at);
          if (start < 0 || text.slice(at, start).trim() !== '') {
            isPlaced = false;
            return;
          }
          at = start + value.length;
          tokens.push({
            text: value,
            lower: value.toLowerCase(),
            start,
            end: at,
            pos: token.out(its.pos) as PartOfSpeech,
            lemma: lemmaOf(token),
          });
        });
        retagOpening(tokens);
        retagComparatives(tokens);
        retagNounReadings(tokens);
        sentences.push(tokens);
      });
    return isPlaced ? joinCitations(sentences) : [];
  };
}

/**
 * "after later cycles", "in earlier reports": wink-nlp reads "later" and "earlier" after a preposition or a
 * determiner as adverbs, and a plural noun after them as a verb; both are read again as the noun phrase they are.
 */
function retagComparatives(tokens: TToken[]): void {
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    if (token.pos !== 'ADV' || !/^(?:later|earlier)$/.test(token.lower) || !next) continue;
    if (!/^(?:ADP|DET)$/.test(tokens[index - 1]?.pos ?? '')) continue;
    const isPluralRead =
      next.pos === 'VERB' && /[^s]s$/.test(next.lower) && /^(?:PUNCT|ADP|AUX|VERB)$/.test(tokens[index + 2]?.pos ?? '');
    if (next.pos !== 'NOUN' && !isPluralRead) continue;
    tokens[index] = { ...token, pos: 'ADJ' };
    if (isPluralRead) tokens[index + 1] = { ...next, pos: 'NOUN' };
  }
}

/** Determiners and possessives a verb cannot follow ("her" can: "let her go"). */
const NOUN_OPENERS = /^(?:the|a|an|its|their|our|his|my|your)$/;
/** Singular demonstratives, read as determiners or pronouns: "this comment", "This finding is" (not "Those remaining were"). */
const DEMONSTRATIVES = /^(?:this|that)$/;
/** Finite auxiliaries: after a word read as a verb, they show that word was the subject's head. */
const FINITE_AUXILIARIES = /^(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|may|might|must|should|shall)$/;
/** Connectives after which a clause's subject starts: ", however sleep quality did not improve". */
const CONNECTIVES = /^(?:however|therefore|thus|moreover|furthermore|consequently|hence)$/;

/**
 * Nouns that wink-nlp reads as verbs where no verb can stand, read as nouns again: a base or -s form right after
 * a determiner or a possessive ("along the transect,", "for their help with", "the analyses were", "the weld toe"),
 * after a demonstrative it reads as a determiner ("this comment."), an -ing form after a determiner or a
 * demonstrative before a finite verb ("This finding is", "Their writing improved", "the sequencing will"), and the
 * first noun of a compound subject after an adjective or a connective ("poor sleep quality was", ", however sleep
 * quality did"). Participles in -ed or -en after a determiner ("the estimated effect") are left as they are, and so
 * are single letters of a formula ("if A equals its transpose", "a divides b").
 */
function retagNounReadings(tokens: TToken[]): void {
  for (const [index, token] of tokens.entries()) {
    const [before, after, then] = [tokens[index - 1], tokens[index + 1], tokens[index + 2]];
    if (token.pos !== 'VERB' || !before || !/^[a-z]+$/.test(token.text)) continue;
    const isFiniteWord = (word: TToken | undefined) =>
      !!word &&
      ((word.pos === 'AUX' && FINITE_AUXILIARIES.test(word.lower)) ||
        (word.pos === 'VERB' && word.lemma !== word.lower && /(?:ed|[^s]s)$/.test(word.lower)));
    const isFiniteAfter = isFiniteWord(after);
    const isLetter = (word: TToken | undefined) => !!word && /^[A-Za-z]$/.test(word.text);
    const isFormula = (before.text === 'A' && index > 1) || isLetter(after);
    // "proteins that bind to DNA": "that" after a noun is a relative pronoun, and a verb follows it.
    const isRelativeThat = before.lower === 'that' && tokens[index - 2]?.pos === 'NOUN';
    const isDeterminer = NOUN_OPENERS.test(before.lower) && /^(?:DET|PRON)$/.test(before.pos) && !isFormula;
    const isPlain = !/(?:ed|en|ing)$/.test(token.lower);
    let isNoun = false;
    if (/ing$/.test(token.lower)) {
      const isOpener =
        isDeterminer || (DEMONSTRATIVES.test(before.lower) && /^(?:DET|PRON)$/.test(before.pos) && !isRelativeThat);
      // "This finding suggest that": a base form before "that" or an article is a verb too (agreement.ts corrects it).
      const isBaseVerbAfter =
        after?.pos === 'VERB' && after.lower === after.lemma && /^(?:that|the|a|an)$/.test(then?.lower ?? '');
      isNoun = isOpener && (isFiniteAfter || isBaseVerbAfter) && !/^(?:be|have|do|get)$/.test(token.lemma);
    } else if (isPlain && isDeterminer) {
      isNoun = !after || /^(?:ADP|PUNCT|AUX|VERB|NOUN|CCONJ)$/.test(after.pos);
    } else if (
      isPlain &&
      DEMONSTRATIVES.test(before.lower) &&
      !isRelativeThat &&
      (before.pos === 'DET' || tokens[index - 2]?.pos === 'ADP')
    ) {
      // "this comment.", also where "this" is read as a pronoun after a preposition ("for this comment."); not after
      // "these" or "those", which may be a plural subject ("Wells like these recharge within hours").

      isNoun = token.lower === token.lemma && (!after || /^(?:ADP|PUNCT|AUX)$/.test(after.pos));
    } else if (isPlain && token.lower === token.lemma && (before.pos === 'ADJ' || CONNECTIVES.test(before.lower))) {
      // The first noun of a compound subject: a noun, then a finite verb ("poor sleep quality was").
      isNoun = after?.pos === 'NOUN' && isFiniteWord(then);
    }
    if (isNoun) tokens[index] = { ...token, pos: 'NOUN' };
  }
}

/** Abbreviations of numbered parts that wink-nlp ends a sentence at: "Fig.", "Figs.", "Eq.", "Ref.". */
const NUMBERED_ABBREVIATIONS = /^(?:fig|figs|eq|eqs|ref|refs|vol)$/;

/**
 * wink-nlp ends a sentence at the stop of "et al." ("The protocol was adapted from Silva et al. (2014) to…") and of
 * "Fig." or "Eq." before its number ("Fig. 5 compares"): a
 * sentence that ends so is joined with the next when that goes on in lower case, with a parenthesis or a number.
 */
function joinCitations(sentences: TToken[][]): TToken[][] {
  const joined: TToken[][] = [];
  for (const sentence of sentences) {
    const last = joined.at(-1);
    const isCitation = !!last && last.at(-1)?.text === '.' && last.at(-2)?.lower === 'al' && last.at(-3)?.lower === 'et';
    // "Fig. 5 compares", "Eq. 3 gives": an abbreviation that names a numbered part, before its number.
    const isNumbered = !!last && last.at(-1)?.text === '.' && NUMBERED_ABBREVIATIONS.test(last.at(-2)?.lower ?? '');
    if (last && isNumbered && /^\d/.test(sentence[0]?.text ?? '')) last.push(...sentence);
    else if (last && isCitation && /^[\p{Ll}(\d]/u.test(sentence[0]?.text ?? '')) last.push(...sentence);
    else joined.push(sentence);
  }
  return joined;
}
