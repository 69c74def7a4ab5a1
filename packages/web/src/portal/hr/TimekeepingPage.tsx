/**
 * Timekeeping in the portal (issue 15):
 * - /human-resource/time-keeping: my month as a calendar (each day's state, check-in and -out,
 *   leave and holidays), the month's totals, and "explain" on a day with a missing punch, late,
 *   early or absent (sent to the line manager through the approval engine); my explanations.
 * - /timekeeping: a unit's timesheet for HR (any unit in its range) and line managers (their
 *   people): people × days, totals, and the xlsx export of the same month and unit.
 * The server computes every state and total with the rules and types of @portal/domain/timesheet
 * (working days with the leave rules, measured against the one work shift, which the page shows).
 */
import { LeftOutlined, RightOutlined, DownloadOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { statusLabel } from '@portal/domain/workflows/index';
import { type DayCell, type DayState, type MonthTotals, vnClock, type WorkShift } from '@portal/domain/timesheet';
import { canDo } from '@portal/domain/permissions';
import type { Resource } from '@portal/domain/resource';
import { timeKeepingExplanation } from '@portal/domain/resources/hr/timekeeping';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Grid, Modal, Select, Skeleton, Space, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, download, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { recordStatusColor } from '../../approval/approvalApi';
import { StatusTag } from '../../ui/StatusTag';
import './leave.css';
import './timekeeping.css';
import './leaveI18n';
import './timekeepingI18n';

// The explanation form (antd Form and TimePicker) loads when a day is explained (issue 35).
const ExplainDialog = lazy(() => import('./TimekeepingExplain').then((m) => ({ default: m.ExplainDialog })));

const R = timeKeepingExplanation as unknown as Resource;
type Lang = 'vi' | 'en';
type Totals = MonthTotals;
type MyMonth = { month: string; today: string; shift?: WorkShift; staff: { id: number; full_name: string } | null; days: DayCell[]; totals: Totals | null };
type Sheet = {
  month: string;
  unit: { id: number; name: string; name_en: string | null } | null;
  days: { date: string; isWorking: boolean; holiday: string | null; holiday_en: string | null }[];
  items: { staff: { id: number; code: string; full_name: string }; cells: Pick<DayCell, 'date' | 'state' | 'value' | 'leave' | 'late_minutes' | 'early_minutes'>[]; totals: Totals }[];
};

const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
const named = (lang: Lang, vi: string | null, en: string | null | undefined) => (lang === 'en' && en ? en : (vi ?? ''));
const num = (n: number, lang: Lang) => Number(n).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 2 });
// Times in Asia/Ho_Chi_Minh whatever the browser's zone.
const hhmm = (isoTime: string | null) => vnClock(isoTime);
const STATE_COLOR: Record<DayState, string> = { WEEKEND: 'default', HOLIDAY: 'red', LEAVE: 'purple', WORK: 'green', LATE: 'orange', EARLY: 'gold', MISSING: 'volcano', ABSENT: 'magenta', FUTURE: 'default' };
const EXPLAINABLE: DayState[] = ['MISSING', 'ABSENT', 'LATE', 'EARLY'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

function MonthNav({ month, setMonth }: { month: Dayjs; setMonth: (fn: (m: Dayjs) => Dayjs) => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" icon={<LeftOutlined />} aria-label={t('leave.prevMonth')} onClick={() => setMonth((m) => m.subtract(1, 'month'))} data-testid="tk-prev" />
      <span className="leave-cal__month" data-testid="tk-month">
        {month.format('MM/YYYY')}
      </span>
      <Button size="small" icon={<RightOutlined />} aria-label={t('leave.nextMonth')} onClick={() => setMonth((m) => m.add(1, 'month'))} />
    </Space>
  );
}

function TotalsCards({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const lang = useLang();
  const items: [string, string, string?][] = [
    ['standard_days', num(totals.standard_days, lang)],
    ['worked_days', num(totals.worked_days, lang)],
    ['leave_days', num(totals.leave_days, lang)],
    ['holidays', num(totals.holidays, lang)],
    ['late', `${totals.late_count}`, t('timekeeping.minutes', { n: totals.late_minutes })],
    ['early', `${totals.early_count}`, t('timekeeping.minutes', { n: totals.early_minutes })],
    ['absent_days', num(totals.absent_days, lang)],
    ['paid_days', num(totals.paid_days, lang)],
  ];
  return (
    <div className="tk-totals" data-testid="tk-totals">
      {items.map(([k, v, extra]) => (
        <div key={k} className="tk-totals__item" data-testid={`tk-total-${k}`}>
          <Statistic title={t(`timekeeping.total.${k}`)} value={v} />
          {extra ? <Typography.Text type="secondary">{extra}</Typography.Text> : null}
        </div>
      ))}
    </div>
  );
}

export function MyTimekeepingPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const isPhone = !Grid.useBreakpoint().md;
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [explaining, setExplaining] = useState<DayCell | null>(null);
  const key = month.format('YYYY-MM');
  const q = useQuery({ queryKey: ['time-keeping', 'my-month', key], queryFn: () => api.get<MyMonth>('time-keeping/my-month', { month: key }, { quietError: true }) });
  const data = q.data;
  const first = month.startOf('month');
  const lead = (first.day() + 6) % 7;
  const stateLabel = (d: DayCell) => (d.state === 'HOLIDAY' ? named(lang, d.holiday, d.holiday_en) : d.state === 'LEAVE' ? `${t('timekeeping.state.LEAVE')}${d.leave === 0.5 ? ' ½' : ''}` : t(`timekeeping.state.${d.state}`));
  const canExplain = (d: DayCell) => EXPLAINABLE.includes(d.state) && (!d.explanation || d.explanation.status === 'REJECTED') && d.date <= (data?.today ?? '');
  const dayBody = (d: DayCell) => (
    <>
      {d.state !== 'WEEKEND' && d.state !== 'FUTURE' ? (
        <Tag color={STATE_COLOR[d.state]} className="tk-cal__state" data-testid="tk-day-state">
          {stateLabel(d)}
        </Tag>
      ) : null}
      {d.check_in || d.check_out ? (
        <div className="tk-cal__times">
          {hhmm(d.check_in) || '--:--'} – {hhmm(d.check_out) || '--:--'}
        </div>
      ) : null}
      {d.late_minutes > 0 ? <div className="tk-cal__note">{t('timekeeping.lateBy', { n: d.late_minutes })}</div> : null}
      {d.early_minutes > 0 ? <div className="tk-cal__note">{t('timekeeping.earlyBy', { n: d.early_minutes })}</div> : null}
      {d.explanation ? (
        <Tag color={recordStatusColor(R, d.explanation.status)} className="tk-cal__state" data-testid="tk-day-explanation">
          {t('timekeeping.explained')}: {statusLabel(d.explanation.status, lang, R.workflow)}
        </Tag>
      ) : null}
      {canExplain(d) ? (
        <Button size="small" type="link" className="tk-cal__explain" onClick={() => setExplaining(d)} data-testid="tk-explain">
          {t('timekeeping.explain')}
        </Button>
      ) : null}
    </>
  );
  return (
    <div className="leave-page" data-testid="timekeeping-page">
      <Card className="content-card" title={t('timekeeping.myMonth')} extra={<MonthNav month={month} setMonth={setMonth} />} data-testid="tk-my-month">
        {q.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : q.isError || !data ? (
          <Alert type="error" showIcon title={t('timekeeping.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
        ) : !data.staff ? (
          <Alert type="info" showIcon title={t('leave.noStaffFile')} />
        ) : (
          <>
            {data.shift ? (
              <Typography.Paragraph type="secondary" className="tk-shift" data-testid="tk-shift">
                {t('timekeeping.shift', { start: data.shift.start, end: data.shift.end, breakStart: data.shift.breakStart, breakEnd: data.shift.breakEnd })}
              </Typography.Paragraph>
            ) : null}
            {data.totals ? <TotalsCards totals={data.totals} /> : null}
            {isPhone ? (
              <ul className="tk-list">
                {data.days
                  .filter((d) => d.state !== 'WEEKEND' && d.state !== 'FUTURE')
                  .map((d) => (
                    <li key={d.date} className="tk-list__item" data-date={d.date} data-state={d.state} data-testid="tk-day">
                      <b>{formatDate(d.date, 'DD/MM')}</b> {dayBody(d)}
                    </li>
                  ))}
              </ul>
            ) : (
              <div className="leave-cal">
                {WEEKDAYS.map((d) => (
                  <div key={d} className="leave-cal__head">
                    {t(`leave.weekday${d}`)}
                  </div>
                ))}
                {Array.from({ length: lead }, (_, i) => first.subtract(lead - i, 'day').format('YYYY-MM-DD')).map((d) => (
                  <div key={d} className="leave-cal__cell leave-cal__cell--empty" />
                ))}
                {data.days.map((d) => (
                  <div
                    key={d.date}
                    className={`leave-cal__cell tk-cal__cell${d.state === 'WEEKEND' ? ' leave-cal__cell--weekend' : ''}${d.state === 'HOLIDAY' ? ' leave-cal__cell--holiday' : ''}${d.date === data.today ? ' leave-cal__cell--today' : ''}`}
                    data-date={d.date}
                    data-state={d.state}
                    data-testid="tk-day"
                  >
                    <div className="leave-cal__day">{Number(d.date.slice(8, 10))}</div>
                    {dayBody(d)}
                  </div>
                ))}
              </div>
            )}
          </>
        )}
      </Card>
      {data?.staff ? <MyExplanations staffId={data.staff.id} /> : null}
      {explaining ? (
        <Suspense fallback={<Modal open title={t('timekeeping.explainTitle', { date: formatDate(explaining.date) })} footer={null} onCancel={() => setExplaining(null)}><Skeleton active /></Modal>}>
          <ExplainDialog day={explaining} onClose={() => setExplaining(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function MyExplanations({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const isPhone = !Grid.useBreakpoint().sm;
  const q = useQuery({ queryKey: ['time-keeping', 'explanations', staffId], queryFn: () => api.get<ListData<Row>>('time-keeping-explanation', { f_staff_id: staffId, limit: 20 }, { quietError: true }) });
  return (
    <Card className="content-card" title={t('timekeeping.myExplanations')} data-testid="tk-explanations">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Table<Row>
          rowKey="id"
          size={isPhone ? 'small' : 'middle'}
          pagination={false}
          dataSource={q.data?.items ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timekeeping.noExplanations')} /> }}
          columns={[
            { key: 'date', title: t('timekeeping.day'), render: (_: unknown, r: Row) => formatDate(String(r.work_date)) },
            { key: 'kind', title: t('timekeeping.kind'), render: (_: unknown, r: Row) => t(`timekeeping.kindOf.${String(r.kind)}`) },
            ...(isPhone ? [] : [{ key: 'reason', title: t('leave.reason'), render: (_: unknown, r: Row) => <Typography.Text ellipsis={{ tooltip: String(r.reason) }}>{String(r.reason)}</Typography.Text> }]),
            {
              key: 'status',
              title: t('common.status'),
              render: (_: unknown, r: Row) => (
                <StatusTag status={String(r.status)} owner={R} data-testid="tk-explanation-status" />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

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
          <Table
            rowKey={(r) => r.staff.id}
            size="small"
            bordered
            pagination={false}
            scroll={{ x: 'max-content', y: 560 }}
            dataSource={data.items}
            data-testid="ts-table"
            columns={[
              {
                key: 'name',
                title: t('timekeeping.person'),
                fixed: 'left',
                width: 180,
                render: (_: unknown, r: Sheet['items'][number]) => (
                  <span data-testid="ts-person">
                    {r.staff.full_name}
                    {r.staff.code ? <div className="tk-muted">{r.staff.code}</div> : null}
                  </span>
                ),
              },
              ...data.days.map((d, i) => ({
                key: d.date,
                title: (
                  <Tooltip title={d.holiday ? named(lang, d.holiday, d.holiday_en) : formatDate(d.date)}>
                    <span className={d.isWorking ? '' : 'tk-muted'}>{Number(d.date.slice(8, 10))}</span>
                  </Tooltip>
                ),
                width: 38,
                align: 'center' as const,
                onCell: () => ({ className: d.isWorking ? '' : 'tk-sheet__off' }),
                render: (_: unknown, r: Sheet['items'][number]) => {
                  const c = r.cells[i];
                  return c ? <span className={`tk-sheet__cell tk-sheet__cell--${c.state.toLowerCase()}`}>{cellText(c)}</span> : null;
                },
              })),
              { key: 'standard', title: t('timekeeping.total.standard_days'), width: 80, align: 'right' as const, render: (_: unknown, r: Sheet['items'][number]) => num(r.totals.standard_days, lang) },
              { key: 'worked', title: t('timekeeping.total.worked_days'), width: 80, align: 'right' as const, render: (_: unknown, r: Sheet['items'][number]) => <b data-testid="ts-worked">{num(r.totals.worked_days, lang)}</b> },
              { key: 'leave', title: t('timekeeping.total.leave_days'), width: 70, align: 'right' as const, render: (_: unknown, r: Sheet['items'][number]) => num(r.totals.leave_days, lang) },
              { key: 'late', title: t('timekeeping.total.late'), width: 70, align: 'right' as const, render: (_: unknown, r: Sheet['items'][number]) => r.totals.late_count },
              { key: 'absent', title: t('timekeeping.total.absent_days'), width: 70, align: 'right' as const, render: (_: unknown, r: Sheet['items'][number]) => num(r.totals.absent_days, lang) },
            ]}
          />
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
