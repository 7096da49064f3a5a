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
        'The patients recovered faster, on average, than those who received either drug alone.',
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

describe('round 16 (narrowed): their own', () => {
  it('corrects "there own" after a preposition or a verb with an object, and leaves "there" the adverb alone', () => {
    expectRule(
      confusableLints,
      [
        ['Most participants completed the survey in there own homes.', ['there', 'replace', 'their']],
        ['The farmers sold there own seed.', ['there', 'replace', 'their']],
        ['Students worked at there own pace.', ['there', 'replace', 'their']],
      ],
      [
        'Most participants completed the survey in their own homes.',
        'Farmers there own small plots.',
        'People over there own two cars on average.',
        'Is there own-source revenue?',
        'There, farmers own most land.',
        'Households there own few animals.',
        'Cooperatives there own the mills.',
        'Are there own-label products in the sample?',
        'Most people who live there own their homes.',
        'Residents living there own cars at higher rates.',
        'Families who settled there own most of the land.',
        'Many who work in there own nothing at all.',
        'Those who stayed there own property in the town.',
      ],
    );
  });
});

describe('round 16 (narrowed): except those', () => {
  it('corrects ", accept those" after a passive clause, and leaves the verb after a parenthesis alone', () => {
    expectRule(
      confusableLints,
      [
        ['All samples were analysed, accept those from site C.', ['accept', 'replace', 'except']],
        ['The wells were sampled every month, accept when they flooded.', ['accept', 'replace', 'except']],
        ['The plots were weeded weekly, accept during the rainy season.', ['accept', 'replace', 'except']],
      ],
      [
        'All samples were analysed, except those from site C.',
        'We cannot, however, accept those claims.',
        'The reviewers, who rejected the draft, accept these changes.',
        'Most farmers, when asked, accept those terms.',
        'Patients who were informed accept the risk.',
        'Some agreed, others accept those terms.',
        'If the data are reliable, accept these results.',
        'The committee may, in some cases, accept these requests.',
        'Patients, properly counselled, accept these risks.',
        'Editors, having reviewed the manuscript, accept those changes that improve clarity.',
        'Having reviewed the changes, accept those that you agree with.',
        'Most clinicians, trained in the new protocol, accept those limits.',
      ],
    );
  });
});

describe('round 16 (narrowed): a building site', () => {
  it('corrects "on a sight" with a word of place or a verb of building, and leaves "sight" modifying a noun alone', () => {
    expectRule(
      confusableLints,
      [
        ['The new hospital will be built on a sight near the river.', ['sight', 'replace', 'site']],
        ['The plant is located on a sight that floods.', ['sight', 'replace', 'site']],
        ['The school was constructed on a sight.', ['sight', 'replace', 'site']],
      ],
      [
        'The hospital will be built on a site near the river.',
        'At the sight of blood, some donors fainted.',
        'The hills came into sight near the coast.',
        'Birds were counted on sight near the nests.',
        'The loss of sight near the end of life is common.',
        'The building is a sight to behold.',
        'The view from the summit is a sight worth the climb.',
        'At first sight, the results seem clear.',
        'Signs erected on the sight line obstruct drivers.',
        'The camera was located on the sight axis of the telescope.',
        'The stop line is located at a sight distance of 50 m.',
        'Musicians were selected on the sight reading test.',
        'Trees planted near the road were located at the sight triangle.',
      ],
    );
  });
});

describe('round 16 (narrowed): where for were', () => {
  it('corrects ", were" before a clause with its own verb, and leaves questions and inverted conditions alone', () => {
    expectRule(
      confusableLints,
      [
        ['The results are shown in Figure 2, were the peaks are marked.', ['were', 'replace', 'where']],
        ['Samples came from the delta, were most farms grow rice.', ['were', 'replace', 'where']],
      ],
      [
        'The results are shown in Figure 2, where the peaks are marked.',
        'The samples from site A, were they stored correctly?',
        'In Table 3, were the values adjusted for age?',
        'The results, were the model correct, would be large.',
        'The two groups, were the treatment effective, would differ.',
        'Both groups were the same age.',
        'The farmers, were the prices to fall, would sell.',
        'In 2019, were the rates higher?',
        'Samples from the north, were the rainfall data complete, were used.',
        'At each site, were the samples kept frozen?',
        'For each patient, were the results sent to the GP?',
        'In Experiment 2, were the stimuli shown in random order?',
        'In both studies, were the participants told the purpose of the study?',
      ],
    );
  });
});

describe('round 16: than for that', () => {
  it('corrects that/than after a comparative with no verb after it, and leaves "that" the determiner alone', () => {
    expectRule(
      confusableLints,
      [
        ['The new material is more stable, but it is also more expensive that the old one.', ['that', 'replace', 'than']],
        ['Yields were higher that in 2019.', ['that', 'replace', 'than']],
      ],
      [
        'It is more likely that the old one fails.',
        'It is better that the samples are frozen.',
        'The new material is more expensive than the old one.',
        'Later that year, the plant closed.',
        'Earlier that day, rain fell.',
        'It is more important that the doses are correct.',
        'The data show a greater effect that persisted.',
        'It seems more probable that both mechanisms act.',
        'Such a result is rather that of a mixture.',
        'A lower limit, that of 5 mg, was set.',
        'The yield was higher than that of the control.',
        'Rainfall was higher that year than in 2019.',
        'Yields were lower that season because of drought.',
        'The results were more variable that year.',
        'The effect was larger that week than the next.',
      ],
    );
  });
});

describe('round 16 (narrowed): lie for lay', () => {
  it('corrects "asked to lay on the bed", "told to lay still", and leaves "lay" with an object alone', () => {
    expectRule(
      confusableLints,
      [
        ['The patient was asked to lay on the bed for ten minutes.', ['lay', 'replace', 'lie']],
        ['Participants were told to lay still during the scan.', ['lay', 'replace', 'lie']],
        ['The volunteers were asked to lay down.', ['lay', 'replace', 'lie']],
      ],
      [
        'The patient was asked to lie on the bed.',
        'Females prefer to lay on the underside of leaves.',
        'The workers were asked to lay down their tools.',
        'We were able to lay the cables in one day.',
        'The hens were allowed to lay in nest boxes.',
        'The crew was asked to lay pipes on the seabed.',
        'Farmers were told to lay mulch on the beds.',
        'They were instructed to lay out the plots.',
        'Patients lay on the bed for ten minutes.',
        'The hens continued to lay in the boxes.',
        'Members were asked to lay on a lunch.',
        'The committee was asked to lay down clear guidelines.',
        'Workers were told to lay down new cables.',
        'Builders were instructed to lay flat stones along the path.',
        'The minister was required to lay on the table all correspondence.',
      ],
    );
  });
});

describe('round 16 (narrowed): adopt for adapt', () => {
  it('corrects "adapted a new policy", and leaves an existing policy adapted alone', () => {
    expectRule(
      confusableLints,
      [
        ['In 2015 the government adapted a new policy on water pricing.', ['adapted', 'replace', 'adopted']],
        ['The board adapted a new regulation in 2019.', ['adapted', 'replace', 'adopted']],
      ],
      [
        'The government adopted a new policy on water pricing.',
        'The ministry adapted the policy to local conditions.',
        'We adapted the protocol from Smith et al.',
        'The policy was adapted for rural areas.',
        'Schools adapted their policies for remote teaching.',
        'Firms adapted to the new law.',
        'Teachers adapted the curriculum after the reform.',
        'Local offices adapted the regulation to regional needs.',
        'We adapted the policy in light of feedback.',
        'The agency adapted its regulations after the audit.',
        'The country adapted the constitution over time.',
        'The controller adapts its motion smoothly.',
        "Darwin's finches adapted their bill shape to new diets.",
        'Teachers adapted a policy from a neighbouring school.',
      ],
    );
  });
});

describe('round 16 (narrowed): complementary', () => {
  it('corrects "complimentary" before a noun of research that is never given free, and leaves gifts alone', () => {
    expectRule(
      confusableLints,
      [
        ['The two studies used complimentary approaches.', ['complimentary', 'replace', 'complementary']],
        ['Field and laboratory data play complimentary roles.', ['complimentary', 'replace', 'complementary']],
      ],
      [
        'The complementary analysis confirmed the results.',
        'Participants received complimentary tickets.',
        'Guests were offered complimentary drinks.',
        'The reviewers were complimentary about the design.',
        'A complimentary copy of the book was sent.',
        'Complimentary access to the database was provided.',
        'The hotel offered complimentary breakfast.',
        'Complimentary remarks were made about the design.',
        'Participants received complimentary tests and a voucher.',
        'We received complimentary data from the provider for the pilot.',
        'Visitors were offered complimentary information packs at the entrance.',
        'Guests enjoy complimentary evidence-based wellness sessions.',
        'The firm offers a complimentary analysis of your website.',
      ],
    );
  });
});

describe('round 16 dropped: economic and except', () => {
  it('leaves "more economic" and "not except" alone: too many correct uses share the frame', () => {
    expectRule(
      confusableLints,
      [],
      [
        'A more economical solution is to reuse the solvent.',
        'More economic growth is expected.',
        'The most economic solution would be a carbon tax, according to economists.',
        'The later paper takes a more economic approach, modelling prices and incentives.',
        'The software cannot accept files larger than 10 MB.',
        'All files except images were deleted.',
        'Parliament voted to except pensions from the tax.',
        'The policy does not except pre-existing conditions.',
      ],
    );
  });
});
