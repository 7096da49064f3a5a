import { describe, it } from 'vitest';
import { countabilityLints, oneOfPluralLints } from './countability.ts';
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

describe('round 16 (narrowed): a part of a whole one cannot divide, "All the … were"', () => {
  it('puts the noun in the plural or drops the plural of a mass noun, and leaves look-alikes alone', () => {
    expectRule(
      oneOfPluralLints,
      [
        ['Most of the respondent agreed with the statement.', ['respondent', 'replace', 'respondents']],
        ['In this paper, we discuss some of the limitation of the method.', ['limitation', 'replace', 'limitations']],
        ['Among the participant, 40% were women.', ['participant', 'replace', 'participants']],
        ['None of the patient reported side effects.', ['patient', 'replace', 'patients']],
        ['All the experiment were repeated three times.', ['experiment', 'replace', 'experiments']],
        ['All participant were adults.', ['participant', 'replace', 'participants']],
      ],
      [
        'Most of the sample was dry.',
        'Some of the population lives in cities.',
        'Among the population, 40% were women.',
        'Most of the participants agreed.',
        'Some of the patient records were missing.',
        'Among the participant groups, variance was small.',
        'Some of the limitations of the method are discussed.',
        "Most of the patient's symptoms resolved.",
        'Among the study sites, rainfall varied.',
        'Few of the respondents answered.',
        'Most of the work was done by students.',
        'All the sample was used.',
        'All the experiments were repeated.',
        'All the data were analysed.',
        'All the staff were trained.',
        'All participants were adults.',
        'All the sample material was used.',
        'All the equipment was new.',
        'All the evidence points to one cause.',
        'Most of the reason for the decline is cost.',
        'Some of the result can be explained by noise.',
        'Some of the advantage of this method is lost at high doses.',
        'Most of the advantage comes from the lower cost.',
        'Most of the patient and caregiver interviews were recorded.',
        'Among the child and adolescent participants, anxiety was common.',
        'Among the student, teacher and parent responses, most were positive.',
        'Some of the teacher and parent surveys were incomplete.',
        'Some of the doctor in him still wanted to help.',
        'Some of the man he had been remained.',
        'All the team were delighted with the result.',
        'All the cohort were followed for ten years.',
        'All the group have agreed to the changes.',
        'All the village were invited to the meeting.',
        'All the sample were women.',
      ],
    );
  });
});

describe('round 16 (narrowed): a mass noun the tagger reads as a verb', () => {
  it('drops the plural of "researches" before "are" and leaves the verb alone', () => {
    expectRule(
      countabilityLints,
      [
        ['Further researches are needed to confirm these findings.', ['researches', 'replace', 'research']],
        ['More researches were done in 2019.', ['researches', 'replace', 'research']],
      ],
      [
        'What she researches are rare plants.',
        'The lab researches new catalysts.',
        'What the team researches is varied.',
        'Further research is needed.',
        'Our group researches how soils store carbon.',
        'The topics he researches are diverse.',
        'The questions the group researches are practical.',
        'She researches soil fungi.',
        'The topics she actively researches are well funded.',
        'The areas he mainly researches are ecology and soil science.',
        'What the group currently researches are rare diseases.',
        'The questions the lab now researches are more applied.',
      ],
    );
  });
});
