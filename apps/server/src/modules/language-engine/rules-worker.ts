import { analyseSentences, type TOwnAnalysis } from './rules/own-rules.ts';
import { createTagger } from './rules/tagger.ts';

/** The tagger of the rules' thread, set up at its first paragraph (it loads wink-nlp's model). */
let tag: ReturnType<typeof createTagger> | null = null;

/** What the own rules find in each of `texts` (a paragraph each): runs in the rules' thread (rules-thread.ts). */
export function analyseParagraphs(texts: readonly string[]): TOwnAnalysis[] {
  tag ??= createTagger();
  const tagger = tag;
  return texts.map((text) => analyseSentences(tagger(text)));
}
