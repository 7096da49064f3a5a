import { describe, expect, it } from 'vitest';
import { GrammarThreadError, UNREADABLE, unreadableOnCrash } from './language-thread.ts';
import { analyseSentences } from './rules/own-rules.ts';
import { createTagger } from './rules/tagger.ts';
import { createRulesThread, RulesThreadOutOfMemory } from './rules-thread.ts';

const PARAGRAPHS = [
  'The results shows that the treatment were effective. More studies needed.',
  'Since the dam built, the river has change its course, and the farmers not use the old canals.',
  'Access to improved sanitation reduced the fertilizer effect on stunting.',
  'A correct sentence stays without findings.',
];

describe("the rules' thread", () => {
  it('answers what the own rules find in each paragraph, as they do on this thread', async () => {
    const analyse = createRulesThread();
    const tag = createTagger();
    const onThread = await analyse(PARAGRAPHS);
    expect(onThread).toEqual(PARAGRAPHS.map((text) => analyseSentences(tag(text))));
    expect(onThread[0]?.own.map((lint) => lint.messageKey)).toContain('agreement-plural');
    expect(onThread[2]?.prepositionalTo).toHaveLength(1);
    expect(onThread[3]?.own).toEqual([]);
  });

  it('answers requests made together each to its caller', async () => {
    const analyse = createRulesThread();
    const answers = await Promise.all(PARAGRAPHS.map((text) => analyse([text])));
    expect(answers.map((answer) => answer.length)).toEqual([1, 1, 1, 1]);
    expect(answers[0]?.[0]?.own.length).toBeGreaterThan(0);
    expect(answers[3]?.[0]?.own).toEqual([]);
  });

  it('rejects a request the rules fail on, and answers the next', async () => {
    const analyse = createRulesThread();
    await expect(analyse([null as unknown as string])).rejects.toThrow(/the own rules failed/);
    const [analysis] = await analyse([PARAGRAPHS[0] as string]);
    expect(analysis?.own.length).toBeGreaterThan(0);
  });

  it('rejects with RulesThreadOutOfMemory when the thread runs out of memory, which refuses the document', async () => {
    // A heap too small for the tagger's model: the thread ends at its first paragraph.
    const analyse = createRulesThread({ maxHeapMb: 4 });
    await expect(analyse([PARAGRAPHS[0] as string])).rejects.toBeInstanceOf(RulesThreadOutOfMemory);
    expect(unreadableOnCrash(new GrammarThreadError('RulesThreadOutOfMemory'))).toEqual(UNREADABLE);
    expect(() => unreadableOnCrash(new GrammarThreadError('TypeError'))).toThrow(GrammarThreadError);
  });
});
