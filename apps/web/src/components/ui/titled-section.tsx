import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export type TTitledSectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
};

/** A region of a page named by its own heading: the frame of the cards and panels many pages repeat. */
export function TitledSection({ titleId, title, titleClassName, children, ...rest }: TTitledSectionProps) {
  return (
    <section aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A family's card: the card frame with the family's own heading class; `className` adds to `card` and the family's class. */
export type TCardSectionProps = Omit<TTitledSectionProps, 'titleClassName'>;
