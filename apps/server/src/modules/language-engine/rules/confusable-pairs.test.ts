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
        ['Residents were warned of an eminent danger of flooding.', ['eminent', 'replace', 'imminent']],
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
        'Teachers learn to question and elicit ideas.',
        'The audit seemed thorough this time.',
        'The model is popular for its easy to use interface.',
        "Anyone who's paid can collect a ticket.",
        'The bus has specially low floors for wheelchair users.',
        'Economic decline preceded to a large extent the political crisis.',
        'Of all the war artists, Nash was eminent.',
      ],
    );
  });

  it('puts the right word for counsel, rise, lose and stationery', () => {
    expectRule(
      confusablePairLints,
      [
        ['Many refugees cannot afford legal council.', ['council', 'replace', 'counsel']],
        ['Food prices continued to raise throughout the year.', ['raise', 'replace', 'rise']],
        ['Many patients loose weight during chemotherapy.', ['loose', 'replace', 'lose']],
        ['The office spends a lot on stationary such as paper and pens.', ['stationary', 'replace', 'stationery']],
      ],
      [
        'The city council approved the plan.',
        'The government plans to raise taxes next year.',
        'The soil was loose and dry.',
        'The vehicle remained stationary for ten minutes.',
        'The sensor detects when the vehicle goes from moving to stationary.',
        'A legal council advises the governor.',
        'The archers loose their arrows on command.',
        'The revenue we expect to raise by the end of the year will cover costs.',
      ],
    );
  });

  it('puts the right word for ensure, formerly, cite and lie', () => {
    expectRule(
      confusablePairLints,
      [
        ['The new protocol assures that every sample can be traced.', ['assures', 'replace', 'ensures']],
        ['The museum, formally a textile factory, now houses the archive.', ['formally', 'replace', 'formerly']],
        ['Students must site at least ten recent sources.', ['site', 'replace', 'cite']],
        ['After surgery, the patient must lay on his back.', ['lay', 'replace', 'lie']],
      ],
      [
        'We assured the participants that their answers were anonymous.',
        'The agreement was formally signed in May.',
        'Kosovo, formally a province of Serbia until 2008, declared independence.',
        'They will site the gas works well away from homes.',
        'Hens prefer to lay in their bed of straw.',
        'The company plans to site the new plant near the port.',
        'The hens lay on average five eggs a week.',
      ],
    );
  });
});
