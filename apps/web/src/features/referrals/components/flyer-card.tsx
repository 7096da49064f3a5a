import { LANGUAGE_SEGMENTS, type TLanguageSegment } from '@portal/domain';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { referralFlyerUrl } from '../api/get-referral-rewards.ts';
import { ReferralsCard } from './referrals-card.tsx';

/** The printable flyer: a language (the page's by default) and its download link. */
export function FlyerCard({ lang }: { lang: TLanguageSegment }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<TLanguageSegment>(lang);
  return (
    <ReferralsCard className="referrals-flyer" titleId="referrals-flyer-title" title={t('referrals-flyer-title')}>
      <p className="referrals-card__text">{t('referrals-flyer-body')}</p>
      <SelectField
        label={t('referrals-flyer-language')}
        value={language}
        onChange={(event) => setLanguage(event.currentTarget.value as TLanguageSegment)}
      >
        {LANGUAGE_SEGMENTS.map((segment) => (
          <option key={segment} value={segment}>
            {t(`language-name-${segment}`)}
          </option>
        ))}
      </SelectField>
      <a className="button button--secondary referrals-flyer__download" href={referralFlyerUrl(language)} download>
        <span>{t('referrals-flyer-download')}</span>
      </a>
    </ReferralsCard>
  );
}
