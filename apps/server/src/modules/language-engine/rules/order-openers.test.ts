import { describe, it } from 'vitest';
import { openerOrderLints } from './order-openers.ts';
import { expectRule } from './rule-test-support.ts';

describe('orders a learner carries over', () => {
  it('inverts the clause after a negative opener', () => {
    expectRule(
      openerOrderLints,
      [
        [
          'Rarely the nurses reported side effects after the first dose.',
          ['the nurses reported', 'replace', 'did the nurses report'],
        ],
        [
          'Seldom the authors discuss the limitations of their sampling.',
          ['the authors discuss', 'replace', 'do the authors discuss'],
        ],
        ['Hardly the pump had started when the power failed.', ['the pump had', 'replace', 'had the pump']],
        [
          'Never before such a large cohort had been followed.',
          ['such a large cohort had', 'replace', 'had such a large cohort'],
        ],
        [
          'In no case the measured value exceeded the limit.',
          ['the measured value exceeded', 'replace', 'did the measured value exceed'],
        ],
        ['Seldom the model predicts the peak.', ['the model predicts', 'replace', 'does the model predict']],
      ],
      [
        'Rarely do the patients report side effects.',
        'Never has the river been so low.',
        'Hardly any patients reported pain.',
        'In no case did the value exceed the limit.',
        'Rarely, the patients reported pain.',
        'Never the less, we continued.',
      ],
    );
  });

  it('puts the subject of an indirect question before its lexical verb', () => {
    expectRule(
      openerOrderLints,
      [
        ['We want to understand how works the immune system.', ['works the immune system', 'replace', 'the immune system works']],
        ['They were asked to explain what means this term.', ['means this term', 'replace', 'this term means']],
        [
          'The survey asked about how much time spend the students on homework.',
          ['spend the students', 'replace', 'the students spend'],
        ],
        ['It is unclear why grow the roots faster in sand.', ['grow the roots', 'replace', 'the roots grow']],
      ],
      [
        'We know how the immune system works.',
        'It is unclear what causes the disease.',
        'We asked how many patients received the drug.',
        'They recorded how much water remains in the soil.',
        'How does the system work?',
      ],
    );
  });

  it('puts adjectives in their usual order and before their noun, and "enough" before its noun', () => {
    expectRule(
      openerOrderLints,
      [
        ['The seeds were kept in a plastic red small box.', ['plastic red small', 'replace', 'small red plastic']],
        ['A Korean new survey was run.', ['Korean new', 'replace', 'new Korean']],
        ['The fish lived in a rectangular large tank.', ['rectangular large', 'replace', 'large rectangular']],
        ['We found old two wooden bridges.', ['old two', 'replace', 'two old']],
        ['We compared the results experimental with the model.', ['results experimental', 'replace', 'experimental results']],
        ['We did not have samples enough to repeat the test.', ['samples enough', 'replace', 'enough samples']],
        ['The teachers were asked also to fill in a form.', ['asked also', 'replace', 'also asked']],
      ],
      [
        'A new large cohort was recruited.',
        'A large red plastic container was used.',
        'The new Japanese study was published.',
        'The Chinese new year falls on a different date each year.',
        'We found two old bridges.',
        'The committee made the results public.',
        'We heated the samples enough to melt them.',
        'The teachers were also asked to fill in a form.',
        'The two-year-old two-storey house stood.',
        'Leaves turned yellow two weeks after treatment.',
        'The walls were painted white three times.',
        'The fruit stayed green two days longer.',
        'The cultures grew large three times faster.',
        'We used cells of African green monkeys.',
        'We tracked 20 American black bears.',
        'The study followed European brown bears.',
        'The survey sampled Korean young adults.',
        'We studied African large herbivores.',
      ],
    );
  });
  it('takes a singular noun before an adjective that only goes before it', () => {
    expectRule(
      openerOrderLints,
      [
        ['The cores were dried in an oven electric at 60 °C.', ['oven electric', 'replace', 'electric oven']],
        ['The fragments were dated with a method new based on luminescence.', ['method new', 'replace', 'new method']],
        ['We ran a simulation numerical with the same mesh.', ['simulation numerical', 'replace', 'numerical simulation']],
      ],
      [
        'The cores were dried in an electric oven at 60 °C.',
        'The method is new to the field.',
        'We found nothing new in the data.',
        'It was a phase preliminary to the trial.',
      ],
    );
  });

  it('takes a plural read as a verb before "enough", and adjectives of shape and climate after a singular noun', () => {
    expectRule(
      openerOrderLints,
      [
        [
          'The laboratory did not have replicates enough for each treatment.',
          ['replicates enough', 'replace', 'enough replicates'],
        ],
        ['The region has a climate semi-arid with irregular rainfall.', ['climate semi-arid', 'replace', 'semi-arid climate']],
        ['We used a reactor tubular with a volume of 2 L.', ['reactor tubular', 'replace', 'tubular reactor']],
      ],
      [
        'The laboratory did not have enough replicates for each treatment.',
        'The region has a semi-arid climate with irregular rainfall.',
        'The climate is semi-arid, with irregular rainfall.',
        'The reactor was tubular, with a volume of 2 L.',
        'The method replicates enough of the field conditions.',
      ],
    );
  });

  it('puts "chronic" or "acute" before the bare noun "with" opens, before the clause\'s verb', () => {
    expectRule(
      openerOrderLints,
      [
        ['Patients with pain chronic were excluded from the trial.', ['pain chronic', 'replace', 'chronic pain']],
        ['Children with infection acute received antibiotics.', ['infection acute', 'replace', 'acute infection']],
        ['A man with hepatitis chronic was admitted in May.', ['hepatitis chronic', 'replace', 'chronic hepatitis']],
      ],
      [
        'Patients with chronic pain were excluded from the trial.',
        'Patients with pain, chronic or acute, were included.',
        'Patients with pain chronic enough to limit work were referred.',
        'With the pain chronic and worsening, she sought care.',
        'Patients with disease stable for six months were eligible.',
        'Patients with acute infection were treated with antibiotics.',
        'The pain became chronic in most patients.',
        'Patients whose pain was chronic were excluded.',
        'Patients with pain acute or chronic were asked about sleep.',
        'Mice with colitis chronically induced by DSS were used.',
        'The symptoms with onset acute or subacute were recorded.',
      ],
    );
  });
});

describe('"Only recently" without inversion', () => {
  it('puts the auxiliary before a bare plural subject', () => {
    expectRule(
      openerOrderLints,
      [
        [
          'Only recently researchers have begun to study the gut microbiome.',
          ['researchers have', 'replace', 'have researchers'],
        ],
      ],
      [
        'Only recently have researchers begun to study it.',
        'Only recently described species were included.',
        'Only recently, researchers have begun to study it.',
      ],
    );
  });
});

describe('"Only recently" before a British past', () => {
  it('inverts with "did" and keeps the writer\'s spelling', () => {
    expectRule(
      openerOrderLints,
      [
        ['Only recently researchers analysed the samples.', ['researchers analysed', 'replace', 'did researchers analyse']],
        ['Only recently researchers analyzed the samples.', ['researchers analyzed', 'replace', 'did researchers analyze']],
      ],
      ['Only recently analysed samples were kept.', 'Only recently did researchers analyse the samples.'],
    );
  });
});
