/**
 * The language-engine module's surface: what the grammar check and digital editing share of the English engine
 * (the lints, the manuscript's text, the warm harper process); they import nothing else of it.
 */
export {
  blocksOfHtml,
  checkedParagraphsOf,
  isProse,
  isReferencesHeading,
  normaliseParagraph,
  readCheckedParagraphs,
  type TBlockKind,
  type TCheckedParagraph,
  UnreadableDocumentError,
} from './document-text.ts';
export { categoryMessage, HARPER_MESSAGE_KEYS, withHarperMessage } from './harper-messages.ts';
export {
  GrammarThreadError,
  runOnLanguageThread,
  UNREADABLE,
  unreadableOnCrash,
  warmLinter,
} from './language-thread.ts';
export { isDialectVariant, isTermNotTypo, lintEach, type TLint, type TLintParagraph, wordFrequency } from './lint.ts';
export { plainMessage } from './rules/messages.ts';
export { typingSlips } from './rules/spelling-review.ts';
export { distinctSuggestions } from './rules/suggestions.ts';
