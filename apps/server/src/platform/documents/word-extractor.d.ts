/** The part of word-extractor (a pure-JS reader of legacy Word .doc files) the portal uses. */
declare module 'word-extractor' {
  type TExtractedDocument = { getBody: () => string; getFootnotes: () => string };
  export default class WordExtractor {
    extract(source: Buffer | string): Promise<TExtractedDocument>;
  }
}
