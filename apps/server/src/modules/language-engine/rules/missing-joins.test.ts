import { describe, it } from 'vitest';
import { missingJoinLints } from './missing-joins.ts';
import { expectRule } from './rule-test-support.ts';

describe('joining words left out: prepositions of verbs and passives, "than", "of", "that", "to"', () => {
  it('puts back the preposition an intransitive verb takes before its object', () => {
    expectRule(
      missingJoinLints,
      [
        ['We thank the farmers who participated the survey.', ['participated the', 'replace', 'participated in the']],
        ['The participants had to wait the results for two weeks.', ['wait the', 'replace', 'wait for the']],
        ['The increase in temperature led a decrease in oxygen.', ['led a', 'replace', 'led to a']],
        ['The new design resulted a lower cost.', ['resulted a', 'replace', 'resulted in a']],
        ['All vessels must comply the new rules.', ['comply the', 'replace', 'comply with the']],
        ['Young farmers cope this risk by diversifying.', ['cope this', 'replace', 'cope with this']],
      ],
      [
        'We thank the farmers who participated in the survey.',
        'She led a team of nurses, and the change led to a decrease in cost.',
        'The participants had to wait for the results; the results were worth the wait.',
        'We waited a half hour before measuring again, and they waited all day for the bus.',
        'The two proteins interact with each other, and the algorithm deals with noise.',
      ],
    );
  });

  it('puts back "in" before a table or figure, and the preposition of a passive', () => {
    expectRule(
      missingJoinLints,
      [
        ['The results are shown Table 4.', ['shown Table', 'replace', 'shown in Table']],
        ['The means are summarised Figure 2 and Table 3.', ['summarised Figure', 'replace', 'summarised in Figure']],
        ['Seedlings were exposed high light intensity for seven days.', ['exposed high', 'replace', 'exposed to high']],
        ['The compound is regarded a promising candidate.', ['regarded a', 'replace', 'regarded as a']],
        ['The region is known its biodiversity.', ['known its', 'replace', 'known for its']],
        ['The patients were randomly assigned one of three groups.', ['assigned one', 'replace', 'assigned to one']],
      ],
      [
        'The results are shown in Table 4, and Table 5 shows the rest.',
        'The plants were exposed daily to high light, and the surface was exposed.',
        'The compound is regarded highly; it is regarded as safe.',
        'The answer is known to all, and its effect is known.',
        'Each patient was assigned a number, and the nurses were assigned the task.',
      ],
    );
  });

  it('puts back "than" after a comparative and "of" after a share', () => {
    expectRule(
      missingJoinLints,
      [
        ['This value is higher the one reported by Lee.', ['higher the', 'replace', 'higher than the']],
        ['The new model is faster and more accurate the baseline.', ['accurate the', 'replace', 'accurate than the']],
        ['The majority the respondents agreed.', ['majority the', 'replace', 'majority of the']],
        ['The proportion women in engineering remains low.', ['proportion women', 'replace', 'proportion of women']],
      ],
      [
        'The higher the dose, the stronger the effect.',
        'The more accurate the model, the better; this value is higher than the one before.',
        'The majority of the respondents agreed, and half the patients left.',
        'The proportion of women was low, and a fraction the size of a cell was seen.',
      ],
    );
  });

  it('puts back "that" after a reported finding and after "the reason is"', () => {
    expectRule(
      missingJoinLints,
      [
        ['It was found the fibre content affects the strength.', ['found the', 'replace', 'found that the']],
        ['The reason for the failure is the samples were contaminated.', ['is the', 'replace', 'is that the']],
        ['The main advantage of this method is it requires no calibration.', ['is it', 'replace', 'is that it']],
      ],
      [
        'It was found that the content affects the strength; the sample was found the next day.',
        'The reason for the failure is the high cost of the samples.',
        'The main advantage of this method is its simplicity, which we value.',
        'The problem is the cost, which was high.',
      ],
    );
  });

  it('puts back "to", "be", "do" and "in" where a frame needs them', () => {
    expectRule(
      missingJoinLints,
      [
        ['It is important note that the sample was small.', ['important note', 'replace', 'important to note']],
        ['The mechanism is unclear, and more studies needed.', ['studies needed', 'replace', 'studies are needed']],
        ['Further research needed to confirm this.', ['research needed', 'replace', 'research is needed']],
        ['The farmers not use pesticides in the dry season.', ['farmers not', 'replace', 'farmers do not']],
        ['The researchers not yet identified the cause.', ['researchers not', 'replace', 'researchers have not']],
        ['The results suggest that the drug safe for children.', ['drug safe', 'replace', 'drug is safe']],
        ['The study was carried out in 2020 and published 2021.', ['published 2021', 'replace', 'published in 2021']],
        ['The device, which designed in Japan, is widely used.', ['which designed', 'replace', 'which was designed']],
        ['The results indicate there a strong link between diet and health.', ['there a', 'replace', 'there is a']],
        ['There many studies on this topic.', ['There many', 'replace', 'There are many']],
        ['The water level has risen since the dam built.', ['dam built', 'replace', 'dam was built']],
        ['When the samples collected in May, they were dried.', ['samples collected', 'replace', 'samples were collected']],
        ['The participants were asked fill in a questionnaire.', ['asked fill', 'replace', 'asked to fill']],
      ],
      [
        'It is important to note that the sample was small; this is an important note.',
        'More studies are needed, and the studies needed were few.',
        'It is faster, with not too much additional memory required.',
        'The farmers do not use pesticides; the farmers, not the traders, decide.',
        'The results suggest that the drug is safe, and that the patients alive at discharge were well.',
        'We found that the method effective in adults was also safe for children.',
        'The data were published in 2021, and the 2021 report was published.',
        'The company, which designed the device, is in Japan; the tool, which is located in Osaka, works.',
        'There are many studies, and there was a link; we went there a year ago.',
        'There were many, and many were there.',
        'Since the dam was built, and when the samples collected in May were dried, the level rose.',
        'After the model designed by Lee failed, we asked them to fill in a form; they were asked to fill in one.',
      ],
    );
  });
});

describe('"than" left out after an adverb of degree and a comparative (tuning round 14)', () => {
  it('flags "considerably stronger the", not a time or a clause with "than"', () => {
    expectRule(
      missingJoinLints,
      [
        ['The new alloy is considerably stronger the conventional steel.', ['stronger the', 'replace', 'stronger than the']],
        ['The yield was substantially higher the national average.', ['higher the', 'replace', 'higher than the']],
      ],
      [
        'The new alloy is considerably stronger than the conventional steel.',
        'The water was considerably warmer the following morning.',
        'The signal was still higher the next day.',
        'The rate was somewhat lower the same year.',
        'The alloy became considerably stronger the longer it was annealed.',
        'Even higher the temperatures rose, than expected.',
        'Prices were considerably higher the year before than after.',
        'The flow was markedly faster the first time.',
        'Yields were considerably higher the second season.',
        'Prices were markedly higher the second half of the year.',
        'Costs were even lower the third quarter.',
        'Scores were still higher the final week.',
        'Prices were markedly lower the 2019 season.',
        'The water was still colder the deeper we dived.',
      ],
    );
  });
});

describe('"be" left out between a clause\'s subject and its adjective (round 22)', () => {
  it('flags the gap after a subordinator or a verb of suggesting, in the tense of the sentence', () => {
    expectRule(
      missingJoinLints,
      [
        ['The algorithm performs well even when the data noisy.', ['data noisy', 'replace', 'data are noisy']],
        ['We stopped because the sample too small.', ['sample too', 'replace', 'sample was too']],
        ['This suggests the catalyst very active.', ['catalyst very', 'replace', 'catalyst is very']],
        ['The reaction was slow because it very cold.', ['it very', 'replace', 'it was very']],
        ['When the weather cold, the plants grew slowly.', ['weather cold', 'replace', 'weather was cold']],
      ],
      [
        'The algorithm performs well even when the data are noisy.',
        'Although the dose necessary for growth was low, it worked.',
        'The day when the weather cold arrived, we left.',
        'We suggest the following.',
        'We found the intervention effective.',
        'When the solution cooled, we added acid.',
        'If possible, the samples were kept cold.',
      ],
    );
  });
});
