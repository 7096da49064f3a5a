import { describe, expect, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { gerundLints, ingFormOf, missingFunctionWordLints, participleLints } from './verb-patterns.ts';

describe('verbs in the form their pattern takes', () => {
  it('takes the past participle in a passive written with the base form', () => {
    expectRule(
      participleLints,
      [
        ['We hope the manuscript will be review by the editors.', ['review', 'replace', 'reviewed']],
        ['The protocol has been modify to include a control.', ['modify', 'replace', 'modified']],
        ['The seeds were collect from three farms.', ['collect', 'replace', 'collected']],
        ['The pump was stop by the operator.', ['stop', 'replace', 'stopped']],
        ['Students are encourage to read the paper before the class.', ['encourage', 'replace', 'encouraged']],
        ['All authors were require to sign the form.', ['require', 'replace', 'required']],
        ['The survey was design to test the model.', ['design', 'replace', 'designed']],
      ],
      [
        'The aim is develop a model, and the goal is not rework.',
        'The aim is to encourage students, and the aim is allow more time to test it.',
        'The cells were set at 5 °C and the jobs can be run in parallel.',
        'The samples were collected and will be analysed.',
        'So important was rice to the economy of the domain that taxes were calculated in rice.',
        'We are agree with the authors, and the yield is depend on rain.',
        'The electrodes were arranged so that the current density was uniform across the sample.',
        'The fish were mature at two years, and the layers were cool in the morning.',
        'The argument was sound in every respect, and the contrast was dim at low doses.',
      ],
    );
  });

  it('takes the -ing form after a preposition with an object, and after "look forward to"', () => {
    expectRule(
      gerundLints,
      [
        ['We describe a method for estimate the flow of rivers.', ['estimate', 'replace', 'estimating']],
        ['The samples were stored without change the buffer.', ['change', 'replace', 'changing']],
        ['We look forward to hear from you soon.', ['hear', 'replace', 'hearing']],
        ['In addition to measure the height, we weighed the plants.', ['measure', 'replace', 'measuring']],
        ['The government reduced the deficit by cut public investment.', ['cut', 'replace', 'cutting']],
        ['They reduced emissions by replace old boilers.', ['replace', 'replace', 'replacing']],
        ['After analyse the data, we found a clear seasonal trend.', ['analyse', 'replace', 'analysing']],
      ],
      [
        'The plots were grouped by mean annual rainfall, and carbon was measured by dry combustion.',
        'The texts were compared by use of similar methods, and pores were filled by capillary rise.',
        'The kit is for use in clinics, by design, with reward points.',
        'The sign-in start screen was redesigned.',
        'We want to measure the flow and look forward to the results.',
        'In contrast the results were weak, and for example the yield fell.',
        'We used to work at night, and the tool is used to make holes.',
        'The residue got used to make bread, and he was used to carry messages.',
      ],
    );
    expect(['use', 'run', 'die', 'see', 'occur', 'detect', 'sit', 'begin', 'sleep', 'read'].map(ingFormOf)).toEqual([
      'using',
      'running',
      'dying',
      'seeing',
      'occurring',
      'detecting',
      'sitting',
      'beginning',
      'sleeping',
      'reading',
    ]);
  });

  it('adds a preposition after "according" or "prior", "to" after "necessary", "of" after "a lot", and "it" or "There" where the subject is left out', () => {
    expectRule(
      missingFunctionWordLints,
      [
        ['According the authors, the effect is small.', ['According the', 'replace', 'According to the']],
        ['The plots were weeded prior the first harvest.', ['prior the', 'replace', 'prior to the']],
        ['Is important to note that the sample was small.', ['Is', 'replace', 'It is']],
        ['Was clear that the model failed.', ['Was', 'replace', 'It was']],
        ['Our estimates are similar those of the census.', ['similar those', 'replace', 'similar to those']],
        ['The plots were limed in order raise the pH.', ['order raise', 'replace', 'order to raise']],
        ['As shown Table 3, the costs fell.', ['shown Table', 'replace', 'shown in Table']],
        ['The gap was due the small sample.', ['due the', 'replace', 'due to the']],
        ['Is no difference between the two groups.', ['Is', 'replace', 'There is']],
        ['Are many factors that affect the yield.', ['Are', 'replace', 'There are']],
        ['Was no significant correlation between the variables.', ['Was', 'replace', 'There was']],
        ['It is necessary use a larger sample.', ['necessary', 'insert', ' to']],
        ['It is difficult obtain accurate data in the field.', ['difficult', 'insert', ' to']],
        ['Although is difficult to measure, the effect is large.', ['Although is', 'replace', 'Although it is']],
        ['We did not test it because was too expensive.', ['because was', 'replace', 'because it was']],
        ['A lot people use this method.', ['lot people', 'replace', 'lot of people']],
        ['We tested a number methods in two soils.', ['number methods', 'replace', 'number of methods']],
        ['The majority participants were women.', ['majority participants', 'replace', 'majority of participants']],
        ['A total 50 samples were collected.', ['total 50', 'replace', 'total of 50']],
        ['The yield depends the temperature.', ['depends the', 'replace', 'depends on the']],
        ['The soil consists three layers.', ['consists three', 'replace', 'consists of three']],
        ['Compared the control, the yield was higher.', ['Compared the', 'replace', 'Compared with the']],
        ['Based the results, we chose the second model.', ['Based the', 'replace', 'Based on the']],
      ],
      [
        'According to the authors, the effect is small; prior to sowing, plots were weeded.',
        'The scheduler requires no prior knowledge of task durations, and prior experience did not matter.',
        'Is it important to note this?',
        'Is the difference significant?',
        'Similar results were found in order, as shown in Table 3; the fee is due next month.',
        'Is there a difference between the two groups?',
        'Are many factors involved in this process?',
        'Is a model needed for this task.',
        'There is no difference between the two groups.',
        'It is necessary to use a larger sample, and possible uses are many; it is important that the cost is low.',
        'Compared with the control, the yield was higher; based on the results, the yield depends on the temperature, and it depends.',
        'A lot more samples were needed; a number of studies and a total of 50 samples; the majority vote and a number line.',
        'If necessary, the samples were dried; when dry, they were weighed. The data are available, as is the code.',
      ],
    );
  });
});

describe('a verb of judging in its base form after "be"', () => {
  it('takes the participle before an adjective', () => {
    expectRule(
      participleLints,
      [['This approach is consider more robust to outliers.', ['consider', 'replace', 'considered']]],
      [
        'This approach is considered more robust to outliers.',
        'We consider it robust.',
        'The aim is to consider robust methods.',
      ],
    );
  });
});
