import { describe, it } from 'vitest';
import { confusableLints } from './confusables.ts';
import { expectRule } from './rule-test-support.ts';

describe('confusions a frame tells', () => {
  it('flags quite/quiet, roll/role, advise/advice, loose/lose, sited/cited, cite and sight/site, than/then', () => {
    expectRule(
      confusableLints,
      [
        ['The ward was kept quite at night.', ['quite', 'replace', 'quiet']],
        ['The site remained quite throughout the survey.', ['quite', 'replace', 'quiet']],
        ['Soil fauna play a key roll in nutrient cycling.', ['roll', 'replace', 'role']],
        ['Banks played an important roll during the crisis.', ['roll', 'replace', 'role']],
        ['The council followed the consultant’s advise on drainage.', ['advise', 'replace', 'advice']],
        ['Farmers rarely ask for expert advise.', ['advise', 'replace', 'advice']],
        ['Patients who loose weight need support.', ['loose', 'replace', 'lose']],
        ['Older dogs often loose muscle mass.', ['loose', 'replace', 'lose']],
        ['The results were sited in several later studies.', ['sited', 'replace', 'cited']],
        ['This model has been sited by many authors.', ['sited', 'replace', 'cited']],
        ['The construction cite was near a fault.', ['cite', 'replace', 'site']],
        ['We made a sight visit before the permit was granted.', ['sight', 'replace', 'site']],
        ['The sensor is calibrated first, than the arm is moved.', ['than', 'replace', 'then']],
        ['All the beams, accept two, passed the load test.', ['accept', 'replace', 'except']],
        ['The tremor was felt weather the houses were old or new.', ['weather', 'replace', 'whether']],
        ['We asked weather or not the clinic was open.', ['weather', 'replace', 'whether']],
        ['The bank lent money to farmers who had lost there harvests.', ['there', 'replace', 'their']],
        ['Sea levels are expected to raise by half a metre.', ['raise', 'replace', 'rise']],
        ['Prices continued to raise sharply in 2022.', ['raise', 'replace', 'rise']],
      ],
      [
        'The results were quite different from last year.',
        'The effect was not quite as large as expected.',
        'The ward was quiet at night.',
        'The paper was rolled into a roll of tape.',
        'A roll of film was found in the box.',
        'We advise the reader to check the appendix.',
        'Doctors advise patients on diet.',
        'The bolts were loose after the test.',
        'The screws were not loose after vibration.',
        'The wells were sited in the study area.',
        'The wells were sited by the survey team on high ground.',
        'We cite the original study.',
        'The coast came into sight after an hour.',
        'The line of sight was blocked.',
        'The new alloy is stronger, on average, than the old one.',
        'Yields were higher in the north, than in the south.',
        'Authors should cite the site visit reports.',
        'The journal may, after review, accept two papers per issue.',
        'Small farms could not weather the drought or the floods.',
        'Weather data or satellite images were used.',
        'The village had to weather the storms or move inland.',
        'The family lived there years ago.',
        'The council is expected to raise taxes by 2%.',
        'Firms continued to raise funds from abroad.',
        'The samples collected there showed high lead levels.',
        'We found there were fewer plots than planned.',
      ],
    );
  });
});
