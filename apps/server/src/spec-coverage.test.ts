import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Keeps docs/spec-coverage/*.md true: one row per testable requirement of the three specification documents,
 * and every row that claims a requirement is met names a test that exists and says so.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const COVERAGE_DIR = path.join(REPO_ROOT, 'docs/spec-coverage');
const DOCUMENTS = ['shell-and-account.md', 'order-form-and-checkout.md', 'researcher-area.md'];
const STATUSES = ['as specified', 'fixed', 'decided otherwise', 'not applicable', 'open'] as const;
type TStatus = (typeof STATUSES)[number];

type TRow = { id: string; requirement: string; status: string; evidence: string; line: number };

/** The table rows of a coverage file: `| id | requirement | status | evidence |`, with `\|` inside a cell. */
export function parseCoverageRows(text: string): TRow[] {
  const rows: TRow[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line.startsWith('|')) return;
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll('\\|', '|'));
    const [id = '', requirement = '', status = '', ...rest] = cells;
    if (!/^[A-Z]{2}-\d{3,}$/.test(id)) return;
    rows.push({ id, requirement, status: status.replaceAll('`', '').toLowerCase(), evidence: rest.join('|'), line: index + 1 });
  });
  return rows;
}

/** `path/to/file.test.ts › name` (a name may itself hold ›, and several tests may be named, separated by `;`). */
function testReferences(evidence: string): { file: string; name: string }[] {
  return evidence
    .split(/;\s*(?=[`\w./-]+\.test\.tsx?\s*›)/)
    .map((part) => part.replaceAll('`', '').trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('›');
      return { file: (at < 0 ? part : part.slice(0, at)).trim(), name: at < 0 ? '' : part.slice(at + 1).trim() };
    });
}

const decisionHeadings = () =>
  readFileSync(path.join(REPO_ROOT, 'docs/decisions.md'), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) => line.replace(/^#+\s*/, '').trim());

/** Test names compared without quotes' and spaces' variations (a name written `'x'` or "x" in the file). */
const normalize = (text: string) => text.replace(/\\(['"`])/g, '$1').replace(/\s+/g, ' ');

describe('the specification coverage files', () => {
  it('cover the three specification documents', () => {
    expect(
      readdirSync(COVERAGE_DIR)
        .filter((name) => name.endsWith('.md'))
        .sort(),
    ).toEqual(expect.arrayContaining(DOCUMENTS));
  });

  it.each(DOCUMENTS)('%s: every row has a known status, a unique id and its evidence', (document) => {
    const rows = parseCoverageRows(readFileSync(path.join(COVERAGE_DIR, document), 'utf8'));
    expect(rows.length).toBeGreaterThan(50);
    const problems: string[] = [];
    const ids = new Set<string>();
    const headings = decisionHeadings();
    for (const row of rows) {
      const where = `${document}:${row.line} ${row.id}`;
      if (ids.has(row.id)) problems.push(`${where}: id used twice`);
      ids.add(row.id);
      if (!STATUSES.includes(row.status as TStatus)) problems.push(`${where}: unknown status "${row.status}"`);
      if (!row.requirement) problems.push(`${where}: no requirement`);
      if (row.status === 'as specified' || row.status === 'fixed') {
        const references = testReferences(row.evidence);
        if (references.length === 0) problems.push(`${where}: names no test`);
        for (const { file, name } of references) {
          const full = path.join(REPO_ROOT, file);
          if (!/\.test\.tsx?$/.test(file) || !existsSync(full)) {
            problems.push(`${where}: no test file ${file}`);
          } else if (!name || !normalize(readFileSync(full, 'utf8')).includes(normalize(name))) {
            problems.push(`${where}: ${file} has no test "${name}"`);
          }
        }
      }
      if (row.status === 'decided otherwise') {
        const heading = row.evidence
          .replaceAll('`', '')
          .replace(/^docs\/decisions\.md\s*[›#:]?\s*/, '')
          .trim();
        if (!headings.some((h) => h === heading || (heading.length > 8 && h.includes(heading)))) {
          problems.push(`${where}: docs/decisions.md has no section "${heading}"`);
        }
      }
      if (row.status === 'not applicable' && row.evidence.length < 10) problems.push(`${where}: says not why`);
    }
    expect(problems).toEqual([]);
  });

  it.each(DOCUMENTS)('%s: states its counts as its rows give them', (document) => {
    const text = readFileSync(path.join(COVERAGE_DIR, document), 'utf8');
    const rows = parseCoverageRows(text);
    const count = (status: TStatus) => rows.filter((row) => row.status === status).length;
    const expected =
      `**Counts:** requirements ${rows.length}, as specified ${count('as specified')}, ` +
      `decided otherwise ${count('decided otherwise')}, not applicable ${count('not applicable')}, ` +
      `fixed ${count('fixed')}, open ${count('open')}.`;
    expect(text.split('\n').find((line) => line.startsWith('**Counts:**'))).toBe(expected);
  });

  it('parses rows with escaped bars and several tests', () => {
    const rows = parseCoverageRows(
      [
        '| id | requirement | status | evidence |',
        '|---|---|---|---|',
        '| SA-001 | `a \\| b` | as specified | `x.test.ts › one`; y.test.ts › two |',
        '| not a row | x | y | z |',
      ].join('\n'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'SA-001', requirement: '`a | b`', status: 'as specified' });
    expect(testReferences(rows[0]?.evidence ?? '')).toEqual([
      { file: 'x.test.ts', name: 'one' },
      { file: 'y.test.ts', name: 'two' },
    ]);
  });
});
