import { createDocumentChecker } from './check-document.ts';

/**
 * The grammar check's work on uploaded manuscripts, run in the grammar parse pool's process: harper.js is set
 * up at the first task (seconds of CPU) and kept for every later one; parsing the .doc or .docx happens here
 * too, so a manuscript that crashes a parser ends this process, never the server's.
 */
let checker: ReturnType<typeof createDocumentChecker> | null = null;
const warmChecker = () => {
  checker ??= createDocumentChecker();
  return checker;
};

type TChecker = Awaited<ReturnType<typeof createDocumentChecker>>;

export const parseTasks = {
  check: async (...args: Parameters<TChecker['check']>) => (await warmChecker()).check(...args),
  edit: async (...args: Parameters<TChecker['edit']>) => (await warmChecker()).edit(...args),
  lint: async (text: string) => (await warmChecker()).lint(text),
};
