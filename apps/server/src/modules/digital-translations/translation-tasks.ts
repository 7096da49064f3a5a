import { translateDocument } from './translate-document.ts';

/** Stops a translation at the point where it would call the engine: its segments are all that is wanted. */
class SegmentsFound extends Error {
  constructor(readonly segments: string[]) {
    super('segments found');
  }
}

/**
 * A translation's two passes over the uploaded document, run in the documents parse pool's process: reading
 * the .doc or .docx for the segments to send to the engine, then writing the engine's answers back into it.
 * The engine itself is called from the server (it is a network service or a program of its own).
 */
export const parseTasks = {
  async segments(fileName: string, content: Buffer): Promise<string[]> {
    try {
      await translateDocument(fileName, content, async (segments) => {
        throw new SegmentsFound(segments);
      });
    } catch (error) {
      if (error instanceof SegmentsFound) return error.segments;
      throw error;
    }
    return [];
  },
  assemble: (fileName: string, content: Buffer, translated: string[]) =>
    translateDocument(fileName, content, async () => translated),
};
