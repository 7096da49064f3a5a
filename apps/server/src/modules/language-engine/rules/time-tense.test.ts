import { describe, expect, it } from 'vitest';
import { modalPastLints, outlineTenseLints, pastClauseLints } from './outline-tense.ts';
import { ownLints } from './own-rules.ts';
import { expectRule } from './rule-test-support.ts';
import { createTagger } from './tagger.ts';
import { pastTimeVerbLints } from './time-tense.ts';
import { upToNowLints } from './up-to-now-tense.ts';

describe('a present or future verb with a finished time in the past', () => {
  it('puts the verb in the simple past, whether the time opens the sentence or ends its clause', () => {
    expectRule(
      pastTimeVerbLints,
      [
        ['Last year we conduct a survey of 200 farms.', ['conduct', 'replace', 'conducted']],
        ['In 2019, the committee approves the plan.', ['approves', 'replace', 'approved']],
        ['Two years ago the company decides to close the plant.', ['decides', 'replace', 'decided']],
        ['In 2015, the authors will publish a report on the topic.', ['will publish', 'replace', 'published']],
        ['In 2010, there is a major flood in the region.', ['is', 'replace', 'was']],
        ['A decade ago, this region has no roads.', ['has', 'replace', 'had']],
        ['In the 1990s, the method is popular in Europe.', ['is', 'replace', 'was']],
        ['In 2016, she moves to Canada to study chemistry.', ['moves', 'replace', 'moved']],
        ['In the previous decade, the bank opens ten new branches.', ['opens', 'replace', 'opened']],
        ['In the summer of 2018, the team digs two trenches.', ['digs', 'replace', 'dug']],
        ['They start the experiment two months ago.', ['start', 'replace', 'started']],
        ['The survey is conducted in 2019.', ['is', 'replace', 'was']],
        ['The samples are collected last year.', ['are', 'replace', 'were']],
        ['In the past, farmers burn the straw after harvest.', ['burn', 'replace', 'burned']],
      ],
      [
        'In 2030, emissions will reach their peak.',
        'In 2019, the committee approved the plan.',
        'In 2019 data, the rate is higher than in 2010.',
        'In 2010, the rate was 5 %, and today it is 12 %.',
        'Table 2 shows the yields in 2010.',
        'We compare the yields in 2010.',
        'We observe it in 2010.',
        'Figure 3 presents the rainfall last year.',
        'The data we use come from a survey conducted in 2010.',
        'In 2010 and 2011, the samples were collected monthly.',
        'The last year of the study is shown in Figure 4.',
        'In 2014, when the law changes, prices rise.',
        'Last year\u2019s survey found no effect.',
        'The study, which began in 2015, ends next year.',
        'We plan to survey the lake in 2010.',
        'In the 2020s, the method is popular.',
        'In the past, it has been assumed that the effect is small.',
        'In the previous decade data, the rate is higher.',
        'As in the previous section, we use a mixed model.',
      ],
    );
  });

  it('also puts a verb that "and" joins to the flagged one in the past', () => {
    const tag = createTagger();
    const [tokens] = tag('In 2018 we collect samples from 40 wells and analyze them.');
    expect(pastTimeVerbLints(tokens ?? []).map((lint) => lint.suggestions[0]?.text)).toEqual(['collected', 'analyzed']);
  });
});

describe('a time that reaches up to now', () => {
  it('takes the present perfect', () => {
    expectRule(
      upToNowLints,
      [
        ['Until now, no study investigated the effect of salinity.', ['investigated', 'replace', 'has investigated']],
        ['So far, few studies examine this question.', ['examine', 'replace', 'have examined']],
        ['So far, we recruit 85 of the 120 planned participants.', ['recruit', 'replace', 'have recruited']],
        ['To date, no research addressed the role of fungi.', ['addressed', 'replace', 'has addressed']],
        ['Up to now, only two studies reported such values.', ['reported', 'replace', 'have reported']],
        ['So far, there were no reports of this disease in Brazil.', ['were', 'replace', 'have been']],
        ['Up to now, researchers did not consider the roots.', ['did not consider', 'replace', 'have not considered']],
        ['No study investigated this effect so far.', ['investigated', 'replace', 'has investigated']],
        ['In recent years, many researchers pay attention to soil carbon.', ['pay', 'replace', 'have paid']],
        ['Recently, several studies focus on the role of microbes.', ['focus', 'replace', 'have focused']],
        ['In the past decade, the use of drones grows quickly.', ['grows', 'replace', 'has grown']],
      ],
      [
        'So far, the results are promising.',
        'So far, the model performs well.',
        'So far, we know little about it.',
        'So far, we show that the method works.',
        'So far, the evidence suggests a small effect.',
        'To date, little is known about this process.',
        'To date, no treatment exists for this disease.',
        'Until now, it was thought that the enzyme is inactive.',
        'This was unknown until now.',
        'This is the largest trial to date.',
        'It was the first survey of its kind to date.',
        'So far, we have collected 300 samples.',
        'Up to now, three methods have been proposed.',
        'In recent years, the method is widely used.',
        'Recently, Smith showed that the effect is reversible.',
        'In the past few years, the data show a steady increase.',
        'Recently, there is growing interest in soil carbon.',
      ],
    );
  });
});

describe('a main clause after a clause of time in the past', () => {
  it('stays in the past', () => {
    expectRule(
      pastClauseLints,
      [
        ['After we collected the samples, we analyze them in the laboratory.', ['analyze', 'replace', 'analyzed']],
        ['Once the samples were dried, they are weighed on a balance.', ['are', 'replace', 'were']],
        ['Before the survey started, we train the interviewers.', ['train', 'replace', 'trained']],
        ['Once the pump had stopped, the operator opens the valve.', ['opens', 'replace', 'opened']],
      ],
      [
        'After we collected the samples, we analyzed them in the laboratory.',
        'When we compared the models, the results show a clear difference.',
        'When the study began, the method is now standard.',
        'When it rains, the roads flood.',
        'When the war ended, the city still depends on aid.',
        'After the samples were collected, it is important to store them cold.',
        'When a character was typed that causes a change, mappings are applied.',
      ],
    );
  });
});

describe('an outline of the paper', () => {
  it('says what comes next in the present', () => {
    expectRule(
      outlineTenseLints,
      [
        ['In the next section we described the model.', ['described', 'replace', 'describe']],
        ['In the following section, we discussed the results.', ['discussed', 'replace', 'discuss']],
        ['The following chapter discussed the limits.', ['discussed', 'replace', 'discusses']],
        ['In Section 3 we will describe the data, and in Section 4 we presented the model.', ['presented', 'replace', 'present']],
        [
          'Section 2 reviews the literature, Section 3 described the data, and Section 4 concludes.',
          ['described', 'replace', 'describes'],
        ],
      ],
      [
        'In the next section we describe the model.',
        'In Section 2 we presented the model, and in Section 3 we apply it.',
        'As described in the previous section, we collected the data in 2019.',
        'In the next part of the study, we measured the roots.',
        'The following chapters present the results.',
      ],
    );
  });
});

describe('a simple past after a modal', () => {
  it('takes the base form, and leaves a passive missing "be" to its own rule', () => {
    expectRule(
      modalPastLints,
      [
        ['We will discussed the limitations later.', ['discussed', 'replace', 'discuss']],
        ['We can obtained the same result with less data.', ['obtained', 'replace', 'obtain']],
        ['The farmers could sold their crops at a higher price.', ['sold', 'replace', 'sell']],
      ],
      [
        'The samples will analyzed by a second laboratory.',
        'Patients will given a placebo.',
        'Should hyphenated arguments be expanded?',
        'We will discuss the limitations later.',
        'The model could have predicted the outcome.',
      ],
    );
  });

  it('is one finding among the own rules, each suggestion a replacement', () => {
    const tag = createTagger();
    const text = 'Last year we conduct a survey. So far, no study examined this. In the next section we described it.';
    const lints = ownLints(tag(text)).filter((lint) => lint.messageKey?.startsWith('tense-'));
    expect(lints.map((lint) => [text.slice(lint.start, lint.end), lint.suggestions[0]?.kind, lint.suggestions[0]?.text])).toEqual(
      [
        ['conduct', 'replace', 'conducted'],
        ['examined', 'replace', 'has examined'],
        ['described', 'replace', 'describe'],
      ],
    );
  });
});

describe('a quantity word reaching up to now', () => {
  it('puts "little was known" after "to date" in the present, and other verbs in the present perfect', () => {
    expectRule(
      upToNowLints,
      [
        ['To date, little was known about the effects of microplastics on soil fauna.', ['was', 'replace', 'is']],
        ['So far, much was written about the reform.', ['was', 'replace', 'has been']],
      ],
      ['To date, little is known about the effects of microplastics.', 'Little was known about it until 2010.'],
    );
  });
});

describe('a dated opening phrase, a present passive with "no", and a study over recent years', () => {
  it('puts a present after "During … in 2018," in the past', () => {
    expectRule(
      pastTimeVerbLints,
      [
        [
          'During the second field trip in 2018, we notice that speakers replaced the fricative.',
          ['notice', 'replace', 'noticed'],
        ],
        ['In the summer of 2019, we sample the three lakes every week.', ['sample', 'replace', 'sampled']],
      ],
      [
        'In the 2018 guidelines, the WHO recommends a lower dose.',
        'During the second field trip in 2018, we noticed that speakers replaced the fricative.',
        'In the survey of 2018, Table 2 shows the yields.',
      ],
    );
  });

  it('puts a present passive of an event with "no" or "few" after "until now" in the present perfect', () => {
    expectRule(
      upToNowLints,
      [
        ['Until now, no vaccine is licensed for this pathogen in the region.', ['is', 'replace', 'has been']],
        ['So far, few trials are conducted in children.', ['are', 'replace', 'have been']],
        [
          'In the last two decades, many researchers investigated natural fibres.',
          ['investigated', 'replace', 'have investigated'],
        ],
      ],
      [
        'So far, no method is known to remove the compound.',
        'To date, no treatment is available.',
        'Until now, the vaccine is licensed only in adults.',
        'In the last two decades, the climate warmed by 0.5 °C.',
        'In the last two decades, many researchers have investigated natural fibres.',
        'In the last decade, researchers obtained much information about the gut microbiome.',
      ],
    );
  });

  it('puts a present after a clause of time in the past perfect in the past, with a possessive subject', () => {
    expectRule(
      pastClauseLints,
      [
        [
          'After the concrete cubes had cured for 28 days in a water tank, their compressive strength is measured with a press.',
          ['is', 'replace', 'was'],
        ],
      ],
      [
        'After the concrete cubes had cured for 28 days, their compressive strength was measured.',
        'After the cubes cure for 28 days, their strength is measured.',
      ],
    );
  });
});

describe('a recent span with a change or what many did (g10)', () => {
  it('puts the past of a change, or of what many did, after an opening recent span in the present perfect', () => {
    expectRule(
      upToNowLints,
      [
        ['Over the past decade, the cost of solar panels dropped by 80 percent.', ['dropped', 'replace', 'has dropped']],
        ['In recent years, many hospitals adopted electronic records.', ['adopted', 'replace', 'have adopted']],
      ],
      [
        'In the last decade, researchers obtained a new estimate.',
        'Over the past decade, the cost of solar panels has dropped by 80 percent.',
        'Recently, many farmers adopted the new seed.',
      ],
    );
  });
});

describe('"only" and a number up to now, a span opened by "for", and a passive dated before its agent', () => {
  it('takes the present perfect and the simple past', () => {
    expectRule(
      upToNowLints,
      [
        ['So far, only three species of this genus were described.', ['were', 'replace', 'have been']],
        ['For the last ten years, the clinic offers free check-ups to students.', ['offers', 'replace', 'has offered']],
      ],
      [
        'So far, only three species of this genus have been described.',
        'To date, the only trial was small.',
        'For the last ten years, the clinic has offered free check-ups to students.',
      ],
    );
    expectRule(
      pastTimeVerbLints,
      [['The comet is discovered in 1996 by an amateur astronomer.', ['is', 'replace', 'was']]],
      [
        'The comet was discovered in 1996 by an amateur astronomer.',
        'The comet is named after the astronomer who saw it in 1996.',
      ],
    );
  });
});

describe('a present the tagger reads as a noun, with a finished time in the past', () => {
  it('reads it as the verb when the sentence has no other', () => {
    expectRule(
      pastTimeVerbLints,
      [
        ['In 2016 the river floods the lower town twice.', ['floods', 'replace', 'flooded']],
        ['Yesterday the instrument stops working during the run.', ['stops', 'replace', 'stopped']],
        ['Last year the farmers return to their fields in May.', ['return', 'replace', 'returned']],
        ['Last year, the authors interview 45 nurses working in rural clinics.', ['interview', 'replace', 'interviewed']],
      ],
      [
        'In 2016 the river floods were the worst in a century.',
        'In 2016 the river floods in the valley destroyed two bridges.',
        'In 2019 the price increases of fuel hit poor households hardest.',
        'Last year the staff changes at the clinic caused long delays.',
        'In 2018 the company sales figures rose by ten percent.',
        'In 2018, the farm workers living near the river moved uphill.',
        'Two years ago the city water supply failed for a week.',
        'During the 2018 harvest, grain moisture is measured daily, as in every year.',
        'In the 2019 guidelines, the authors recommend a lower dose.',
        'The 2019 season shows a clear decline in catches.',
      ],
    );
  });
});

describe('a present the tagger reads as a noun after an opening clause of time in the past', () => {
  it('reads it as the verb of the main clause when that clause has no other', () => {
    expectRule(
      pastClauseLints,
      [
        ['After the storm passed, the farmers return to their fields.', ['return', 'replace', 'returned']],
        ['When the rain stopped, the river floods the lower town.', ['floods', 'replace', 'flooded']],
      ],
      [
        'After the storm passed, the farmers returned to their fields.',
        'When the rain stopped, the river levels fell quickly.',
        'After the trial finished, the patient records were archived.',
        'When the plant closed, the town shops lost most of their customers.',
      ],
    );
  });
});

describe('a present main clause after a past clause of time, round 19', () => {
  it('takes British pasts, a finding of "we", a past perfect before "will", and a verb read as a noun before an adverb', () => {
    expectRule(
      pastClauseLints,
      [
        ['When we analysed the diaries, we find that most nurses slept less.', ['find', 'replace', 'found']],
        ['After the solution was cooled to room temperature, the crystals are filtered off.', ['are', 'replace', 'were']],
        ['Once the farmers had signed the contract, they will be paid in two instalments.', ['will be', 'replace', 'were']],
        ['After the participants had arrived, they will complete a short survey.', ['will complete', 'replace', 'completed']],
        ['Before the canal was built in 1890, the river flows slowly through the marsh.', ['flows', 'replace', 'flowed']],
      ],
      [
        'When we analysed the diaries, the results show that most nurses slept less.',
        'When the disease was first described in 1900, it is now known to be common.',
        'Once the participants have signed the form, they will be assigned to a group.',
        'When the samples were heated, the colour changes from blue to red.',
        'After the protocol was approved, recruitment is now under way.',
        'When the study was designed, we hoped to recruit 200 patients.',
        'Once the samples had dried, they were weighed.',
      ],
    );
  });
});

describe('a present read as a noun inside the subject after a past time, and a noun-like adjective as a subject', () => {
  it('flags "In 1995, farmers use traditional varieties" and "the current drops"', () => {
    expectRule(
      pastTimeVerbLints,
      [
        ['In 1995, farmers use traditional varieties.', ['use', 'replace', 'used']],
        ['In the 1990s, most Vietnamese farmers use traditional rice varieties that had low yields.', ['use', 'replace', 'used']],
      ],
      [
        'In 2016, the river floods in the valley were severe.',
        'In 2010, the farmers used tractors.',
        'In 2010, the sales tax revenue that the state collected rose sharply.',
        'In 2019, the research groups that work on graphene published several papers.',
        'Last year, sales staff who met their targets received a bonus.',
      ],
    );
    expectRule(
      pastClauseLints,
      [
        [
          'When we increased the voltage to 5 V, the current drops suddenly and the device stopped working.',
          ['drops', 'replace', 'dropped'],
        ],
      ],
      [
        'When we increased the voltage to 5 V, the current dropped suddenly.',
        'When the factory closed, the local shops eventually all shut down.',
      ],
    );
  });
});

describe('"Recently," before a present the tagger read as a noun', () => {
  it('flags "Recently, several research groups report"', () => {
    expectRule(
      upToNowLints,
      [['Recently, several research groups report the synthesis of stable sheets.', ['report', 'replace', 'have reported']]],
      ['Recently, several research groups have reported the synthesis of stable sheets.'],
    );
  });
});
