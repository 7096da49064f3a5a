import { DocxArchiveError, DocxDoctypeError, inspectDocxArchive } from '../../platform/documents/docx-archive.ts';
import { analyseDocument } from './document-analysis.ts';

/** What the archive check of a .docx found: nothing wrong, a document type declared, or a broken archive. */
export type TDocxVerdict = 'ok' | 'doctype' | 'invalid';

/**
 * The files module's parsers of uploaded bytes, run in a parse pool's process (platform/parse-pool), never in
 * the server's: a file that makes them loop, abort or exhaust memory ends that process only.
 */
export const parseTasks = {
  /** A .docx's archive (entries, sizes, ratios) and its XML parts' DTD markup, inflated and discarded. */
  async checkDocx(tempFilePath: string): Promise<TDocxVerdict> {
    try {
      await inspectDocxArchive(tempFilePath, { verifyContent: true });
      return 'ok';
    } catch (error) {
      if (error instanceof DocxDoctypeError) return 'doctype';
      if (error instanceof DocxArchiveError) return 'invalid';
      throw error;
    }
  },
  analyse: analyseDocument,
};
