import { describe, it } from 'vitest';
import { oneOfPluralLints } from './countability.ts';
import { expectRule } from './rule-test-support.ts';

describe('a singular noun after "one of the"', () => {
  it('puts the noun after "one of the" into the plural', () => {
    expectRule(
      oneOfPluralLints,
      [
        ['One of the main problem is the cost.', ['problem', 'replace', 'problems']],
        ['One of the most important factor is rain.', ['factor', 'replace', 'factors']],
        ['Both of the study was small.', ['study', 'replace', 'studies']],
        ['One of our participant left the study.', ['participant', 'replace', 'participants']],
        ['One of the method, called X, failed.', ['method', 'replace', 'methods']],
        ['Each of the sample was dried.', ['sample', 'replace', 'samples']],
      ],
      [
        'One of the sample sites was flooded, and one of the reasons is cost.',
        "One of the model's parameters is fixed.",
        'Some of the sample was lost, and most of the sample was dry.',
        'One of the survey questions was unclear.',
        'One of the sample-based estimates was low.',
      ],
    );
  });

  it('puts a singular noun with a verb after it into the plural', () => {
    expectRule(
      oneOfPluralLints,
      [
        ['One of the robot failed to finish the task.', ['robot', 'replace', 'robots']],
        ['Each of the turbine was inspected.', ['turbine', 'replace', 'turbines']],
      ],
      [
        'One of the robots failed to finish the task.',
        'One of the staff was absent.',
        'One of the crew was injured.',
        'One of the processing steps failed.',
        'One of the robot arms failed.',
      ],
    );
  });
});
