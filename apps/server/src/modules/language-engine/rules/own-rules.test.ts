import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TLint } from '../lint.ts';
import { analyseSentences, mergeLints, OWN_RULE_MESSAGE_KEYS, ownLints } from './own-rules.ts';
import { createTagger } from './tagger.ts';

const tag = createTagger();
/** The spans of `text` that overrule harper (mergeLints), without the own rules' findings. */
const spansOf = (text: string) => ({ ...analyseSentences(tag(text)), own: [] });

/** The own rules' findings on a text: each flagged word and the suggestion's text. */
function findings(text: string): [string, string][] {
  return ownLints(tag(text)).map((lint) => [text.slice(lint.start, lint.end), lint.suggestions[0]?.text ?? '']);
}

describe('subject–verb agreement', () => {
  /** Each sentence with the one verb flagged and the form suggested. */
  const flagged: [string, string, string][] = [
    // The planted errors of a soil-science abstract.
    ['Drying and rewetting cycles affects the carbon balance of soils.', 'affects', 'affect'],
    ['The results shows that the first rewetting produced the largest pulse.', 'shows', 'show'],
    ['Pulses were smaller, and the effect were strongest in the clay soil.', 'were', 'was'],
    ['Carbon was lost from the soil, which suggest a physical mechanism.', 'suggest', 'suggests'],
    ['Our findings indicates that aggregates control the pulse.', 'indicates', 'indicate'],
    // After a prepositional phrase, a pronoun, "there", "each of" and a relative pronoun.
    ['The results of the experiment shows a clear trend.', 'shows', 'show'],
    ['Soil samples from each site was sieved.', 'was', 'were'],
    ['She go to the laboratory every morning.', 'go', 'goes'],
    ['There is many reasons for this difference.', 'is', 'are'],
    ['Each of the groups were given a different task.', 'were', 'was'],
    ['The samples that was collected were dried.', 'was', 'were'],
  ];

  it('flags the verb that does not agree with its subject and suggests the agreeing form', () => {
    for (const [text, verb, correction] of flagged) expect(findings(text), text).toEqual([[verb, correction]]);
  });

  it('leaves correct scientific prose alone', () => {
    for (const text of [
      'Carbon, nitrogen, and phosphorus were measured in every plot.',
      'Bee abundance and species richness were highest in the parks.',
      'A number of samples were lost during transport.',
      'The number of samples was small.',
      'If the effect were larger, it would have been detected.',
      'It is essential that each plot receive the same amount of water.',
      'We found higher yields in the plots, which suggests that the soil is fertile.',
      'The data show a clear trend, and the data is available on request.',
      'The team were divided on the interpretation.',
      'Electron backscatter diffraction revealed a refined grain structure.',
      'The concentrations of lead, which suggest a local source, were high.',
      'These results suggest that the disruption of aggregates controls the size of the rewetting pulse.',
      'Most of the samples were dried, and none of them was lost.',
      'The model fit the data well in both years.',
      'Remittances increase the enrolment of girls but have little effect on that of boys.',
      'Texas has many farms, and Williams shows why.',
    ]) {
      expect(findings(text), text).toEqual([]);
    }
  });
});

describe('uncountable nouns and verb forms', () => {
  it('flags uncountable nouns written as plurals, not the verbs spelt the same', () => {
    expect(findings('We need more informations, advices and equipments.')).toEqual([
      ['informations', 'information'],
      ['advices', 'advice'],
      ['equipments', 'equipment'],
    ]);
    expect(findings('The researches in this field has grown.')).toEqual([['researches', 'research']]);
    expect(findings('She researches soils, and the data are clear.')).toEqual([]);
  });

  it('flags a verb after a modal or "do" that is not in its base form', () => {
    expect(findings('The proposed algorithm can solves the problem.')).toEqual([['solves', 'solve']]);
    expect(findings('The authors did not mentioned the sample size.')).toEqual([['mentioned', 'mention']]);
    expect(findings('The model did well, and we can see why.')).toEqual([]);
    // After "so", "neither" or "as" the auxiliary comes before its subject.
    expect(findings('Prices rose, and so can wages.')).toEqual([]);
    expect(findings('Costs fell in 2019, as did rents.')).toEqual([]);
    expect(findings('It can works, and so can wages in most sectors.')).toEqual([['works', 'work']]);
  });
});

describe('one correction for a noun whose number its determiner contradicts', () => {
  it('puts the noun in the singular rather than the determiner in the plural', () => {
    expect(findings('This methods has been widely adopted.')).toEqual([['methods', 'method']]);
    expect(findings('We found a positive correlations between them.')).toEqual([['correlations', 'correlation']]);
  });

  it('drops harper\'s "affect" for the noun "effect"', () => {
    const text = 'The fertilizer effect was significant, and we report effect sizes.';
    const affect = (word: string, from: number): TLint => {
      const start = text.indexOf(word, from);
      return {
        kind: 'WordChoice',
        start,
        end: start + word.length,
        message: 'Use “affect”.',
        suggestions: [{ kind: 'replace', text: 'affect' }],
      };
    };
    const harper = [affect('effect', 0), affect('effect', 30)];
    expect(mergeLints(harper, spansOf(text))).toEqual([]);
    expect(mergeLints(harper, { own: [], nounEffects: [], prepositionalTo: [] })).toHaveLength(2);
  });

  it('drops harper\'s "to improve" for "to improved" where "to" is a preposition', () => {
    const toBase = (text: string, word: string): TLint => {
      const start = text.indexOf(`to ${word}`);
      return {
        kind: 'WordChoice',
        rule: 'InflectedVerbAfterTo',
        start,
        end: start + word.length + 3,
        message: 'The base form of the verb is needed here.',
        suggestions: [{ kind: 'replace', text: `to ${word.replace(/d$/, '')}` }],
      };
    };
    const kept = (text: string, word: string) => mergeLints([toBase(text, word)], spansOf(text)).length;
    expect(kept('Stunting was more common in households without access to improved sanitation.', 'improved')).toBe(0);
    expect(kept('This was due to reduced intake, which led to enhanced growth.', 'reduced')).toBe(0);
    expect(kept('The transition to improved cookstoves was slow.', 'improved')).toBe(0);
    expect(kept('The children were exposed to elevated temperatures.', 'elevated')).toBe(0);
    expect(kept('The aim was to improved health.', 'improved')).toBe(1);
    expect(kept('They decided to reduced costs.', 'reduced')).toBe(1);
    expect(kept('We need the ability to improved the yield.', 'improved')).toBe(1);
  });
});

describe("the own rules' messages", () => {
  it('are in all five catalogues', () => {
    const locales = path.join(import.meta.dirname, '../../../../../web/src/locales');
    for (const language of ['en', 'zh', 'ja', 'pt', 'es']) {
      const catalogue = JSON.parse(readFileSync(path.join(locales, language, 'grammar-check.json'), 'utf8')) as Record<
        string,
        string
      >;
      for (const key of OWN_RULE_MESSAGE_KEYS) expect(catalogue[`grammar-check-rule-${key}`], `${language} ${key}`).toBeTruthy();
    }
  });
});
