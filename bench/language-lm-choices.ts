/**
 * `npx tsx bench/language-lm-choices.ts [--model <file>] [sets…]`: would a statistical language model of English add
 * to the grammar check's own rules? An experiment, not part of the product (docs/decisions.md, "An n-gram language
 * model tried as a detector").
 *
 * Reads the only English n-gram model this machine's package sources offer, CMU Sphinx's US English trigram model
 * (Debian's `pocketsphinx-en-us`: `/usr/share/pocketsphinx/model/en-us/en-us.lm.bin`), with bench/lm/trie-lm.ts,
 * and lets it choose at every article, preposition, verb and noun of the tuning sets' sentences (bench/lm/
 * word-choices.ts: add, drop or change an article, change or drop a preposition, a verb's or a noun's number). For
 * each kind of choice and each margin it prints how many of the model's findings that no own rule already makes
 * fall on a marked error (+) and how many do not (−): the findings the model would add to the report, and what
 * they would cost in false flags. Also the share of those findings where the original text has a word pair the
 * model never saw and the choice has none (the "gap" test). Reads the tuning sets and the learner set's dev split
 * only, never the held-out sets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OWN_RULES } from '../apps/server/src/modules/language-engine/rules/own-rules.ts';
import { createTagger } from '../apps/server/src/modules/language-engine/rules/tagger.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';
import { readTrieLm } from './lm/trie-lm.ts';
import { type TChoiceType, type TScoredChoice, wordChoiceLints } from './lm/word-choices.ts';

type TItem = { source: string; errors?: { text: string }[]; split?: string };

const { values, positionals } = parseArgs({
  options: { model: { type: 'string', default: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin' } },
  allowPositionals: true,
});
if (!existsSync(values.model)) {
  console.error(`No model at ${values.model}: apt-get install pocketsphinx-en-us`);
  process.exit(1);
}
const DATA = path.join(REPO_ROOT, 'bench/language');
const sets =
  positionals.length > 0
    ? positionals
    : [...readdirSync(DATA).filter((name) => name.startsWith('tuning-')), 'learner-set.json'].map((name) =>
        path.join(DATA, name),
      );

const lm = readTrieLm(values.model);
const tag = createTagger();
const lowest: Record<TChoiceType, number> = { article: 0.5, preposition: 0.5, agreement: 0.5, number: 0.5 };
type TRow = TScoredChoice & { onError: boolean };
const rows: TRow[] = [];
for (const file of sets) {
  const items = (JSON.parse(readFileSync(file, 'utf8')) as { items: TItem[] }).items.filter((item) => item.split !== 'test');
  for (const item of items) {
    const sentences = tag(item.source);
    const own = sentences.flatMap((tokens) => OWN_RULES.flatMap((rule) => rule(tokens)));
    const spans = (item.errors ?? []).map((error) => {
      const start = item.source.indexOf(error.text);
      return { start, end: start + error.text.length };
    });
    for (const choice of sentences.flatMap((tokens) => wordChoiceLints(lm, tokens, lowest))) {
      if (own.some((lint) => choice.start < lint.end && lint.start < choice.end)) continue;
      const onError = spans.some((span) => choice.start <= span.end && span.start <= choice.end);
      rows.push({ ...choice, onError });
    }
  }
}

const margins = [1, 1.5, 2, 2.5, 3, 3.5];
const table = (label: string, keep: (row: TRow) => boolean) => {
  console.log(`\n${label} (+ on a marked error / − elsewhere, by margin in log10)`);
  for (const key of ['likely-missing', 'likely-extra', 'likely-word']) {
    for (const type of ['article', 'preposition', 'agreement', 'number'] as const) {
      const of = rows.filter((row) => row.messageKey === key && row.type === type && keep(row));
      if (of.length === 0) continue;
      const cells = margins.map((margin) => {
        const kept = of.filter((row) => row.gain >= margin);
        const good = kept.filter((row) => row.onError).length;
        return `${margin}: +${good} −${kept.length - good}`;
      });
      console.log(`${key.padEnd(15)}${type.padEnd(12)}${cells.join('  ')}`);
    }
  }
};
console.log(`${lm.vocabularySize} words, order ${lm.order}; ${sets.length} sets; findings no own rule makes:`);
table('all', () => true);
table('gap test', (row) => row.before === 1 && row.after >= 2);
