import { describe, it } from 'vitest';
import { confusableLints } from './confusables.ts';
import { expectRule } from './rule-test-support.ts';

describe('confusable words', () => {
  it('corrects affect/effect, than/then, its/it’s, lose/loose, principal/principle and which/who in sure contexts', () => {
    expectRule(
      confusableLints,
      [
        ['The regulation had a strong affect on small farms.', ['affect', 'replace', 'effect']],
        ['The drought did not effect the yield.', ['effect', 'replace', 'affect']],
        ['The yield was higher then in 2019.', ['then', 'replace', 'than']],
        ["Each enzyme has it's own optimal temperature.", ["it's", 'replace', 'its']],
        ['The plants may loose their leaves.', ['loose', 'replace', 'lose']],
        ['The principle aim was to map the wetlands.', ['principle', 'replace', 'principal']],
        ['The patients which received the drug recovered.', ['which', 'replace', 'who']],
      ],
      [
        'The effect of the drug was strong and did not affect the liver.',
        'The samples were dried and then weighed.',
        "It's clear that its activity falls.",
        'The soil was loose and dry.',
        'The principle of the method is simple, and the principal aim is clear.',
        'The samples which received the drug were kept.',
        'These measures may effect change in policy.',
      ],
    );
  });
});

describe('more confusable pairs, each in its sure context', () => {
  it('corrects whether, complementary, led, sensitive, there, advise, discrete and fewer', () => {
    expectRule(
      confusableLints,
      [
        ['The nurses were asked weather they washed their hands.', ['weather', 'replace', 'whether']],
        ['It is unclear weather or not the dose matters.', ['weather', 'replace', 'whether']],
        ['The two assays are complimentary to each other.', ['complimentary', 'replace', 'complementary']],
        ['The new policy has lead to lower emissions.', ['lead', 'replace', 'led']],
        ['The probe is highly sensible to temperature.', ['sensible', 'replace', 'sensitive']],
        ['Their are two reasons for this result.', ['Their', 'replace', 'There']],
        ['We advice the authors to revise the text.', ['advice', 'replace', 'advise']],
        ['The signal was sampled at discreet time points.', ['discreet', 'replace', 'discrete']],
        ['Less patients were enrolled in 2021.', ['Less', 'replace', 'Fewer']],
      ],
      [
        'The weather was dry, and complimentary copies were sent.',
        'Exposure to lead was measured, and the study was led by a nurse.',
        'It is sensible to assume that their results are right.',
        'Their advice was clear; the staff were discreet.',
        'It took less time and no less than three samples, more or less patients.',
      ],
    );
  });
});
