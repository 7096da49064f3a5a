import { describe, expect, it } from 'vitest';
import { participleOf, perfectParticipleLints, perfectWithPastTimeLints, sinceLints } from './perfect-tense.ts';
import { expectRule } from './rule-test-support.ts';

describe('the perfect and its participle', () => {
  it('spells the past participle of regular and irregular verbs', () => {
    expect(['begin', 'go', 'collect', 'take', 'be', 'stop', 'show'].map(participleOf)).toEqual([
      'begun',
      'gone',
      'collected',
      'taken',
      'been',
      'stopped',
      'shown',
    ]);
  });

  it('puts the participle after "have" and "be", and the simple past where a participle stands alone', () => {
    expectRule(
      perfectParticipleLints,
      [
        ['They have went to the field twice.', ['went', 'replace', 'gone']],
        ['We have saw this effect before.', ['saw', 'replace', 'seen']],
        ['The study has began in 2019.', ['began', 'replace', 'begun']],
        ['It has already fell below the threshold.', ['fell', 'replace', 'fallen']],
        ['The samples were took from the upper horizon.', ['took', 'replace', 'taken']],
        ['The trees had grew back within a year.', ['grew', 'replace', 'grown']],
        ['We received approval before the study begun.', ['begun', 'replace', 'began']],
        ['When the rains came, they done the sowing.', ['done', 'replace', 'did']],
      ],
      [
        'They have gone to the field twice, and the samples were taken from the upper horizon.',
        'The study began in 2019, after the work had begun.',
        'We have rose bushes in the garden.',
        'The study was begun in 2019 and went on for years.',
        'The method, once begun, cannot be stopped.',
        'Have they gone home?',
        'We found it broken, and the trees grown in pots were smaller.',
        'The prices have risen, and the sun rose at six.',
      ],
    );
  });
});

describe('the present perfect with a time', () => {
  it('puts a present perfect with a finished time into the simple past', () => {
    expectRule(
      perfectWithPastTimeLints,
      [
        ['In 2010, we have collected soil samples.', ['have', 'delete', '']],
        ['We have collected the samples in 2010.', ['have', 'delete', '']],
        ['Last year, the yield has been low.', ['has been', 'replace', 'was']],
        ['Last year the yields have been low.', ['have been', 'replace', 'were']],
        ['Two years ago, we have started the project.', ['have', 'delete', '']],
        ['In the 1990s, the method has been popular.', ['has been', 'replace', 'was']],
        ['In 2018, the team has undertaken a survey.', ['has undertaken', 'replace', 'undertook']],
        ['In March 2019, they have already chosen the sites.', ['have already chosen', 'replace', 'already chose']],
        ['The firm was founded in 1998 and has expanded to Chile in 2005.', ['has', 'delete', '']],
      ],
      [
        'The field has grown rapidly in the last decade.',
        'In 2005, the firm was founded and has expanded since.',
        'Over the last year, we have collected samples.',
        'Since 2010, we have collected samples every year.',
        'Studies published in 2010 have shown this.',
        'It has been shown in 2019 and 2020 trials.',
        'In 2010, the samples that we have collected were lost.',
        'In 2010 and 2011, we collected samples; since then we have analysed them.',
        'In recent years, the method has been widely used.',
        'The lake has been monitored since 2001.',
        'The method has become popular in the 2020s.',
      ],
    );
  });

  it('puts a clause with "since" and a point in time into the present perfect', () => {
    expectRule(
      sinceLints,
      [
        ['Since 2015, we collect samples every month.', ['collect', 'replace', 'have collected']],
        ['Since 2015, we collected samples every month.', ['collected', 'replace', 'have collected']],
        ['Since then, the laboratory is part of the network.', ['is', 'replace', 'has been']],
        ['Since January 2019, the samples were stored at 4 °C.', ['were', 'replace', 'have been']],
        ['The station is in use since 2010.', ['is', 'replace', 'has been']],
        ['The number of samples grows since 2015.', ['grows', 'replace', 'has grown']],
        ['They are working on the site since 2015.', ['are', 'replace', 'have been']],
        ['The team collects samples since 2016.', ['collects', 'replace', 'has collected']],
        ['Since the reform started in 2015, the bank lost half of its clients.', ['lost', 'replace', 'has lost']],
        ['Since the new law was introduced, housing prices increased sharply.', ['increased', 'replace', 'have increased']],
      ],
      [
        'Since 2015, we have collected samples every month.',
        'Since the samples were wet, we dried them.',
        'The data cover the period since 2015.',
        'We reviewed the history of the region since 1900.',
        'This has been the warmest year since 1990.',
        'They have been working here since 2015.',
        'Since 2015 was a dry year, the yield fell.',
        'We have measured the soil every year since 2010.',
        'Since 2015, yields could rise.',
        'The flood was the largest event since 1990.',
        'It was the first case since 2010.',
        'The review covers thirty trials published since 2000.',
        'Since the samples were contaminated in 2019, we discarded them.',
        'Since the reform started in 2015, the bank has lost half of its clients.',
        'Since the pump was installed upstream of the filter, it clogged quickly.',
      ],
    );
  });
});

describe('a present perfect compared with a finished time', () => {
  it('leaves a time the perfect is compared with alone', () => {
    expectRule(
      perfectWithPastTimeLints,
      [],
      ['Yields have increased compared with last year.', 'Prices have risen by 20% over last year.'],
    );
  });
});

describe('"since" + an event and a present perfect opened by a dated phrase', () => {
  it('puts a clause after "since its release in 2019" in the present perfect', () => {
    expectRule(
      sinceLints,
      [
        [
          'Since its release in 2019, the library is downloaded more than two million times, which makes it one of the most used toolkits.',
          ['is', 'replace', 'has been'],
        ],
        [
          'Since their introduction, the new varieties replaced the local ones in every province.',
          ['replaced', 'replace', 'have replaced'],
        ],
      ],
      [
        'Since its release in 2019, the library has been downloaded two million times.',
        'Since its release in 2019, it is the most downloaded library in the field.',
        'Since the release was delayed, we used the beta version.',
      ],
    );
  });

  it('puts a present perfect after "During … in 2018," in the simple past', () => {
    expectRule(
      perfectWithPastTimeLints,
      [
        ['During the field campaign in 2018, we have collected 300 samples.', ['have', 'delete', '']],
        ['In 2020, the rate has been 12% in the north.', ['has been', 'replace', 'was']],
      ],
      [
        'During the last decade, we have collected 300 samples.',
        'During the field campaign in 2018, we collected 300 samples.',
        'Since 2020, the rate has been 12% in the north.',
        'The method has been used since 2015.',
      ],
    );
  });

  it('dates a present perfect by a part of a past year or a span between past months or years', () => {
    expectRule(
      perfectWithPastTimeLints,
      [
        ['The team has dug three trenches in the summer of 2017.', ['has', 'delete', '']],
        ['The survey has been conducted between January and April 2020.', ['has been', 'replace', 'was']],
        ['Prices have fallen between 2015 and 2018.', ['have fallen', 'replace', 'fell']],
      ],
      [
        'The team dug three trenches in the summer of 2017.',
        'The team has dug three trenches since the summer of 2017.',
        'The survey has been repeated every year between January and April.',
        'The site has been studied in the context of 2020 elections.',
        'Prices have fallen between 2015 and now.',
      ],
    );
  });
});

describe('"since" with a decade or a century', () => {
  it('puts the clause of "since the 1980s" in the present perfect, past "most" before a noun', () => {
    expectRule(
      sinceLints,
      [
        ['Since the 1980s, linguists debated the origin of this shift.', ['debated', 'replace', 'have debated']],
        ['This phenomenon is known since the nineteenth century.', ['is', 'replace', 'has been']],
        ['Since 2015, prices rose steadily in most markets.', ['rose', 'replace', 'have risen']],
      ],
      [
        'Since the 1980s, linguists have debated the origin of this shift.',
        'Since 2010, this is the most severe drought on record.',
        'In the 1980s, linguists debated the origin of this shift.',
        'The families in the communities we visited had been living on the land since the nineteenth century.',
      ],
    );
  });
});

describe('"the number of" after "since", and two past years', () => {
  it('puts the verb of "the number of" in the present perfect, and a perfect dated by two years in the past', () => {
    expectRule(
      sinceLints,
      [['Since 2010, the number of dental implants increased steadily in Brazil.', ['increased', 'replace', 'has increased']]],
      [
        'Since 2010, the number of dental implants has increased steadily in Brazil.',
        'The number of implants increased in 2010.',
      ],
    );
    expectRule(
      perfectWithPastTimeLints,
      [['The participants have been interviewed three times in 2020 and 2021.', ['have been', 'replace', 'were']]],
      [
        'The participants were interviewed three times in 2020 and 2021.',
        'The participants have been interviewed three times since 2020.',
      ],
    );
  });

  it('takes a noun phrase after the year, its verb read as a noun, a weekday after "last" and a stage of a life', () => {
    expectRule(
      sinceLints,
      [
        ['Since 2015 the number of cases increases every year.', ['increases', 'replace', 'has increased']],
        ['Since 2010 the river floods the lower town every spring.', ['floods', 'replace', 'has flooded']],
        ['She lives in Porto since her childhood.', ['lives', 'replace', 'has lived']],
        ['We work together since last Monday.', ['work', 'replace', 'have worked']],
        ['Since 2010, the incidence of diabetes increases steadily in this region.', ['increases', 'replace', 'has increased']],
        ['Since 2010, the city changed a lot.', ['changed', 'replace', 'has changed']],
        ['The pump is broken since last Monday.', ['is', 'replace', 'has been']],
        ['He is ill since last Monday.', ['is', 'replace', 'has been']],
      ],
      [
        'Since 2015 the number of cases has increased every year.',
        'Since 2015 the river levels have risen steadily.',
        'Since 2012 the annual rainfall totals have declined.',
        'She has lived in Porto since her childhood.',
        'This is the first time since her childhood that she has seen snow.',
        'The weather has been cold since last Tuesday.',
        'It was the best harvest since last year.',
        'The rate is the highest since 2019.',
        'The result is uncertain since the sample was small.',
        'It was the first meeting since last week.',
        'Since her arrival, the team has grown quickly.',
      ],
    );
  });
});

describe('"since" before a subject with a place after "in"', () => {
  it('takes the noun before "in <place>" for the subject\'s head', () => {
    expectRule(
      sinceLints,
      [
        ['Since the 1990s, the number of nursing homes in Japan increased rapidly.', ['increased', 'replace', 'has increased']],
        ['Since 2000, the prices of rice in Japan rose sharply.', ['rose', 'replace', 'have risen']],
      ],
      [
        'Since the 1990s, the number of nursing homes in Japan has increased rapidly.',
        'Since the prices in Japan rose, demand fell.',
        'By 1998, the forest cover in Haiti had shrunk considerably since 1960.',
      ],
    );
  });
});
