import { describe, it } from 'vitest';
import { extraFrameLints } from './extra-frames.ts';
import { expectRule } from './rule-test-support.ts';

describe('more words learners add', () => {
  it('deletes a pronoun that repeats the subject or the object of a relative clause, and "there" after "where"', () => {
    expectRule(
      extraFrameLints,
      [
        ['The patients they were followed up for two years.', ['they', 'delete', '']],
        ['The teachers, they believe that grammar matters.', ['they', 'delete', '']],
        ['Between 2010 and 2020, the population of the city it doubled.', ['it', 'delete', '']],
        ['The model which we proposed it outperforms existing methods.', ['it', 'delete', '']],
        ['The rural areas, where most poor people live there, lack services.', ['there', 'delete', '']],
      ],
      [
        'The methods they used are described in Section 2, and the results they obtained were similar.',
        'The assumption it was based on proved false.',
        'The framework they relied on seemed too narrow.',
        'The results, they argue, show a clear trend.',
        'The next day, they returned to the site.',
        'We stress the fact that we tested it, and the model which we proposed outperforms others.',
        'The areas where people live are dry, and there is no water there.',
      ],
    );
  });

  it('deletes "to" after "enables", a preposition before a "that" clause, "at where", "with using" and "be able to" after "can"', () => {
    expectRule(
      extraFrameLints,
      [
        ['This software enables to researchers to annotate corpora.', ['to', 'delete', '']],
        ['Most respondents agreed with that the program was useful.', ['with', 'delete', '']],
        ['The anemometer must be placed at where the airflow is stable.', ['at', 'delete', '']],
        ['Soil moisture was measured with using a TDR probe.', ['with', 'delete', '']],
        ['This model can be able to predict rainfall.', ['can be able to', 'replace', 'can']],
      ],
      [
        'This software enables researchers to annotate corpora and is similar to that of Kim.',
        'We agreed with that decision, and the values were close to that the model predicted.',
        'The water moved to where the soil was dry, and we measured it by using a probe.',
        'This model will be able to predict rainfall, and it can be used with others.',
      ],
    );
  });

  it('deletes "to" after the verb "answer", "of" after the verb "lack" and "the" before a city or a country', () => {
    expectRule(
      extraFrameLints,
      [
        ['The participants were asked to answer to ten questions.', ['to', 'delete', '']],
        ['Smallholder farmers in the region lack of access to credit.', ['of', 'delete', '']],
        ['The price of housing in the Tokyo has risen steadily.', ['the', 'delete', '']],
      ],
      [
        'The answer to the question was clear, and they answered the survey.',
        'The farmers face poverty, lack of access to credit and the lack of roads.',
        'Their lack of access is known, and the farmers’ lack of land too.',
        'The Tokyo metropolitan area grew, as did the Netherlands and the Brazil of the 1990s.',
      ],
    );
  });

  it('deletes "a" before "one of" and the object of "to use" after a noun subject and an adjective of ease', () => {
    expectRule(
      extraFrameLints,
      [
        ['This is a one of the main problems.', ['a', 'delete', '']],
        ['The method is very simple to use it.', ['it', 'delete', '']],
      ],
      ['This is one of the main problems, and it is easy to use it.', 'The method is simple to use.'],
    );
  });

  it('leaves alone correct sentences of the shapes a review found flagged', () => {
    expectRule(
      extraFrameLints,
      [
        ['The probe was located at where the flow is stable.', ['at', 'delete', '']],
        ['The farmers still lack of access to credit.', ['of', 'delete', '']],
      ],
      [
        'We looked at where the errors occurred and pointed at where the gap was.',
        'Error was lower compared with using the raw data, and there are problems with using the mean.',
        'This is associated with using antibiotics, and we have experience with using the tool.',
        'We experimented with using a smaller grid, and users were familiar with using the app.',
        'There is still lack of evidence, and there is also lack of data.',
        'There was a total lack of evidence and a complete lack of data, despite the total lack of funds.',
        'This helped to some extent to reduce bias, and it helped to a large degree to limit noise.',
        'Most cases were in the Asia-Pacific region, and the trial was listed in the Australia and New Zealand registry.',
        'We followed the recommendation that we exclude them, and the requirement that we report them.',
        'The reason that we excluded them is given, and the first time that we saw them, they were small.',
        'We told the reviewers that we had excluded them.',
        'We told the reviewers that we excluded them.',
        'The statement that we accept them was signed, and we noted that we had seen them.',
      ],
    );
  });
});
