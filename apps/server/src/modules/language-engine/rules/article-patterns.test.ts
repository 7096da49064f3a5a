import { describe, it } from 'vitest';
import { articlePatternLints } from './article-patterns.ts';
import { expectRule } from './rule-test-support.ts';

describe('articles in sure patterns', () => {
  it('puts "a" before a measure, "the" before a nominalization after "in", "all the", and an opening article', () => {
    expectRule(
      articlePatternLints,
      [
        ['We collected soil samples from depth of 20 cm.', ['depth', 'replace', 'a depth']],
        ['The cost fell by order of magnitude.', ['order', 'replace', 'an order']],
        ['The cells were grown at temperature of 30 °C.', ['temperature', 'replace', 'a temperature']],
        ['The study enrolled total of 40 patients.', ['total', 'replace', 'a total']],
        ['Teachers in our sample had average of 12 years of experience.', ['average', 'replace', 'an average']],
        ['Education plays a role in adoption of the technology.', ['adoption', 'replace', 'the adoption']],
        ['The firm is a leader in production of electric cars.', ['production', 'replace', 'the production']],
        ['The questionnaire was sent to the all participants.', ['the all', 'replace', 'all the']],
        ['Patient was discharged after three days.', ['Patient', 'replace', 'The patient']],
      ],
      [
        'We collected samples from a depth of 20 cm, at depths of 5 and 10 cm.',
        'The rate of 5 mm per hour and the mean of 3 were low; the samples had a mean of 4.',
        'The firm is a leader in the production of batteries, in recognition of its quality.',
        'The sample was prepared in accordance with the protocol, in addition to the control.',
        'The all-important first step was to weigh all the samples.',
        'Sample preparation',
        'Patients were discharged after three days. Image is too wide for the format.',
        'Most samples were taken in excess of 20 cm depth, as used in serialization of string fields.',
      ],
    );
  });

  it('more patterns', () => {
    expectRule(
      articlePatternLints,
      [
        ['Rain is one of most important factors.', ['most', 'replace', 'the most']],
        ['It is one of biggest problems.', ['biggest', 'replace', 'the biggest']],
        ['We saw that the most of the samples were dry.', ['the', 'delete', '']],
        ['At the present, no cure exists.', ['the', 'delete', '']],
        ['In the general, the yields were low.', ['the', 'delete', '']],
      ],
      [
        'Rain is one of the most important factors.',
        'We made the most of the samples.',
        'At the present time, no cure exists.',
        'In the general population, yields were low.',
      ],
    );
  });

  it('puts "the" before a bare superlative, "same" and the sun', () => {
    expectRule(
      articlePatternLints,
      [
        ['Among the catalysts, Pt showed highest conversion at low temperature.', ['highest', 'replace', 'the highest']],
        ['The second model achieved lowest error on the test set.', ['lowest', 'replace', 'the lowest']],
        ['Both groups were taught by same instructor.', ['same', 'replace', 'the same']],
        ['All samples were analysed at same time.', ['same', 'replace', 'the same']],
        ['Leaves receive direct radiation from sun for most of the day.', ['sun', 'replace', 'the sun']],
        ['The survey was distributed via internet.', ['internet', 'replace', 'the internet']],
      ],
      [
        'Among the catalysts, Pt showed the highest conversion at low temperature.',
        'At least three samples were taken, and patients at highest risk were treated first.',
        'Most participants showed best performance in the morning.',
        'Both groups were taught by the same instructor.',
        'The effect was the same as in the control, and same-sex pairs were excluded.',
        'The panels were dried in sun-exposed racks, and sun exposure was recorded.',
        'Leaves grown in sun were thicker than those grown in shade.',
        'Plants were grown in sun and shade conditions.',
      ],
    );
  });

  it('a superlative after "one of a", "majority of", "Main purpose of", "such" and a noun, "by hand", "at night" (g13)', () => {
    expectRule(
      articlePatternLints,
      [
        ['Kyoto is one of a best-preserved historic cities in Japan.', ['a best', 'replace', 'the best']],
        ['It is one of a largest reservoirs in the basin.', ['a largest', 'replace', 'the largest']],
        ['Majority of the respondents lived in rural areas.', ['Majority', 'replace', 'The majority']],
        ['Nitrate exceeded the limit in majority of the wells.', ['majority', 'replace', 'the majority']],
        ['Main purpose of this paper is to describe the pottery.', ['Main', 'replace', 'The main']],
        ['Such approach has not been applied to estuarine sediments.', ['Such approach', 'replace', 'Such an approach']],
        ['Such pattern was not seen in other basins.', ['Such pattern', 'replace', 'Such a pattern']],
        ['The seeds were sown by the hand in each plot.', ['the', 'delete', '']],
        ['The boreholes were drilled to depth of 50 m.', ['depth', 'replace', 'a depth']],
        ['The telescope has resolution of 0.1 arcseconds.', ['resolution', 'replace', 'a resolution']],
      ],
      [
        'Kyoto is one of the best-preserved cities, and one of a kind.',
        'It was one of a first series of trials.',
        'The majority of the wells and a majority of the farms were dry; the vast majority of plots too.',
        'Main findings of the survey',
        'The main purpose of this paper is to describe the pottery.',
        'No such approach has been applied, and any such method would fail.',
        'Such data are rare, and such methods are costly.',
        'Such ion channels are common, and such a pattern is rare.',
        'One such study was published, and such approaches are new.',
        'The letter was written by the hand of the abbot.',
        'Bats forage at night, and at the night shift the nurses rest.',
        'The attack happened at the night of the full moon.',
        'The seedlings were watered by hand.',
        'Values up to depth of 5 m were kept, equal to a depth of 2 m.',
        'The boreholes were drilled to a depth of 50 m.',
      ],
    );
  });

  it('an ordinal opening a sentence, a unit of time after "for", "advantage over" (g13)', () => {
    expectRule(
      articlePatternLints,
      [
        ['Second experiment was performed under anaerobic conditions.', ['Second', 'replace', 'The second']],
        ['Final sample was taken after 48 hours of incubation.', ['Final', 'replace', 'The final']],
        ['The mixture was stirred for hour at room temperature.', ['hour', 'replace', 'an hour']],
        ['The seedlings were kept in the dark for week before planting.', ['week', 'replace', 'a week']],
        ['This method has advantage over conventional titration.', ['advantage', 'replace', 'an advantage']],
      ],
      [
        'Second, the experiment was performed under anaerobic conditions.',
        'Second experiments were performed under anaerobic conditions.',
        'Next steps',
        'The mixture was stirred for an hour at room temperature, and for 2 h at 40 °C.',
        'Water levels changed day by day and year after year, and the plants were watered for day 3 only.',
        'The patients were followed for year-long periods and for week 12 of the trial.',
        'The price is quoted per hour, and rent is paid for month and year alike.',
        'This method has an advantage over titration, and we take advantage over the weekend.',
      ],
    );
  });

  it('"fact that" with no determiner (g13)', () => {
    expectRule(
      articlePatternLints,
      [
        ['It is well-known fact that smoking increases the risk of cancer.', ['well', 'replace', 'a well']],
        ['It is fact that the river floods every spring.', ['fact', 'replace', 'a fact']],
        ['The delay was due to fact that the permit expired.', ['fact', 'replace', 'the fact']],
      ],
      [
        'It is a well-known fact that smoking increases the risk of cancer.',
        'In fact that was the only sample left, and in fact, it failed.',
        'Despite the fact that the permit expired, the work went on.',
        'This fact, that the river floods, is well known.',
        'It is well known that the river floods every spring.',
      ],
    );
  });
});

describe('fixed openings with an article, and "the world"', () => {
  it('flags "Large number of", "Total of", "Following equation", "On other hand" and "of world"', () => {
    expectRule(
      articlePatternLints,
      [
        ['Large number of studies have examined this relationship.', ['Large number', 'replace', 'A large number']],
        ['Total of 350 questionnaires were distributed.', ['Total', 'replace', 'A total']],
        ['Following equation was used to calculate the efficiency.', ['Following', 'replace', 'The following']],
        ['On other hand, the model requires more memory.', ['other', 'replace', 'the other']],
        ['This species is found in every region of world.', ['world', 'replace', 'the world']],
        ['Tourists come from all over world.', ['world', 'replace', 'the world']],
      ],
      [
        'Following the storm, we left.',
        'Following treatment, patients recovered.',
        'A total of 350 questionnaires were distributed.',
        'It has world importance.',
        'Following advice is not always wise.',
        'Following procedure is mandatory for all staff.',
        'The concept of world in Heidegger is complex.',
        'The boss appears at the end of world 8.',
        'People from all over the world visit the city.',
        'The world is large.',
      ],
    );
  });
});
