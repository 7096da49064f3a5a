import { beforeAll, describe, expect, it } from 'vitest';
import { assessParagraphs } from './assess-text.ts';
import { createDocumentChecker } from './check-document.ts';

let checker: Awaited<ReturnType<typeof createDocumentChecker>>;

beforeAll(async () => {
  checker = await createDocumentChecker();
}, 60_000);

const passagesOf = async (text: string) => (await assessParagraphs([{ text }], checker.lint)).passages;

describe("the grammar report's findings", () => {
  it('says what a suggestion does: a comma inserted after "Moreover", not put in its place', async () => {
    const [finding] = await passagesOf('Moreover before the test we went home.');
    expect(finding?.text).toBe('Moreover');
    expect(finding?.suggestions).toEqual([{ kind: 'insert', text: ',' }]);
  });

  it('shows messages as plain text, without Markdown', async () => {
    const passages = await passagesOf('I want learn English.');
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) expect(passage.message).not.toMatch(/[`*]/);
    expect(passages[0]?.message).toContain('“to”');
  });

  it('flags subject–verb agreement with a message in the catalogues', async () => {
    const [finding] = await passagesOf('The results shows that the effect is small.');
    expect(finding).toMatchObject({
      text: 'shows',
      category: 'grammarMechanics',
      messageKey: 'agreement-plural',
      messageValues: { subject: 'results', verb: 'shows', correction: 'show' },
      suggestions: [{ kind: 'replace', text: 'show' }],
    });
  });

  it('does not rename places', async () => {
    expect(await passagesOf('We travelled from Turkey to Bangalore and back.')).toEqual([]);
  });

  it('suggests the spelling of a misspelt word rather than two words that happen to make it up', async () => {
    const suggestions = async (text: string, word: string) =>
      (await passagesOf(text)).find((passage) => passage.text === word)?.suggestions.map((s) => s.text);
    expect(await suggestions('The successfull student read it.', 'successfull')).not.toContain('success full');
    expect((await suggestions('The successfull student read it.', 'successfull'))?.[0]).toBe('successful');
    expect(await suggestions('It is my favorit book.', 'favorit')).toEqual(['favorite']);
    expect(await suggestions('We have no informations about it.', 'informations')).toEqual(['information']);
  });

  it('still splits two words written as one', async () => {
    const [finding] = await passagesOf('We did not know eachother before the course.');
    expect(finding?.suggestions.map((s) => s.text)).toContain('each other');
  });
});
