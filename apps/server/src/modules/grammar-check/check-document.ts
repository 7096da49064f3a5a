import { readCheckedParagraphs, type TLintParagraph, UnreadableDocumentError, warmLinter } from '../language-engine/index.ts';
import { assessParagraphs, type TTextAssessment } from './assess-text.ts';

export type TDocumentCheck = { ok: true; assessment: TTextAssessment } | { ok: false; reason: 'unreadable' };

/** Parses a manuscript and assesses its paragraphs with `lint`; a document that cannot be read is refused. */
export async function checkDocument(
  fileName: string,
  content: Buffer,
  lockedTerms: readonly string[],
  lint: TLintParagraph,
): Promise<TDocumentCheck> {
  try {
    const paragraphs = await readCheckedParagraphs(fileName, content);
    return { ok: true, assessment: await assessParagraphs(paragraphs, lint, lockedTerms) };
  } catch (error) {
    if (error instanceof UnreadableDocumentError) return { ok: false, reason: 'unreadable' };
    throw error;
  }
}

/**
 * The grammar checker of one thread: the language engine's warm linter (harper.js and the portal's own rules,
 * set up once, which takes seconds) behind the check of a whole document.
 */
export async function createDocumentChecker() {
  const lint = await warmLinter();
  return {
    check: (fileName: string, content: Buffer, lockedTerms: readonly string[] = []) =>
      checkDocument(fileName, content, lockedTerms, lint),
    lint,
  };
}
