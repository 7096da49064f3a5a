import { describe, it } from 'vitest';
import { pastPerfectNowLints } from './perfect-now.ts';
import { expectRule } from './rule-test-support.ts';

describe('a past perfect dated by a time counted from now', () => {
  it('puts it in the simple past when the sentence has no later past to look back from', () => {
    expectRule(
      pastPerfectNowLints,
      [
        ['The patients had been discharged yesterday.', ['had been', 'replace', 'were']],
        ['The patient had been discharged two days ago.', ['had been', 'replace', 'was']],
        ['We had started the experiment last week and it is still running.', ['had', 'delete', '']],
        ['We had received the samples last Monday.', ['had', 'delete', '']],
      ],
      [
        'The patients were discharged yesterday.',
        'When I arrived, the patients had been discharged the day before.',
        'The nurse said that the patients had been discharged yesterday.',
        'If we had started last week, we would be finished now.',
        'He had left two hours ago, so the office was empty.',
        'We had hoped to finish last week, but the instrument broke.',
        'I had never seen such a storm before last year.',
        'Last week the committee had a long meeting about the budget.',
        'Yesterday we had lunch with the visiting professor.',
      ],
    );
  });
});
