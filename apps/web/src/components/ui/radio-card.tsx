import type { ComponentPropsWithRef, ReactNode } from 'react';

type TRadioCardProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'title'> & {
  title: ReactNode;
  /** A line under the title in the muted colour (what the choice means, a date). */
  description?: ReactNode;
  /** A figure between title and description in the brand colour (a price, "included"). */
  price?: ReactNode;
};

/**
 * One choice of a radio group as a card: the whole card is the radio's label, the radio stays visible and
 * keyboard-operable, the chosen card is outlined. Used wherever one of a few options is picked (the order
 * form's goal and delivery speed; the payment methods share its look).
 */
export function RadioCard({ title, description, price, checked, className, ...input }: TRadioCardProps) {
  return (
    <label className={`choice-card${checked ? ' choice-card--selected' : ''}${className ? ` ${className}` : ''}`}>
      <input type="radio" checked={checked} {...input} />
      <span className="choice-card__body">
        <span className="choice-card__title">{title}</span>
        {price ? <span className="choice-card__price">{price}</span> : null}
        {description ? <span className="choice-card__description">{description}</span> : null}
      </span>
    </label>
  );
}
