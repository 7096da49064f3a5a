import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { whenTenseLints } from './tense-when.ts';

describe('a main verb and its clause of "when"', () => {
  it('keeps a general fact and its "when" clause in one tense, and a reported result in the past', () => {
    expectRule(
      whenTenseLints,
      [
        ['Most metals expanded when they are heated.', ['expanded', 'replace', 'expand']],
        ['The clay swelled strongly when it absorbs water.', ['swelled', 'replace', 'swells']],
        ['The glass softened at high pressure when it is heated.', ['softened', 'replace', 'softens']],
        ['The results indicated that the error decreases when the gain was increased.', ['decreases', 'replace', 'decreased']],
      ],
      [
        'Most metals expand when they are heated.',
        'Smith found higher yields when nitrogen is applied early.',
        'We stopped the pump when the tank is full.',
        'The association remains significant when age was included.',
        'The sample expanded when it was heated.',
        'The results indicated that the error decreased when the gain was increased.',
        'The results show that the error decreases when the gain is increased.',
        'The river flooded the town when the dam failed.',
        'Returns the state changes applied when a query starts fetching.',
        'The shortcut generated when the button is pressed is shown.',
      ],
    );
  });

  it('keeps a step after "and then" in the past of the steps before it', () => {
    expectRule(
      whenTenseLints,
      [
        ['The interviews were transcribed and then each transcript is coded by two raters.', ['is', 'replace', 'was']],
        ['The mixture was heated for two hours, and then it is cooled to room temperature.', ['is', 'replace', 'was']],
        ['The cores were split and then the halves are photographed.', ['are', 'replace', 'were']],
      ],
      [
        'The interviews are transcribed and then each transcript is coded.',
        'The samples were collected and then they are stored at −80 °C.',
        'The mixture was heated, and then it was cooled.',
        'If the gel is heated and then it is cooled, it sets.',
        'The rods were annealed; then the bars are shown in Figure 2.',
      ],
    );
  });
});
