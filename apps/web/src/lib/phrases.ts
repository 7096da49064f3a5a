/*
 * Break opportunities inside Japanese and Chinese names (docs/decisions.md, "CJK line breaking"). Chromium's
 * phrase segmenter (word-break: auto-phrase) takes a catalogue name such as スタンダード英文校正 for one phrase
 * and, in a narrow column, cuts it mid-word ("スタンダード英 / 文校正"). A change of script inside a CJK run
 * is where such names join their words — katakana loanword and kanji compound (スタンダード|英文校正,
 * 図表|フォーマット), kanji and Latin (SCI|論文) — so a break is offered there, and nowhere else.
 */

type TScript = 'katakana' | 'han' | 'hiragana' | 'latin' | 'other';

const KATAKANA = /[\u30A0-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/u;
const HAN = /[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u3005]/u;
const HIRAGANA = /[\u3041-\u309F]/u;
const LATIN = /[A-Za-z0-9\u00C0-\u024F]/u;
const CJK = /[\u3041-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/u;

function scriptOf(character: string): TScript {
  if (KATAKANA.test(character)) return 'katakana';
  if (HAN.test(character)) return 'han';
  if (HIRAGANA.test(character)) return 'hiragana';
  if (LATIN.test(character)) return 'latin';
  return 'other';
}

/** Whether a word may end between a character of script `before` and one of script `after`. */
function isWordJoint(before: TScript, after: TScript): boolean {
  if (before === after || before === 'other' || after === 'other') return false;
  // Kanji followed by kana is a word with its okurigana or a particle (校正する, 英文の): kept together.
  if (before === 'han' && after === 'hiragana') return false;
  return true;
}

/** The parts of `text` between which a line may break; one part when the text has no CJK in it. */
export function phraseParts(text: string): string[] {
  if (!CJK.test(text)) return [text];
  const parts: string[] = [];
  let current = '';
  let previous: TScript = 'other';
  for (const character of text) {
    const script = scriptOf(character);
    if (current && isWordJoint(previous, script)) {
      parts.push(current);
      current = '';
    }
    current += character;
    if (script !== 'other') previous = script;
    else previous = 'other';
  }
  if (current) parts.push(current);
  return parts;
}
