/**
 * `npx tsx apps/server/src/modules/language-engine/lexicon/build-lexicon.ts <out> --huge <file>… --scowl <file>…
 * --terms <file>… --misspellings <file>`: writes the scientific lexicon (scientific-lexicon.txt beside this file) from word
 * lists of maintained packages (see README.md here for the sources, their licences and the exact commands).
 *
 * Kept: words in lower case: every word of four letters or more of the general dictionaries at SCOWL's size 70
 * (`--huge`: headspace, spectrograph, aldehydes, diel, cloze), and of six letters or more with a suffix of scientific vocabulary (-ic, -ase, -ene,
 * -yl, -ide, -ine, -ol, -ate, -osis, -itis, -ometry, -ology, -genic, -lysis, -ome, -omic, -cyte, -ity,
 * -ation, -sorption, -metry, -graphy, -scopy, -meter, -phyte, -tomy, -emia, -pathy, -phore, -zyme, -mer …) those
 * of SCOWL's largest size (`--scowl`, which holds rarer words and some junk) and of lists of scientific terms
 * (`--terms`, American and British, whose other words are mostly Latin names of species). Dropped: every word a list of common misspellings names
 * (accomodate, publically), so the lexicon hides no known slip.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const CHEMISTRY_AND_BIOLOGY =
  /(?:ic|ics|ase|ases|ene|enes|yl|yls|ide|ine|ines|ol|ols|ate|ates|ated|osis|itis|ometry|ometric|ography|ographic|ology|ological|genic|genesis|philic|phobic|lysis|lytic|ome|omes|omic|omics|cyte|cytes|plasm|somes?|ity|ities|ation|ations|sorption|metry|graphy|scopy|meters?|phytes?|tomy|a?emia|pathy|phores?|zymes?|mers?)$/;
const GENERAL = new RegExp(
  `(?:${CHEMISTRY_AND_BIOLOGY.source.slice(3, -2)}|ose|oses|oid|oids|ization|isation|izations|isations|ized|ised|ally|ical|ically|ial|ous|um|ae|ia)$`,
);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    huge: { type: 'string', multiple: true },
    scowl: { type: 'string', multiple: true },
    terms: { type: 'string', multiple: true },
    misspellings: { type: 'string' },
  },
});
const words = (file: string, minLength = 6) =>
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((word) => word.length >= minLength && /^[a-z]+$/.test(word));

const misspellings = new Set<string>();
const definitions = JSON.parse(readFileSync(values.misspellings ?? '', 'utf8')) as {
  dictionaryDefinitions: { flagWords?: string[]; suggestWords?: string[] }[];
};
for (const definition of definitions.dictionaryDefinitions) {
  for (const entry of [...(definition.flagWords ?? []), ...(definition.suggestWords ?? [])]) {
    misspellings.add(entry.split('->')[0]?.trim().toLowerCase() ?? '');
  }
}

const lexicon = new Set<string>();
// Short words of size 70 too (diel, cloze): the spelling review trusts them only where no slip explains them.
for (const file of values.huge ?? []) for (const word of words(file, 4)) lexicon.add(word);
for (const file of values.scowl ?? []) for (const word of words(file)) if (GENERAL.test(word)) lexicon.add(word);
for (const file of values.terms ?? []) for (const word of words(file)) if (CHEMISTRY_AND_BIOLOGY.test(word)) lexicon.add(word);
for (const word of misspellings) lexicon.delete(word);

const out = positionals[0] ?? 'scientific-lexicon.txt';
writeFileSync(out, `${[...lexicon].sort().join('\n')}\n`);
console.info(`${lexicon.size} words → ${out}`);
