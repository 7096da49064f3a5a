import { describe, it } from 'vitest';
import { droppedSubjectLints, droppedWordLints } from './dropped-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('a subject left out', () => {
  it('puts "it", "they" or "there" before a "be" after an opening clause, a semicolon or a subordinator', () => {
    expectRule(
      droppedSubjectLints,
      [
        [
          'Because most of the household wells are less than 10 m deep, is difficult to prevent contamination.',
          ['is', 'replace', 'it is'],
        ],
        ['Although the corpus is small, is representative of the spoken variety.', ['is', 'replace', 'it is']],
        ['After the samples were dried, were weighed again.', ['were', 'replace', 'they were']],
        ['Because the method is new, are few studies on its accuracy.', ['are', 'replace', 'there are']],
        ['The questionnaire was piloted with 20 students; was then revised.', ['was', 'replace', 'it was']],
        ['These cultivars were chosen because are more tolerant of drought.', ['are', 'replace', 'they are']],
        [
          'Soil carbon increased in the straw plots, whereas in the control plots was no significant change.',
          ['was', 'replace', 'there was'],
        ],
        ['The soil dried quickly, whereas in the irrigated plots was no change.', ['was', 'replace', 'there was']],
      ],
      [
        'Although the corpus, which is small, is representative, it lacks spontaneous speech.',
        'Because the wells are shallow, it is difficult to prevent contamination.',
        'As is well known, the yield depends on rainfall.',
        'The yield was higher than is usually reported for this region.',
        'The first sample was dry, and so was the second.',
        'When the sample is heated, is the signal stable?',
        'The questionnaire was piloted with 20 students; it was then revised.',
        'In the corner of the field was a small weather station.',
        'Among the participants were 12 nurses and 8 physicians.',
        'Soil carbon increased in the treated plots, whereas in the control plots it was unchanged.',
        'The samples are diluted if is needed.',
      ],
    );
  });
});

describe('"as", "that", "of" and "to" left out, and a "to" too many after "make"', () => {
  it('flags "such" before a list, "in such a way" before a clause and a fraction before a plural', () => {
    expectRule(
      droppedWordLints,
      [
        [
          'Turmeric is used in several Southeast Asian countries, such Indonesia, Thailand and Malaysia.',
          ['such Indonesia', 'replace', 'such as Indonesia'],
        ],
        [
          'Standard preprocessing steps such tokenization, stop-word removal and lemmatization were applied.',
          ['such tokenization', 'replace', 'such as tokenization'],
        ],
        ['Heavy metals such lead and cadmium were detected in the soil.', ['such lead', 'replace', 'such as lead']],
        ['The electrodes were arranged in such a way the current density was uniform.', ['way the', 'replace', 'way that the']],
        [
          'The reaction was exothermic, to such an extent the temperature rose to 85 °C.',
          ['extent the', 'replace', 'extent that the'],
        ],
        ['The samples were placed in such a way they did not touch.', ['way they', 'replace', 'way that they']],
        ['Approximately one third the respondents reported a missed dose.', ['third the', 'replace', 'third of the']],
        ['Nearly two thirds the patients were women.', ['thirds the', 'replace', 'thirds of the']],
      ],
      [
        'Crops such as maize, beans and cassava were grown.',
        'Such studies, however, are rare.',
        'These conditions are such that the yield falls.',
        'In such cases, the samples were discarded.',
        'We avoided such errors, such omissions and such delays.',
        'Many tools exist for such tasks, such tools are often costly.',
        'The electrodes were arranged in such a way that the current density was uniform.',
        'The electrodes were arranged in such a way as to give a uniform current.',
        'The new pump costs one third the price of the old one.',
        'The particle is a quarter the size of a red blood cell.',
        'Half the respondents reported a missed dose.',
        'One third of the respondents reported a missed dose.',
      ],
    );
  });

  it('puts "to" after an aim and "be", and deletes "to" after "make" or "let" and a noun phrase', () => {
    expectRule(
      droppedWordLints,
      [
        [
          'The purpose of this study was evaluate the long-term stability of the films.',
          ['was evaluate', 'replace', 'was to evaluate'],
        ],
        ['The objective of the present work is develop a low-cost sensor.', ['is develop', 'replace', 'is to develop']],
        ['The aims of this study were assess the prevalence of anaemia.', ['were assess', 'replace', 'were to assess']],
        ['The high humidity in the room made the starch films to absorb water rapidly.', ['to', 'delete', '']],
        ['The long drought made the farmers to sell their cattle.', ['to', 'delete', '']],
        ['The teachers let the students to choose the topic.', ['to', 'delete', '']],
      ],
      [
        'The aim of this study was to evaluate the stability of the films.',
        'The aim of this study was evaluated by two reviewers.',
        'The objective was met in all plots.',
        'The main goal of the project was set by the funder.',
        'The humidity made the films absorb water.',
        'The reviewers made several changes to improve the text.',
        'The committee made the decision to stop the trial.',
        'We made the films to test their tensile strength.',
        'The software makes it possible to detect outliers.',
        'The authors made the maps to show the distribution of cases.',
        'Both groups made efforts to reduce waste.',
      ],
    );
  });
});

describe('"to" after the aim noun and "be" before a verb in British spelling (tuning round 14)', () => {
  it('flags "is analyse", not a noun or "is to analyse"', () => {
    expectRule(
      droppedWordLints,
      [
        ['The aim of this paper is analyse the economic impact of tourism.', ['is analyse', 'replace', 'is to analyse']],
        ['The purpose of the study was characterise the new strains.', ['was characterise', 'replace', 'was to characterise']],
      ],
      [
        'The aim of this paper is to analyse the economic impact of tourism.',
        'The aim of this paper is analysis of the economic impact.',
        'Our aim is an analysis of the economic impact.',
        'The aim of this analysis is clear.',
        'The purpose of the study was to characterise the new strains.',
        'The purpose of the exercise was practice.',
        'The goal of the plan is a rise in income.',
        'The aim of this paper is precise measurement of flow.',
        'The aim of the study was analysed by two reviewers.',
        'The purpose of this exercise is to organise the data.',
        'The aim is organisation of the archive.',
      ],
    );
  });
});

describe('the subject after ", so" and a modal', () => {
  it('flags "so can be used" with "it" or "they" after the first clause\'s subject', () => {
    expectRule(
      droppedWordLints,
      [
        ['The dataset is publicly available, so can be used by other researchers.', ['can', 'replace', 'it can']],
        ['The samples were small, so could not be analysed separately.', ['could', 'replace', 'they could']],
      ],
      ['The results were clear, so we can stop.', 'It rained, so can we go home?', 'The data are open, so anyone can use them.'],
    );
  });
});
