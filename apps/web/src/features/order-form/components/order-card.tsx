import type { ReactNode } from 'react';

type TOrderCardProps = {
  id: string;
  title: ReactNode;
  /** A class of the card's own besides `card order-card`. */
  className?: string;
  children: ReactNode;
};

/** A card of a step, named by its heading: `id` ties the two together for screen readers. */
export function OrderCard({ id, title, className, children }: TOrderCardProps) {
  return (
    <section className={className ? `card order-card ${className}` : 'card order-card'} aria-labelledby={id}>
      <h2 id={id} className="order-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
