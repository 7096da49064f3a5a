import { readPackage, writePackage } from '../../../platform/documents/docx-package.ts';
import type { TDecision } from './apply-decisions.ts';
import type { TReviewDocument } from './review-model.ts';
import { changeIdsOf, decidedParts, reviewOf } from './review-package.ts';

/** The version "Download my version" writes: the researcher's decisions, or every change accepted (a clean copy). */
export type TReviewVersion = 'mine' | 'clean';

const filesOf = async (content: Buffer) => (await readPackage(content)).filter((entry) => !entry.isDirectory);

/**
 * The review's readers and writer of delivered .docx files, run in the documents parse pool's processes,
 * never in the server's: a crafted file that makes the XML parser loop or exhaust memory ends that process only.
 */
export const parseTasks = {
  /** The delivered file as the review shows it: blocks, changes and comments. */
  async readReview(content: Buffer): Promise<TReviewDocument> {
    return reviewOf(await filesOf(content));
  },
  /** How many changes the review lists for the file: what a digital edit's details page counts (docs/decisions.md). */
  async countChanges(content: Buffer): Promise<number> {
    return changeIdsOf(await filesOf(content)).length;
  },
  /**
   * The package with the decisions applied: "mine" applies the researcher's decisions and leaves undecided
   * changes tracked; "clean" accepts every change. Every entry but the rewritten parts is copied as delivered.
   */
  async writeVersion(content: Buffer, version: TReviewVersion, decisions: readonly [string, TDecision][]): Promise<Buffer> {
    const entries = await readPackage(content);
    const files = entries.filter((entry) => !entry.isDirectory);
    const decided = version === 'clean' ? new Map(changeIdsOf(files).map((id) => [id, 'accept' as const])) : new Map(decisions);
    return writePackage(entries, decidedParts(files, decided));
  },
};
