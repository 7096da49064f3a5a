import type { ReactNode } from 'react';

/** A card of a step, named by its heading: `id` ties the two together for screen readers. */
export function OrderCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card order-card" aria-labelledby={id}>
      <h2 id={id} className="order-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
