/**
 * `npx tsx bench/language-false-flags.ts`: the grammar check on about 200,000 words of edited English, where every
 * finding is a candidate false flag. A rule that is new or widened runs here before it lands.
 *
 * The prose, gathered in a fixed order (the same install gives the same words):
 * - bench/language: the three scientific-prose files, the correct look-alike sentences second reviewers wrote
 *   against new rules (look-alikes/*.txt, one a line), the references of the own learner set and of the third
 *   held-out set (never the fourth or fifth: they stay blind), the English side of the translation test set;
 * - the repository's Markdown (README.md, docs/ without decisions.md, whose sections quote learner errors on
 *   purpose) and the specification next to it when present;
 * - the README prose of the installed packages (node_modules; code blocks, tables, headings and markup left out,
 *   and paragraphs with inline code, whose words would be guessed; paragraphs of eight words or more that end a
 *   sentence), then the doc comments of their type declarations (.d.ts), up to the word budget.
 *
 * Reports the words, the findings by source and by rule (the portal's own rules by message key, harper's by rule
 * name), and per 500 words. `--own` keeps only the portal's own rules; `--show` prints every finding in its
 * sentence; `--save <file>` writes the findings; `--compare <file>` prints only those not in a saved run, the way
 * to see what a change adds. `--words N` sets the budget (default 200,000).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { proseParagraphs } from '../apps/server/src/modules/grammar-check/calibration/text-scores.ts';
import { createDocumentChecker } from '../apps/server/src/modules/grammar-check/check-document.ts';
import { normaliseParagraph } from '../apps/server/src/modules/language-engine/index.ts';
import { countWords } from '../apps/server/src/platform/documents/word-count.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';

type TParagraph = { source: string; text: string };
type TFinding = { source: string; rule: string; flagged: string; sentence: string; suggestion: string };

const DATA = path.join(REPO_ROOT, 'bench/language');

/** A Markdown file's prose: paragraphs of running text, without code, tables, headings, HTML or link targets. */
export function markdownProse(markdown: string): string[] {
  const withoutCode = markdown.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '\n').replace(/<!--[\s\S]*?-->/g, '');
  return withoutCode
    .split(/\n\s*\n/)
    .filter((block) => !/^\s*(#|\||>|\s{4}|<|!\[|\[!\[)/.test(block))
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.replace(/^\s*([-*+]|\d+[.)])\s+/, ''))
        .join(' ')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => countWords(text) >= 8 && /[.!?]$/.test(text) && !/https?:|[`{}<>=$]|\\/.test(text));
}

function learnerReferences(file: string): string[] {
  const { items } = JSON.parse(readFileSync(path.join(DATA, file), 'utf8')) as { items: { references: string[] }[] };
  return items.map((item) => item.references[0] ?? '').filter(Boolean);
}

function linesOf(file: string): string[] {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .filter((line) => countWords(line) >= 4)
    : [];
}

function markdownFiles(dir: string, skip: readonly string[] = []): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !skip.includes(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every installed package's folder, scoped ones included, in name order. */
function packageDirs(): string[] {
  const root = path.join(REPO_ROOT, 'node_modules');
  return readdirSync(root)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(path.join(root, name))
            .sort()
            .map((inner) => path.join(root, name, inner))
        : [path.join(root, name)],
    );
}

/** The README of every installed package. */
function packageReadmes(): string[] {
  return packageDirs()
    .map((dir) => ['README.md', 'readme.md', 'Readme.md'].map((name) => path.join(dir, name)).find(existsSync))
    .filter((file): file is string => file !== undefined);
}

/** The type declarations (.d.ts) of a package, three folders deep at most, in name order. */
function declarationFiles(dir: string, depth = 0): string[] {
  if (depth > 3 || !existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : declarationFiles(full, depth + 1);
      return entry.name.endsWith('.d.ts') ? [full] : [];
    });
}

/** The prose of a declaration file's doc comments: their paragraphs, without tags, code and markup. */
export function docCommentProse(source: string): string[] {
  return [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)].flatMap(([, body = '']) =>
    markdownProse(
      body
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, ''))
        .join('\n')
        .split(/\n\s*@/)[0] ?? '',
    ),
  );
}

/** The correct look-alike sentences second reviewers wrote against new rules (bench/language/look-alikes), one a line. */
function lookAlikes(): string[] {
  const folder = path.join(DATA, 'look-alikes');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => readFileSync(path.join(folder, name), 'utf8').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function gather(budget: number): TParagraph[] {
  const paragraphs: TParagraph[] = [];
  let words = 0;
  const add = (source: string, texts: readonly string[]) => {
    for (const raw of texts) {
      if (words >= budget) return;
      const text = normaliseParagraph(raw);
      if (text === '') continue;
      paragraphs.push({ source, text });
      words += countWords(text);
    }
  };
  for (const file of ['scientific-prose.txt', 'scientific-prose-heldout.txt', 'scientific-prose-heldout-2.txt']) {
    add('scientific prose', proseParagraphs(path.join(DATA, file)));
  }
  add('reviewers’ look-alikes', lookAlikes());
  add('learner references', [...learnerReferences('learner-set.json'), ...learnerReferences('learner-set-heldout-3.json')]);
  add('translation references', [
    ...linesOf(path.join(DATA, 'translation/es-en.ref.txt')),
    ...linesOf(path.join(DATA, 'translation/pt-en.ref.txt')),
  ]);
  const ownMarkdown = [
    path.join(REPO_ROOT, 'README.md'),
    ...markdownFiles(path.join(REPO_ROOT, 'docs'), ['decisions.md']),
    ...markdownFiles(path.join(REPO_ROOT, '../shared/spec')),
  ].filter(existsSync);
  for (const file of ownMarkdown) add('project docs', markdownProse(readFileSync(file, 'utf8')));
  for (const file of packageReadmes()) add('package readmes', markdownProse(readFileSync(file, 'utf8')));
  for (const dir of packageDirs()) {
    for (const file of declarationFiles(dir)) add('package doc comments', docCommentProse(readFileSync(file, 'utf8')));
  }
  return paragraphs;
}

const findingId = (finding: TFinding) => `${finding.rule}\t${finding.flagged}\t${finding.sentence}`;

async function main() {
  const { values } = parseArgs({
    options: {
      own: { type: 'boolean', default: false },
      show: { type: 'boolean', default: false },
      save: { type: 'string' },
      compare: { type: 'string' },
      words: { type: 'string', default: '200000' },
    },
  });
  const paragraphs = gather(Number(values.words));
  const { lint } = await createDocumentChecker();
  const findings: TFinding[] = [];
  const wordsBySource = new Map<string, number>();
  for (const { source, text } of paragraphs) {
    wordsBySource.set(source, (wordsBySource.get(source) ?? 0) + countWords(text));
    for (const lintFinding of await lint(text)) {
      const isOwn = lintFinding.rule === undefined;
      if (values.own && !isOwn) continue;
      const sentenceStart = Math.max(0, text.lastIndexOf('. ', lintFinding.start) + 1);
      const sentenceEnd = text.indexOf('. ', lintFinding.end);
      findings.push({
        source,
        rule: lintFinding.messageKey ?? lintFinding.rule ?? lintFinding.kind,
        flagged: text.slice(lintFinding.start, lintFinding.end),
        sentence: text.slice(sentenceStart, sentenceEnd === -1 ? text.length : sentenceEnd + 1).trim(),
        suggestion: lintFinding.suggestions.map((s) => `${s.kind ?? 'replace'}:${s.text}`).join(' | '),
      });
    }
  }
  const words = [...wordsBySource.values()].reduce((sum, n) => sum + n, 0);
  const count = (key: (f: TFinding) => string) => {
    const counts = new Map<string, number>();
    for (const finding of findings) counts.set(key(finding), (counts.get(key(finding)) ?? 0) + 1);
    return Object.fromEntries([...counts.entries()].sort((a, b) => b[1] - a[1]));
  };
  console.log(`words: ${words} in ${paragraphs.length} paragraphs`, Object.fromEntries(wordsBySource));
  console.log(
    `findings${values.own ? ' (own rules)' : ''}: ${findings.length}, ${((500 * findings.length) / words).toFixed(2)} per 500 words`,
  );
  console.log(
    'by source:',
    count((f) => f.source),
  );
  console.log(
    'by rule:',
    count((f) => f.rule),
  );
  let shown = findings;
  if (values.compare) {
    const before = new Set((JSON.parse(readFileSync(values.compare, 'utf8')) as TFinding[]).map(findingId));
    shown = findings.filter((finding) => !before.has(findingId(finding)));
    console.log(`\nnot in ${values.compare}: ${shown.length}`);
  }
  if (values.show || values.compare) {
    for (const f of shown) console.log(`- [${f.rule}] "${f.flagged}" → ${f.suggestion || '—'}\n    ${f.sentence.slice(0, 300)}`);
  }
  if (values.save) await writeFile(values.save, JSON.stringify(findings, null, 1));
  process.exit(0);
}

await main();
