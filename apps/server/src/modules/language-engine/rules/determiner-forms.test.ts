import { describe, it } from 'vitest';
import { determinerFormLints } from './determiner-forms.ts';
import { expectRule } from './rule-test-support.ts';

describe('pronouns and determiners in the wrong form (round 22)', () => {
  it('corrects "each others", "these kind of", "Ours results", "It exists a" and the like', () => {
    expectRule(
      determinerFormLints,
      [
        ['The two groups helped each others during the task.', ['others', 'replace', 'other']],
        ['These kind of errors are common among beginners.', ['kind', 'replace', 'kinds']],
        ['Others factors, such as age and income, were also considered.', ['Others', 'replace', 'Other']],
        ['Interviews were conducted with the patients and theirs caregivers.', ['theirs', 'replace', 'their']],
        ['Ours results are consistent with those of Tanaka.', ['Ours', 'replace', 'Our']],
        ['It exists a strong correlation between income and health.', ['It exists', 'replace', 'There is']],
        ['We compare the performance of this two approaches.', ['this', 'replace', 'these']],
        ['If you have any questions, please contact myself or my supervisor.', ['myself', 'replace', 'me']],
        ['An other possible explanation is fatigue.', ['An other', 'replace', 'Another']],
        ['There results differ from ours in two respects.', ['There', 'replace', 'Their']],
      ],
      [
        'The two groups helped each other, and the groups helped one another.',
        'The people whom we interviewed were farmers; the panel, whom the minister appointed, met twice.',
        'These kinds of errors are common, and this kind of error is rare.',
        'Others agreed with the proposal, but the others attempted it later.',
        'The idea was ours alone, and theirs was the first study of its kind.',
        'It exists only in the mountains, and it exists in two forms.',
        'These two approaches differ, and we found that 12 samples failed.',
        'I contacted them myself; please contact me.',
        'Another possible explanation is fatigue.',
        'Whom have you invited? Among whom were two ministers.',
        'We found that two patients also developed fever, and the policy gives others opportunities.',
        'The house was theirs last season, and the one others look up to is here.',
        'There remain several problems, there exist many methods, and there followed a long silence.',
      ],
    );
  });
});
