import { describe, it } from 'vitest';
import { fixedSlipLints } from './fixed-slips.ts';
import { expectRule } from './rule-test-support.ts';

describe('slips in fixed frames of research writing (round 22)', () => {
  it('flags left-out and extra words in fixed frames', () => {
    expectRule(
      fixedSlipLints,
      [
        ['A total 150 students took part.', ['total 150', 'replace', 'total of 150']],
        ['The reviewer pointed that the sample was small.', ['pointed that', 'replace', 'pointed out that']],
        ['We are looking forward hearing from you.', ['forward hearing', 'replace', 'forward to hearing']],
        ['Please do not hesitate contact me.', ['hesitate contact', 'replace', 'hesitate to contact']],
        ['There are many factors can affect durability.', ['factors can', 'replace', 'factors that can']],
        ['The proposed model outperforms than the baseline.', ['than', 'delete', '']],
        ['As we all know that, resistance is a growing threat.', ['that', 'delete', '']],
        ['Some respondents did not answer to the questions about income.', ['to', 'delete', '']],
        ['The software lets users to define their own filters.', ['to', 'delete', '']],
        ['The participants entered into the testing room one at a time.', ['into', 'delete', '']],
        ['Students who absent from the exam were excluded.', ['who absent', 'replace', 'who were absent']],
      ],
      [
        'A total of 150 students took part, and the total 150 was high.',
        'The guide pointed that way, and the reviewer pointed out that it was small.',
        'We are looking forward to hearing from you, and we moved forward quickly.',
        'Please do not hesitate to contact me.',
        'There are many factors that can affect it, and there is a risk we can take.',
        'Our model outperforms the baseline.',
        'As we know, resistance grows; as we know that it grows, we act.',
        'The answer to the question was clear, and they answered the questions.',
        'The software lets users define filters, and the cake made it to the table.',
        'The firms entered into an agreement.',
        'Students who were absent were excluded, and the patients who present with fever are tested.',
      ],
    );
  });

  it('corrects verb forms, false friends and look-alikes in fixed frames', () => {
    expectRule(
      fixedSlipLints,
      [
        ['The aim of this study is to investigating how teachers give feedback.', ['investigating', 'replace', 'investigate']],
        ['We would advice readers to be careful.', ['advice', 'replace', 'advise']],
        ['In this paper we pretend to show that the models are equivalent.', ['pretend', 'replace', 'intend']],
        ['All experiments were realized at room temperature.', ['realized', 'replace', 'carried out']],
        ['The time series became stationery after differencing.', ['stationery', 'replace', 'stationary']],
        ["Rice feeds more than half of world's population.", ['world', 'replace', 'the world']],
        ['Mathematics are often perceived as difficult.', ['are', 'replace', 'is']],
        ['There has been few studies on this dialect.', ['has', 'replace', 'have']],
        ['Table 3 and Figure 4 shows the main results.', ['shows', 'replace', 'show']],
        ['The method what we propose does not require training.', ['what', 'replace', 'that']],
      ],
      [
        'Growth in DMEM was fast, and the cells were grown in DMEM.',
        'The aim of this study is to investigate feedback; the plan is to keep things moving.',
        'The results depend on the choice, and he can be depended on.',
        'We would welcome advice on this, and the advice was useful.',
        'The actual cost was higher than planned.',
        'Children pretend to be animals.',
        'The plan was realized in 2010, and we realized that the method failed.',
        'We will resume the work, and her resume listed three jobs.',
        'Please be discreet, and he left discreetly.',
        'The series was stationary, and the stationery was ordered.',
        "The world's population grows, and the third world's debt is large.",
        'The economics of solar power are attractive.',
        'There has been much debate, and there have been few studies.',
        'Table 3 and Figure 4 show the results.',
        'What we propose is simple, and the main driver was growth in exports.',
        'The actual government was a military council, and we made them to fit.',
        'Patients who present with chest pain are seen first.',
      ],
    );
  });
});
