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
