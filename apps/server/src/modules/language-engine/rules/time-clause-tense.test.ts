import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { timeClauseTenseLints } from './time-clause-tense.ts';

describe('a present in a clause of time after a past main clause', () => {
  it('puts the verb after "before", "until" or "once" in the past, and leaves general, reported and later clauses', () => {
    expectRule(
      timeClauseTenseLints,
      [
        ['The mice were fed a high-fat diet for eight weeks before the treatment begins.', ['begins', 'replace', 'began']],
        ['The samples were stirred until the solution turns blue.', ['turns', 'replace', 'turned']],
        ['The cores were dried until each sample reaches constant weight.', ['reaches', 'replace', 'reached']],
        ['The specimens were cured for 28 days before they are tested.', ['are', 'replace', 'were']],
        ['After harvest, the grains were dried until the moisture content reaches 12%.', ['reaches', 'replace', 'reached']],
        ['The pump was stopped once the tank is filled.', ['is', 'replace', 'was']],
      ],
      [
        'The samples were stored at 4 °C until they were analysed.',
        'The solution was stirred until it turned blue.',
        'The cells were counted once the culture had reached confluence.',
        'The fields were sampled in April, before the rainy season begins.',
        'It was shown that the level rises before the treatment begins.',
        'Participants were told that they can leave before the session ends.',
        'Each sample is dried until its mass remains constant.',
        'The samples will be stored until the analysis begins.',
        'The trees were felled before the nesting season, which begins in March.',
        'The guidelines recommend that the catheter is removed before the patient leaves.',
        'We waited until the temperature reached 25 °C.',
        'The device was designed to shut off once the battery voltage drops below 3 V.',
        'The valve was set to open once the pressure exceeds 2 bar.',
        'The patients were followed up until death or until the study ended.',
      ],
    );
  });
});
