import { describe, expect, it } from 'vitest';
import { OWN_RULES } from './own-rules.ts';
import { createTagger } from './tagger.ts';

const tag = createTagger();

/** What every own rule finds on a text: the flagged words and the first suggestion's text. */
const findingsOf = (text: string) =>
  tag(text).flatMap((tokens) =>
    OWN_RULES.flatMap((rule) => rule(tokens)).map(
      (lint) => `${text.slice(lint.start, lint.end)} → ${lint.suggestions[0]?.text ?? ''}`,
    ),
  );

/**
 * Correct sentences a reviewer's read of the fifth session's rules (30 November 2026) showed them flagging, each
 * after the narrowing that followed (docs/decisions.md, "A reviewer's read of the fifth session's rules").
 */
const CORRECT = [
  // missing-joins.ts: a noun and its participle are not a clause; a subjunctive after "that"; an active "which built on".
  'The main drawback of the method is the time required to prepare samples.',
  'It is essential that the dose not exceed the limit.',
  'We recommend that the temperature not exceed 40 °C.',
  'Model B, which performed at chance level, was dropped.',
  'Smith, who published in Nature in 2010, disagreed.',
  'This study, which built on earlier work, used a larger sample.',
  'Cortisol levels were higher the following morning.',
  'We waited 10 min before measuring.',
  'Schools that participated each year received a report.',
  // prepositions.ts: "the effect of lead exposure on", an adverb before a preposition that is not the verb's.
  'The effects of lead exposure on cognition are well documented.',
  'They arrived only to find the station closed.',
  // agreement-counts.ts: "a number of" and "the majority of" are plural.
  'A number of studies suggest that the effect is small.',
  'The majority of studies suggest that the effect is small.',
  // articles.ts: a capital A that names a variable or a group.
  'A and B were mixed in equal parts.',
  // article-reach.ts: fixed phrases with a bare ordinal; an uncountable-looking noun that is countable here.
  'Abbreviations are defined on first use.',
  'Reading is second nature to them.',
  'A difficulty facing many studies is the cost of sequencing.',
  // time-prepositions.ts: "as at" a date; "results in" a measure.
  'As at March 2021, there were 40 active sites.',
  'This results in a pressure of 5 bar.',
  // confusable-frames.ts
  'In hot weather it may wilt or drop its leaves.',
  'Active roll control reduces body roll.',
  'Some advise against early surgery.',
  // word-order.ts: "twice the" as a multiplier.
  'The treated plants produced twice the yield of the controls.',
  // countability.ts: a collective noun after "one of the".
  'One of the team was absent on the first day.',
  // tense-links.ts: a misspelt past is not a present to put in the past (CI's digital-editing test: "recieveded").
  'We recieved an apple from the laboratory and analyzed its color in the center of the room.',
  // A reviewer's read of the sixth session's rules (1 December 2026; docs/decisions.md, "The rules' thread").
  // missing-small-words.ts: "each"/"one" before a determiner that opens no plural whole.
  'Give each its own label and colour.',
  'The hotel charged 50 euros each the first night.',
  'We found one this morning in the lower trap.',
  'This is the only one the committee approved.',
  'Her paper was the only one the editors accepted.',
  // a comparative before a participle that does not end its clause; "attention" before a time.
  'The parameters are better estimated with more data.',
  'Body mass is better predicted by diet than by exercise.',
  'This outcome was more expected than the other.',
  'The teachers paid attention this time.',
  'We paid close attention the whole time.',
  // a sentence whose main verb is a regular past after a predicate phrase.
  'The results consistent with the model supported our hypothesis.',
  'The patients unable to walk received a wheelchair.',
  'Those students able to attend the course benefited most.',
  'The samples similar to the control showed no change.',
  'The species found mainly in cold waters declined sharply.',
  // tense-links.ts: a present passive of reporting; an arrangement for a set time; a participle before its noun.
  'It is assumed that the load will not exceed 10 kN.',
  'It is hoped that this work will stimulate further research.',
  'The city is leasing the land for 99 years.',
  'The company is renting the building for two years.',
  'We use questionnaires and published clinical guidelines.',
  'We analyse interviews and recorded natural conversations.',
  // time-tense.ts: a change dated within the span.
  'In recent years, interest rates rose briefly in 2022.',
  'Over the past decade, prices rose in 2015 but fell in 2018.',
  // Helper g12 (2 December 2026): look-alikes of the word-order and tense patterns widened on tuning-general-12.
  'We carefully measured the samples before digestion.',
  'We measured the samples carefully before digestion.',
  'The farmers usually apply nitrogen fertilizer in spring.',
  'The farmers apply nitrogen fertilizer usually twice a year.',
  'The composer frequently used modal harmonies.',
  'The reactor efficiently converts methanol into formaldehyde.',
  'The plant operates efficiently at low pressure.',
  'The pump runs reliably day and night.',
  'The sample was large enough to detect small effects.',
  'We did not have enough data to fit the model.',
  'The laboratory had enough replicates for each treatment.',
  'The technique replicates enough of the field conditions to be useful.',
  'We asked the farmers why the yield was so low.',
  'It is unclear how many tombs there were in the cemetery.',
  'How many tombs were there in the cemetery?',
  'We asked how many seedlings were there lost to frost.',
  'The interviews explored why young people leave rural villages.',
  'The samples measured on day 3 were discarded.',
  'The samples measured on day 3 showed higher calcium levels.',
  'Not only does the coating reduce wear, but it also improves adhesion.',
  'The coating not only reduces wear but also improves adhesion.',
  'Archaeologists often find obsidian blades near hearths.',
  'The wells were sampled often during the wet season.',
  'We still have to confirm these results in a larger cohort.',
  'The animals have to stand still during the scan.',
  'The region has a semi-arid climate with irregular rainfall.',
  'The climate is semi-arid, with irregular rainfall.',
  'We used a tubular reactor with a volume of 2 L.',
  'The reactor was tubular, with a volume of 2 L.',
  'Since 2010, the number of dental implants has increased steadily.',
  'A number of studies have examined this since 2010.',
  'So far, only three species have been described.',
  'To date, the only trial of this drug was small.',
  'The comet was discovered in 1996 by an amateur astronomer.',
  'We will send the questionnaire after the committee approves it.',
  'We will stop the pumps before the water will reach the rim.',
  'The samples will be stored until they are analyzed.',
  'Samples were stored until analysis, which will take place in 2027.',
  'The participants were interviewed in 2020 and 2021.',
  'For the last ten years, the clinic has offered free check-ups.',
  '1. Sampling design and the methods used most often in hydrology',
  'Results: The yield was high enough in both years.',
  'The composer frequently used modal harmonies.',
  'Surface runoff, infiltration and evaporation were measured at each plot.',
];

describe("the own rules on correct sentences from a reviewer's read", () => {
  it.each(CORRECT)('finds nothing in “%s”', (text) => {
    expect(findingsOf(text)).toEqual([]);
  });
});
