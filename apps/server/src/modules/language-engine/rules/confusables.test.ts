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
        'It is sensible to heat the samples before analysis.',
        'It would be sensible to light the chamber from above.',
        'Their advice was clear; the staff were discreet.',
        'It took less time and no less than three samples, more or less patients.',
      ],
    );
  });
});

describe('confusable words of one family, and one-word pairs in the context that proves the slip', () => {
  it('corrects the noun or verb of a family, too/to, quite, then, economic, affect, raise, lies, from and accept', () => {
    expectRule(
      confusableLints,
      [
        ['The sample size was to small.', ['to', 'replace', 'too']],
        ['We wanted too analyse the effect of pH.', ['too', 'replace', 'to']],
        ['The two groups were quiet similar at baseline.', ['quiet', 'replace', 'quite']],
        ['Than, the samples were centrifuged at 4 °C.', ['Than', 'replace', 'Then']],
        ['Beside, the model ignores seasonal effects.', ['Beside', 'replace', 'Besides']],
        ['Tourism drives economical growth in the region.', ['economical', 'replace', 'economic']],
        ['Salinity negatively effects the germination rate.', ['effects', 'replace', 'affects']],
        ['The affects of salinity were small.', ['affects', 'replace', 'effects']],
        ['Policies are needed to rise the awareness of farmers.', ['rise', 'replace', 'raise']],
        ['The main limitation lays in the small sample.', ['lays', 'replace', 'lies']],
        ['Growth was dependant on temperature.', ['dependant', 'replace', 'dependent']],
        ['Farmers are loosing their crops to drought.', ['loosing', 'replace', 'losing']],
        ['Data were collected form 20 hospitals.', ['form', 'replace', 'from']],
        ['We except the reviewer’s suggestion.', ['except', 'replace', 'accept']],
        ['The reviewers gave us a useful advise on the design.', ['advise', 'replace', 'advice']],
        ['We belief that the method is robust.', ['belief', 'replace', 'believe']],
        ['The choose of the solvent matters.', ['choose', 'replace', 'choice']],
        ['The patients may loss weight during treatment.', ['loss', 'replace', 'lose']],
        ['Few start-ups manage to success in this market.', ['success', 'replace', 'succeed']],
        ['This experiment aims to proof that the effect is real.', ['proof', 'replace', 'prove']],
      ],
      [
        'The aim was to complete the survey, and the sample was too small to analyse.',
        'The water rose to 5 m, which is close to safe.',
        'The ward was quiet and a quiet room was used; it was quite large.',
        'Yields were higher than in 2019, and then fell.',
        'The instrument was placed beside the reactor.',
        'An economical design was chosen, and economic growth slowed.',
        'The side effects of the drug were mild, and the effects that the dose had were small.',
        'To that effect the committee wrote to us.',
        'Interest rates rise when inflation rises.',
        'The problem lies in the small sample; the hen lays eggs.',
        'Patients that choose to participate give consent, and the key to success in this market is price.',
        'The loss of weight was due to loss of appetite, and proof that the drug works is lacking.',
        'We believe that the advice of the panel was useful.',
        'The data were transformed to form a normal distribution.',
        'All samples except the first were kept.',
      ],
    );
  });
});

describe('too before an adjective and "to be", loses, accepted, whether after a verb form, raise before rates', () => {
  it('corrects them in their sure contexts', () => {
    expectRule(
      confusableLints,
      [
        ['The crack was to small to be detected by the ultrasound probe.', ['to', 'replace', 'too']],
        ['The model looses accuracy when the sampling rate is reduced.', ['looses', 'replace', 'loses']],
        ['All invited clinicians except one excepted the invitation.', ['excepted', 'replace', 'accepted']],
        ['The study examines weather the congestion charge reduced traffic.', ['weather', 'replace', 'whether']],
        ['The central bank decided to rise interest rates in 2022.', ['rise', 'replace', 'raise']],
      ],
      [
        'The weather the following day was cold.',
        'The study examines weather data from 40 stations.',
        'We examined weather conditions at each site.',
        'Two patients were excepted from the rule.',
        'Interest rates rise when inflation is high.',
        'Prices began to rise in March.',
        'The sample was to be dried.',
        'The knot looses.',
      ],
    );
  });
});

describe('confusables of round 19', () => {
  it('corrects "it\'s market share", ", weather the", "been effected by", "dessert region", "been excepted", "of 2015 lead to"', () => {
    expectRule(
      confusableLints,
      [
        ["The firm raised prices, and it's market share fell.", ["it's", 'replace', 'its']],
        ['Scores were similar, weather the data were weighted or not.', ['weather', 'replace', 'whether']],
        ['The estimates may have been effected by recall bias.', ['effected', 'replace', 'affected']],
        ['The trial was carried out in a dessert region of Chile.', ['dessert', 'replace', 'desert']],
        ['All comments have been excepted and addressed.', ['excepted', 'replace', 'accepted']],
        ['The drought of 2015 lead to a fall in rice output.', ['lead', 'replace', 'led']],
      ],
      [
        "It's market forces that set the price.",
        'Changes effected by the new law were minor.',
        'Staff were excepted from the rule.',
        'Dessert wines were excluded from the survey.',
        'Farms had to weather the storm, or close.',
        'Weather stations recorded rain or snow.',
        'The ratio of blood lead to zinc was measured in 2015.',
      ],
    );
  });
});
