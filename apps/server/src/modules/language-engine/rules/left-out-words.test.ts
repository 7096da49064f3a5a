import { describe, it } from 'vitest';
import { leftOutWordLints, missingPrepositionLints, missingSubjectLints } from './left-out-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('words left out', () => {
  it('puts back the subject "it" or "there" that Romance languages leave out', () => {
    expectRule(
      missingSubjectLints,
      [
        ['Is well known that smoking harms the lungs.', ['Is', 'replace', 'It is']],
        ['In this context, is important to consider the cost.', ['is', 'replace', 'it is']],
        ['After the second wash, was possible to detect the virus.', ['was', 'replace', 'it was']],
        ['In our cohort, were twelve patients with diabetes.', ['were', 'replace', 'there were']],
        ['The results showed that was no correlation between the variables.', ['was', 'replace', 'there was']],
        ['The drug worked only when was applied early.', ['was', 'replace', 'it was']],
        ['Despite the reforms, is still a large gap between the wages of men and women.', ['is', 'replace', 'there is']],
      ],
      [
        'Is it possible to detect the virus after the second wash?',
        'It is well known that smoking harms the lungs.',
        'In this context, it is important to consider the cost.',
        'The method that was no longer used was removed.',
        'As is well known, smoking harms the lungs.',
        'In our cohort, there were twelve patients with diabetes.',
        'Despite the reforms, there is still a large gap between the wages of men and women.',
        'When the treatment was applied early, it worked.',
        'The variable that was most important to the model was rainfall.',
        'The store, as supplied by Node.js, is a snapshot that is fixed at release time.',
      ],
    );
  });

  it('puts back a preposition left out of a fixed pattern', () => {
    expectRule(
      missingPrepositionLints,
      [
        ['The sensor is capable detecting lead.', ['capable detecting', 'replace', 'capable of detecting']],
        ['A function responsible handling the logic.', ['responsible handling', 'replace', 'responsible for handling']],
        ['The manuscript is suitable a special issue.', ['suitable a', 'replace', 'suitable for a']],
        ['Most the respondents agreed.', ['Most the', 'replace', 'Most of the']],
        ['Some them refused to take part.', ['Some them', 'replace', 'Some of them']],
      ],
      [
        'The manuscript is suitable for a special issue.',
        'Most of the respondents agreed, and the most the model can do is fit the mean.',
        'It was none the less useful.',
        'It limits the operations shown to at most this many.',
        'The sensor is capable of detecting lead.',
      ],
    );
  });

  it('puts back a word left out of a common pattern, flagged with the word after the gap', () => {
    expectRule(
      leftOutWordLints,
      [
        ['Teachers were asked rate each essay on a scale.', ['asked rate', 'replace', 'asked to rate']],
        ['Students are required submit the form online.', ['required submit', 'replace', 'required to submit']],
        ['The rate was four times lower the rate of bare steel.', ['lower the', 'replace', 'lower than the']],
        ['Yields were twice higher those of the control.', ['higher those', 'replace', 'higher than those']],
        ['We agree that the current version not explain the weights.', ['not explain', 'replace', 'does not explain']],
        ['Most respondents in the rural sample not consider it a risk.', ['not consider', 'replace', 'do not consider']],
        ['The second model not converge when the data were pooled.', ['not converge', 'replace', 'did not converge']],
        ['The results showed that the addition of inulin not affect the texture.', ['not affect', 'replace', 'did not affect']],
        [
          'Although the seeds germinated earlier, they not differ from the controls.',
          ['not differ', 'replace', 'did not differ'],
        ],
        [
          'Although most participants felt calmer, they not show any change in cortisol.',
          ['not show', 'replace', 'did not show'],
        ],
        ['In this study, we not observe any change in yield.', ['not observe', 'replace', 'do not observe']],
        ['The raw reads been deposited in the archive.', ['reads been', 'replace', 'reads have been']],
        ['The protocol been approved by the committee.', ['protocol been', 'replace', 'protocol has been']],
        ['The new layout makes possible to detect cracks.', ['makes possible', 'replace', 'makes it possible']],
        ['If the editor considers necessary, we will shorten it.', ['considers necessary', 'replace', 'considers it necessary']],
        ['We found difficult to recruit older farmers.', ['found difficult', 'replace', 'found it difficult']],
        ['We noted that farmers found difficult to adopt the tool.', ['found difficult', 'replace', 'found it difficult']],
        ['The threshold was set such the error stayed low.', ['such the', 'replace', 'such that the']],
      ],
      [
        'Teachers were asked to rate each essay on a scale.',
        'Participants were asked questions about their diet.',
        'The rate was four times lower than the rate of bare steel.',
        'We recommend that the drug not be used in children.',
        'It is essential that the patient not receive the dose.',
        'We recommend that they not be used in children, and it is essential that it not exceed the limit.',
        'We would rather they not publish the raw data.',
        'Samples not treated with the enzyme were discarded.',
        'The results, not shown here, agree with the model.',
        'The reads have been deposited in the archive.',
        'Had the samples been stored properly, they would have survived.',
        'The dose was considered necessary to achieve remission.',
        'If considered necessary, the dose can be adjusted.',
        'The grant made possible the purchase of a new microscope.',
        'This was made possible by a grant.',
        'The method makes it possible to detect cracks.',
        'It is such that the results hold.',
        'Some items, which we found difficult to interpret, were removed.',
        'We included all covariates that we considered important.',
        'The items that participants found difficult to answer were revised.',
        'Covariates were added as we deemed appropriate.',
        'Only recently have the underlying molecular mechanisms of this process been elucidated.',
        'Had the soil samples collected at the northern site been stored at 4 °C, degradation would have been avoided.',
        'Has the efficacy of this treatment in older adults been established?',
        'It was decided that the trial not continue beyond 2020.',
        'The protocol specified that the catheter not remain in place for more than 48 h.',
        'We preferred that the interviewer not know the group allocation.',
        'It is desirable that the algorithm not depend on the initial guess.',
      ],
    );
  });

  it('puts back "there" after a subordinating word before a quantifier', () => {
    expectRule(
      missingSubjectLints,
      [
        ['Although was no significant difference between the groups, vigour differed.', ['was', 'replace', 'there was']],
        ['Because were several outliers in the data, we used the median.', ['were', 'replace', 'there were']],
      ],
      [
        'Although there was no significant difference between the groups, vigour differed.',
        'Although it was a small sample, the effect was clear.',
      ],
    );
  });
});

describe('"to" after a passive of design or intent', () => {
  it('puts back "to" before a base form the tagger reads as a noun or an adjective', () => {
    expectRule(
      leftOutWordLints,
      [
        ['The experiment was designed test whether noise affects recall.', ['designed test', 'replace', 'designed to test']],
        ['The participants were asked complete the questionnaire.', ['asked complete', 'replace', 'asked to complete']],
      ],
      ['The experiment was designed to test whether noise matters.', 'The participants were asked open questions.'],
    );
  });

  it('puts back "it" after "make" before an adverb of degree, and before a wider set of adjectives', () => {
    expectRule(
      leftOutWordLints,
      [['The new road made much easier to reach the clinic.', ['made much', 'replace', 'made it much']]],
      ['The lack of staff made the clinic very hard to run at night.', 'The lack of staff made the work very hard.'],
    );
    expectRule(
      missingSubjectLints,
      [['In rural areas, is common to keep goats.', ['is', 'replace', 'it is']]],
      ['In rural areas, goats are common.', 'This trait is common to all mammals.', 'It is common to keep goats.'],
    );
  });
});

describe('a subject left out before a perfect passive', () => {
  it('adds "it" after "because" or "although" before "had been" or "has been"', () => {
    expectRule(
      missingSubjectLints,
      [
        ['The lease was void because had been signed under duress.', ['had', 'replace', 'it had']],
        ['The report was accepted although has been criticised.', ['has', 'replace', 'it has']],
      ],
      [
        'The lake that once had been clear is now green.',
        'The effect was larger than had been expected.',
        'As had been predicted, the yield fell.',
        'The dam, which had been built in 1950, failed.',
      ],
    );
  });
});
