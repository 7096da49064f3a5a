import { describe, expect, it } from 'vitest';
import { reportPassage } from './stored-passages.ts';

const passage = {
  paragraph: 0,
  start: 0,
  end: 8,
  context: 'Moreover before the test we went home.',
  contextStart: 0,
  text: 'Moreover',
  category: 'punctuation' as const,
};

describe('a stored passage in the report', () => {
  it('reads the replacement strings of older checks as replacements, and their Markdown as plain text', () => {
    expect(reportPassage({ ...passage, message: 'Insert `to` here.', suggestions: ['Moreover,'] })).toEqual({
      ...passage,
      message: 'Insert “to” here.',
      suggestions: [{ kind: 'replace', text: 'Moreover,' }],
    });
  });

  it('keeps the suggestions of newer checks as they are', () => {
    const stored = { ...passage, message: 'Add a comma.', suggestions: [{ kind: 'insert' as const, text: ',' }] };
    expect(reportPassage(stored)).toEqual(stored);
  });
});
