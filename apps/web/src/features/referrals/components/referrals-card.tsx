import { type TCardSectionProps, TitledSection } from '../../../components/ui/titled-section.tsx';

/** A card of the referrals page; `className` names which one (its grid area and spacing). */
export function ReferralsCard({ className, ...rest }: TCardSectionProps & { className: string }) {
  return <TitledSection className={`card ${className}`} titleClassName="referrals-card__title" {...rest} />;
}
