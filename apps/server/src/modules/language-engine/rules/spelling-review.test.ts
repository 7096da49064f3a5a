import { describe, expect, it } from 'vitest';
import type { TLint } from '../lint.ts';
import { plainMessage } from './messages.ts';
import { isOneSlipAway, reviewSpelling, singleWordCandidates, vowelSlips } from './spelling-review.ts';

const DICTIONARY = new Set([
  'government',
  'in',
  'order',
  'for',
  'the',
  'forth',
  'favor',
  'it',
  'favorite',
  'adv',
  'ices',
  'ad',
  'vices',
]);
const dictionary = {
  isWord: async (word: string) => DICTIONARY.has(word.toLowerCase()),
  isOtherDialectWord: async (word: string) => word === 'colour',
};

const split = (text: string, word: string, ...parts: string[]): TLint => ({
  kind: 'Typo',
  start: text.indexOf(word),
  end: text.indexOf(word) + word.length,
  message: `“${word}” should probably be written as “${parts[0]}”.`,
  suggestions: parts.map((part) => ({ kind: 'replace', text: part })),
});

describe('reviewing "two words" findings', () => {
  it('tries the common slips only: a doubled letter, an s too many, a final e left out', () => {
    expect(singleWordCandidates('successfull')[0]).toBe('successful');
    expect(singleWordCandidates('informations')).toEqual(['information']);
    expect(singleWordCandidates('favorit')).toEqual(['favorite']);
    expect(singleWordCandidates('forthe')).toEqual([]);
  });

  it('turns a split into the spelling of the word it misspells, and keeps a right split', async () => {
    const text = 'My favorit book is forthe class inorder to read.';
    const reviewed = await reviewSpelling(
      text,
      [split(text, 'favorit', 'favor it'), split(text, 'forthe', 'for the'), split(text, 'inorder', 'in order')],
      dictionary,
    );
    expect(reviewed.map((lint) => [text.slice(lint.start, lint.end), lint.kind, lint.suggestions.map((s) => s.text)])).toEqual([
      ['favorit', 'Spelling', ['favorite']],
      ['forthe', 'Typo', ['for the']],
      ['inorder', 'Typo', ['in order']],
    ]);
    expect(reviewed[0]?.messageKey).toBe('misspelling');
  });

  it('turns a split of a word with a wrong vowel in its ending into that word: "consist ant" → consistent', async () => {
    expect(vowelSlips('consistant')).toContain('consistent');
    expect(vowelSlips('hover')).toEqual([]);
    const text = 'The results were consistant across the sites.';
    const reviewed = await reviewSpelling(text, [split(text, 'consistant', 'consist ant')], {
      ...dictionary,
      isWord: async (word: string) => ['consist', 'ant', 'consistent'].includes(word),
    });
    expect(reviewed.map((lint) => [lint.kind, lint.suggestions.map((s) => s.text)])).toEqual([['Spelling', ['consistent']]]);
  });

  it('drops a split after a prefix: a closed compound such as "subsamples"', async () => {
    const text = 'The subsamples were dried.';
    expect(
      await reviewSpelling(text, [split(text, 'subsamples', 'sub samples')], {
        ...dictionary,
        isWord: async (word: string) => ['sub', 'samples'].includes(word),
      }),
    ).toEqual([]);
  });

  it('drops a split whose parts are not both words', async () => {
    const text = 'Their advise was clear.';
    const lint = split(text, 'advise', 'adv ise', 'ad vise');
    expect(await reviewSpelling(text, [lint], dictionary)).toEqual([]);
  });
});

const spelling = (text: string, word: string, ...suggestions: string[]): TLint => ({
  kind: 'Spelling',
  start: text.indexOf(word),
  end: text.indexOf(word) + word.length,
  message: `Did you mean to spell “${word}” this way?`,
  suggestions: suggestions.map((suggestion) => ({ kind: 'replace', text: suggestion })),
});

describe('reviewing spelling findings', () => {
  it('drops names, units after a number, plurals of a suggested word, the other dialect and prefixed words', async () => {
    const withWetted = { ...dictionary, isWord: async (word: string) => word === 'wetted' };
    const cases: [string, string, string[]][] = [
      ['Hazards were tested with Schoenfeld residuals.', 'Schoenfeld', ['Schoenberg']],
      ['The soil was dried for 48 h.', 'h.', ['ha']],
      ['The catalyst adsorbed 5 mmol of CO2 per gram.', 'mmol', ['mol']],
      ['The protein was 20 kDa in size.', 'kDa', ['KDE']],
      ['Three incubations were run.', 'incubations', ['incubation', 'incubators']],
      ['Its colour was recorded.', 'colour', ['color']],
      ['The soil was rewetted twice.', 'rewetted', ['regretted']],
      ["Cronbach's alpha was 0.87.", "Cronbach's", ["Cranach's"]],
      ['Hofstede argues that culture shapes management.', 'Hofstede', ['Hostede']],
      ['Okafor (2018) reports a similar effect.', 'Okafor', ['Okra']],
    ];
    for (const [text, word, suggestions] of cases) {
      expect(await reviewSpelling(text, [spelling(text, word, ...suggestions)], withWetted), word).toEqual([]);
    }
  });

  it('keeps a misspelling, with the suggestion that undoes a typing slip first', async () => {
    const text = 'Schoenfeld was successfull.';
    const [reviewed] = await reviewSpelling(text, [spelling(text, 'successfull', 'successfully', 'successful')], dictionary);
    expect(reviewed?.suggestions.map((s) => s.text)).toEqual(['successful', 'successfully']);
    // A misspelt plural before a verb of citing is no author's name.
    const cited = 'Reserchers argue that the effect is small.';
    expect(await reviewSpelling(cited, [spelling(cited, 'Reserchers', 'Researchers')], dictionary)).toHaveLength(1);
    const opening = 'Recieved samples were dried.';
    expect(await reviewSpelling(opening, [spelling(opening, 'Recieved', 'Received')], dictionary)).toHaveLength(1);
    // A possessive of a common word opening a sentence stays a misspelling.
    const possessive = "Goverment's policy changed.";
    expect(await reviewSpelling(possessive, [spelling(possessive, "Goverment's", "Government's")], dictionary)).toHaveLength(1);
    // A unit is a unit only after a number.
    const noNumber = 'The mmol was weighed.';
    expect(await reviewSpelling(noNumber, [spelling(noNumber, 'mmol', 'mol')], dictionary)).toHaveLength(1);
  });

  it('drops the species of a binomial name after its genus or its initial, and keeps a slip after an English word', async () => {
    const withData = { ...dictionary, isWord: async (word: string) => ['data', 'the'].includes(word) };
    const names: [string, string, string[]][] = [
      ['The prevalence of Giardia duodenalis was higher in puppies.', 'duodenalis', ['duodenal']],
      ['Giardia duodenalis was common in the kennels.', 'duodenalis', ['duodenal']],
      ['Cysts of G. duodenalis were counted.', 'duodenalis', ['duodenal']],
      ['The samples were screened for Cryptosporidium spp.', 'spp', ['spy']],
      ['Infection with Plasmodium falciparum was confirmed.', 'falciparum', ['falciform']],
    ];
    for (const [text, word, suggestions] of names) {
      expect(await reviewSpelling(text, [spelling(text, word, ...suggestions)], withData), text).toEqual([]);
    }
    for (const text of ['Data analysus was done.', 'The protocol of Tanaka was folowed.']) {
      const word = text.includes('analysus') ? 'analysus' : 'folowed';
      expect(await reviewSpelling(text, [spelling(text, word, 'analysis')], withData), text).toHaveLength(1);
    }
  });
});

describe('terms and compounds the review keeps out of the findings', () => {
  const known = new Set(['hover', 'fly', 'flies', 'flood', 'plain', 'each', 'other', 'sample', 'size', 'wich', 'cloze']);
  const withWords = {
    ...dictionary,
    isWord: async (word: string) => known.has(word),
    // A stand-in lexicon holding short words of SCOWL's size 70 (both real, both rare).
    isTerm: (word: string) => ['wich', 'cloze'].includes(word.toLowerCase()),
  };

  it('drops a closed compound of two content words, as a spelling finding and as a split', async () => {
    const text = 'A hoverfly visited the floodplain, and hoverflies were common.';
    const lints = [
      spelling(text, 'hoverfly', 'hover fly'),
      spelling(text, 'floodplain', 'flood plain'),
      split(text, 'hoverflies', 'hover flies'),
    ];
    expect(await reviewSpelling(text, lints, withWords)).toEqual([]);
  });

  it('keeps two words run together when one is a function word, and a typing slip of a known word', async () => {
    const text = 'They helped eachother and were successfull.';
    const withSuccess = {
      ...withWords,
      isWord: async (word: string) => known.has(word) || ['success', 'full', 'successful'].includes(word),
    };
    const reviewed = await reviewSpelling(
      text,
      [split(text, 'eachother', 'each other'), spelling(text, 'successfull', 'successfully', 'successful')],
      withSuccess,
    );
    expect(reviewed.map((lint) => lint.suggestions[0]?.text)).toEqual(['each other', 'successful']);
  });

  it('takes a short lexicon word for a term only when no suggestion is one slip away', async () => {
    const text = 'A cloze test, wich was timed.';
    const reviewed = await reviewSpelling(
      text,
      [spelling(text, 'cloze', 'close', 'clothe'), spelling(text, 'wich', 'which', 'wish')],
      withWords,
    );
    expect(reviewed.map((lint) => text.slice(lint.start, lint.end))).toEqual(['wich']);
  });

  it('tells a slip from a term: a letter left out or typed in, or two letters swapped', () => {
    expect(isOneSlipAway('wich', 'which')).toBe(true);
    expect(isOneSlipAway('alway', 'always')).toBe(true);
    expect(isOneSlipAway('frist', 'first')).toBe(true);
    expect(isOneSlipAway('cloze', 'close')).toBe(false);
    expect(isOneSlipAway('diel', 'deal')).toBe(false);
  });
});

describe("a checker's message", () => {
  it('is shown as plain text: code spans quoted, emphasis marks dropped', () => {
    expect(plainMessage('Insert `to` to complete the infinitive (e.g., `need to talk`).')).toBe(
      'Insert “to” to complete the infinitive (e.g., “need to talk”).',
    );
    expect(plainMessage('Use **fewer** here, not *less*.')).toBe('Use fewer here, not less.');
  });
});

describe('findings that misread a name, a term or a number', () => {
  const wordChoice = (text: string, words: string, rule: string, suggestion: string): TLint => ({
    kind: 'WordChoice',
    rule,
    start: text.indexOf(words),
    end: text.indexOf(words) + words.length,
    message: 'Could this be the negative word you intended?',
    suggestions: [{ kind: 'replace', text: suggestion }],
  });
  const withTerms = { ...dictionary, isTerm: (word: string) => ['deionised', 'deionized'].includes(word.toLowerCase()) };

  it('drops "mL" → "ml" and "s in" → "sin" after a number or a slash, and keeps them elsewhere', async () => {
    const cases: [string, string, string, string][] = [
      ['The detection limit was 0.2 ng/mL.', 'mL', 'OrthographicConsistency', 'ml'],
      ['Then 5 mL was added.', 'mL', 'OrthographicConsistency', 'ml'],
      ['It moved within 0.5 s in all trials.', 's in', 'MergeWords', 'sin'],
    ];
    for (const [text, words, rule, suggestion] of cases) {
      expect(await reviewSpelling(text, [wordChoice(text, words, rule, suggestion)], dictionary), text).toEqual([]);
    }
    const words = 'The cause is some times unclear.';
    expect(await reviewSpelling(words, [wordChoice(words, 'some times', 'MergeWords', 'sometimes')], dictionary)).toHaveLength(1);
  });

  it('takes a capitalised word after a title or an initial for a name, not a sentence opening', async () => {
    const names: [string, string][] = [
      ['We thank Dr. Tanaka for her comments.', 'Tanaka'],
      ['We thank Prof. Okonkwo and Dr. Silva.', 'Okonkwo'],
      ['The method of J. Okonkwo was used.', 'Okonkwo'],
    ];
    for (const [text, word] of names) {
      expect(await reviewSpelling(text, [spelling(text, word, 'Tank')], dictionary), text).toEqual([]);
    }
    // After the end of a sentence a capitalised word is checked: it may be a misspelt opening.
    const opening = 'The soil was dry. Tanaka was wrong.';
    expect(await reviewSpelling(opening, [spelling(opening, 'Tanaka', 'Tank')], dictionary)).toHaveLength(1);
  });

  it('drops a "wrong negative" on a term (deionised) but keeps it on a non-word (unconsistent)', async () => {
    const term = 'The seedlings were watered with deionised water.';
    expect(await reviewSpelling(term, [wordChoice(term, 'deionised', 'WrongNegative', 'unionised')], withTerms)).toEqual([]);
    const slip = 'The results were unconsistent with the model.';
    const kept = wordChoice(slip, 'unconsistent', 'WrongNegative', 'inconsistent');
    expect(await reviewSpelling(slip, [kept], withTerms)).toEqual([kept]);
  });

  it('drops a closed compound made of a number and its noun (twelvemonths), keeps database', async () => {
    const number = 'Farmers were asked about the previous twelve months.';
    const compound = wordChoice(number, 'twelve months', 'CompoundNouns', 'twelvemonths');
    expect(await reviewSpelling(number, [compound], dictionary)).toEqual([]);
    const text = 'The data base was updated.';
    const kept = wordChoice(text, 'data base', 'CompoundNouns', 'database');
    expect(await reviewSpelling(text, [kept], dictionary)).toEqual([kept]);
  });
});
