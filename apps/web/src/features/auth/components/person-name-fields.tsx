import type { TLanguageSegment } from '@portal/domain';
import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** What a name field takes from its form: its registration or value and change handler, and its error key. */
type TNameBinding = ComponentPropsWithRef<'input'> & { error?: string };

type TPersonNameFieldsProps = { segment: TLanguageSegment; firstName: TNameBinding; lastName: TNameBinding };

/** The first and last name side by side, as registration asks them; Chinese and Japanese put the family name first. */
export function PersonNameFields({ segment, firstName, lastName }: TPersonNameFieldsProps) {
  const { t } = useTranslation();
  const first = (
    <TextField key="firstName" label={t('auth-first-name-label')} autoComplete="given-name" isRequired {...firstName} />
  );
  const last = <TextField key="lastName" label={t('auth-last-name-label')} autoComplete="family-name" isRequired {...lastName} />;
  const isFamilyNameFirst = segment === 'cn' || segment === 'jp';
  return <div className="auth-form__row">{isFamilyNameFirst ? [last, first] : [first, last]}</div>;
}
