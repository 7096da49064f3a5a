/**
 * `node scripts/database-tests.mjs`: the server's test files that use a database, one path a line (relative to the
 * repository), for CI's pass on PostgreSQL (.ci/run). A file uses a database when it, or a module it imports from
 * the server's folders (followed through relative imports), imports the test app (apps/server/test/test-app.ts) or
 * the PostgreSQL helper (test/postgres.ts), or is test code that reads DATABASE_URL. The other test files (the language rules, the
 * document parsers, the PDFs) do the same on either backend, and `npm test` runs them already.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'apps/server');
const DATABASE_MODULES = new Set([path.join(SERVER, 'test/test-app.ts'), path.join(SERVER, 'test/postgres.ts')]);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function testFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const verdicts = new Map();
/** Whether the module at `file` reaches a database through its relative imports. */
function usesDatabase(file) {
  if (DATABASE_MODULES.has(file)) return true;
  if (verdicts.has(file)) return verdicts.get(file);
  verdicts.set(file, false); // an import circle answers "not through here"
  const source = readFileSync(file, 'utf8');
  // The server's own modules read DATABASE_URL for their configuration; a test or a test helper reads it to use one.
  const isTestCode = file.endsWith('.test.ts') || file.startsWith(path.join(SERVER, 'test'));
  let verdict = isTestCode && source.includes('DATABASE_URL');
  for (const match of source.matchAll(IMPORT)) {
    if (verdict) break;
    const target = path.resolve(path.dirname(file), match[1] ?? match[2]);
    const resolved = [target, `${target}.ts`, path.join(target, 'index.ts')].find((p) => p.endsWith('.ts') && existsSync(p));
    if (resolved?.startsWith(SERVER)) verdict = usesDatabase(resolved);
  }
  verdicts.set(file, verdict);
  return verdict;
}

const files = [...testFiles(path.join(SERVER, 'src')), ...testFiles(path.join(SERVER, 'test'))].filter(usesDatabase);
process.stdout.write(
  `${files
    .map((file) => path.relative(ROOT, file))
    .sort()
    .join('\n')}\n`,
);
