import { beforeAll, describe, expect, it } from 'vitest';
import type { TLint } from '../../language-engine/index.ts';
import { createLinter } from '../../language-engine/linter.ts';
import { applyCorrections, correctionsOf } from './corrections.ts';

let lint: (text: string) => Promise<TLint[]>;

beforeAll(async () => {
  lint = await createLinter();
}, 60_000);

/** A paragraph as a digital edit in American English leaves it, every tracked change accepted. */
async function edited(text: string): Promise<string> {
  const corrections = correctionsOf(text, await lint(text), {
    style: 'american',
    lockedTerms: [],
    frequency: new Map(),
    fixed: [],
  });
  return applyCorrections(text, corrections);
}

describe("a digital edit's corrections", () => {
  it('applies the suggestions for a left-out "the", "be", "is" or "There", a "the" too many and a comma splice', async () => {
    expect(await edited('In last decade, the yield rose by 5 %, it was the highest value.')).toBe(
      'In the last decade, the yield rose by 5 %; it was the highest value.',
    );
    expect(await edited('The results can useful for farmers in the China.')).toBe(
      'The results can be useful for farmers in China.',
    );
    expect(await edited('The aim of this study to test a new sensor.')).toBe('The aim of this study is to test a new sensor.');
    expect(await edited('Is no difference between the two groups.')).toBe('There is no difference between the two groups.');
    expect(await edited('The English is widely used in science.')).toBe('English is widely used in science.');
    expect(await edited('Aim of this study was to use such method where the yield depends the rain.')).toBe(
      'The aim of this study was to use such a method where the yield depends on the rain.',
    );
    expect(await edited('It is necessary use a lot people, because was cheap.')).toBe(
      'It is necessary to use a lot of people, because it was cheap.',
    );
  });

  it('inserts what a suggestion inserts after the flagged word, keeping the word', async () => {
    expect(await edited('Moreover before the test we went home.')).toBe('Moreover, before the test we went home.');
    expect(await edited('I want learn English because we need learn it.')).toBe(
      'I want to learn English because we need to learn it.',
    );
    expect(await edited('It can used for many things.')).toBe('It can be used for many things.');
  });

  it('spells a misspelt word as the word it misspells rather than splitting it into two', async () => {
    expect(await edited('The successfull student had a favorit book.')).toBe('The successful student had a favorite book.');
  });

  it('corrects subject–verb agreement, uncountable plurals and the verb after a modal', async () => {
    expect(await edited('Drying and rewetting cycles affects microbial activity, and the results shows a pulse.')).toBe(
      'Drying and rewetting cycles affect microbial activity, and the results show a pulse.',
    );
    expect(await edited('However, the effect were small in the clay soils.')).toBe(
      'However, the effect was small in the clay soils.',
    );
    expect(await edited('We had no informations, and the method can solves it.')).toBe(
      'We had no information, and the method can solve it.',
    );
  });

  it('applies the article, tense, word-order and comma-splice rules, and leaves an article it cannot choose to the author', async () => {
    expect(await edited('This is important result.')).toBe('This is an important result.');
    expect(await edited('We selected first sample for the analysis.')).toBe('We selected the first sample for the analysis.');
    expect(await edited('The water is essential for life, and exercise is important for the health.')).toBe(
      'Water is essential for life, and exercise is important for health.',
    );
    expect(await edited('We measured the samples and analyze them.')).toBe('We measured the samples and analyzed them.');
    expect(await edited('This method also can be used, but the box is not enough big.')).toBe(
      'This method can also be used, but the box is not big enough.',
    );
    expect(await edited("I don't know what is it.")).toBe("I don't know what it is.");
    expect(await edited('The samples were dried, the weight was recorded.')).toBe(
      'The samples were dried; the weight was recorded.',
    );
    // "a sample" or "the sample": the grammar check offers both, a digital edit leaves the choice to the author.
    expect(await edited('We measured sample at 20 °C.')).toBe('We measured sample at 20 °C.');
  });

  it('puts a verb in the tense its time or the outline asks for', async () => {
    expect(await edited('Last year we conduct a survey of 200 farms and analyze the data.')).toBe(
      'Last year we conducted a survey of 200 farms and analyzed the data.',
    );
    expect(await edited('In 2015, the authors will publish a report.')).toBe('In 2015, the authors published a report.');
    expect(await edited('Up to now, researchers did not consider the roots.')).toBe(
      'Up to now, researchers have not considered the roots.',
    );
    expect(await edited('In Section 3 we will describe the data, and in Section 4 we presented the model.')).toBe(
      'In Section 3 we will describe the data, and in Section 4 we present the model.',
    );
    expect(await edited('We will discussed the limitations later.')).toBe('We will discuss the limitations later.');
    for (const clean of ['Up to now, three methods have been proposed.', 'In 2019, the committee approved the plan.'])
      expect(await edited(clean)).toBe(clean);
  });

  it('leaves terms, names, units and plurals it does not know alone', async () => {
    for (const text of [
      'Samples were prepared by twin-jet electropolishing and stored for 48 h.',
      'The subsamples and the headspace were analysed after three incubations.',
      'The proportional hazards assumption was tested with Schoenfeld residuals.',
      'Electron backscatter diffraction showed a refined microstructural pattern.',
    ]) {
      expect(await edited(text)).toBe(text.replace('analysed', 'analyzed'));
    }
  });

  it('leaves place names as the author wrote them', async () => {
    const text = 'The samples came from Turkey and from Bangalore in India.';
    expect(await edited(text)).toBe(text);
  });

  it('deletes a word with one space beside it, and gives its capital to the next word when it opened a sentence', async () => {
    expect(await edited('The questionnaire was consisted of twenty questions.')).toBe(
      'The questionnaire consisted of twenty questions.',
    );
    expect(await edited('Although the method is simple, but it gives accurate results.')).toBe(
      'Although the method is simple, it gives accurate results.',
    );
    expect(await edited('We discussed about the results. The most of the samples were dry.')).toBe(
      'We discussed the results. Most of the samples were dry.',
    );
    expect(await edited('In nowadays, sensors are cheap, and the new one is more better.')).toBe(
      'Nowadays, sensors are cheap, and the new one is better.',
    );
  });

  it('collapses runs of spaces inside a paragraph to one', async () => {
    expect(await edited('The samples were dried.  They were then  weighed.')).toBe(
      'The samples were dried. They were then weighed.',
    );
  });
});
