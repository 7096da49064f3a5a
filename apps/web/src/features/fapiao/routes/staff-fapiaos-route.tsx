import { FAPIAO_STATUSES, formatMoney, type TFapiaoStatus } from '@portal/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { LoadFallback, type TLoadTexts } from '../../../components/ui/load-fallback.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { StaffListPage } from '../../staff/components/staff-list-page.tsx';
import { useStaffFapiaos } from '../api/staff-fapiaos.ts';
import { FapiaoStatus } from '../components/fapiao-status.tsx';
import { StaffFapiaoDecision } from '../components/staff-fapiao-decision.tsx';
import '../fapiao.css';

const FAPIAOS_TEXTS = { title: 'staff-fapiaos-title', lead: 'staff-fapiaos-lead', list: 'staff-fapiaos-title' };

const FAPIAOS_LOAD_TEXTS: TLoadTexts = { loading: 'staff-loading', loadError: 'staff-load-error', retry: 'staff-retry' };

const isStatus = (value: string | null): value is TFapiaoStatus => FAPIAO_STATUSES.includes(value as TFapiaoStatus);

const FAPIAO_COLUMNS = [
  'staff-fapiaos-col-document',
  'staff-fapiaos-col-customer',
  'staff-fapiaos-col-organization',
  'staff-fapiaos-col-type',
  'staff-fapiaos-col-amount',
  'staff-fapiaos-col-status',
  'staff-fapiaos-col-actions',
];

/** /{lang}/staff/fapiaos: the fapiaos researchers requested, filtered by status (requested first by default). */
export function Component() {
  const { t } = useTranslation();
  const { lang = 'en' } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('status');
  const status: TFapiaoStatus | '' = requested === 'all' ? '' : isStatus(requested) ? requested : 'requested';
  const list = useStaffFapiaos(status);

  return (
    <StaffListPage
      texts={FAPIAOS_TEXTS}
      listId="staff-fapiaos-list"
      before={
        <p className="fapiao-page__back">
          <Link to={`/${lang}/staff`}>{t('staff-queue-title')}</Link>
        </p>
      }
    >
      <div className="staff-fapiaos__filters">
        <SelectField
          label={t('staff-fapiaos-filter-status')}
          value={status || 'all'}
          onChange={(event) => setSearch(new URLSearchParams({ status: event.currentTarget.value }))}
        >
          <option value="all">{t('staff-fapiaos-filter-all')}</option>
          {FAPIAO_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`fapiao-status-${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {!list.data ? (
        <LoadFallback query={list} texts={FAPIAOS_LOAD_TEXTS} className="staff-loading" />
      ) : list.data.length === 0 ? (
        <p className="staff-empty">{t('staff-fapiaos-empty')}</p>
      ) : (
        <DataTable
          classes={{ scroll: 'billing-table__scroll', table: 'staff-fapiaos__table' }}
          columns={FAPIAO_COLUMNS}
          isBusy={list.isFetching}
        >
          {list.data.map((fapiao) => (
            <tr key={fapiao.identity}>
              <th scope="row">{fapiao.receiptCode}</th>
              <td>
                {fapiao.customerName}
                <br />
                <span className="staff-muted">{fapiao.customerEmail}</span>
              </td>
              <td>
                {fapiao.organizationName}
                <br />
                <span className="staff-muted">{fapiao.taxpayerNumber || '—'}</span>
              </td>
              <td>{t(`fapiao-type-${fapiao.type}`)}</td>
              <td className="staff-fapiaos__amount">
                {formatMoney(fapiao.amount, { sign: '', numDecimals: 2 })} {fapiao.currencyIso}
              </td>
              <td>
                <FapiaoStatus status={fapiao.status} />
                {fapiao.number ? <div>{fapiao.number}</div> : null}
                {fapiao.failureReason ? <div className="staff-muted">{fapiao.failureReason}</div> : null}
              </td>
              <td>
                {fapiao.status === 'requested' ? <StaffFapiaoDecision fapiao={fapiao} /> : null}
                {fapiao.url ? (
                  <a href={fapiao.url} download>
                    {t('staff-fapiaos-download')}
                    <span className="visually-hidden"> {fapiao.number}</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </StaffListPage>
  );
}
