import { describe, it } from 'vitest';
import { comparisonFormLints } from './comparison-forms.ts';
import { expectRule } from './rule-test-support.ts';

describe('comparisons built with the wrong word (round 22)', () => {
  it('corrects "as … than", "the same than", "worst than", "very lower", "much more students" and the like', () => {
    expectRule(
      comparisonFormLints,
      [
        ['The new alloy is as strong than steel.', ['than', 'replace', 'as']],
        ['The results were the same than those of the previous study.', ['than', 'replace', 'as']],
        ['The results of the field trial were worst than expected.', ['worst', 'replace', 'worse']],
        ['The response rate was very lower than we had expected.', ['very', 'replace', 'much']],
        ['Much more students chose engineering in 2020.', ['Much', 'replace', 'Many']],
        ['The low-cost sensor is so accurate as the reference instrument.', ['so', 'replace', 'as']],
        ['The second draft contained a less number of errors.', ['less', 'replace', 'smaller']],
        ['The random forest was the more accurate of the five models tested.', ['more', 'replace', 'most']],
      ],
      [
        'The new alloy is as strong as steel, and spices such as pepper were as common then as now.',
        'The results were the same as before, and prices were much lower than expected.',
        'It was the worst outcome of all, and the plants grew more than expected.',
        'There were no more big trees left, and we planted more large trees than small ones.',
        'One of the most important challenges is water, and the most big-hearted donors gave.',
        'Less severe cases were treated at home; there were no less than 40 patients.',
        'The house was more or less empty, and much more data are needed.',
        'The sensor is not so accurate as the reference, and the dose was so small as to be negligible.',
        'The number was less than expected.',
        'The higher the dose, the more severe the side effects.',
        'The more the merrier, more or less.',
        'The more accurate of the two models was kept.',
        'The result was described as different than expected, and I would rather keep the same than risk a change.',
        'Nothing is so important as health, and the firm saw much more sales growth.',
        'The reform did more good than harm, and the building is more old than beautiful.',
        'The less students worry, the better they sleep; the salary less deductions was paid.',
        'The longer the students stayed abroad, however, the more fluent they became.',
      ],
    );
  });
});
