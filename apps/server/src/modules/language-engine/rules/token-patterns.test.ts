import { describe, expect, it } from 'vitest';
import type { TLint } from '../lint.ts';
import { createTagger, type TToken } from './tagger.ts';
import { firstFindingAtEachToken, type TTokenPattern } from './token-patterns.ts';

const [sentence = []] = createTagger()('The results shows that datas was lost.');

const finding = (token: TToken, message: string): TLint => ({
  start: token.start,
  end: token.end,
  message,
  kind: 'grammar',
  rule: 'test',
  suggestions: [],
});
const onWord =
  (word: string, message: string): TTokenPattern =>
  (tokens, index) =>
    tokens[index]?.lower === word ? finding(tokens[index] as TToken, message) : null;

describe('firstFindingAtEachToken', () => {
  it('keeps, at each token, the finding of the first pattern that has one', () => {
    const patterns = [onWord('shows', 'first'), onWord('shows', 'second'), onWord('was', 'third')];
    const found = firstFindingAtEachToken(sentence, patterns).map((lint) => lint.message);
    expect(found).toEqual(['first', 'third']);
  });

  it('finds nothing where no pattern matches', () => {
    expect(firstFindingAtEachToken(sentence, [onWord('absent', 'none')])).toEqual([]);
  });
});
