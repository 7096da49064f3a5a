import { describe, it } from 'vitest';
import { confusablePairLints } from './confusable-pairs.ts';
import { expectRule } from './rule-test-support.ts';

describe('look-alike words in frames where the written one cannot stand', () => {
  it("puts the right word for through, it's, whose, especially, proceed, imminent and illicit", () => {
    expectRule(
      confusablePairLints,
      [
        ['The data were sent thorough a secure connection.', ['thorough', 'replace', 'through']],
        ['Given the small sample, its clear that we cannot generalise.', ['its', 'replace', "it's"]],
        ["We met a farmer who's land had been flooded twice.", ["who's", 'replace', 'whose']],
        ['The course is specially useful for new staff.', ['specially', 'replace', 'especially']],
        ['Visitors may then precede to the second floor.', ['precede', 'replace', 'proceed']],
        ['Residents were told that a storm was eminent.', ['eminent', 'replace', 'imminent']],
        ['The trade in elicit drugs has grown.', ['elicit', 'replace', 'illicit']],
      ],
      [
        'The team carried out a thorough analysis of the data.',
        'The city is known for its clear water and its mild climate.',
        "We met the farmer who's been growing rice for forty years.",
        'The rooms were specially designed for children.',
        'A short briefing will precede the visit.',
        'She is an eminent physicist.',
        'The interviews were designed to elicit honest answers.',
      ],
    );
  });

  it('puts the right word for infer, counsel, alternatively, rise, lose and stationery', () => {
    expectRule(
      confusablePairLints,
      [
        ['From these results, we can imply that the drug is safe.', ['imply', 'replace', 'infer']],
        ['Many refugees cannot afford legal council.', ['council', 'replace', 'counsel']],
        ['Alternately, the samples can be frozen.', ['Alternately', 'replace', 'Alternatively']],
        ['Food prices continued to raise throughout the year.', ['raise', 'replace', 'rise']],
        ['Many patients loose weight during chemotherapy.', ['loose', 'replace', 'lose']],
        ['The office spends a lot on stationary such as paper and pens.', ['stationary', 'replace', 'stationery']],
      ],
      [
        'These results imply that the drug is safe.',
        'The city council approved the plan.',
        'The two lamps flashed alternately.',
        'The government plans to raise taxes next year.',
        'The soil was loose and dry.',
        'The vehicle remained stationary for ten minutes.',
      ],
    );
  });

  it('puts the right word for ensure, formerly, cite, prescribe, lie and discreet', () => {
    expectRule(
      confusablePairLints,
      [
        ['The new protocol assures that every sample can be traced.', ['assures', 'replace', 'ensures']],
        ['The museum, formally a textile factory, opened in 2001.', ['formally', 'replace', 'formerly']],
        ['Students must site at least ten recent sources.', ['site', 'replace', 'cite']],
        ['The doctor proscribed antibiotics for ten days.', ['proscribed', 'replace', 'prescribed']],
        ['After surgery, the patient must lay on his back.', ['lay', 'replace', 'lie']],
        ['Staff were asked to be discrete when handling patient records.', ['discrete', 'replace', 'discreet']],
      ],
      [
        'We assured the participants that their answers were anonymous.',
        'The agreement was formally signed in May.',
        'The company plans to site the new plant near the port.',
        'The law proscribes the sale of alcohol to minors.',
        'The hens lay on average five eggs a week.',
        'The variable can only be discrete or continuous.',
      ],
    );
  });
});
