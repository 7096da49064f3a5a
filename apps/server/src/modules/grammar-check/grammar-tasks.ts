import { warmLinter } from '../language-engine/index.ts';
import { checkDocument } from './check-document.ts';

/**
 * The grammar check's work on uploaded manuscripts, run on the language thread (the grammar parse pool's
 * process): harper.js is set up at the first task and kept for every later one, digital editing's included;
 * parsing the .doc or .docx happens here too, so a manuscript that crashes a parser ends this process, never
 * the server's.
 */
export const parseTasks = {
  check: async (fileName: string, content: Buffer, lockedTerms: readonly string[]) =>
    checkDocument(fileName, content, lockedTerms, await warmLinter()),
  lint: async (text: string) => (await warmLinter())(text),
};
