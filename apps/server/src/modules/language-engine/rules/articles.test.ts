import { describe, expect, it } from 'vitest';
import { articleUseLints, indefiniteArticleLints, takesAn } from './articles.ts';
import { expectRule } from './rule-test-support.ts';

describe('articles', () => {
  it('chooses "a" or "an" by the sound of the next word, acronyms read letter by letter', () => {
    expect([takesAn('MRI'), takesAn('university'), takesAn('hour'), takesAn('European'), takesAn('NATO')]).toEqual([
      true,
      false,
      true,
      false,
      null,
    ]);
    expectRule(
      indefiniteArticleLints,
      [
        ['We used a MRI scanner.', ['a', 'replace', 'an']],
        ['The survey was sent to an university.', ['an', 'replace', 'a']],
        ['It took a hour to reach the site.', ['a', 'replace', 'an']],
        ['An European consortium funded it.', ['An', 'replace', 'A']],
        ['A hour after the injection, blood was taken.', ['A', 'replace', 'An']],
        ['A MRI scan was performed before surgery.', ['A', 'replace', 'An']],
        // Symbols read letter by letter: a capital and a consonant that open no word, lower-case letters before a capital.
        ['Participants with a HbA1c level above 7% were referred.', ['a', 'replace', 'an']],
        ['The film was grown on a MgO substrate.', ['a', 'replace', 'an']],
        ['Each sample gave a mRNA yield of 2 µg.', ['a', 'replace', 'an']],
        ['The speakers used an uvular fricative.', ['an', 'replace', 'a']],
        ['The fracture was seen on a X-ray of the wrist.', ['a', 'replace', 'an']],
        ['We ran a in-depth analysis of the samples.', ['a', 'replace', 'an']],
        ['The drug was tested in a in vitro assay.', ['a', 'replace', 'an']],
      ],
      [
        'Participants with an HbA1c level above 7% and a tRNA or a cDNA library.',
        'The speakers replaced the velar fricative with a uvular one, by a unanimous vote.',
        'Samples were collected in An Giang Province and A Luoi District.',
        'A SnO2 film, an SnO2 layer, a TiO2 coating, a ChatGPT prompt, a PhD student and a McDonald study.',
        'A urine sample, a ureteral stent, a Eulerian grid and an urban site.',
        'We used an MRI scanner and an SEM.',
        'An NADPH-regenerating system was added.',
        'A university in a European country gave a one-off grant.',
        'Vitamin A and type A samples were stored for an hour.',
        'A NATO report and a USB drive.',
        'An X-ray of the chest showed an S-shaped curve, a U-turn and an e-mail.',
        'Suppose that f(a) = f(b) for some a and b, and for all a or b in G.',
        'If a is even, then for every a in A there is a b, and a U.S. survey and an M.Sc. student agree.',
      ],
    );
  });

  it('puts "the" after "most of" before a plural noun and for "a" before "same" or a superlative, and drops "a" before a plural noun', () => {
    expectRule(
      articleUseLints,
      [
        ['Most of farmers in the region use old methods.', ['of farmers', 'replace', 'of the farmers']],
        ['The sensor detects even a small changes in pressure.', ['a', 'delete', '']],
        ['We discuss the limitations in the section 5.', ['the ', 'delete', '']],
        ['This is a same method as in the previous study.', ['a', 'replace', 'the']],
        ['Rice is a largest crop in the region.', ['a', 'replace', 'the']],
        ['The Figure 3 shows the grain sizes.', ['The ', 'delete', '']],
        ['The Section 4 discusses the limitations.', ['The ', 'delete', '']],
      ],
      [
        'Most of the farmers use old methods.',
        'The estate was one of a dozen farms, and a hundred wells were dug.',
        'Most of them agreed, and some of us did not.',
        'For the vast majority of operations, this is never a problem; a majority of farmers agreed.',
        'A few samples and a series of tests were lost.',
        'A means of transport and a large number of samples.',
        'A species list was compiled.',
        'A small changes table was kept, and a new equipments list.',
        'A small changes were seen.',
        'The model 2 was better, as the table shows; the first 3 steps and the step 2a.',
        'Table 1 lists the sites, and the experiment 2 weeks later confirmed it.',
        'This is the same method; a best practice is a modest one, and a highest-ranked team won.',
        'The distance is the length of a shortest path, and a largest clique has k vertices.',
      ],
    );
  });
});

describe('"the" before a numbered day, week or month', () => {
  it('deletes "the" in "on the day 21 after inoculation", not before a noun or with "year"', () => {
    expectRule(
      articleUseLints,
      [['The mice were sacrificed on the day 21 after inoculation.', ['the ', 'delete', '']]],
      [
        'Samples were collected at the day 21 time point.',
        'The law came into force in the year 2000.',
        'Blood was drawn on the day of surgery.',
        'The mice were sacrificed on day 21 after inoculation.',
        'We compared the day 1, day 7 and day 14 samples.',
        'The day 14 (D14) group was smaller.',
      ],
    );
  });
});

describe('"the" before a numbered article of a law', () => {
  it('deletes "the" in "under the Article 12 of" and leaves "the Article 12 procedure"', () => {
    expectRule(
      articleUseLints,
      [['He was convicted under the Article 12 of the Code.', ['the ', 'delete', '']]],
      ['The Article 12 procedure was used.', 'He was convicted under Article 12 of the Code.'],
    );
  });
});

describe('"a" as a variable before its verb', () => {
  it('leaves "a exceeds 1" alone and still flags "a excellent"', () => {
    expectRule(
      indefiniteArticleLints,
      [['This is a excellent result.', ['a', 'replace', 'an']]],
      ['Suppose that a exceeds 1.', 'If a equals b, the sum is even.'],
    );
  });
});
