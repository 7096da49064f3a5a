import { type TCardSectionProps, TitledSection } from '../../../components/ui/titled-section.tsx';

/** A card of the staff pages: `staff-section` unless the card has a class of its own. */
export function StaffSection({ className = 'staff-section', ...rest }: TCardSectionProps) {
  return <TitledSection className={`card ${className}`} titleClassName="staff-section__title" {...rest} />;
}
