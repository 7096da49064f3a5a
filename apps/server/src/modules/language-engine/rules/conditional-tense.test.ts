import { describe, it } from 'vitest';
import { conditionalTenseLints } from './conditional-tense.ts';
import { expectRule } from './rule-test-support.ts';

describe('the tenses of an unreal condition (g15)', () => {
  it('puts "will" + an outcome after a past condition in "would have"', () => {
    expectRule(
      conditionalTenseLints,
      [
        [
          'If the authors had used a larger sample, they will obtain more robust estimates.',
          ['will obtain', 'replace', 'would have obtained'],
        ],
        ['If the dam had failed, the valley will flood within hours.', ['will flood', 'replace', 'would have flooded']],
      ],
      [
        'If the authors had used a larger sample, they would have obtained more robust estimates.',
        'If the samples had been stored properly, they will have kept their colour.',
        'If the patient had taken the drug before admission, the test will detect it.',
        'If the seeds had germinated before the frost, they will survive the winter.',
        'If the parcel had left the depot yesterday, it will reach you today.',
        'If the parcel had left the depot on Monday, it will arrive by Friday.',
        'If the samples had been mixed up, the DNA test will show it.',
        'If the tank had leaked, the soil will contain traces of fuel.',
        'If the team had finished the fieldwork last year, the report will be out soon.',
        'If the guests had already eaten, they will not want dessert.',
        'If the patient had eaten, the glucose reading will be high.',
        'If the dose increases, the side effects may become more severe.',
        'If this is true, the model will need a second term.',
      ],
    );
  });

  it('puts a verb of state after "would" in an "if" clause in the past, and leaves a polite or willing "would" alone', () => {
    expectRule(
      conditionalTenseLints,
      [
        ['If we would have more samples, the results would be more reliable.', ['would have', 'replace', 'had']],
        ['If the sample would contain more protein, the band would be darker.', ['would contain', 'replace', 'contained']],
      ],
      [
        'If we had more samples, the results would be more reliable.',
        'If you would like to take part, we would be grateful.',
        'If the editor would consider a revised version, we would be grateful.',
        'If the committee would reconsider its decision, we would be most grateful.',
        'If it would help, we would be happy to share the code.',
        'If the authors would clarify this point, the paper would be much stronger.',
        'If the board would agree to meet, we would present the data.',
        'If the company would pay for it, the union would accept the deal.',
        'If the funders would extend the grant, the team would finish the survey.',
        'If the authors would have a look at the new data, we would welcome their view.',
        'If you would have any questions, we would be happy to answer them.',
        'If the data would be shared, more groups would use them.',
      ],
    );
  });

  it('leaves a simple past before "would have" alone: an inference about the past', () => {
    expectRule(
      conditionalTenseLints,
      [],
      [
        'If the Romans used lead pipes, they would have suffered lead poisoning.',
        'If the patients followed the protocol, they would have taken two doses.',
        'If the settlers arrived by sea, they would have landed on the west coast.',
        'If we knew the exact dose, we would have adjusted the model.',
        'If the samples were contaminated, the results would have been different.',
        'If the reviewers had accepted the paper, it would have appeared in 2020.',
      ],
    );
  });
});

describe('"would" in a real condition before a present main clause', () => {
  it('writes the present ("If the temperature would rise …, the node switches" → "rises") and leaves requests', () => {
    expectRule(
      conditionalTenseLints,
      [
        [
          'If the temperature would rise above 40 °C, the node switches automatically to a safe mode.',
          ['would rise', 'replace', 'rises'],
        ],
        ['If the pressure would drop, the valves will open.', ['would drop', 'replace', 'drops']],
      ],
      [
        'If the editor would consider a revised version, we will send it.',
        'If you would like a copy, the office will send one.',
        'If it would help, the authors can share the code.',
        'If the temperature rises above 40 °C, the node switches to a safe mode.',
      ],
    );
  });
});

describe('a past condition before "will" and a verb that is no outcome', () => {
  it('leaves an open condition about the past alone', () => {
    expectRule(
      conditionalTenseLints,
      [],
      [
        'If the order had shipped, the tracking page will change its status.',
        'If the letter had arrived, the office will answer it this week.',
        'If the authors had used a larger sample, they will have noticed the bias.',
      ],
    );
  });
});
