import type { TLint } from '../lint.ts';
import { ONE_IN_PLURAL_FORM } from './noun-number-phrases.ts';
import { replaceWith, withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { SINGULAR_IN_S, UNCOUNTABLE_PLURALS } from './word-lists.ts';

/** Letters whose name starts with a vowel sound, read out in an acronym: an MRI, an SEM, an FDA, an HPLC. */
const VOWEL_SOUND_LETTERS = new Set(['a', 'e', 'f', 'h', 'i', 'l', 'm', 'n', 'o', 'r', 's', 'x']);

/** Words spelt with a vowel that start with a consonant sound: a university, a European, a one-way, a user. */
const CONSONANT_SOUND_START = /^(?:uni(?!n|mp|nd)|unanim|unary|use|usu|util|uro|ur[aei]|uter|uvu|eu|ewe|one\b|once|ubiq|uk|ufo)/;
/** Words spelt with a consonant that start with a vowel sound: an hour, an honest, an heir. */
const VOWEL_SOUND_START = /^(?:hour|honest|honou?r|heir)/;

/** An acronym read letter by letter (MRI, SEM, HPLC, NADPH, mRNA is a word): capitals only, two to six. */
const isAcronym = (word: string) =>
  /^\p{Lu}{2,6}s?$/u.test(word) && !/^(?:[AEIOU][A-Z]*[AEIOU]|NASA|NATO|UNESCO|AIDS|LASER|RADAR)$/.test(word);

/** Two consonants that open English words ("bl", "st", "thr"): a symbol opened by another pair is read letter by letter. */
const ONSETS = /^(?:b[lr]|c[hlr]|d[rw]|f[lr]|g[lnr]|kn|p[hlrs]|qu|s[chklmnpqtw]|t[hrw]|wh|wr|[bcdfgklmnprstvz]y)/;

/**
 * The first sound of a symbol written with a capital inside or a digit (HbA1c, MgO, mRNA, sgRNA, SnO2): lower-case
 * letters without a vowel before a capital ("mRNA", "cDNA", "sgRNA") and a capital and a consonant that open no
 * English word ("Hb", "Mg", "Nb") are read as letters: true when the first letter's name starts with a vowel. A
 * capital and a consonant that may open a word are read either way in a formula ("SnO2": null) and as a word in a
 * name ("ChatGPT", "PhD"). Undefined when the spelling tells (TiO2, iPhone, McDonald).
 */
function symbolTakesAn(word: string): boolean | null | undefined {
  if (!/^\p{L}[\p{L}\d]*$/u.test(word) || !/.\p{Lu}|\d/u.test(word) || /^Mc/.test(word)) return undefined;
  const lower = word.toLowerCase();
  const prefix = /^(\p{Ll}{1,3})\p{Lu}/u.exec(word)?.[1];
  if (prefix && !/[aeiouy]/.test(prefix)) return VOWEL_SOUND_LETTERS.has(prefix.charAt(0));
  if (!/^\p{Lu}[bcdfghjklmnpqrstvwxz]/u.test(word)) return undefined;
  if (!ONSETS.test(lower)) return VOWEL_SOUND_LETTERS.has(lower.charAt(0));
  return /\d/.test(word) ? null : undefined;
}

/**
 * Whether a number read aloud starts with a vowel sound: "eight", "eighteen", "eighty", "eleven" ("an 8-week trial",
 * "an 11-year-old", "an 80% share", "an 11,000-seat stadium"). Null for four digits from 11 or 18 without a comma,
 * which are read either way ("an 1850s house", "a 1100 m climb").
 */
function numberTakesAn(word: string): boolean | null {
  const digits = /^\d[\d,]*/.exec(word)?.[0];
  if (!digits) return null;
  const plain = digits.replace(/,/g, '');
  if (plain.startsWith('8')) return true;
  if (!/^1[18]/.test(plain)) return false;
  if (plain.length === 4 && !digits.includes(',')) return null;
  return plain.length % 3 === 2;
}

/**
 * Whether "an" is the article for a word, by its first sound; null when that cannot be told (a symbol,
 * an acronym that is read as a word such as NATO).
 */
export function takesAn(word: string): boolean | null {
  if (/^\d/.test(word)) return numberTakesAn(word);
  if (!/^\p{L}/u.test(word)) return null;
  // A letter joined by a hyphen, and an abbreviation with full stops, are read as letters: "an X-ray", "an S-shaped
  // curve", "a U-turn", "an e-mail", "a U.S. survey", "an M.Sc. student".
  const isSpeltOut = /^\p{L}-\p{L}/u.test(word) || /^\p{L}\.(?:\p{L}{1,3}\.?)*$/u.test(word);
  if (isAcronym(word) || isSpeltOut) return VOWEL_SOUND_LETTERS.has(word.charAt(0).toLowerCase());
  const symbol = symbolTakesAn(word);
  if (symbol !== undefined) return symbol;
  if (/^\p{Lu}{2,}/u.test(word)) return null;
  const lower = word.toLowerCase();
  if (/^[aeiou]/.test(lower)) return !CONSONANT_SOUND_START.test(lower);
  return VOWEL_SOUND_START.test(lower);
}

/** Words after which "a" is not an article ("type a", "vitamin A", "Appendix A"). */
const LETTER_NAMES = /^(?:type|vitamin|appendix|group|figure|fig|table|class|grade|section|part|hepatitis|plan|option|site)$/;

/**
 * "a" and "an" chosen by the sound of the next word, not its first letter: "a MRI" → "an MRI", "an university"
 * → "a university", "a hour" → "an hour". A single letter ("a x", "vitamin A") is left alone.
 */
export function indefiniteArticleLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    if (token.lower !== 'a' && token.lower !== 'an') continue;
    const next = tokens[index + 1];
    const before = tokens[index - 1];
    // A capital "A" inside a sentence is a letter ("vitamin A", "type A"); opening it, it is the article ("A MRI scan").
    const isShort = next && next.text.length < 2 && !/^\d$/.test(next.text);
    if (!next || next.start - token.end > 1 || isShort || (index > 0 && /^[A-Z]$/.test(token.text))) continue;
    // "A and B were mixed", "A is the area": opening the sentence, a capital "A" before no noun phrase is a letter.
    if (index === 0 && token.text === 'A' && !/^(?:NOUN|ADJ|PROPN|NUM)$/.test(next.pos)) continue;
    if (before && LETTER_NAMES.test(before.lower)) continue;
    // An article never comes before a conjunction, an auxiliary or a preposition of its own: "for some a and b", "if a
    // is even", "for every a in A" name a variable ("a in-depth study", "a in vitro assay" still take "an").
    const isJoined =
      tokens[index + 2]?.start === next.end || /^(?:vitro|vivo|situ|silico|utero|vacuo)$/.test(tokens[index + 2]?.lower ?? '');
    if (/^(?:and|or|nor|but)$/.test(next.lower) || next.pos === 'AUX' || (next.pos === 'ADP' && !isJoined)) continue;
    // Nor before a verb of its own in -s: "Suppose that a exceeds 1", "if a equals b".
    if (next.pos === 'VERB' && /[^s]s$/.test(next.lower) && next.lemma !== next.lower) continue;
    // A capitalised "An" or "A" inside a sentence before a capitalised word is a name: "in An Giang Province".
    if (index > 0 && /^An?$/.test(token.text) && /^\p{Lu}/u.test(next.text) && !/^[.:;!?"“]$/.test(before?.text ?? '')) continue;
    const isAn = takesAn(next.text);
    if (isAn === null || isAn === (token.lower === 'an')) continue;
    const article = isAn ? 'an' : 'a';
    const correction = withCaseOf(article, token.text);
    lints.push({
      kind: 'Grammar',
      start: token.start,
      end: token.end,
      message: `Use “${correction}” before “${next.text}”: the article follows the sound of the word, not its spelling.`,
      messageKey: 'article-sound',
      messageValues: { word: token.text, next: next.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  return lints;
}

/** Numbered parts of a paper, which take no article before their number: Section 5, Table 2, Figure 3. */
const NUMBERED_PARTS = /^(?:section|sections|table|tables|figure|figures|fig|chapter|chapters|equation|eq|appendix)$/;

/** Objects of graphs, sets and sequences that can have several members at an extreme: "a shortest path", "a largest clique". */
const EXTREME_OBJECTS =
  /^(?:path|cycle|walk|route|tour|tree|cut|matching|clique|subgraph|subset|subsequence|substring|prefix|suffix|counterexample|neighbou?r|element|vertex|edge|pair)$/;

/** Quantities that take "of the" before a plural noun: "most of the farmers", not "most of farmers". */
const PART_OF = new Set(['most', 'some', 'many', 'several', 'few', 'none', 'each', 'all', 'majority', 'rest', 'both']);

/**
 * Articles learners leave out or put in where English has none, in patterns where the correction is sure:
 * "most of farmers" → "most of the farmers" (a quantity and "of" before a bare plural noun), and "a" before a
 * plural noun ("a small changes" → "small changes"; not "a new equipments", which the countability rule corrects),
 * "the" before a numbered part of the paper ("in the section 5" → "in section 5"), and "a" before "same" or a
 * superlative ("a same method" → "the same method").
 */
export function articleUseLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (
      PART_OF.has(token.lower) &&
      // "the vast majority of patients" is right: a share named by a determiner takes a bare plural.
      !(token.lower === 'majority' && /^(?:DET|ADJ)$/.test(tokens[index - 1]?.pos ?? '')) &&
      next?.lower === 'of' &&
      after?.pos === 'NOUN' &&
      ((/[^s]s$/.test(after.lower) && after.lemma !== after.lower) || /^(?:people|children|women|men)$/.test(after.lower)) &&
      // "Most of people's savings": a possessive, whose own noun is counted.
      !/^['’]s?$/.test(tokens[index + 3]?.text ?? '')
    ) {
      lints.push({
        kind: 'Grammar',
        start: next.start,
        end: after.end,
        message: `Write “${token.text} of the ${after.text}”: after “${token.text} of”, a noun takes “the”.`,
        messageKey: 'article-part-of',
        messageValues: { quantity: token.text, noun: after.text },
        suggestions: [replaceWith(`of the ${after.text}`)],
      });
    }
    // "in the section 5", "see the Table 2", "The Figure 3 shows": a numbered part of the paper takes no article (opening
    // a sentence only when the part is written with a capital, which deleting "The" leaves as the sentence's first letter).
    // "on the day 21 after inoculation": a numbered day, week or month of a schedule, before a preposition or a stop
    // ("the day 21 samples", "the day 1, day 7 and day 14 samples" name samples; "the year 2000" is English).
    const isNumberedTime =
      (/^(?:day|week|month)$/.test(next?.lower ?? '') ||
        (index > 0 && /^(?:article|articles|rule|clause|paragraph)$/.test(next?.lower ?? ''))) &&
      (tokens[index + 3]?.pos === 'ADP' || /^[.;:]$/.test(tokens[index + 3]?.text ?? ''));
    if (
      token.lower === 'the' &&
      (index > 0 || /^\p{Lu}/u.test(next?.text ?? '')) &&
      next &&
      (NUMBERED_PARTS.test(next.lower) || isNumberedTime) &&
      after?.pos === 'NUM' &&
      after.start === next.end + 1
    ) {
      lints.push({
        kind: 'Grammar',
        start: token.start,
        end: next.start,
        message: `“${next.text} ${after.text}” takes no article: delete “${token.text}”.`,
        messageKey: 'article-numbered',
        messageValues: { word: token.text, part: `${next.text} ${after.text}` },
        suggestions: [{ kind: 'delete', text: '' }],
      });
    }
    // "a same method", "a largest crop": "same" and a superlative take "the". A mathematical object of which there may be
    // several at the extreme takes "a": "a shortest path", "a longest cycle", "a smallest counterexample".
    const isDefiniteWord =
      next?.lower === 'same' ||
      (next?.pos === 'ADJ' && /[^e]est$/.test(next.lower) && next.lemma !== next.lower && next.lower !== 'best');
    if (
      (token.lower === 'a' || token.lower === 'an') &&
      isDefiniteWord &&
      next &&
      after?.pos === 'NOUN' &&
      !(next.lower !== 'same' && EXTREME_OBJECTS.test(after.lower))
    ) {
      const correction = /^\p{Lu}/u.test(token.text) ? 'The' : 'the';
      lints.push({
        kind: 'Grammar',
        start: token.start,
        end: token.end,
        message: `“${next.text}” takes “the”: “${correction} ${next.text}”.`,
        messageKey: 'article-definite',
        messageValues: { word: next.text, correction },
        suggestions: [replaceWith(correction)],
      });
      continue;
    }
    // A sentence's first "A" is left alone: deleting it would leave the next word in lower case.
    if (token.text !== 'a' || index === 0 || LETTER_NAMES.test(tokens[index - 1]?.lower ?? '')) continue;
    // "a" + adjectives + a plural noun that ends the phrase: "a small changes".
    let at = index + 1;
    while (tokens[at]?.pos === 'ADJ' && tokens[at]?.lower !== 'few') at += 1;
    const noun = tokens[at];
    const following = tokens[at + 1];
    if (
      noun?.pos !== 'NOUN' ||
      !/[^su]s$/.test(noun.lower) ||
      noun.lemma === noun.lower ||
      SINGULAR_IN_S.has(noun.lower) ||
      ONE_IN_PLURAL_FORM.test(noun.lower) ||
      UNCOUNTABLE_PLURALS.has(noun.lower)
    )
      continue;
    if (following && (following.pos === 'NOUN' || following.pos === 'PROPN' || /^['’]s?$/.test(following.text))) continue;
    if (
      tokens
        .slice(index + 1, at)
        .some((word) =>
          /^(?:few|lot|number|couple|great|good|total|series|range|variety|dozen|hundred|thousand|million)$/.test(word.lower),
        )
    )
      continue;
    lints.push({
      kind: 'Grammar',
      start: token.start,
      end: token.end,
      message: `“a” does not go with a plural noun (“${noun.text}”).`,
      messageKey: 'article-plural',
      messageValues: { noun: noun.text },
      suggestions: [{ kind: 'delete', text: '' }],
    });
  }
  return lints;
}
