import { type TCardSectionProps, TitledSection } from '../ui/titled-section.tsx';

/** A card of the account page (also filled by the sign-in, WeChat and two-factor features); styles in account.css. */
export function AccountCard({ className, ...rest }: TCardSectionProps) {
  return (
    <TitledSection
      className={className ? `card account-card ${className}` : 'card account-card'}
      titleClassName="account-card__title"
      {...rest}
    />
  );
}
