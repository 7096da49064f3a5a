import { describe, it } from 'vitest';
import { fieldArticleLints } from './field-articles.ts';
import { expectRule } from './rule-test-support.ts';

describe('"the" before a noun meant in general', () => {
  it('deletes "the" before a field of study as a subject, and before an abstract noun that studies report on', () => {
    expectRule(
      fieldArticleLints,
      [
        ['Over the last two decades, the corpus linguistics has moved towards inferential models.', ['the', 'delete', '']],
        ['Over the past two decades, the geochemistry has provided precise tools for tracing arsenic.', ['the', 'delete', '']],
        ['In many families in Canada, the bilingualism is regarded as an asset.', ['the', 'delete', '']],
        ['Numerous studies indicate that the emotional regulation develops gradually.', ['the', 'delete', '']],
        ['Previous research has shown that the social isolation increases the risk of dementia.', ['the', 'delete', '']],
      ],
      [
        'The geochemistry of these rocks indicates a mantle source, and the geochemistry has changed after weathering.',
        'The linguistics department has moved to a new building.',
        'The bilingualism of the participants was measured with a questionnaire.',
        'Our results suggest that the low concentration reflects slow uptake.',
        'Studies show that the general population grows older, and that the proposed method works.',
        'Corpus linguistics has moved towards inferential models.',
      ],
    );
  });

  it('deletes "the" in "lack the access to", before a practice as a topic, and before languages standing alone', () => {
    expectRule(
      fieldArticleLints,
      [
        ['Nurses in remote posts often lack the access to continuing education.', ['the', 'delete', '']],
        ['The nurses attended a workshop on the pressure injury prevention and were audited.', ['the', 'delete', '']],
        ['All participants were bilingual speakers of the Persian and English, recruited online.', ['the', 'delete', '']],
        ['The texts were translated into the Turkish and Persian.', ['the', 'delete', '']],
        ['A lack of the funding has delayed the construction of new laboratories.', ['the', 'delete', '']],
        ['Unlike English, the Korean marks topic and subject with distinct particles.', ['the', 'delete', '']],
      ],
      [
        'Nurses lack the ability to attend, and the access to the site was restricted.',
        'The nurses attended a workshop on the prevention of pressure injuries.',
        'The nurses attended a workshop on the infection control programme.',
        'The nurses attended a workshop on pressure injury prevention.',
        'The speakers of the Persian and English versions were recruited.',
        'The history of the English and French in Canada is long.',
        'A lack of the funding needed for the project, and the lack of the knowledge of the staff.',
        'In the survey, the Chinese are more likely to agree, and the English-speaking world was not studied.',
      ],
    );
  });
});
