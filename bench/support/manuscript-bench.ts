import { buildDocx, englishParagraphs } from '../../e2e/support/docx.ts';

/** The automated tools' benchmarks: what the grammar check and the digital edit measure alike. */

const LEARNER_ERROR = 'Their is many reason for this, and the results was clear.';

/**
 * Ten thousand words of manuscript prose with a learner error every few paragraphs; `extra` adds a sentence to
 * the paragraphs it names (the digital edit's American spellings and slips).
 */
export function benchManuscript(words: number, extra?: { every: number; sentence: string }): Buffer {
  const paragraphs = englishParagraphs(words, 11).map((p, i) => {
    const withError = i % 7 === 3 ? `${p} ${LEARNER_ERROR}` : p;
    return extra && i % extra.every === 1 ? `${withError} ${extra.sentence}` : withError;
  });
  return buildDocx(['Introduction', ...paragraphs, 'References', 'Smith J. Wetlands. J Coast Stud. 2020;12:3-4.']);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Signs the demo researcher in and answers the headers of her later calls. */
export async function signInAsAlice(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'alice@demo.test', password: 'demo-pass-2026' }),
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!login.ok || !cookie) throw new Error(`sign-in answered ${login.status}`);
  return { 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie };
}
