import { describe, expect, it } from 'vitest';
import { nounEffectSpans } from './confusable-contexts.ts';
import { confusableLints } from './confusables.ts';
import { expectRule } from './rule-test-support.ts';
import { createTagger } from './tagger.ts';

describe('confusable words in their contexts', () => {
  it('corrects the pairs of confusable-contexts.ts and the wider contexts of advise, prove, raise, lie and sensitive', () => {
    expectRule(
      confusableLints,
      [
        ['We advice future researchers to sample deeper.', ['advice', 'replace', 'advise']],
        ['These results proof that the layer matters.', ['proof', 'replace', 'prove']],
        ['The task was designed to illicit spontaneous speech.', ['illicit', 'replace', 'elicit']],
        ['We would like to rise one further point.', ['rise', 'replace', 'raise']],
        ['Campaigns aim to rise awareness of the disease.', ['rise', 'replace', 'raise']],
        ["Children who's parents had left school scored lower.", ["who's", 'replace', 'whose']],
        ['In the actual study, we extend the framework.', ['actual', 'replace', 'present']],
        ['The low rainfall in 2019 lead to a sharp decrease in yields.', ['lead', 'replace', 'led']],
        ['Participants were tested in a quite room.', ['quite', 'replace', 'quiet']],
        ['The study area lays between two rivers.', ['lays', 'replace', 'lies']],
        ['All laboratory personal involved were blinded.', ['personal', 'replace', 'personnel']],
        ['The excavation sight was on a slope.', ['sight', 'replace', 'site']],
        ['We thank them for their through reading of the text.', ['through', 'replace', 'thorough']],
        ['After centrifugation, we preceded to extract DNA.', ['preceded', 'replace', 'proceeded']],
        ['All participants completed the assessment accept two who moved.', ['accept', 'replace', 'except']],
        ['Both were tested, and the later showed higher selectivity.', ['later', 'replace', 'latter']],
        ['The interviews compliment the survey data.', ['compliment', 'replace', 'complement']],
        ['The assay is highly sensible to low concentrations.', ['sensible', 'replace', 'sensitive']],
        ['The questionnaire was adopted to the Turkish context.', ['adopted', 'replace', 'adapted']],
      ],
      [
        'We advise future researchers to sample deeper, and proof of concept was shown.',
        'Exposure to illicit drugs was common among those addicted to illicit substances.',
        'The temperature is expected to rise one degree.',
        "Who's responsible for the data was unclear.",
        'The actual values were higher than predicted in the actual experiment.',
        'Lead concentrations were high in 2019, and the ratio of blood lead to bone lead rose.',
        'It was a quiet room and a quite common problem.',
        'The light sources lie between the panels.',
        'All personal data were anonymised, and the personal involvement of teachers was high.',
        'At first sight, the results were clear.',
        'The study was preceded by a pilot, and we accept the reviewer’s point.',
        'Most farmers accept two doses of the vaccine.',
        'In the later stages, the later developed countries grew; the latter was higher.',
        'The reviewers compliment the authors, and the findings complement earlier work.',
        'This approach was adopted to reduce costs.',
        'Feedback from the pilot was incorporated in the actual study.',
        'In the actual study, participants completed the survey online after the pilot phase.',
        'The queen lays on average 1500 eggs per day.',
        'The hen lays in a nest box.',
        'Previous surveys showed most patients accept 2 injections per year.',
        'The probe operated in its through transmission mode.',
      ],
    );
  });

  it('corrects then, led, its, adapted, sites, except and raise in their wider contexts', () => {
    expectRule(
      confusableLints,
      [
        ['The suspension was stirred for 2 h at 60 °C and than filtered through a nylon membrane.', ['than', 'replace', 'then']],
        ['The mixture was heated, than cooled to room temperature.', ['than', 'replace', 'then']],
        ['Prolonged flooding in late 2022 lead to a sharp increase in cases.', ['lead', 'replace', 'led']],
        ['In the 2023 prototype, this design choice lead to a 20% reduction in energy use.', ['lead', 'replace', 'led']],
        ["The blend is biodegradable, but it's tensile strength decreases rapidly in humid air.", ["it's", 'replace', 'its']],
        [
          'Farmers in the lower basin have adopted their planting calendar to the later onset of the rains.',
          ['adopted', 'replace', 'adapted'],
        ],
        [
          'The scoring protocol was adopted from Silva et al. (2014) to account for the smaller body size of lambs.',
          ['adopted', 'replace', 'adapted'],
        ],
        ['The questionnaire was adopted from Smith (2010) with minor modifications.', ['adopted', 'replace', 'adapted']],
        ['Water samples were collected at three cites along the river.', ['cites', 'replace', 'sites']],
        ['At each cite, ten plots were marked.', ['cite', 'replace', 'site']],
        [
          'All participants were included in the analysis accept two who did not complete the second session.',
          ['accept', 'replace', 'except'],
        ],
        ['Increasing the flow rate did not rise the outlet temperature significantly.', ['rise', 'replace', 'raise']],
        ['Rising the temperature increased the rate.', ['Rising', 'replace', 'Raising']],
      ],
      [
        'The yield was higher in 2020, than expected, and more samples were dried than filtered.',
        'The samples were stirred and then filtered.',
        'In 2019, the blood lead to zinc ratio rose, and exposure to lead to a large extent came from paint.',
        'As shown by Li (2019), the design leads to lower costs.',
        "It's common practice to report the median, and it's important to note that the sample was small.",
        "It's high time the method was replaced.",
        'We adopted a similar approach to the one described by Li, and the government adopted the policy to reduce emissions.',
        'The definition was adopted from the WHO.',
        'The study cites three previous reports, and Table 2 cites the sources.',
        'The patients who were treated in the clinic accept two doses.',
        'The temperature rose the next day, and the sea level rose the most in the south.',
        'The water level rose a metre in a week.',
      ],
    );
  });

  it('finds the noun "effect" that harper reads as the verb', () => {
    const tag = createTagger();
    const spansOf = (text: string) =>
      tag(text)
        .flatMap(nounEffectSpans)
        .map((span) => text.slice(span.start, span.end));
    expect(spansOf('The fertilizer effect still was significant.')).toEqual(['effect']);
    expect(spansOf('Reviewer 2 suggested that we report effect sizes.')).toEqual(['effect']);
    expect(spansOf('The drought will effect the yield.')).toEqual([]);
  });
});

describe('"latter" for "later" before a participle', () => {
  it('flags "and latter translated", not "the latter"', () => {
    expectRule(
      confusableLints,
      [
        [
          'The interviews were conducted in Portuguese and latter translated into English by a professional translator.',
          ['latter', 'replace', 'later'],
        ],
        ['The samples were latter analysed.', ['latter', 'replace', 'later']],
      ],
      ['Two methods were compared, and the latter proved faster.', 'Of the two, the latter is preferred.'],
    );
  });
});
