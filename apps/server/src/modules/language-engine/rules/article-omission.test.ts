import { describe, it } from 'vitest';
import { genericTheLints, missingArticleLints } from './article-omission.ts';
import { expectRule } from './rule-test-support.ts';

describe('a missing article', () => {
  it('puts "a", "an" or "the" before a bare singular countable noun after a verb, "be" or a preposition', () => {
    expectRule(
      missingArticleLints,
      [
        ['We measured sample at 20 °C.', ['sample', 'replace', 'a sample']],
        ['This is important result.', ['important', 'replace', 'an important']],
        ['The team used model to predict yield.', ['model', 'replace', 'a model']],
        ['The samples were collected in the north of country.', ['country', 'replace', 'a country']],
        ['We selected first sample for the analysis.', ['first', 'replace', 'the first']],
        ['Rainfall had very large effect on yield.', ['very', 'replace', 'a very']],
        ['Soil moisture plays important role in the carbon cycle.', ['important', 'replace', 'an important']],
        ['Plants were grown under controlled conditions in growth chamber.', ['growth', 'replace', 'a growth']],
        ['She became member of the society.', ['member', 'replace', 'a member']],
        // Nouns the tagger reads as verbs after "be".
        ['He is engineer.', ['engineer', 'replace', 'an engineer']],
        ['She was nurse for ten years.', ['nurse', 'replace', 'a nurse']],
        ['It is good method for this.', ['good', 'replace', 'a good']],
        ['He works as engineer in a large company.', ['engineer', 'replace', 'an engineer']],
        ['We measured the height of each plant with ruler.', ['ruler', 'replace', 'a ruler']],
        ['The fish were kept in tank with filtered seawater.', ['tank', 'replace', 'a tank']],
      ],
      [
        'In contrast, samples were dried by hand at room temperature.',
        'For example, the results were analysed in R.',
        'We used the same method, our model and its parameters.',
        'Three samples and each site were measured twice.',
        'We measured sample size, model fit and study design.',
        'Water, nitrogen and carbon were measured in every plot.',
        'The study took place in Kenya, and they took advantage of the dry season.',
        'We used a method called bootstrapping and another model.',
        'Results are shown in Table 2 and in sample 3.',
        'The samples varied from site to site and step by step.',
        'Sample Preparation and Experimental Design',
        'The proposed algorithm can solve the problem.',
        'Working memory was tested with a backward block recall task.',
        'The reserve contains more than 300 species of tree and two breeds of horse.',
        'We estimated the models with and without province fixed effects.',
        'The trial used a nurse-led approach and a zirconium-based framework.',
        'Such model is rare, and further study is needed.',
        'The selected checksumming algorithm is unknown.',
        'Data were collected per participant, by interview, as part of the survey.',
        'They took full advantage of the dry season and tested the model out of sample.',
        'The children attended primary school, and this is a proof of concept.',
        'Credit is paid once per referred researcher, and a certain numbered version applies.',
        'If set to true, then file manager will draw the icons.',
        'We used a physically based vadose zone model.',
        // A post one person holds, named without an article.
        'She is professor of chemistry at Leeds, and he was appointed director.',
        'She is manager of the laboratory, and he worked as manager of the farm.',
        'The plot served as control, and she was employed as director.',
        'The aim is to sample the soil, and the problem is model error.',
        'The fish were kept in a tank, and a think tank report appeared in newspaper archives.',
      ],
    );
  });

  it('reads participles, hyphenated modifiers and compounds into the phrase, and "by" before a professional', () => {
    expectRule(
      missingArticleLints,
      [
        ['Blood pressure was measured with validated automated device after rest.', ['validated', 'replace', 'a validated']],
        ['All reagents were prepared in laminar flow cabinet and stored at 4 °C.', ['laminar', 'replace', 'a laminar']],
        ['The algorithm was implemented on low-cost microcontroller (ARM Cortex-M4).', ['low-cost', 'replace', 'a low-cost']],
        ['Its resistance was measured with four-probe method between 2 and 300 K.', ['four-probe', 'replace', 'a four-probe']],
        [
          'We adopted difference-in-differences approach using regional panel data.',
          ['difference-in-differences', 'replace', 'a difference-in-differences'],
        ],
        ['The data were fitted with first-order model and with 8-layer network.', ['first-order', 'replace', 'a first-order']],
        ['Each dog was examined by veterinarian who was blinded to the group.', ['veterinarian', 'replace', 'a veterinarian']],
        ['Each lesion was examined by pathologist before staining.', ['pathologist', 'replace', 'a pathologist']],
        ['The owner of each cat signed consent form before the procedure.', ['consent', 'replace', 'a consent']],
      ],
      [
        'The drug was given in tablet form, and the results were stored in written form.',
        'Outcomes were grouped by clinician, and the samples were analysed by hand.',
        'The values are given in equation (3) and in step (ii).',
        'Plants in treatment and control plots were measured with an automated device.',
        'The catalyst was supported on Pt-based carbon, and the state-of-the-art method was used.',
        'The cells were processed with sample processing software and stored.',
        'We used a four-probe method and the low-cost microcontroller.',
        'This is omitted in case of same-document navigation.',
        'I enabled this debug method and copied the requests.',
        'File task or the global suite will have no parent.',
        'Page zoom factor (CSS to device pixels ratio).',
      ],
    );
  });

  it('offers both articles where either may be meant, and only "the" before "same", "first" or a superlative', () => {
    expectRule(
      missingArticleLints,
      [
        ['The results of experiment were clear.', ['experiment', 'replace', 'an experiment']],
        ['We chose largest plot for the trial.', ['largest', 'replace', 'the largest']],
      ],
      [],
    );
  });
});

describe('"the" before a noun meant in general', () => {
  it('drops "the" before a generic subject of a general statement and before a generic object that ends the clause', () => {
    expectRule(
      genericTheLints,
      [
        ['The water is essential for life.', ['The water', 'replace', 'Water']],
        ['In many developing countries, the education plays a key role in growth.', ['the education', 'replace', 'education']],
        ['The education plays an important role in development.', ['The education', 'replace', 'Education']],
        ['Regular exercise is important for the health.', ['the ', 'delete', '']],
        ['We found that the education plays a key role in growth.', ['the education', 'replace', 'education']],
        ['The nature has provided many compounds used in chemotherapy.', ['The nature', 'replace', 'Nature']],
        ['The honesty is the best policy in research.', ['The honesty', 'replace', 'Honesty']],
        ['The pollution is a serious threat to health.', ['The pollution', 'replace', 'Pollution']],
      ],
      [
        'Water is essential for life.',
        'We found that the water was cold, and that the education was free.',
        'The information is useful.',
        'The water was filtered and stored.',
        'The water in the tank is essential for the experiment.',
        'The education of girls plays a key role.',
        'Exercise is important for the health of older adults.',
        'The research is important for the field.',
        'In this region, the water was filtered; after the war, the education of girls played a key role.',
        'The nature of the samples was unclear, and the nature reserve was closed.',
      ],
    );
  });

  it('puts "the" before a noun placed by "last", "next" or "same", before a part "of" something or an opening noun, "such a", and an article after a participle', () => {
    expectRule(
      missingArticleLints,
      [
        ['In last decade, the number of studies has grown.', ['last', 'replace', 'the last']],
        ['The details are given in next section.', ['next', 'replace', 'the next']],
        ['The plots were sown with same cultivar as before.', ['same', 'replace', 'the same']],
        ['In present study, we examined the role of nitrogen.', ['present', 'replace', 'the present']],
        ['At end of the experiment, the plants were harvested.', ['end', 'replace', 'the end']],
        ['The patients in treated group showed lower pressure.', ['treated', 'replace', 'a treated']],
        ['The students in experimental group scored higher.', ['experimental', 'replace', 'an experimental']],
        ['The mice were kept in laboratory at 22 °C.', ['laboratory', 'replace', 'a laboratory']],
        ['Aim of this study was to test the method.', ['Aim', 'replace', 'The aim']],
        ['We used such method in the field.', ['such', 'replace', 'such a']],
      ],
      [
        'In the last decade, the number of studies has grown; by next year it will double.',
        'The samples were stored until last week and analysed in the next section of the work.',
        'The lecture was put off until next term.',
        'The yield was measured at the end of the season, from start to finish.',
        'The samples were treated with acid, and the patients in the treated group were fine.',
        'At first glance, the results seem surprising; in contrast, the yield fell.',
        'Plants were grown in modified soil and watered by hand.',
        'Effect of nitrogen on yield in 2019 and 2020. Number of requests observed in the period. Number of events that were processed.',
        'No such method exists, one such site was lost, and such information is rare.',
      ],
    );
  });

  it('knows the countable nouns of the laboratory, of models and of a consequence, and a measure opening the sentence', () => {
    expectRule(
      missingArticleLints,
      [
        ['The dried specimens were heated in muffle furnace at 550 °C.', ['muffle', 'replace', 'a muffle']],
        ['Participants rated their pain on scale from 0 to 10.', ['scale', 'replace', 'a scale']],
        ['The canal was irrigated using side-vented catheter.', ['side-vented', 'replace', 'a side-vented']],
        ['It was translated into Japanese by bilingual translator and then checked.', ['bilingual', 'replace', 'a bilingual']],
        [
          'Each radiograph was passed through convolutional encoder before fusion.',
          ['convolutional', 'replace', 'a convolutional'],
        ],
        ['The extracts were stored in freezer until analysis.', ['freezer', 'replace', 'a freezer']],
        ['This discrepancy is direct consequence of the coarse mesh.', ['direct', 'replace', 'a direct']],
        ['Concentration of dissolved oxygen decreased sharply below 12 m.', ['Concentration', 'replace', 'The concentration']],
        ['Effect of nitrogen on yield was small.', ['Effect', 'replace', 'The effect']],
      ],
      [
        'The dried specimens were heated in a muffle furnace at 550 °C.',
        'The drawings are to scale, production at scale is cheaper, and economies of scale differ in scale.',
        'The results were grouped by researcher and the teeth were counted per tooth.',
        'Asserts that haystack includes needle.',
        'The samples were oven-dried and kept in the freezer.',
        'The delay was of little consequence, and in consequence the trial went on.',
        'Concentration of dissolved oxygen in the three reservoirs.',
        'Length of stay was significantly shorter in the intervention group.',
        'Duration of symptoms was longer in women.',
        'Prevalence of obesity was 23% in this sample.',
        'Incidence of adverse events was low in both arms.',
        'Frequency of exercise was associated with lower risk.',
        'Severity of pain was lower after surgery.',
        'Number of requests observed in the study.',
        'Analysis of variance was performed in R.',
      ],
    );
  });
});

describe('a missing article before an acronym and its noun', () => {
  it('flags "using GARCH model", not a mass noun or a noun with its article', () => {
    expectRule(
      missingArticleLints,
      [
        [
          'The relationship between exchange rate volatility and stock returns was analysed using GARCH model.',
          ['GARCH', 'replace', 'a GARCH'],
        ],
      ],
      [
        'Cells were washed in PBS buffer.',
        'Data were analysed with SPSS software.',
        'The relationship was analysed using a GARCH model.',
        'The USA model was used.',
      ],
    );
  });
});

describe('what an emphasis is on', () => {
  it('may be a field without an article, but a method used still takes one', () => {
    expectRule(
      missingArticleLints,
      [['We used method to measure the yield.', ['method', 'replace', 'a method']]],
      ['The emphasis in this paper is on method.', 'The course places a strong emphasis on method and theory.'],
    );
  });
});

describe('the paper\'s own "proposed" method', () => {
  it('takes "the" before "proposed" after a verb', () => {
    expectRule(
      missingArticleLints,
      [['In the next section, we describe proposed method in detail.', ['proposed', 'replace', 'the proposed']]],
      ['They proposed method A.', 'The committee approved proposed amendments.', 'We describe the proposed method in detail.'],
    );
  });
});
