import { runOnLanguageThread, unreadableOnCrash } from '../language-engine/index.ts';
import type { TChosenEdit, TDocumentEdit } from './edit-tasks.ts';
import type { TChosenChange } from './engine/chosen-changes.ts';
import type { TEditOptions } from './engine/edit-document.ts';

const EDIT_TASKS = new URL('./edit-tasks.ts', import.meta.url);

/**
 * A digital edit (tracked changes) on the language thread, beside the grammar check's checks in the same warm
 * process. A document that ends that process is unreadable; any other failure rejects, so the job is retried.
 */
export type TDocumentEditor = (fileName: string, content: Buffer, options: Omit<TEditOptions, 'date'>) => Promise<TDocumentEdit>;

export function createDocumentEditor(): TDocumentEditor {
  return (fileName, content, options) =>
    runOnLanguageThread<TDocumentEdit>(EDIT_TASKS, 'edit', [
      fileName,
      content,
      { style: options.style, lockedTerms: [...options.lockedTerms] },
    ])
      .then((edited) => (edited.ok ? { ...edited, content: Buffer.from(edited.content) } : edited))
      .catch(unreadableOnCrash);
}

/**
 * A manuscript with the suggestions a researcher accepted on the grammar report written in as tracked changes, on
 * the language thread (the upload is parsed there, never in the server's process).
 */
export function writeChosenEdit(fileName: string, content: Buffer, chosen: readonly TChosenChange[]): Promise<TChosenEdit> {
  return runOnLanguageThread<TChosenEdit>(EDIT_TASKS, 'writeChosen', [fileName, content, [...chosen]])
    .then((edited) => (edited.ok ? { ...edited, content: Buffer.from(edited.content) } : edited))
    .catch(unreadableOnCrash);
}
