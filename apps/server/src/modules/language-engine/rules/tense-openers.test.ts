import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { framedTenseLints } from './tense-openers.ts';

describe('tenses an opening or a frame decides', () => {
  it('puts a general "if" clause, a later section and a dated "before" phrase in their tense', () => {
    expectRule(
      framedTenseLints,
      [
        ['If the pressure increased, the volume of the gas decreases.', ['increased', 'replace', 'increases']],
        ['The results are discussed in Section 4, where we compared them with earlier work.', ['compared', 'replace', 'compare']],
        ['Before the 2008 crisis, most small firms borrow from local banks.', ['borrow', 'replace', 'borrowed']],
        ['Before 2010, farmers use manual tools.', ['use', 'replace', 'used']],
      ],
      [
        'If the price increased, demand fell.',
        'If the dose increased, this suggests a problem.',
        'In Section 2, where we described the data we collected, the model was fitted.',
        'Before 2010, farmers used manual tools.',
        'Before the reform, most students study at home.',
      ],
    );
  });
});
