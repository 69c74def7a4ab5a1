/**
 * /timekeeping: a unit's timesheet for HR (any unit in its range) and line managers (their
 * people): people × days, totals, and the xlsx export of the same month and unit. Its own chunk,
 * apart from my timekeeping page (TimekeepingPage.tsx). The grid is a plain table (sticky header
 * and first column in a scrolling box) rather than antd's Table, which costs about 31 KB
 * compressed with its pagination (issue 35, docs/performance.md "Inner pages to 330 KB, part 3").
 */
import { DownloadOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { canDo } from '@portal/domain/permissions';
import type { DayCell, MonthTotals } from '@portal/domain/timesheet';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, download } from '../../api/client';
import { useSession } from '../../auth/session';
import './leave.css';
import './timekeeping.css';
import './leaveI18n';
import './timekeepingI18n';
import { MonthNav, named, num, useLang } from './timekeepingCommon';

type Sheet = {
  month: string;
  unit: { id: number; name: string; name_en: string | null } | null;
  days: { date: string; isWorking: boolean; holiday: string | null; holiday_en: string | null }[];
  items: { staff: { id: number; code: string; full_name: string }; cells: Pick<DayCell, 'date' | 'state' | 'value' | 'leave' | 'late_minutes' | 'early_minutes'>[]; totals: MonthTotals }[];
};

/** The totals after the days: the column's words (timekeeping.total.*) and its value. */
const TOTALS: [string, (x: MonthTotals, lang: 'vi' | 'en') => string | number][] = [
  ['standard_days', (x, lang) => num(x.standard_days, lang)],
  ['worked_days', (x, lang) => num(x.worked_days, lang)],
  ['leave_days', (x, lang) => num(x.leave_days, lang)],
  ['late', (x) => x.late_count],
  ['absent_days', (x, lang) => num(x.absent_days, lang)],
];

type Unit = { id: number; name: string; name_en: string | null; parent_id: number | null };

export function TimesheetPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { ability } = useSession();
  const isHr = canDo(ability, 'viewAll', 'TIME_KEEPING');
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [unitId, setUnitId] = useState<number | undefined>(undefined);
  const key = month.format('YYYY-MM');
  const units = useQuery({ queryKey: ['staff-directory', 'units'], enabled: isHr, queryFn: () => api.get<{ items: Unit[] }>('/api/v1/staff-directory/units', undefined, { quietError: true }) });
  const q = useQuery({ queryKey: ['time-keeping', 'timesheet', key, unitId ?? null], retry: false, queryFn: () => api.get<Sheet>('time-keeping/timesheet', { month: key, unit_id: unitId }, { quietError: true }) });
  const refused = q.error instanceof ApiError && q.error.status === 403;
  const data = q.data;
  const cellText = (c: Sheet['items'][number]['cells'][number]) =>
    c.state === 'WORK' || c.state === 'LATE' || c.state === 'EARLY' ? (c.value === 1 ? '✓' : num(c.value, lang)) : c.state === 'LEAVE' ? (c.leave === 0.5 ? 'P½' : 'P') : c.state === 'HOLIDAY' ? 'L' : c.state === 'ABSENT' ? 'V' : c.state === 'MISSING' ? '?' : '';
  return (
    <div className="leave-page" data-testid="timesheet-page">
      <Card
        className="content-card"
        title={`${t('timekeeping.unitSheet')}${data?.unit ? ` · ${named(lang, data.unit.name, data.unit.name_en)}` : ''}`}
        extra={
          <Space wrap>
            {isHr ? (
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={t('timekeeping.myUnit')}
                style={{ minWidth: 220 }}
                value={unitId}
                onChange={(v) => setUnitId(v ?? undefined)}
                options={(units.data?.items ?? []).map((u) => ({ value: Number(u.id), label: named(lang, u.name, u.name_en) }))}
                data-testid="ts-unit"
              />
            ) : null}
            <MonthNav month={month} setMonth={setMonth} />
            <Button icon={<DownloadOutlined />} disabled={!data || data.items.length === 0} onClick={() => void download('time-keeping/timesheet/export', { month: key, unit_id: unitId }, `bang_cong_${key}.xlsx`)} data-testid="ts-export">
              {t('timekeeping.export')}
            </Button>
          </Space>
        }
      >
        {q.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : refused ? (
          <Alert type="warning" showIcon title={t('timekeeping.notManager')} data-testid="ts-refused" />
        ) : q.isError || !data ? (
          <Alert type="error" showIcon title={t('timekeeping.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
        ) : data.items.length === 0 ? (
          <Empty description={t('timekeeping.nobody')} />
        ) : (
          <div className="tk-sheet" data-testid="ts-table">
            <table className="tk-sheet__table">
              <thead>
                <tr>
                  <th scope="col" className="tk-sheet__name">
                    {t('timekeeping.person')}
                  </th>
                  {data.days.map((d) => (
                    <th key={d.date} scope="col" className={`tk-sheet__day${d.isWorking ? '' : ' tk-sheet__off'}`} title={d.holiday ? named(lang, d.holiday, d.holiday_en) : formatDate(d.date)}>
                      <span className={d.isWorking ? '' : 'tk-muted'}>{Number(d.date.slice(8, 10))}</span>
                    </th>
                  ))}
                  {TOTALS.map(([k]) => (
                    <th key={k} scope="col" className="tk-sheet__total">
                      {t(`timekeeping.total.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.staff.id}>
                    <th scope="row" className="tk-sheet__name">
                      <span data-testid="ts-person">
                        {r.staff.full_name}
                        {r.staff.code ? <div className="tk-muted">{r.staff.code}</div> : null}
                      </span>
                    </th>
                    {data.days.map((d, i) => {
                      const c = r.cells[i];
                      return (
                        <td key={d.date} className={`tk-sheet__day${d.isWorking ? '' : ' tk-sheet__off'}`}>
                          {c ? <span className={`tk-sheet__cell tk-sheet__cell--${c.state.toLowerCase()}`}>{cellText(c)}</span> : null}
                        </td>
                      );
                    })}
                    {TOTALS.map(([k, value]) => (
                      <td key={k} className="tk-sheet__total">
                        {k === 'worked_days' ? <b data-testid="ts-worked">{value(r.totals, lang)}</b> : value(r.totals, lang)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="leave-cal__legend tk-legend">
          <span>✓ {t('timekeeping.state.WORK')}</span>
          <span>P {t('timekeeping.state.LEAVE')}</span>
          <span>L {t('timekeeping.state.HOLIDAY')}</span>
          <span>V {t('timekeeping.state.ABSENT')}</span>
          <span>? {t('timekeeping.state.MISSING')}</span>
        </div>
      </Card>
    </div>
  );
}
