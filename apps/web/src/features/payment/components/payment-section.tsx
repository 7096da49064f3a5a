import type { ReactNode } from 'react';

type TPaymentSectionProps = {
  id: string;
  title: ReactNode;
  /** The section's classes; a plain `payment-section` unless told. */
  className?: string;
  /** For a section whose question says what it is about: the heading is for screen readers only. */
  isTitleHidden?: boolean;
  children: ReactNode;
};

/** A part of the payment form, named by its heading: `id` ties the two together for screen readers. */
export function PaymentSection({ id, title, className = 'payment-section', isTitleHidden, children }: TPaymentSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h3 id={id} className={isTitleHidden ? 'visually-hidden' : 'payment-section__title'}>
        {title}
      </h3>
      {children}
    </section>
  );
}
