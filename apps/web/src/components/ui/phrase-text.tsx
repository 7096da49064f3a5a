import { Fragment } from 'react';
import { phraseParts } from '../../lib/phrases.ts';

/**
 * A name (a service, a bundle, a product) with line-break opportunities between its Japanese or Chinese
 * words (lib/phrases.ts), so a narrow column wraps スタンダード / 英文校正 rather than スタンダード英 / 文校正.
 * The text itself is unchanged: copying it or reading it aloud gives the name as written.
 */
export function PhraseText({ text }: { text: string }) {
  const parts = phraseParts(text);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // The parts of one fixed text never reorder, so their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
