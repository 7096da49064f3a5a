import { describe, it } from 'vitest';
import { countedAgreementLints } from './agreement-counts.ts';
import { expectRule } from './rule-test-support.ts';

describe('agreement with a counted subject', () => {
  it('takes "there are many … of", "neither of" with a singular verb and a verb of showing after "the N of the Ns"', () => {
    expectRule(
      countedAgreementLints,
      [
        ['There was many fragments of bone in the pit.', ['was', 'replace', 'were']],
        ['There is several layers of clay above the floor.', ['is', 'replace', 'are']],
        ['In the north, there was three outbreaks of cholera.', ['was', 'replace', 'were']],
        ['Neither of the methods provide accurate estimates at low flow.', ['provide', 'replace', 'provides']],
        ['Either of the two tests are suitable.', ['are', 'replace', 'is']],
        ['The analysis of the invoices show that many payments were late.', ['show', 'replace', 'shows']],
        ['A review of the records suggest that the dose was too high.', ['suggest', 'replace', 'suggests']],
      ],
      [
        'There were many fragments of bone in the pit.',
        'There was a range of values, and there was a large number of fragments.',
        'There is little evidence of several layers.',
        'Neither of the methods provides accurate estimates.',
        'In neither of the plots were seedlings found.',
        'Neither of them was aware of the change.',
        'The analysis of the invoices shows that many payments were late.',
        'The results of the survey show that most firms use cloud accounting.',
        'The analyses of the invoices show that many payments were late.',
        'The analysis of the invoices showed that many payments were late.',
      ],
    );
  });
});
