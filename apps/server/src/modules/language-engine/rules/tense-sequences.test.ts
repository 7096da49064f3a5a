import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { tenseSequenceLints } from './tense-sequences.ts';

describe('tenses that another clause or a fixed phrase settles', () => {
  it('puts the main clause in the past after a past perfect', () => {
    expectRule(
      tenseSequenceLints,
      [
        ['After the samples had been dried, they are weighed.', ['are', 'replace', 'were']],
        ['Once the patients had given consent, they are interviewed at home.', ['are', 'replace', 'were']],
      ],
      [
        'After the samples had been dried, they were weighed.',
        'After the samples had been dried, the results show a clear loss of mass.',
        'Until the new building opens next year, classes were moved to the annex.',
        'Before the season starts, the club signed three new players.',
        'Before the samples are analysed, they are dried.',
      ],
    );
  });

  it('takes the present perfect with "ever since" and after "It is the first time"', () => {
    expectRule(
      tenseSequenceLints,
      [
        ['The first vaccine was developed in 1796 and is used ever since.', ['is', 'replace', 'has been']],
        ['She teaches at this university ever since.', ['teaches', 'replace', 'has taught']],
        ['It is the first time that I see such a result.', ['see', 'replace', 'have seen']],
        ['This is the first time the method is used on wheat.', ['is', 'replace', 'has been']],
      ],
      [
        'The vaccine was developed in 1796 and has been used ever since.',
        'Ever since the reform, prices have risen.',
        'It is the first time that we have seen such a result.',
        'It was the first time that the method was used.',
        'This is the only time the museum opens to the public.',
        'He says he has felt better ever since.',
        'The rule that applies today has been in force ever since.',
        'The statue that stands in the square has been there ever since.',
        'This is the first time the model is able to predict both.',
      ],
    );
  });

  it('takes the past in an opening clause of "after" or "once" before a past main clause (round 22)', () => {
    expectRule(
      tenseSequenceLints,
      [
        ['After the patient is discharged, the nurse called the family.', ['is', 'replace', 'was']],
        ['Once the solution turns blue, the flask was removed.', ['turns', 'replace', 'turned']],
        ['As soon as the alarm sounds, the staff left the building.', ['sounds', 'replace', 'sounded']],
      ],
      [
        'Before the season starts, the club signed three new players.',
        'Until the new wing opens, patients were moved to the annex.',
        'When the temperature rises, the enzyme is denatured.',
        'After the crisis ends, the economy had grown.',
        'Before the sample is analysed, it is dried.',
        'Once the model that predicts yield is trained, we tested it.',
      ],
    );
  });
});
