/**
 * /human-resource/leave: my leave balance per type, a request form that shows the working days
 * (weekends and public holidays skipped, half days 0.5) before anything is sent, my requests with
 * their approval timeline (the approval engine's, ADR 0006) and my department's calendar for a
 * month (approved and pending leave, holidays). The server counts and checks everything again.
 */
import { CalendarOutlined, DownOutlined, LeftOutlined, RightOutlined, SwapRightOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { statusLabel } from '@portal/domain/workflows/index';
import type { Resource } from '@portal/domain/resource';
import { staffLeave } from '@portal/domain/resources/hr/leave';
import { type WorkingPattern, workingValue } from '@portal/domain/timesheet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, ConfigProvider, Empty, Grid, Modal, Popconfirm, Skeleton, Space, Statistic, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { Fragment, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { StatusTag, statusTone } from '../../ui/StatusTag';
import { useApproval } from '../../approval/approvalApi';
import '../../approval/approval.css';
import '../administration/booking.css';
import './leave.css';
import './leaveI18n';
import { type BalanceItem, fmtDays, type Holiday, named, todayIso, useApproverChoice, useLang } from './leaveCommon';
import type { RequestFocus } from './LeaveRequestForm';

const R = staffLeave as unknown as Resource;
type MyBalance = { staff: { id: number; full_name: string } | null; year: number; items: BalanceItem[]; working_pattern?: WorkingPattern };
type CalendarItem = { id: number; staff_id: number; full_name: string; leave_type: string; leave_type_en: string | null; from_date: string; to_date: string; is_from_half: boolean; is_to_half: boolean; days: number; status: string };
/** One leave in the server's compact calendar: [id, from_date, to_date, days, leave_type_id, status, half days (1 first, 2 last, 3 both)]. */
type CalendarRun = [number, string, string, number, number, string, number];
type Calendar = {
  month: string;
  scope?: 'team' | 'unit';
  unit: { name: string; name_en: string | null } | null;
  people: { staff_id: number; full_name: string; runs: CalendarRun[] }[];
  types: { id: number; name: string; name_en: string | null }[];
  holidays: Holiday[];
};

/** The compact calendar (each person once, their leave as runs) as one entry per leave, by first day then name. */
function calendarItems(cal: Pick<Calendar, 'people' | 'types'> | undefined): CalendarItem[] {
  if (!cal) return [];
  const types = new Map(cal.types.map((x) => [Number(x.id), x]));
  const items = cal.people.flatMap((p) =>
    p.runs.map(([id, from_date, to_date, days, typeId, status, half]) => ({
      id: Number(id),
      staff_id: Number(p.staff_id),
      full_name: p.full_name,
      leave_type: types.get(Number(typeId))?.name ?? '',
      leave_type_en: types.get(Number(typeId))?.name_en ?? null,
      from_date,
      to_date,
      is_from_half: (half & 1) === 1,
      is_to_half: (half & 2) === 2,
      days: Number(days),
      status,
    })),
  );
  return items.sort((a, b) => (a.from_date === b.from_date ? a.full_name.localeCompare(b.full_name, 'vi') || a.id - b.id : a.from_date < b.from_date ? -1 : 1));
}

export function LeavePage() {
  const year = dayjs().year();
  const balance = useQuery({ queryKey: ['staff-leave', 'my-balance', year], queryFn: () => api.get<MyBalance>('staff-leave/my-balance', { year }, { quietError: true }) });
  const staffId = balance.data?.staff?.id ?? null;
  return (
    <div className="leave-page" data-testid="leave-page">
      <BalanceCards q={balance} />
      {balance.data && !balance.data.staff ? null : (
        <>
          <RequestCard types={balance.data?.items ?? []} myStaffId={staffId} />
          {staffId ? <MyLeave staffId={staffId} types={balance.data?.items ?? []} /> : null}
          <TeamCalendar pattern={balance.data?.working_pattern} />
        </>
      )}
    </div>
  );
}

function BalanceCards({ q }: { q: ReturnType<typeof useQuery<MyBalance>> }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (q.isLoading) return <Card className="content-card"><Skeleton active paragraph={{ rows: 2 }} /></Card>;
  if (q.isError || !q.data) return <Alert type="error" showIcon title={t('leave.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />;
  if (!q.data.staff) return <Alert type="info" showIcon title={t('leave.noStaffFile')} />;
  const shown = q.data.items.filter((b) => b.entitled + b.carried_over + b.increase + b.adjustment > 0 || b.taken > 0 || b.pending > 0);
  return (
    <Card className="content-card" title={t('leave.myBalance', { year: q.data.year })} data-testid="leave-balance">
      <div className="leave-balance">
        {shown.map((b) => (
          <div key={b.leave_type_id} className="leave-balance__item" data-testid="leave-balance-item" data-type={b.leave_type_id}>
            <Statistic title={named(lang, b.name, b.name_en)} value={fmtDays(b.remaining, lang)} suffix={t('leave.daysLeft')} />
            <div className="leave-balance__detail">
              <span>{t('leave.entitled')}: {fmtDays(b.entitled + b.carried_over + b.increase + b.adjustment, lang)}</span>
              <span>{t('leave.taken')}: <b data-testid="leave-taken">{fmtDays(b.taken, lang)}</b></span>
              <span>{t('leave.pending')}: <b data-testid="leave-pending">{fmtDays(b.pending, lang)}</b></span>
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}

// The request form (antd Form, Select, DatePicker, Checkbox, TextArea, the people picker: about
// 70 KB compressed) loads when it is first used, not with the page (issue 35, docs/performance.md
// "Inner pages to 330 KB"). Until then a stand-in of the same look holds its place: pointing at it
// or tabbing into it starts the download, and a click (or Enter, Space) on one of its controls
// shows the real form with that control focused (the type's list open).
const loadForms = () => import('./LeaveRequestForm');
const RequestFormLazy = lazy(() => loadForms().then((m) => ({ default: m.RequestForm })));
const ApproverDialog = lazy(() => loadForms().then((m) => ({ default: m.ApproverDialog })));

function RequestCard({ types, myStaffId }: { types: BalanceItem[]; myStaffId: number | null }) {
  const { t } = useTranslation();
  const [focus, setFocus] = useState<RequestFocus | undefined>(undefined);
  const standIn = <RequestStandIn onUse={setFocus} />;
  return (
    <Card className="content-card" title={t('leave.request')} data-testid="leave-form">
      {focus === undefined ? (
        standIn
      ) : (
        <Suspense fallback={standIn}>
          <RequestFormLazy types={types} myStaffId={myStaffId} focus={focus} owner={R} />
        </Suspense>
      )}
    </Card>
  );
}

/** The request form's look without its code: each control a button that brings the real form. */
function RequestStandIn({ onUse }: { onUse: (focus: RequestFocus) => void }) {
  const { t } = useTranslation();
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const [start, end] = locale?.DatePicker?.lang.rangePlaceholder ?? ['', ''];
  // Pointing at a control or tabbing into it starts the download.
  const preload = { onPointerEnter: () => void loadForms(), onFocus: () => void loadForms() };
  const field = (label: ReactNode, control: ReactNode, className = '') => (
    <div className={`leave-standin__field${className}`}>
      <div className="leave-standin__label">{label}</div>
      {control}
    </div>
  );
  return (
    <div className="leave-form leave-standin" data-testid="leave-form-standin">
      {field(
        t('leave.type'),
        <button type="button" {...preload} className="leave-standin__control" data-testid="leave-type" aria-label={t('leave.type')} aria-haspopup="listbox" onClick={() => onUse('type')}>
          <span className="leave-standin__placeholder" />
          <DownOutlined className="leave-standin__icon" />
        </button>,
      )}
      {field(
        t('leave.dates'),
        <button type="button" {...preload} className="leave-standin__control" data-testid="leave-range" aria-label={t('leave.dates')} onClick={() => onUse('range')}>
          <span className="leave-standin__placeholder">{start}</span>
          <SwapRightOutlined className="leave-standin__icon" />
          <span className="leave-standin__placeholder">{end}</span>
          <CalendarOutlined className="leave-standin__icon" />
        </button>,
      )}
      <div className="leave-standin__checks">
        {(['fromHalf', 'toHalf'] as const).map((key) => (
          <button key={key} type="button" {...preload} className="leave-standin__check" onClick={() => onUse(key)}>
            <span className="leave-standin__box" />
            {t(`leave.${key}`)}
          </button>
        ))}
      </div>
      {field(
        <>
          {t('leave.reason')} <span className="leave-standin__optional">{locale?.Form?.optional}</span>
        </>,
        <>
          <button type="button" {...preload} className="leave-standin__control leave-standin__control--area" aria-label={t('leave.reason')} onClick={() => onUse('reason')} />
          <div className="leave-standin__count">0 / 500</div>
        </>,
        ' leave-standin__field--reason',
      )}
      <Space style={{ marginTop: 12 }} wrap>
        <Button type="primary" disabled>
          {t('leave.sendForApproval')}
        </Button>
        <Button disabled>{t('leave.saveDraft')}</Button>
      </Space>
    </div>
  );
}

function MyLeave({ staffId, types }: { staffId: number; types: BalanceItem[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const isPhone = !Grid.useBreakpoint().sm;
  const q = useQuery({ queryKey: ['staff-leave', 'mine', staffId], queryFn: () => api.get<ListData<Row>>('staff-leave', { f_staff_id: staffId, limit: 50 }, { quietError: true }) });
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch {
      // shown by the client
    }
    await Promise.all([qc.invalidateQueries({ queryKey: ['staff-leave'] }), qc.invalidateQueries({ queryKey: ['approval'] })]);
  };
  const typeOf = (row: Row) => {
    const ty = types.find((x) => x.leave_type_id === Number(row.leave_type_id));
    return ty ? named(lang, ty.name, ty.name_en) : String(row.title ?? '');
  };
  const dates = (row: Row) => {
    const a = formatDate(String(row.from_date));
    const b = formatDate(String(row.to_date));
    return `${a}${row.is_from_half ? ` (${t('leave.pm')})` : ''}${a === b ? '' : ` - ${b}`}${row.is_to_half ? ` (${t('leave.am')})` : ''}`;
  };
  const actions = (row: Row) => {
    const s = String(row.status);
    const id = row.id;
    return (
      <Space size={4} wrap>
        {s === 'DRAFT' || s === 'REJECTED' ? <RowSubmit row={row} myStaffId={staffId} /> : null}
        {s === 'PENDING' ? (
          <Popconfirm title={t('leave.withdrawConfirm')} onConfirm={() => act(() => api.post(`staff-leave/cancel/${id}`))}>
            <Button size="small">{t('leave.withdraw')}</Button>
          </Popconfirm>
        ) : null}
        {s === 'APPROVED' && String(row.from_date) > todayIso() ? (
          <Popconfirm title={t('leave.cancelConfirm')} onConfirm={() => act(() => api.post(`staff-leave/cancel/${id}`))}>
            <Button size="small" danger>{t('leave.cancel')}</Button>
          </Popconfirm>
        ) : null}
        {s === 'DRAFT' || s === 'REJECTED' || s === 'CANCELLED' ? (
          <Popconfirm title={t('leave.deleteConfirm')} onConfirm={() => act(() => api.del(`staff-leave/${id}`, { body: { f_portal: 1 } }))}>
            <Button size="small" type="text" danger>{t('common.delete')}</Button>
          </Popconfirm>
        ) : null}
      </Space>
    );
  };
  const statusTag = (s: string) => <StatusTag status={s} owner={R} data-testid="leave-status" />;
  return (
    <Card className="content-card" title={t('leave.myRequests')} data-testid="leave-mine">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.isError ? (
        <Alert type="error" showIcon title={t('leave.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <MineTable rows={q.data?.items ?? []} isPhone={isPhone} cells={{ typeOf, dates, actions, statusTag }} />
      )}
    </Card>
  );
}

type MineCells = { typeOf: (row: Row) => string; dates: (row: Row) => string; actions: (row: Row) => ReactNode; statusTag: (s: string) => ReactNode };

/**
 * My requests (at most 50, no paging) as a plain table: antd's Table with its pagination,
 * selection and virtual list cost about 35 KB compressed for these few rows (issue 35). A row
 * that went to approval opens its timeline below it (the button's `aria-expanded` tells).
 */
function MineTable({ rows, isPhone, cells }: { rows: Row[]; isPhone: boolean; cells: MineCells }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leave.noRequests')} />;
  const width = isPhone ? 2 : 5;
  return (
    <div className="leave-mine__wrap">
      <table className={`leave-mine${isPhone ? ' leave-mine--small' : ''}`}>
        <thead>
          <tr>
            <th className="leave-mine__expand">
              <span className="leave-mine__sr">{t('leave.approvalSteps')}</span>
            </th>
            <th>{t('leave.request')}</th>
            {isPhone ? null : (
              <>
                <th>{t('leave.workingDays')}</th>
                <th>{t('common.status')}</th>
                <th>
                  <span className="leave-mine__sr">{t('common.actions')}</span>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = Number(row.id);
            const isOpen = open.has(id);
            const canOpen = row.status !== 'DRAFT';
            return (
              <Fragment key={id}>
                <tr className="leave-mine__row" data-row-key={id}>
                  <td className="leave-mine__expand">
                    {canOpen ? (
                      <button
                        type="button"
                        className={`leave-mine__toggle${isOpen ? ' leave-mine__toggle--open' : ''}`}
                        aria-expanded={isOpen}
                        aria-label={t('leave.approvalSteps')}
                        data-testid="leave-row-expand"
                        onClick={() => toggle(id)}
                      />
                    ) : null}
                  </td>
                  <td>
                    <div data-testid="leave-row" data-id={row.id}>
                      <div>{cells.typeOf(row)}</div>
                      <span className="leave-mine__secondary">{cells.dates(row)}</span>
                      {isPhone ? (
                        <div className="leave-row__meta">
                          {cells.statusTag(String(row.status))} {Number(row.days) === 1 ? t('leave.oneDay') : t('leave.nDays', { n: fmtDays(Number(row.days), lang) })}
                          <div>{cells.actions(row)}</div>
                        </div>
                      ) : null}
                    </div>
                  </td>
                  {isPhone ? null : (
                    <>
                      <td>
                        <span data-testid="leave-row-days">{fmtDays(Number(row.days), lang)}</span>
                      </td>
                      <td>{cells.statusTag(String(row.status))}</td>
                      <td>{cells.actions(row)}</td>
                    </>
                  )}
                </tr>
                {isOpen ? (
                  <tr className="leave-mine__expanded">
                    <td colSpan={width}>
                      <LeaveApproval id={id} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Sends a draft (or a rejected request) again; asks for the approvers first (LeaveRequestForm's dialog) where its process lets the requester choose them. */
function RowSubmit({ row, myStaffId }: { row: Row; myStaffId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const choice = useApproverChoice(Number(row.days), Number(row.leave_type_id));
  const send = async () => {
    setBusy(true);
    try {
      await api.post(`staff-leave/${row.id}/submit`, {});
    } catch {
      // The server's message was shown.
    } finally {
      setBusy(false);
      await Promise.all([qc.invalidateQueries({ queryKey: ['staff-leave'] }), qc.invalidateQueries({ queryKey: ['approval'] })]);
    }
  };
  return (
    <>
      <Button size="small" type="primary" loading={busy} onPointerEnter={choice.isShown ? () => void loadForms() : undefined} onClick={() => (choice.isShown ? setOpen(true) : void send())} data-testid="leave-row-submit">
        {t('leave.sendForApproval')}
      </Button>
      {isOpen ? (
        <Suspense fallback={<Modal open title={t('leave.chooseApprovers')} footer={null} onCancel={() => setOpen(false)}><Skeleton active /></Modal>}>
          <ApproverDialog row={row} myStaffId={myStaffId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

// The timeline (antd's Steps and Timeline) shows only in a row someone opens: it loads then, with
// the row's approval, not with the page (issue 35, docs/performance.md "Inner pages to 330 KB").
const loadTimeline = () => import('../../approval/ApprovalTimeline');
const ApprovalTimeline = lazy(() => loadTimeline().then((m) => ({ default: m.ApprovalTimeline })));

function LeaveApproval({ id }: { id: number }) {
  const { t } = useTranslation();
  const q = useApproval('staff-leave', id);
  void loadTimeline();
  const loading = <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isLoading) return loading;
  if (q.isError || !q.data) return <Alert type="error" showIcon title={t('leave.loadFailed')} />;
  return (
    <Suspense fallback={loading}>
      <ApprovalTimeline data={q.data} isCompact />
    </Suspense>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

function TeamCalendar({ pattern }: { pattern?: WorkingPattern }) {
  const { t } = useTranslation();
  const lang = useLang();
  const isPhone = !Grid.useBreakpoint().md;
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const key = month.format('YYYY-MM');
  const q = useQuery({ queryKey: ['staff-leave', 'team-calendar', key], queryFn: () => api.get<Calendar>('staff-leave/team-calendar', { month: key }, { quietError: true }) });
  const items = useMemo(() => calendarItems(q.data), [q.data]);
  const holidays = q.data?.holidays ?? [];
  const onDay = (iso: string) => items.filter((x) => x.from_date <= iso && x.to_date >= iso);
  const holidayOn = (iso: string) => holidays.find((h) => h.from <= iso && h.to >= iso);
  const first = month.startOf('month');
  const lead = (first.day() + 6) % 7;
  const cells = [...Array.from({ length: lead }, (_, i) => ({ d: first.subtract(lead - i, 'day'), isOutside: true })), ...Array.from({ length: month.daysInMonth() }, (_, i) => ({ d: first.add(i, 'day'), isOutside: false }))];
  const person = (x: CalendarItem) => (
    <Tooltip key={x.id} title={`${x.full_name} · ${named(lang, x.leave_type, x.leave_type_en)} · ${formatDate(x.from_date)}${x.from_date === x.to_date ? '' : ` - ${formatDate(x.to_date)}`} · ${statusLabel(x.status, lang, R.workflow)}`}>
      <Tag color={statusTone(x.status, R)} className="leave-cal__person" data-testid="leave-cal-person">
        {x.full_name.split(' ').slice(-2).join(' ')}
      </Tag>
    </Tooltip>
  );
  return (
    <Card
      className="content-card"
      data-testid="leave-calendar"
      title={q.data?.scope === 'team' ? t('leave.myTeamCalendar') : `${t('leave.teamCalendar')}${q.data?.unit ? ` · ${named(lang, q.data.unit.name, q.data.unit.name_en)}` : ''}`}
      extra={
        <Space>
          <Button size="small" icon={<LeftOutlined />} aria-label={t('leave.prevMonth')} onClick={() => setMonth((m) => m.subtract(1, 'month'))} />
          <span className="leave-cal__month">{formatDate(first.format('YYYY-MM-DD'), 'MM/YYYY')}</span>
          <Button size="small" icon={<RightOutlined />} aria-label={t('leave.nextMonth')} onClick={() => setMonth((m) => m.add(1, 'month'))} />
        </Space>
      }
    >
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : q.isError ? (
        <Alert type="error" showIcon title={t('leave.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
      ) : isPhone ? (
        items.length === 0 && holidays.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leave.noTeamLeave')} />
        ) : (
          <ul className="leave-cal__list">
            {holidays.map((h) => (
              <li key={`h-${h.from}`}>
                <Tag color="red">{formatDate(h.from)}</Tag> {named(lang, h.name, h.name_en)}
              </li>
            ))}
            {items.map((x) => (
              <li key={x.id}>
                {person(x)} {formatDate(x.from_date)}
                {x.from_date === x.to_date ? '' : ` - ${formatDate(x.to_date)}`} · {x.days === 1 ? t('leave.oneDay') : t('leave.nDays', { n: fmtDays(x.days, lang) })}
              </li>
            ))}
          </ul>
        )
      ) : (
        <div className="leave-cal">
          {WEEKDAYS.map((d) => (
            <div key={d} className="leave-cal__head">
              {t(`leave.weekday${d}`)}
            </div>
          ))}
          {cells.map(({ d: c, isOutside }) => {
            const iso = c.format('YYYY-MM-DD');
            if (isOutside) return <div key={iso} className="leave-cal__cell leave-cal__cell--empty" />;
            const h = holidayOn(iso);
            // Days off by my unit's working-day pattern (Saturdays are worked in factories).
            const isWeekend = workingValue(iso, pattern) === 0;
            return (
              <div key={iso} className={`leave-cal__cell${isWeekend ? ' leave-cal__cell--weekend' : ''}${h ? ' leave-cal__cell--holiday' : ''}${iso === todayIso() ? ' leave-cal__cell--today' : ''}`} data-date={iso}>
                <div className="leave-cal__day">{c.date()}</div>
                {h ? <div className="leave-cal__holiday">{named(lang, h.name, h.name_en)}</div> : null}
                {!isWeekend && !h ? onDay(iso).map(person) : null}
              </div>
            );
          })}
        </div>
      )}
      <div className="leave-cal__legend">
        <StatusTag status="APPROVED" owner={R} />
        <StatusTag status="PENDING" owner={R} />
        <Tag color="red">{t('leave.holiday')}</Tag>
      </div>
    </Card>
  );
}
