import { ParseProcessError } from '../../platform/parse-pool/parse-pool.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import type { TDocumentAnalysis } from './document-analysis.ts';

const FILE_TASKS = new URL('./file-tasks.ts', import.meta.url);

export type TDocumentAnalyser = {
  /** Word count and language, or null when the file cannot be read within the parse pool's limits. */
  analyse: (fileName: string, content: Buffer) => Promise<TDocumentAnalysis | null>;
};

/**
 * Counts a document's words and detects its language in the documents parse pool: a long manuscript takes
 * seconds of CPU, which would stall every request an embedded server answers, and a hostile one may crash
 * its parser. A document that crashes it, exhausts its memory or outlives the time limit is unreadable.
 */
export function createDocumentAnalyser(): TDocumentAnalyser {
  return {
    analyse: (fileName, content) =>
      parsePool('documents')
        .run<TDocumentAnalysis | null>(FILE_TASKS, 'analyse', [fileName, content])
        .catch((error: unknown) => {
          if (error instanceof ParseProcessError) return null;
          throw error;
        }),
  };
}
