import { describe, it } from 'vitest';
import { confusableLints } from './confusables.ts';
import { expectRule } from './rule-test-support.ts';

describe('confusions a context tells', () => {
  it('flags lose/loose, raise/rise, its/it is, principal/principle, complement/compliment, accept/except, whether/weather', () => {
    expectRule(
      confusableLints,
      [
        ['If the screws are lose, the frame shakes.', ['lose', 'replace', 'loose']],
        ['Sea level is expected to raise by 30 cm by 2100.', ['raise', 'replace', 'rise']],
        ['The mean temperature raised by 2 °C over the period.', ['raised', 'replace', 'rose']],
        ['Its important to note that the sample was small.', ['Its', 'replace', 'It is']],
        ['The model rests on the principal of conservation of energy.', ['principal', 'replace', 'principle']],
        ['The dean complemented the staff on their work.', ['complemented', 'replace', 'complimented']],
        ['The director complemented the nursing staff on their care.', ['complemented', 'replace', 'complimented']],
        ['The judges complemented her on her design.', ['complemented', 'replace', 'complimented']],
        ['The results agree with earlier work, accept for the oldest group.', ['accept', 'replace', 'except']],
        ['The bad whether conditions delayed the survey.', ['whether', 'replace', 'weather']],
      ],
      [
        'The temperature was raised by 2 °C.',
        'The concerns raised by 20 participants were noted.',
        'It is unclear whether conditions improved.',
        'The principal of the school agreed.',
        'Its main effect is on growth.',
        'We accept for publication only original work.',
        'They did not lose the samples.',
        'The two datasets complement each other on most tasks.',
        'These results complement the findings on their role in disease.',
        'The data complement the earlier reports on his method.',
        'This survey complements the studies of nurses on their workload.',
        'The patient lay with the head of the bed raised by 30 °.',
        'The patient lay with the head of the bed raised by 30 cm.',
        'The platform raised by 30 cm was used for the test.',
      ],
    );
  });
});

describe('round 16 (narrowed): "the lost of" and "losses its"', () => {
  it('corrects loss and loses and leaves the participle, the people lost and compound nouns alone', () => {
    expectRule(
      confusableLints,
      [
        ['The lost of habitat is the main threat to the species.', ['lost', 'replace', 'loss']],
        ['Their lost of income was severe.', ['lost', 'replace', 'loss']],
        ['The cell wall losses its rigidity at high pH.', ['losses', 'replace', 'loses']],
        ['The membrane losses its shape when dry.', ['losses', 'replace', 'loses']],
      ],
      [
        'The loss of habitat is the main threat.',
        'The lost samples were replaced.',
        'Most of the lost data were recovered.',
        'The time lost in transport was short.',
        'Those lost to follow-up were excluded.',
        'Much of the lost weight was regained.',
        'The weight lost of each animal was recorded.',
        'Heat losses were small.',
        'The cell wall loses its rigidity.',
        'Water losses in the system are large.',
        'Crop losses, their causes and costs are reviewed.',
        'Yield losses of 20% were recorded.',
        'Energy losses all occur in the pipe.',
        'With nutrient losses much higher than in 2019, yields fell.',
        'Post-harvest losses account for 30%.',
        'Remembering the lost of the Great War, the town built a memorial.',
        'Among the lost of that generation were many poets.',
        'Farmers described the crop losses their families had suffered.',
        'The firm recorded trading losses its auditors questioned.',
        'Despite heavy transmission losses its efficiency remained high.',
        'The team reported heat losses their model had not predicted.',
      ],
    );
  });
});

describe('round 16 (narrowed): precede and proceed', () => {
  it('corrects "precede with" and an event as the object of "proceed", and leaves the right uses alone', () => {
    expectRule(
      confusableLints,
      [
        ['Before we precede with the analysis, the data must be cleaned.', ['precede', 'replace', 'proceed']],
        ['We will precede with caution.', ['precede', 'replace', 'proceed']],
        ['A short training session proceeded each interview.', ['proceeded', 'replace', 'preceded']],
        ['A brief survey proceeds the main experiment.', ['proceeds', 'replace', 'precedes']],
      ],
      [
        'Before we proceed with the analysis, the data must be cleaned.',
        'Each entry is preceded with a dash.',
        'Lines preceded with a hash are comments.',
        'The symptoms that precede the onset were recorded.',
        'Fever preceded the rash in most cases.',
        'The weeks preceding the flood were dry.',
        'This stage precedes the drying step.',
        'The analysis proceeded as planned.',
        'The reaction proceeded the same way in both flasks.',
        'The work proceeded a year later.',
        'We proceeded to the next step.',
        'The proceeds of the sale were donated.',
        'Fieldwork proceeded each summer until 2019.',
        'The project proceeded this way for months.',
        'Data collection proceeded the following week.',
        'Construction proceeded all winter.',
        'The convoy proceeded a few kilometres north.',
        'Auction proceeds the museum raised went to conservation.',
        'Fees are charged only if the case proceeds the full distance.',
        'The procession proceeded the length of the nave.',
        'Net proceeds the event raised were spent on housing.',
      ],
    );
  });
});

describe('round 16 (narrowed): ethical principles', () => {
  it('corrects "principals" after an adjective only rules take, or "of" a field, and leaves people and sums alone', () => {
    expectRule(
      confusableLints,
      [
        ['The study followed the ethical principals of the Declaration of Helsinki.', ['principals', 'replace', 'principles']],
        ['The fundamental principal of the method is simple.', ['principal', 'replace', 'principle']],
        ['These guiding principals shaped the design.', ['principals', 'replace', 'principles']],
      ],
      [
        'The principals of the schools were interviewed.',
        'The ethical principles of the Declaration of Helsinki were followed.',
        'The principal investigator approved the protocol.',
        'The school principals and teachers were surveyed.',
        'Both principals agreed to take part.',
        'The principal components were extracted.',
        'The principal aim was to map the wetlands.',
        'Experienced principals reported less stress.',
        'Female principals were underrepresented.',
        'The basic principal amount was repaid.',
        'Economic principals and agents differ in information.',
        'Interest accrues on the underlying principal.',
        'She is the design principal at the firm.',
        'The scientific principal of the project was Dr Lee.',
        'We report the basic principal and interest payments.',
        'Several design principals at the firm were interviewed.',
      ],
    );
  });
});

describe('round 16 (narrowed): respectively', () => {
  it('corrects ", respectfully" closing a pair of numbers that a pair of subjects take, and leaves manners alone', () => {
    expectRule(
      confusableLints,
      [
        ['Group A and group B scored 45 and 52 points, respectfully.', ['respectfully', 'replace', 'respectively']],
        ['The two sites received 400 and 650 mm of rain, respectfully.', ['respectfully', 'replace', 'respectively']],
      ],
      [
        'Group A and group B scored 45 and 52 points, respectively.',
        'The interviewers treated the elders respectfully.',
        'We respectfully disagree with the reviewer.',
        'The staff spoke to the families respectfully and patiently.',
        'Participants were addressed respectfully, and their consent was obtained.',
        'The survey was conducted respectfully.',
        'Questions were asked politely and, where possible, respectfully.',
        'Respectfully, we note that 2 of 3 reviewers agreed.',
        'The numbers 2 and 3 were declined, respectfully.',
        'The two requests, submitted in 2019 and 2020, were declined, respectfully.',
        'We thank the 2 reviewers and 3 editors, respectfully.',
        'She answered questions 3 and 4, respectfully.',
      ],
    );
  });
});

describe('round 16 (narrowed): e.g. for i.e.', () => {
  it('corrects "Many X, i.e." before a list, and leaves lists that may be all of them alone', () => {
    expectRule(
      confusableLints,
      [
        ['Many tropical fruits, i.e. mango and papaya, are rich in vitamin C.', ['i.e.', 'replace', 'e.g.']],
        ['Numerous solvents (i.e. ethanol and acetone) were tested.', ['i.e.', 'replace', 'e.g.']],
      ],
      [
        'The two main groups, i.e. farmers and traders, were interviewed.',
        'Both treatments, i.e. drought and heat, reduced yield.',
        'Many tropical fruits, e.g. mango and papaya, are rich in vitamin C.',
        'The dependent variable, i.e. yield, was log-transformed.',
        'Some samples, i.e. those from site B, were lost.',
        'Many of them, i.e. about 40%, were women.',
        'In many cases, i.e. in 30 of 42, the effect was small.',
        'Many patients were lost to follow-up, i.e. they did not return.',
        'Various body fluids, i.e. blood, urine and saliva, were collected from every participant.',
        'We sampled various tissues, i.e. liver, kidney and spleen, from each animal.',
        'The two solvents used in many runs, i.e. ethanol and methanol, were of analytical grade.',
      ],
    );
  });
});

describe('round 16 (narrowed): cited and ensure', () => {
  it('corrects "As sited in" a text and "insure that" or "insure the quality of", and leaves places and policies alone', () => {
    expectRule(
      confusableLints,
      [
        ['As sited in the previous section, the effect is small.', ['sited', 'replace', 'cited']],
        ['The values, as sited in the literature, are low.', ['sited', 'replace', 'cited']],
        ['Researchers must insure that participants give informed consent.', ['insure', 'replace', 'ensure']],
        ['Cold storage helps insure the quality of the samples.', ['insure', 'replace', 'ensure']],
      ],
      [
        'As cited in the previous section, the effect is small.',
        'The plant, sited in the valley, was flooded.',
        'The station was sited in the valley.',
        'Wells sited by the river were sampled.',
        'Turbines are often sited in open farmland.',
        'As sited, the wells drew from the same aquifer.',
        'The factory is sited as close to the port as possible.',
        'As the wells were sited in the valley, they flooded.',
        'The plant, as sited by the council, was close to homes.',
        'As sited in the master plan, the new hospital faces the river.',
        'As sited above the flood line, the houses were safe.',
        'As sited previously, the wind farm would have harmed birds.',
        'Farmers insure their crops against hail.',
        'The company did not insure the building.',
        'Researchers must ensure that participants give informed consent.',
        'Many households insure the house but not its contents.',
        'The policy will insure the vehicle for one year.',
        'It is costly to insure the equipment.',
        'Few smallholders insure their livestock.',
        'Banks insure deposits up to a limit.',
        'The firm agreed to insure the success fee against loss.',
        'The company will insure the quality control equipment.',
        'The company refused to insure that building after the fire.',
      ],
    );
  });
});

describe('round 16 (narrowed): rose for raised', () => {
  it('corrects a "raised" with no object after a determined subject and an adverb of degree', () => {
    expectRule(
      confusableLints,
      [
        ['The prices raised sharply after the new tax was introduced.', ['raised', 'replace', 'rose']],
        ['The sea level raised steadily during the century.', ['raised', 'replace', 'rose']],
        ['The water level raises rapidly in spring.', ['raises', 'replace', 'rises']],
      ],
      [
        'The prices rose sharply after the tax was introduced.',
        'With the head of the bed raised slightly, the patient rested.',
        'Funds raised rapidly were spent on equipment.',
        'The government raised taxes sharply in 2010.',
        'Concerns were raised sharply by the reviewers.',
        'The bar was raised gradually.',
        'The platform raised slightly above the floor was unstable.',
        'Ceilings raised slightly above standard height were common.',
        'The temperature, raised slowly, reached 80 °C.',
        'The study raises significantly more questions than it answers.',
        'Head raised slightly, the patient was asked to breathe.',
        'Participants lay supine, head raised slightly.',
        'Funds raised quickly and spent slowly help the project.',
        'Capital raised rapidly, as in 2021, tends to be spent rapidly.',
        'The funds raised rapidly, as in 2021, tend to be spent rapidly.',
      ],
    );
  });
});
