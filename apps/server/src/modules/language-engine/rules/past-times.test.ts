import { describe, it } from 'vitest';
import { perfectWithPastTimeLints } from './perfect-tense.ts';
import { expectRule } from './rule-test-support.ts';
import { pastTimeVerbLints } from './time-tense.ts';

describe('more finished times: "last October", "on 12 May 2008", "in the early 1990s", "in the nineteenth century" (g15)', () => {
  it('puts a present perfect with them, with "at that time" or before an infinitive of purpose, in the simple past', () => {
    expectRule(
      perfectWithPastTimeLints,
      [
        ['Our group has developed the first prototype in the early 1990s.', ['has', 'delete', '']],
        ['Most of the old town has been destroyed on 12 May 2008.', ['has been', 'replace', 'was']],
        ['The results have been presented at the annual meeting last October.', ['have been', 'replace', 'were']],
        ['We have visited the excavation site yesterday to collect more fragments.', ['have', 'delete', '']],
        ['Zhang et al. have proposed this method in 2015.', ['have', 'delete', '']],
        ['Ours has broken at that time.', ['has broken', 'replace', 'broke']],
        ['The bridge has collapsed in the nineteenth century.', ['has', 'delete', '']],
      ],
      [
        'The method has been refined since the early 1990s.',
        'Our group has developed prototypes over the last three decades.',
        'Zhang et al. have proposed a similar method.',
        'The town has been rebuilt since 12 May 2008.',
        'We have returned to the site to collect more fragments.',
        'The results have been presented at the annual meeting every October.',
        'Rates have risen sharply in the early 2020s.',
        'Zhang et al. proposed this method in 2015.',
        'The data have been collected at that time of day for years.',
        'Our instrument has broken twice since that time.',
        'The theory has been debated since the nineteenth century.',
        'Interest in the method has grown in the twenty-first century.',
        'We have reconstructed the flood on 12 May 2008 from diaries and photographs.',
        'We have examined the earthquake on May 12, 2008 in detail.',
        'Zhang et al. have shown that the error was larger in 2015.',
        'The sensor has often failed at that time of year.',
      ],
    );
  });

  it('puts a present after an opening "In the nineteenth century" in the past', () => {
    expectRule(
      pastTimeVerbLints,
      [
        ['In the nineteenth century, most physicians believe in the miasma theory.', ['believe', 'replace', 'believed']],
        ['In the early 1990s, the city builds a new dam on the river.', ['builds', 'replace', 'built']],
        ['Last October, the committee approves the revised protocol.', ['approves', 'replace', 'approved']],
      ],
      [
        'In the nineteenth century, most physicians believed in the miasma theory.',
        'In the twenty-first century, most physicians accept the germ theory.',
        'In the 2020s, the factory releases less waste.',
        'In the early 2020s, remote work becomes common.',
        'Last October, the committee approved the revised protocol.',
        'In the 19th century section, the museum shows old tools.',
        'In the next century, sea levels will rise further.',
        'In the late nineteenth-century novel, the hero returns home.',
        'We reconstruct the flood on 12 May 2008.',
        'We examine the earthquake on May 12, 2008.',
        'We compare the two tornadoes on 20 May 2013.',
        'In the 19th century, Darwin argues, species change slowly.',
        'In the eighteenth century, historians agree, trade grew fast.',
        'In the early 1990s, housing starts sharply dropped.',
        'In the early 1990s data, the effect is small.',
        'Last Monday’s meeting is summarised below.',
      ],
    );
  });

  it('takes "During the 2020 field campaign," as a finished time, but not before a standing practice', () => {
    expectRule(
      pastTimeVerbLints,
      [
        ['During the 2020 field campaign, water samples are collected every two weeks.', ['are', 'replace', 'were']],
        ['During the 2018 dry season, we measure soil moisture at six sites.', ['measure', 'replace', 'measured']],
      ],
      [
        'During the 2020 field campaign, water samples were collected every two weeks.',
        'During the 2020 election campaign, candidates typically spend heavily on advertising.',
        'During the 2018 harvest, grain moisture is measured daily, as in every year.',
        'During the 2015 sampling period, each site is visited twice, as described in the protocol.',
        'During the 2021 survey period, participants usually answer within a week.',
        'During the 2022 season, the club normally plays its home games on Saturdays.',
        'During the 2030 census, every household will receive a form.',
        'During the 2012 drought, maize yields fell by a third.',
      ],
    );
  });
});
