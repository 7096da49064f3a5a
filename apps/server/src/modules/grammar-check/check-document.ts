import { LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import { assessParagraphs, type TLint, type TTextAssessment } from './assess-text.ts';
import { readCheckedParagraphs, UnreadableDocumentError } from './document-text.ts';

export type TDocumentCheck = { ok: true; assessment: TTextAssessment } | { ok: false; reason: 'unreadable' };

/** harper counts in Unicode scalar values; JavaScript strings in UTF-16 code units. */
function utf16Offsets(text: string): ((index: number) => number) | null {
  if (!/[\uD800-\uDFFF]/.test(text)) return null;
  const offsets: number[] = [];
  let at = 0;
  for (const character of text) {
    offsets.push(at);
    at += character.length;
  }
  offsets.push(at);
  return (index) => offsets[index] ?? at;
}

/**
 * The grammar checker of one thread: harper.js (offline, WASM) set up once, which takes seconds, and then
 * reused for every document. Parsing and linting block the thread they run on, so this runs in a worker.
 */
export async function createDocumentChecker() {
  const linter = new LocalLinter({ binary });
  await linter.setup();

  async function lint(text: string): Promise<TLint[]> {
    const lints = await linter.lint(text, { language: 'plaintext' });
    const offset = utf16Offsets(text) ?? ((index: number) => index);
    return lints.map((found) => {
      const span = found.span();
      return {
        kind: found.lint_kind(),
        start: offset(span.start),
        end: offset(span.end),
        message: found.message(),
        suggestions: found.suggestions().map((suggestion) => suggestion.get_replacement_text()),
      };
    });
  }

  return {
    async check(fileName: string, content: Buffer): Promise<TDocumentCheck> {
      try {
        const paragraphs = await readCheckedParagraphs(fileName, content);
        return { ok: true, assessment: await assessParagraphs(paragraphs, lint) };
      } catch (error) {
        if (error instanceof UnreadableDocumentError) return { ok: false, reason: 'unreadable' };
        throw error;
      }
    },
    lint,
  };
}
