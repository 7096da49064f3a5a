/** What a page needs to know of each read it starts with (a TanStack query result has both). */
type TRead = { isPending: boolean; isError: boolean };

/**
 * Whether a page is still waiting for one of the reads it opens with. A page that fills its parts one by one as
 * each read arrives moves what is already on screen (Lighthouse counts every such move as layout shift); a page
 * that waits for all of them, behind one spinner, shows everything at once. A read that failed counts as known:
 * its part shows its own error.
 */
export function isAwaitingFirstReads(...reads: readonly TRead[]): boolean {
  return reads.some((read) => read.isPending && !read.isError);
}
