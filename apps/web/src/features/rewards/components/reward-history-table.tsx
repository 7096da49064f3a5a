import { formatLongDate } from '@portal/domain';
import type { TRewardHistoryItem } from '@portal/domain/api/rewards';
import { useTranslation } from '../../../lib/translation.ts';

/** One page of the points history: what earned the points, how many, when, and the total after it. */
export function RewardHistoryTable({
  items,
  caption,
  isBusy,
}: {
  items: readonly TRewardHistoryItem[];
  caption: string;
  isBusy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <div className="rewards-table__scroll">
      <table className="rewards-table" aria-busy={isBusy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rewards-history-activity')}</th>
            <th scope="col">{t('rewards-history-date')}</th>
            <th scope="col" className="rewards-table__number">
              {t('rewards-history-points')}
            </th>
            <th scope="col" className="rewards-table__number">
              {t('rewards-history-points-to-date')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{t(item.name, { ...item.details, defaultValue: t('reward-history-adjustment') })}</th>
              <td>{formatLongDate(item.date, i18n.language)}</td>
              <td className="rewards-table__number">{item.points > 0 ? `+${number(item.points)}` : number(item.points)}</td>
              <td className="rewards-table__number">{number(item.pointsToDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
