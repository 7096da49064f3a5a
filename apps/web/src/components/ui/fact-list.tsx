import type { ReactNode } from 'react';

/** One fact: its (translated) label, unique in its list, and its value. */
export type TFact = { label: string; value: ReactNode; valueClassName?: string };

/** A description list of facts, each label over its value; a `false` or `null` entry is a fact that does not apply. */
export function FactList({ className, facts }: { className: string; facts: readonly (TFact | false | null)[] }) {
  return (
    <dl className={className}>
      {facts.map((fact) =>
        fact ? (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd className={fact.valueClassName}>{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
