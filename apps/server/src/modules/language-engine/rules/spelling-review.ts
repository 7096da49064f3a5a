import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';

/** What the review asks of the dictionaries: a word of the checked dialect, and one of the other dialect. */
export type TDictionary = {
  isWord: (word: string) => Promise<boolean>;
  /** British spellings when the checker lints in American English (aluminium, enrolment, afterwards). */
  isOtherDialectWord: (word: string) => Promise<boolean>;
  /** A term of the scientific lexicon, or one made of a known stem and a suffix of chemistry or biology. */
  isTerm?: (word: string) => boolean;
};

/** harper's rule that splits a word it does not know into two it does: "favorit" → "favor it". */
const SPLIT_MESSAGE = /should (?:probably |possibly )?be written as|missing space between words/;

/**
 * Prefixes that make closed compounds in scientific English (subsamples, microstructural, overdispersion,
 * backscatter, rewetted): a split after one of them is not two words run together, and a word made of one and a
 * known word is a term, not a misspelling.
 */
const BOUND_PREFIXES = [
  'anti',
  'auto',
  'back',
  'bio',
  'co',
  'counter',
  'cross',
  'de',
  'electro',
  'geo',
  'hydro',
  'hyper',
  'hypo',
  'inter',
  'intra',
  'macro',
  'micro',
  'mid',
  'mono',
  'multi',
  'nano',
  'neuro',
  'non',
  'over',
  'photo',
  'poly',
  'post',
  'pre',
  'quad',
  're',
  'semi',
  'sub',
  'super',
  'trans',
  'tri',
  'ultra',
  'un',
  'under',
  'up',
  'down',
];

/** Letters typed twice or a final e left out: successfull → successful, wellcome → welcome, favorit → favorite. */
export function typingSlips(word: string): string[] {
  const candidates: string[] = [];
  for (let i = word.length - 1; i > 0; i -= 1) {
    if (word[i] === word[i - 1]) candidates.push(word.slice(0, i) + word.slice(i + 1));
  }
  if (/[^aeiouys]$/i.test(word)) candidates.push(`${word}e`);
  return [...new Set(candidates)].filter((candidate) => candidate.length >= 3);
}

/**
 * Single words a word that harper would split may misspell, in the order they are tried: a doubled letter
 * typed once, an s too many (informations → information), a final e left out. Only these slips: dropping any
 * last letter would turn "forthe" into "forth" where "for the" is meant.
 */
export function singleWordCandidates(word: string): string[] {
  const slips = typingSlips(word);
  const withoutS = /[^s]s$/i.test(word) ? [word.slice(0, -1)] : [];
  return [...new Set([...slips.filter((slip) => slip.length < word.length), ...withoutS, ...slips])];
}

/**
 * The vowel of an unstressed ending written as the other one, in a word of six letters or more: consistant →
 * consistent, existance → existence, independant → independent, accessable → accessible (harper would split them:
 * "consist ant"). Other vowels are left alone ("implementor" is a spelling of its own).
 */
export function vowelSlips(word: string): string[] {
  if (word.length < 6) return [];
  const ending = /(?:([ae])(nts?|nces?|ncy))$|(?:([ai])(bl[ey]))$/.exec(word);
  if (!ending) return [];
  const vowel = ending[1] ?? ending[3] ?? '';
  const other = { a: ending[1] ? 'e' : 'i', e: 'a', i: 'a' }[vowel] ?? '';
  return [word.slice(0, ending.index) + other + (ending[2] ?? ending[4] ?? '')];
}

/** A part of a split that stands as a word of its own: "a" and "I", or two letters or more that the dictionary has. */
async function isStandaloneWord(part: string, isWord: TDictionary['isWord']): Promise<boolean> {
  if (/^(?:a|A|I)$/.test(part)) return true;
  return part.length >= 2 && /^\p{L}+$/u.test(part) && (await isWord(part));
}

/** A finding on a misspelt word: the single word it misspells. */
export function misspellingOf(lint: TLint, word: string, correction: string): TLint {
  return {
    kind: 'Spelling',
    start: lint.start,
    end: lint.end,
    message: `“${word}” looks like a misspelling of “${correction}”.`,
    messageKey: 'misspelling',
    messageValues: { word, correction },
    suggestions: [replaceWith(correction)],
  };
}

/**
 * The suggestions of a spelling finding with the one that undoes a typing slip first (successfull:
 * "successful" before "successfully"), the one a digital edit may take.
 */
function slipFirst(lint: TLint, word: string): TLint {
  const slips = new Set(typingSlips(word).map((candidate) => candidate.toLowerCase()));
  const slip = lint.suggestions.find((s) => s.kind === 'replace' && slips.has(s.text.toLowerCase()));
  return slip ? { ...lint, suggestions: [slip, ...lint.suggestions.filter((s) => s !== slip)] } : lint;
}

/**
 * Abbreviations whose full stop does not end a sentence: titles before a name (Dr. Tanaka, Prof. Silva), and the
 * short forms a paper writes before a word (et al., e.g., cf., Fig., approx.). An initial (J. Smith) is one too.
 */
const ABBREVIATION_BEFORE =
  /(?:\b(?:Dr|Drs|Prof|Profs|Mr|Mrs|Ms|Mx|Sr|Jr|St|Mt|Rev|Hon|Gen|Col|Capt|Lt|Sgt|al|e\.g|i\.e|cf|vs|viz|etc|approx|ca|resp|Fig|Figs|Eq|Eqs|Ref|Refs|No|Nos|Vol|Sect|Chap|Tab|Suppl|Dept|Univ|Inst)|(?:^|[\s(])\p{Lu})\.\s*$/u;

/** The word opens its sentence (or the paragraph): it follows the start or a sentence's end, not an abbreviation's stop. */
const opensSentence = (text: string, start: number) => {
  const before = text.slice(0, start);
  return /(?:^|[.!?]["”’)]?)\s*$/.test(before) && !ABBREVIATION_BEFORE.test(before);
};

/** Number words: a number and a noun are not a closed compound ("twelve months" is not "twelvemonths"). */
const NUMBER_WORD =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|several|few)$/i;

/**
 * harper's word-choice findings that misread scientific English: a word with a prefix of chemistry or biology taken
 * for a wrong negative (deionised → "unionised", demethylated), a number and its noun taken for an old closed
 * compound (twelve months → "twelvemonths"), and a unit after a number taken for a word to respell or join ("2 mL" →
 * "ml", "0.5 s in" → "sin").
 */
function isMisreadWordChoice(text: string, lint: TLint, dictionary: TDictionary): boolean {
  const words = text.slice(lint.start, lint.end);
  if (lint.rule === 'WrongNegative') return dictionary.isTerm?.(words) === true;
  if (lint.rule === 'CompoundNouns') return NUMBER_WORD.test(words.split(/\s+/)[0] ?? '');
  // A unit after a number or a slash: "10 mL" is not "ml", "within 0.5 s in all trials" is not "sin".
  if (lint.rule === 'OrthographicConsistency' || lint.rule === 'MergeWords') {
    const unit = words.split(/\s+/)[0] ?? '';
    return (unit.length <= 2 || SI_UNIT.test(unit)) && /(?:[\d°]\s*|\/)$/.test(text.slice(0, lint.start));
  }
  return false;
}

/** A prefix of BOUND_PREFIXES the word starts with, leaving a part of four letters or more. */
const boundPrefixOf = (word: string) =>
  BOUND_PREFIXES.filter((prefix) => word.toLowerCase().startsWith(prefix) && word.length - prefix.length >= 4);

/**
 * Whether a suggestion is one slip away from the word: a letter left out or typed in (wich → which, alway →
 * always, diel → die) or two letters swapped (frist → first). A short word of the lexicon with such a suggestion
 * is more likely a slip than a term: only a lexicon word of six letters or more, or a shorter one whose
 * suggestions all differ more (cloze → close), is taken as a term.
 */
export function isOneSlipAway(word: string, suggestion: string): boolean {
  const [a, b] = [word.toLowerCase(), suggestion.toLowerCase()];
  if (Math.abs(a.length - b.length) === 1) {
    const [long, short] = a.length > b.length ? [a, b] : [b, a];
    return [...long].some((_, i) => long.slice(0, i) + long.slice(i + 1) === short);
  }
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
  const [first, second] = differ;
  return differ.length === 2 && first !== undefined && second === first + 1 && a[first] === b[second] && a[second] === b[first];
}

function isTermOf(word: string, lint: TLint, dictionary: TDictionary): boolean {
  if (!dictionary.isTerm?.(word)) return false;
  return word.length >= 6 || !lint.suggestions.some((s) => s.kind === 'replace' && isOneSlipAway(word, s.text));
}

/**
 * Words a run-together pair begins or ends with when a space was left out ("inthe", "eachother", "wellknown"):
 * such a pair is a slip, not a closed compound.
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the this that these those some any each every all both either neither no not nor and or but so yet if ' +
    'as at by for from in into of off on onto out over per to up upon via with within without than then there ' +
    'here where when which who whom whose what how why its our their your his her my we they you he she it is are ' +
    'was were be been being has have had do does did can could may might must shall should will would also very ' +
    'more most much many such well less least other another same own just only even too'
  ).split(' '),
);

/**
 * A closed compound of two words the dictionary knows, each of three letters or more and neither a function word:
 * hoverfly, hoverflies, floodplain, treeline. Run-together pairs with a function word stay misspellings, and so
 * does a typing slip of a known word (successfull is "success" + "full", but "successful" misspelt).
 */
async function isClosedCompound(word: string, lint: TLint, dictionary: TDictionary): Promise<boolean> {
  const lower = word.toLowerCase();
  if (!/^[a-z]{7,}$/.test(lower)) return false;
  // Two letters swapped, a letter doubled or a final e left out: a slip of a known word (a letter more or less
  // is not: hoverfly is not a slip of overfly).
  const isSwap = (s: TLint['suggestions'][number]) => s.text.length === word.length && isOneSlipAway(word, s.text);
  if (lint.suggestions.some((s) => s.kind === 'replace' && isSwap(s))) return false;
  for (const slip of singleWordCandidates(lower)) if (await dictionary.isWord(slip)) return false;
  for (let split = 3; split <= lower.length - 3; split += 1) {
    const [head, tail] = [lower.slice(0, split), lower.slice(split)];
    if (FUNCTION_WORDS.has(head) || FUNCTION_WORDS.has(tail)) continue;
    if ((await dictionary.isWord(head)) && (await dictionary.isWord(tail))) return true;
  }
  return false;
}

/**
 * A unit of measurement as written after a number: an SI prefix (or none) and a unit symbol, or a common unit of the
 * laboratory (5 mmol, 20 kDa, 3 µmol, 10 mL, 2 kbp, 1.5 MPa, 40 nm). Short units (h, s, m) need no list.
 */
const SI_UNIT =
  /^(?:[yzafpnµumcdkMGT]|da)?(?:mol|g|L|l|m|s|Hz|Pa|V|W|J|K|Da|eV|A|M|Gy|Sv|lx|cd|kat|bp|rpm|Bq|Wh|Ah|psi|ppm|ppb)$/;

/** What follows an author's name: "et al.", "and colleagues", "(2018)", or a verb of citing in the singular. */
const CITED_AFTER =
  /^\s+(?:et al\b|and (?:colleagues|co-?workers)\b|\(\d{4}|(?:argues|argued|suggests|suggested|states|stated|reports|reported|shows|showed|found|finds|proposes|proposed|notes|noted|claims|claimed|contends|contended|emphasi[sz]es|emphasi[sz]ed|defines|defined|describes|described|observes|observed|concludes|concluded|maintains|maintained|writes|wrote)\b)/;

/** Whether every suggestion is a name: capitalised, and no dictionary word in lower case ("Cranach's", not "Government's"). */
async function offersOnlyNames(lint: TLint, dictionary: TDictionary): Promise<boolean> {
  for (const suggestion of lint.suggestions) {
    const stem = suggestion.text.replace(/['’]s$/, '');
    if (!/^\p{Lu}/u.test(stem) || (await dictionary.isWord(stem.toLowerCase()))) return false;
  }
  return lint.suggestions.length > 0;
}

/** A genus as written before its species: a capitalised Latin word ("Giardia", "Plasmodium", "Bacillus") or its initial ("G."). */
const GENUS_BEFORE = /(?:^|[\s(])(\p{Lu}\p{Ll}{2,}(?:a|ae|us|um|is|es|on|ix|ax|yx|er|ops|myces)|\p{Lu}\.) $/u;
/** A Latin species epithet ("duodenalis", "falciparum", "aureus", "coli", "enterica", "bengalensis"), or "sp."/"spp.". */
const EPITHET = /^(?:\p{Ll}{3,}(?:is|us|um|ae|ii|i|a|ensis|oides|ans|ens|er|ix|ax|orum|arum)|spp|sp|ssp|subsp|var)$/u;

/**
 * Whether a lower-case word is the species of a binomial name: a Latin epithet after a genus ("Giardia duodenalis",
 * "P. falciparum", "Cryptosporidium spp."). A genus opening a sentence counts only when it is no English word ("Data
 * analysus" stays a misspelling).
 */
async function isSpeciesName(text: string, start: number, word: string, dictionary: TDictionary): Promise<boolean> {
  if (!EPITHET.test(word)) return false;
  const before = text.slice(0, start);
  const genus = GENUS_BEFORE.exec(before)?.[1];
  if (!genus) return false;
  const genusStart = start - genus.length - 1;
  if (genus.endsWith('.') || !opensSentence(text, genusStart)) return true;
  return !(await dictionary.isWord(genus.toLowerCase()));
}

/**
 * Whether a spelling finding is on something that is not a misspelling: a name (capitalised inside a
 * sentence, or a capitalised possessive for which harper offers only other names), a unit after a number ("48 h", "30 °C"), the plural of a word harper suggests (incubations), a
 * term of the lexicon, a spelling of the other dialect, a prefix and a known word (rewetted, subsample), or a
 * closed compound of two known words (hoverfly).
 */
async function isNotAMisspelling(text: string, lint: TLint, dictionary: TDictionary): Promise<boolean> {
  const word = text.slice(lint.start, lint.end).replace(/\.$/, '');
  if (/^\p{Lu}/u.test(word) && !opensSentence(text, lint.start)) return true;
  // An author opening a sentence: "Hofstede argues that", "Okafor (2018) reports", "Nguyen et al. found".
  if (/^\p{Lu}\p{Ll}+$/u.test(word) && CITED_AFTER.test(text.slice(lint.end))) return true;
  // A name's possessive opening a sentence ("Cronbach's alpha was"): harper offers other names (Cranach's).
  if (/^\p{Lu}\p{Ll}+['’]s$/u.test(word) && (await offersOnlyNames(lint, dictionary))) return true;
  if ((word.length <= 2 || SI_UNIT.test(word)) && /[\d°]\s*$/.test(text.slice(0, lint.start))) return true;
  const lower = word.toLowerCase();
  if (await isSpeciesName(text, lint.start, word, dictionary)) return true;
  if (lint.suggestions.some((s) => s.kind === 'replace' && [`${s.text}s`, `${s.text}es`].includes(lower))) return true;
  if (isTermOf(word, lint, dictionary)) return true;
  if (await dictionary.isOtherDialectWord(word)) return true;
  for (const prefix of boundPrefixOf(word)) {
    const rest = lower.slice(prefix.length);
    if ((rest.length >= 6 && dictionary.isTerm?.(rest)) || (await dictionary.isWord(rest))) return true;
  }
  return isClosedCompound(word, lint, dictionary);
}

/**
 * harper's spelling findings, reviewed. A word harper would write as two ("should be written as two words")
 * that misspells a single word by a common slip is that word misspelt (informations, successfull, favorit);
 * a split after a prefix (sub samples, micro structural), of a term or of a closed compound of two content words
 * (hoverflies) is dropped; other splits are kept only when both parts are words. A spelling finding on a name, a unit, a plural, the other dialect's spelling
 * or a prefixed word is dropped, and one that undoes a typing slip offers that first. A word-choice finding that
 * misreads a term or a number (isMisreadWordChoice) is dropped. Other findings pass as they are.
 */
export async function reviewSpelling(text: string, lints: readonly TLint[], dictionary: TDictionary): Promise<TLint[]> {
  const reviewed: TLint[] = [];
  for (const lint of lints) {
    const word = text.slice(lint.start, lint.end);
    if (isMisreadWordChoice(text, lint, dictionary)) continue;
    if (lint.kind === 'Spelling') {
      if (!(await isNotAMisspelling(text, lint, dictionary))) reviewed.push(slipFirst(lint, word));
      continue;
    }
    if (lint.kind !== 'Typo' || !SPLIT_MESSAGE.test(lint.message)) {
      reviewed.push(lint);
      continue;
    }
    let correction: string | undefined;
    for (const candidate of [...singleWordCandidates(word), ...vowelSlips(word)]) {
      if (await dictionary.isWord(candidate)) {
        correction = candidate;
        break;
      }
    }
    if (correction) {
      reviewed.push(misspellingOf(lint, word, correction));
      continue;
    }
    // A term harper would split (dimethyl → "dim ethyl") or a closed compound (hoverflies) is one word.
    if (isTermOf(word, lint, dictionary) || (await isClosedCompound(word, lint, dictionary))) continue;
    const splits = [];
    for (const suggestion of lint.suggestions) {
      const parts = suggestion.text.split(' ');
      let allWords = parts.length === 2 && !BOUND_PREFIXES.includes(parts[0]?.toLowerCase() ?? '');
      for (const part of parts) allWords &&= await isStandaloneWord(part, dictionary.isWord);
      if (allWords) splits.push(suggestion);
    }
    if (splits.length > 0) reviewed.push({ ...lint, suggestions: splits });
  }
  return reviewed;
}
