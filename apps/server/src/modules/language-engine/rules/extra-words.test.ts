import { describe, it } from 'vitest';
import { extraWordLints } from './extra-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('words learners add', () => {
  it('deletes "to" after a modal and after "let"/"make" and a pronoun, an article before a possessive, and the extra words of time, of number and of cause, and "return back"', () => {
    expectRule(
      extraWordLints,
      [
        ['With this method we can to measure the flux directly.', ['to', 'delete', '']],
        ['The supervisor let them to choose their own topics.', ['to', 'delete', '']],
        ['The noise made us to repeat the recordings.', ['to', 'delete', '']],
        ['The our results agree with the model.', ['The', 'delete', '']],
        ['The most of the samples were dried at 60 °C.', ['The', 'delete', '']],
        ['In nowadays, sensors are cheap.', ['In', 'delete', '']],
        ['The survey was carried out in last year.', ['in', 'delete', '']],
        ['After rewetting, respiration returned back to its baseline.', ['back', 'delete', '']],
        ['The both groups received the same diet.', ['The', 'delete', '']],
        ['Most of participants completed the survey.', ['of', 'delete', '']],
        ['Some of older trees had died.', ['of', 'delete', '']],
        ['Each plot held about approximately 20 plants.', ['about', 'delete', '']],
        ['The seedlings died because of the soil was too dry.', ['of', 'delete', '']],
        ['We stopped the trial because of we lacked funds.', ['of', 'delete', '']],
        ['In the this study, growth was slow.', ['the', 'delete', '']],
        ['The each sample was weighed twice.', ['The', 'delete', '']],
        ['After the survey the students went to home.', ['to', 'delete', '']],
        ['The method which it was used here is new.', ['it', 'delete', '']],
        ['Sampling depth is equally as important.', ['as', 'delete', '']],
        ['The survey was conducted in during the summer of 2019.', ['in', 'delete', '']],
        ['The mean age of the participants was 45 years old.', ['old', 'delete', '']],
        ['The students who they participated in the programme scored higher.', ['they', 'delete', '']],
      ],
      [
        'We can measure the flux, and the can to hold the sample was sealed.',
        'They let us choose, and the result made them happy; we made it to the final stage.',
        'The results of our study and the yield of their plots were high.',
        'We made the most of the data, and most of the samples were dry.',
        'Nowadays sensors are cheap; in the last year prices fell, and in next year’s budget they rise.',
        'Last year the plots were sown, and next week we sample them in this year’s trial.',
        'The samples were sent back to the laboratory, and the value returned to its baseline; the beam returned back-scattered light.',
        'We would like to thank the reviewers, and the results could be used to plan the next year.',
        'Both groups and the two groups were fed; both of them grew.',
        'Most of the participants and many of them, the most of all, some of 2020 and most of Europe.',
        'Each plot held about 20 plants, or approximately 20 % of the total; what about almost 20?',
        'The seedlings died because of the drought, and because of it the trial stopped.',
        'In this study, the the growth was slow and these were a minority; the A horizon and the Our World in Data site.',
        'The students went home, then went to there plots; we sent the data to here.',
        'The method in which it was used is new, and the samples which they collected were dried.',
        'The survey was conducted during the summer, and at 20 years old the trees were felled.',
        'The patient was 45 years old, and the mean age was 45 years; the students who they worked with were kind.',
        'Depth is equally important, and equally as important as the season.',
      ],
    );
  });

  it('deletes "to" after "thank" and "reach", "of" after "before"/"after", a pronoun repeating a relative subject and a pronoun after "but also"', () => {
    expectRule(
      extraWordLints,
      [
        ['We thank to Dr. Tanaka for her comments.', ['to', 'delete', '']],
        ['We have started this project since three years ago.', ['since', 'delete', '']],
        ['By noon the temperature reached to 45 °C.', ['to', 'delete', '']],
        ['They answered before and after of the intervention.', ['of', 'delete', '']],
        ['Patients who they received the higher dose slept better.', ['they', 'delete', '']],
        ['Cases rose every year, which it is a concern.', ['it', 'delete', '']],
        ['The results not only confirm the hypothesis but also they suggest a mechanism.', ['they', 'delete', '']],
      ],
      [
        'Thanks to Dr. Tanaka, we reached the site.',
        'Patients who they interviewed were young.',
        'The data, which it shows, are new.',
        'The results confirm the hypothesis but also they raise questions.',
        'The branches reached up to the roof.',
        'We started this project three years ago and have run it since.',
        'After the intervention, of the 30 patients, 20 improved.',
      ],
    );
  });

  it('deletes a preposition after "enter", "affect", "contact" and "approach", "ones" after "those", and "so" after a clause of cause', () => {
    expectRule(
      extraWordLints,
      [
        ['The nurse entered into the ward at midnight.', ['into', 'delete', '']],
        ['The new tariffs will affect to many small households.', ['to', 'delete', '']],
        ['Participants can contact with the research team at any time.', ['with', 'delete', '']],
        ['The drone approached to the landing pad slowly.', ['to', 'delete', '']],
        ['Our values agree with those ones reported earlier.', ['ones', 'delete', '']],
        ['These ones were discarded.', ['ones', 'delete', '']],
        ['Because the roots were damaged, so water uptake was limited.', ['so', 'delete', '']],
        ['Since the data were sparse, so we used a Bayesian model.', ['so', 'delete', '']],
        ['As the road was closed, so the survey was delayed.', ['so', 'delete', '']],
      ],
      [
        'The firm entered into an agreement with the council, and the treaty entered into force.',
        'They entered into negotiations, then entered the room.',
        'Data were entered into the hospital database by a research nurse.',
        'All scores were entered into the school register.',
        'These factors affect to a greater or lesser extent all farms in the region.',
        'As is the case in mammals, so the avian heart is divided into four chambers.',
        'As was the case for nitrogen, so phosphorus uptake was reduced.',
        'Yields were affected to a large extent by drought, and leaves affected to varying degrees were counted.',
        'Roots in contact with the soil were washed, and we contacted the authors.',
        'Two approaches to the problem exist, and participants were approached to take part.',
        'The ship approached to within 5 m of the buoy.',
        'Those new ones are better than these old ones.',
        'As the temperature increases, so the viscosity decreases.',
        'Because of the drought, so many plants died.',
        'Since 2010, so far the yield has doubled.',
        'Because the soil was acidic, lime was applied, so the pH rose.',
        'As the ice was thin, so was the risk.',
        'As the dose is increased, so the response rises.',
      ],
    );
  });

  it('deletes "to" after "will" and "again" after "repeat"', () => {
    expectRule(
      extraWordLints,
      [
        ['The nurses will to check the wounds daily.', ['to', 'delete', '']],
        ['The survey was repeated again in the spring.', ['again', 'delete', '']],
      ],
      [
        "The nation's will to fight was broken.",
        "The patients' will to live was strong.",
        'Their will to change was evident in the interviews.',
        'The political will to act was missing.',
        'The test was repeated again and again until the values agreed.',
        'The measurement was repeated, and again the values differed.',
      ],
    );
  });
});

describe('a pronoun repeating "which" before a modal, its verb and an object', () => {
  it('deletes "it" in "a method which it can detect surface cracks", not a verb of giving or one without an object', () => {
    expectRule(
      extraWordLints,
      [
        [
          'In this paper, we propose a method which it can detect surface cracks in concrete automatically.',
          ['it', 'delete', ''],
        ],
      ],
      [
        'The evidence which they can provide the court is weak.',
        'We need a tool which it can run on phones.',
        'We used a model which they developed in 2019.',
        'This is the method which it uses.',
        'The method which we can apply is simple.',
        'The feedback which they gave the students was positive.',
        'The question which they asked the participants was ambiguous.',
        'These are the tools which they could use every day.',
        'We list resources which they might find useful.',
      ],
    );
  });
});

describe('"to" after "until", "into" after entering a study', () => {
  it('deletes the extra word and leaves "up to" and "enter into an agreement"', () => {
    expectRule(
      extraWordLints,
      [
        ['The aliquots were kept frozen until to the day of analysis.', ['to', 'delete', '']],
        ['Patients gave consent before entering into the trial.', ['into', 'delete', '']],
      ],
      [
        'The aliquots were kept frozen up to the day of analysis.',
        'The firms entered into an agreement in 2019.',
        'The law entered into force in May.',
        'Samples were stored until the day of analysis.',
        'A total of 200 patients were entered into the trial.',
        'Dogs entered into the trial were vaccinated.',
      ],
    );
  });
});
