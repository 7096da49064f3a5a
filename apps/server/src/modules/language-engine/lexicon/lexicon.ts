import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { UNCOUNTABLE_PLURALS } from '../rules/word-lists.ts';

let lexicon: ReadonlySet<string> | undefined;

/**
 * The scientific lexicon (scientific-lexicon.txt.gz beside this file, about 365,000 words: see README.md for
 * its sources and licences), read once per process: terms harper's dictionary lacks (aliphatic, benzylic,
 * acetonitrile, chemisorption), which the spelling review does not flag and digital editing does not correct.
 */
export function scientificLexicon(): ReadonlySet<string> {
  lexicon ??= new Set(
    gunzipSync(readFileSync(new URL('./scientific-lexicon.txt.gz', import.meta.url)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean),
  );
  return lexicon;
}

/** Suffixes of chemistry and biology a term may add to a known stem: pyridine → pyridinic, transcriptome → transcriptomic. */
const TERM_SUFFIXES = [
  'ic',
  'ics',
  'ity',
  'ation',
  'ations',
  'ase',
  'ases',
  'yl',
  'ate',
  'ates',
  'ide',
  'ides',
  'ene',
  'ine',
  'ol',
];

/** Endings that make an adjective or noun of a combining form's stem: physi- → physical, magneto- → magnetic. */
const COMBINING_FORM_STEMS = ['ic', 'ical', 'al', 'ics', 'e', 'y'];

/**
 * Whether a word is a neoclassical compound: a combining form in -o or -i (physi-, chemi-, magneto-, thermo-,
 * spectro-: four letters or more, whose stem makes a known word with -ic, -ical, -al, -e or -y) and a known term
 * of seven letters or more (physisorption, magnetoresistance, spectroradiometer, immunoblotting).
 */
export function isCombiningFormCompound(word: string, isKnown: (part: string) => boolean): boolean {
  for (let split = 4; split <= word.length - 7; split += 1) {
    const form = word.slice(0, split);
    if (!/[^aeiou][oi]$/.test(form)) continue;
    const stem = form.slice(0, -1);
    if (isKnown(word.slice(split)) && COMBINING_FORM_STEMS.some((ending) => isKnown(`${stem}${ending}`))) return true;
  }
  return false;
}

/**
 * Latin verbs whose noun changes the stem's end: absorb → absorption, describe → description, consume →
 * consumption, receive → reception, reduce → reduction.
 */
const VERB_NOUN_ENDINGS: readonly [verb: string, noun: string][] = [
  ['sorb', 'sorption'],
  ['scribe', 'scription'],
  ['sume', 'sumption'],
  ['ceive', 'ception'],
  ['duce', 'duction'],
];

/**
 * The noun of a verb form in such a verb ("physisorbed" → "physisorption", "chemisorbing" → "chemisorption"), or
 * null: the verb's base, -s, -ed and -ing forms (a final e dropped before -ed and -ing).
 */
export function nounOfVerbForm(word: string): string | null {
  for (const [verb, noun] of VERB_NOUN_ENDINGS) {
    const base = verb.endsWith('e') ? verb.slice(0, -1) : verb;
    const forms = verb.endsWith('e')
      ? [verb, `${verb}s`, `${base}ed`, `${base}ing`]
      : [verb, `${verb}s`, `${verb}ed`, `${verb}ing`];
    const form = forms.find((ending) => word.endsWith(ending));
    if (form && word.length > form.length) return `${word.slice(0, -form.length)}${noun}`;
  }
  return null;
}

/**
 * Whether a word is a term of the lexicon, or one of its stems with a suffix of chemistry or biology (a stem of
 * five letters or more, as written or with its final e: pyridin-ic → pyridine), a neoclassical compound of a
 * combining form and a term (physisorption), a verb form of a term in -sorption, -scription, -sumption, -ception or
 * -duction (physisorbed), or the plural of either.
 */
export function isScientificTerm(
  word: string,
  isKnownStem: (stem: string) => boolean = (stem) => scientificLexicon().has(stem),
): boolean {
  const lower = word.toLowerCase();
  const terms = scientificLexicon();
  // "informations" is in the general dictionaries, as a rare plural; for a learner it is the slip.
  if (UNCOUNTABLE_PLURALS.has(lower)) return false;
  if (terms.has(lower)) return true;
  if (lower.endsWith('s') && terms.has(lower.slice(0, -1))) return true;
  // A British spelling of a term the lexicon has in -ize: functionalised → functionalized.
  const americanised = lower.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1');
  if (americanised !== lower && terms.has(americanised)) return true;
  const isCompound = (compound: string) => isCombiningFormCompound(compound, (part) => terms.has(part) || isKnownStem(part));
  if (isCompound(lower)) return true;
  // A verb form of a compound whose noun is a term: physisorbed (physisorption), chemisorbing (chemisorption).
  const noun = nounOfVerbForm(lower);
  if (noun && (terms.has(noun) || isCompound(noun))) return true;
  for (const suffix of TERM_SUFFIXES) {
    if (!lower.endsWith(suffix)) continue;
    const stem = lower.slice(0, -suffix.length);
    if (stem.length < 5) continue;
    if (isKnownStem(stem) || isKnownStem(`${stem}e`)) return true;
  }
  return false;
}
