import { beforeAll, describe, expect, it } from 'vitest';
import type { TLintParagraph } from './lint.ts';
import { createLinter } from './linter.ts';

let lint: TLintParagraph;

beforeAll(async () => {
  lint = await createLinter();
}, 120_000);

describe("a document's paragraphs linted together", () => {
  const paragraphs = [
    'Their is many reason for this, and the results was clear.',
    'The samples was dried at 60 °C 🌡 and then weighed, the mass were recorded.',
    'This study examines the the effect of salinity.',
    'We measured the growth of the',
    'the seedlings over ten days.',
    'Informations about the sites are given in Table 1.',
  ];

  it('finds in each paragraph what it finds in that paragraph alone, at the same offsets', async () => {
    const alone = [];
    for (const text of paragraphs) alone.push(await lint(text));
    const together = await lint.all?.(paragraphs);
    expect(together).toEqual(alone);
    // The paragraphs have findings to compare, after an astral character too (UTF-16 offsets).
    expect(alone[1]?.some((finding) => paragraphs[1]?.slice(finding.start, finding.end) === 'were')).toBe(true);
    expect(alone.filter((findings) => findings.length > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps each finding inside its own paragraph', async () => {
    const together = (await lint.all?.(paragraphs)) ?? [];
    for (const [index, findings] of together.entries()) {
      for (const finding of findings) expect(finding.end).toBeLessThanOrEqual(paragraphs[index]?.length ?? 0);
    }
  });

  it('lints a long document in several batches, with the same findings', async () => {
    const many = Array.from(
      { length: 60 },
      (_, i) => `${paragraphs[i % paragraphs.length]} ${'The plots were watered daily. '.repeat(15)}`,
    );
    const together = (await lint.all?.(many)) ?? [];
    expect(together).toHaveLength(many.length);
    for (const index of [0, 29, 59]) expect(together[index]).toEqual(await lint(many[index] ?? ''));
  });
});

describe('words harper takes for written twice', () => {
  const flaggedSpans = async (text: string) => (await lint(text)).map((finding) => text.slice(finding.start, finding.end));

  it('keeps "had had" and "that that" where English repeats them on purpose', async () => {
    expect(await flaggedSpans('We had had no rain for three months.')).not.toContain('had had');
    expect(await flaggedSpans('The main finding was that that group recovered faster.')).not.toContain('that that');
  });

  it('still flags "that that" before a clause\'s subject and a doubled "is"', async () => {
    expect(await flaggedSpans('We found that that the results differ.')).toContain('that that');
    expect(await flaggedSpans('This is is the first study of its kind.')).toContain('is is');
  });
});

describe('regionalisms in American English', () => {
  const flaggedSpans = async (text: string) => (await lint(text)).map((finding) => text.slice(finding.start, finding.end));

  it('keeps "mobile phone", the international term, and still flags "lorry"', async () => {
    expect(await flaggedSpans('The number of mobile phone users in Indonesia increased rapidly.')).toEqual([]);
    expect(await flaggedSpans('The samples were carried by lorry to the laboratory.')).toContain('lorry');
  });
});
