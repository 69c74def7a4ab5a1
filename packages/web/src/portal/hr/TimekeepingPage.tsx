/**
 * Timekeeping in the portal (issue 15):
 * - /human-resource/time-keeping: my month as a calendar (each day's state, check-in and -out,
 *   leave and holidays), the month's totals, and "explain" on a day with a missing punch, late,
 *   early or absent (sent to the line manager through the approval engine); my explanations.
 * - /timekeeping: a unit's timesheet for HR (any unit in its range) and line managers (their
 *   people): people × days, totals, and the xlsx export of the same month and unit.
 * The server computes every state and total with the rules and types of @portal/domain/timesheet
 * (working days with the leave rules, measured against the one work shift, which the page shows).
 * The unit's timesheet is in TimesheetPage.tsx (its own chunk: what it shares with this page is in
 * timekeepingCommon.ts).
 */
import { formatDate } from '@portal/domain/format';
import { statusLabel } from '@portal/domain/workflows/index';
import { type DayCell, type DayState, type MonthTotals, vnClock, type WorkShift } from '@portal/domain/timesheet';
import type { Resource } from '@portal/domain/resource';
import { timeKeepingExplanation } from '@portal/domain/resources/hr/timekeeping';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Grid, Modal, Skeleton, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { recordStatusColor } from '../../approval/approvalApi';
import { PlainTable } from '../../ui/PlainTable';
import { StatusTag } from '../../ui/StatusTag';
import { MonthNav, named, num, useLang } from './timekeepingCommon';
import './leave.css';
import './timekeeping.css';
import './leaveI18n';
import './timekeepingI18n';

// The explanation form (antd Form and TimePicker) loads when a day is explained (issue 35).
const ExplainDialog = lazy(() => import('./TimekeepingExplain').then((m) => ({ default: m.ExplainDialog })));

const R = timeKeepingExplanation as unknown as Resource;
type Totals = MonthTotals;
type MyMonth = { month: string; today: string; shift?: WorkShift; staff: { id: number; full_name: string } | null; days: DayCell[]; totals: Totals | null };

// Times in Asia/Ho_Chi_Minh whatever the browser's zone.
const hhmm = (isoTime: string | null) => vnClock(isoTime);
const STATE_COLOR: Record<DayState, string> = { WEEKEND: 'default', HOLIDAY: 'red', LEAVE: 'purple', WORK: 'green', LATE: 'orange', EARLY: 'gold', MISSING: 'volcano', ABSENT: 'magenta', FUTURE: 'default' };
const EXPLAINABLE: DayState[] = ['MISSING', 'ABSENT', 'LATE', 'EARLY'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

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
          {extra ? <span className="tk-secondary">{extra}</span> : null}
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
              <p className="tk-shift tk-secondary" data-testid="tk-shift">
                {t('timekeeping.shift', { start: data.shift.start, end: data.shift.end, breakStart: data.shift.breakStart, breakEnd: data.shift.breakEnd })}
              </p>
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
        <PlainTable<Row>
          rowKey={(r) => Number(r.id)}
          size={isPhone ? 'small' : 'middle'}
          rows={q.data?.items ?? []}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timekeeping.noExplanations')} />}
          columns={[
            { key: 'date', title: t('timekeeping.day'), render: (r) => formatDate(String(r.work_date)) },
            { key: 'kind', title: t('timekeeping.kind'), render: (r) => t(`timekeeping.kindOf.${String(r.kind)}`) },
            ...(isPhone
              ? []
              : [
                  {
                    key: 'reason',
                    title: t('leave.reason'),
                    className: 'tk-reason',
                    render: (r: Row) => (
                      <span className="tk-reason__text" title={String(r.reason)}>
                        {String(r.reason)}
                      </span>
                    ),
                  },
                ]),
            { key: 'status', title: t('common.status'), render: (r) => <StatusTag status={String(r.status)} owner={R} data-testid="tk-explanation-status" /> },
          ]}
        />
      )}
    </Card>
  );
}
