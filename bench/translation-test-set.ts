/**
 * `npx tsx bench/translation-test-set.ts`: builds the Spanish–English and Portuguese–English test sets of
 * bench/translation-quality.ts from the gettext message catalogues that Debian's packages install
 * (/usr/share/locale/{es,pt}/LC_MESSAGES/*.mo, read with gettext's msgunfmt). Each message's English
 * original is the reference and its published translation the source: public, licensed with its package
 * (provenance.tsv names the package, its version and the licence its copyright file gives first), and the
 * only parallel text this machine can reach (no network but the npm registry and Debian's archive).
 *
 * Kept: single-line messages that are sentences on both sides (a capital first, a full stop last, at least
 * five words, at most 200 characters), without format directives, markup or option syntax; one per English
 * original; no plural forms or contexts. The order is a hash of the English, and the first 600 are taken, so
 * no one package dominates. Writes bench/language/translation/{es,pt}-en.{src,ref}.txt and provenance.tsv.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../e2e/support/server.ts';

const OUT = path.join(REPO_ROOT, 'bench/language/translation');
const SIZE = 600;

type TPair = { catalogue: string; english: string; translation: string };

function unquote(text: string): string {
  return text.replace(/\\(["\\nt])/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
}

/** The messages of a catalogue: msgid and msgstr of each entry without plural forms or context. */
function messagesOf(po: string): { id: string; str: string }[] {
  const messages: { id: string; str: string }[] = [];
  for (const block of po.split(/\n\s*\n/)) {
    if (/^msgctxt|^msgid_plural/m.test(block)) continue;
    const field = (name: string) => {
      const match = new RegExp(`^${name} "(.*)"\\n((?:".*"\\n?)*)`, 'm').exec(`${block}\n`);
      if (!match) return null;
      return unquote(match[1] + [...(match[2] ?? '').matchAll(/^"(.*)"$/gm)].map((m) => m[1]).join(''));
    };
    const id = field('msgid');
    const str = field('msgstr');
    if (id && str) messages.push({ id, str });
  }
  return messages;
}

const isSentence = (text: string) =>
  !/[\n\t%{}$<>_@\\`|&]/.test(text) &&
  !text.startsWith('-') &&
  /^\p{Lu}/u.test(text) &&
  text.endsWith('.') &&
  text.split(/\s+/).length >= 5 &&
  text.length <= 200;

function packageOf(file: string): { name: string; version: string; licence: string } {
  const name = execFileSync('dpkg', ['-S', file], { encoding: 'utf8' }).split(':')[0]?.trim() ?? '';
  // dpkg-query -W answers "name<TAB>version".
  const version = execFileSync('dpkg-query', ['-W', name], { encoding: 'utf8' }).split('\t')[1]?.trim() ?? '';
  let licence = '';
  try {
    licence = /^License:[ \t]*(\S.*)$/m.exec(readFileSync(`/usr/share/doc/${name}/copyright`, 'utf8'))?.[1]?.trim() ?? '';
  } catch {
    // No copyright file under the package's own name: the line below says where to look.
  }
  return { name, version, licence: licence || `see /usr/share/doc/${name}/copyright` };
}

const provenance = new Map<string, string>();
for (const language of ['es', 'pt'] as const) {
  const dir = `/usr/share/locale/${language}/LC_MESSAGES`;
  const pairs: TPair[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.mo') || file.startsWith('iso_')) continue;
    const po = execFileSync('msgunfmt', [path.join(dir, file)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    for (const { id, str } of messagesOf(po)) {
      if (isSentence(id) && isSentence(str)) pairs.push({ catalogue: path.join(dir, file), english: id, translation: str });
    }
  }
  const seen = new Set<string>();
  const hash = (text: string) => createHash('sha1').update(text).digest('hex');
  const chosen = pairs
    .filter((p) => !seen.has(p.english) && seen.add(p.english))
    .sort((a, b) => hash(a.english).localeCompare(hash(b.english)))
    .slice(0, SIZE);
  writeFileSync(path.join(OUT, `${language}-en.src.txt`), `${chosen.map((p) => p.translation).join('\n')}\n`);
  writeFileSync(path.join(OUT, `${language}-en.ref.txt`), `${chosen.map((p) => p.english).join('\n')}\n`);
  const counts = new Map<string, number>();
  for (const pair of chosen) counts.set(pair.catalogue, (counts.get(pair.catalogue) ?? 0) + 1);
  for (const [catalogue, count] of counts) {
    const { name, version, licence } = packageOf(catalogue);
    provenance.set(
      `${language}\t${path.basename(catalogue)}`,
      `${language}\t${path.basename(catalogue)}\t${count}\t${name}\t${version}\t${licence}`,
    );
  }
  console.log(`${language}: ${pairs.length} sentence pairs, ${seen.size} distinct, ${chosen.length} kept`);
}
writeFileSync(
  path.join(OUT, 'provenance.tsv'),
  `language\tcatalogue\tsentences\tdebian package\tversion\tlicence (first in its copyright file)\n${[...provenance.keys()]
    .sort()
    .map((key) => provenance.get(key))
    .join('\n')}\n`,
);
