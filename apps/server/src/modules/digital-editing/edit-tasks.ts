import { warmLinter } from '../language-engine/index.ts';
import { type TChosenChange, writeChosenChanges } from './engine/chosen-changes.ts';
import { editDocument, type TEditOptions, UneditableDocumentError } from './engine/edit-document.ts';

/** A digital edit done on the language thread: the edited .docx, or why the document could not be edited. */
export type TDocumentEdit =
  | { ok: true; content: Uint8Array; changeCount: number; wordCount: number }
  | { ok: false; reason: 'unreadable' };

/** The manuscript with the changes a researcher chose on the grammar report, or why it could not be written. */
export type TChosenEdit = { ok: true; content: Uint8Array; written: number } | { ok: false; reason: 'unreadable' };

/**
 * Digital editing's work on uploaded manuscripts, run on the language thread (the grammar parse pool's process)
 * with the grammar check's warm harper: the same linter, no second one. Reading and writing the .docx happen
 * here too, so a manuscript that crashes a parser ends this process, never the server's.
 */
export const parseTasks = {
  async edit(fileName: string, content: Buffer, options: TEditOptions): Promise<TDocumentEdit> {
    try {
      const result = await editDocument(fileName, content, options, await warmLinter());
      return { ok: true, content: result.content, changeCount: result.changeCount, wordCount: result.wordCount };
    } catch (error) {
      if (error instanceof UneditableDocumentError) return { ok: false, reason: 'unreadable' };
      throw error;
    }
  },
  /** The suggestions a researcher accepted on the grammar report, written in as tracked changes (no linting). */
  async writeChosen(fileName: string, content: Buffer, chosen: TChosenChange[]): Promise<TChosenEdit> {
    try {
      const result = await writeChosenChanges(fileName, content, chosen);
      return { ok: true, content: result.content, written: result.written };
    } catch (error) {
      if (error instanceof UneditableDocumentError) return { ok: false, reason: 'unreadable' };
      throw error;
    }
  },
};
