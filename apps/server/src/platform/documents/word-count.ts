/**
 * Han ideographs, kana (with the long-vowel mark and iteration marks) and Hangul syllables: each one
 * counts as a word, the way editors quote Chinese, Japanese and Korean manuscripts.
 */
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u30fd\u30fe\u309d\u309e]/gu;

/** A run between spaces is a word when it holds at least one letter or digit ("—" and "•" are not). */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Counts words as word processors do: space-separated runs with a letter or digit ("e-mail", "don't",
 * "3.14" are one word each), plus one word per CJK character; Latin runs inside CJK text count too.
 */
export function countWords(text: string): number {
  let cjkCharacters = 0;
  const rest = text.replace(CJK_CHARACTER, () => {
    cjkCharacters += 1;
    return ' ';
  });
  let runs = 0;
  for (const run of rest.split(/[\s\p{Z}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/u)) {
    if (HAS_LETTER_OR_DIGIT.test(run)) runs += 1;
  }
  return cjkCharacters + runs;
}
