/**
 * /human-resource/leave: my leave balance per type, a request form that shows the working days
 * (weekends and public holidays skipped, half days 0.5) before anything is sent, my requests with
 * their approval timeline (the approval engine's, ADR 0006) and my department's calendar for a
 * month (approved and pending leave, holidays). The server counts and checks everything again.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { statusLabel } from '@portal/domain/workflows/index';
import type { Resource } from '@portal/domain/resource';
import { staffLeave } from '@portal/domain/resources/hr/leave';
import { type WorkingPattern, workingValue } from '@portal/domain/timesheet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, DatePicker, Empty, Form, Grid, Input, Modal, Popconfirm, Select, Skeleton, Space, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { StatusTag, statusTone } from '../../ui/StatusTag';
import { useApproval } from '../../approval/approvalApi';
import '../../approval/approval.css';
import { PeoplePicker } from '../administration/PeoplePicker';
import '../administration/booking.css';
import './leave.css';
import './leaveI18n';

const R = staffLeave as unknown as Resource;
type Overlap = { id: number; from_date: string; to_date: string; status: string; days: number; leave_type: string | null; leave_type_en: string | null };
type Lang = 'vi' | 'en';
type BalanceItem = {
  leave_type_id: number;
  name: string;
  name_en: string | null;
  is_paid: boolean;
  is_negative_allowed: boolean;
  is_half_day_allowed: boolean;
  entitled: number;
  carried_over: number;
  increase: number;
  adjustment: number;
  taken: number;
  pending: number;
  remaining: number;
};
type MyBalance = { staff: { id: number; full_name: string } | null; year: number; items: BalanceItem[]; working_pattern?: WorkingPattern };
type Holiday = { from: string; to: string; name: string; name_en: string | null };
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

/** The applicable leave process's steps whose approvers the requester picks at submit (server: /staff-leave/approval-choice). */
type Choice = { process: { id: number; name: string; name_en: string | null } | null; steps: { id: number; name: string; name_en?: string | null; applies: boolean; isRequired: boolean }[] };
const MAX_CHOSEN = 20;

/** The choice for a leave of `days` working days of one type: the steps that apply, and whether a pick is required. */
function useApproverChoice(days: number | undefined, typeId: number | undefined) {
  const q = useQuery({
    queryKey: ['staff-leave', 'approval-choice', days ?? null, typeId ?? null],
    enabled: days !== undefined,
    queryFn: () => api.get<Choice>('staff-leave/approval-choice', { days, ...(typeId ? { leave_type_id: typeId } : {}) }, { quietError: true }),
  });
  const steps = (q.data?.steps ?? []).filter((x) => x.applies);
  return { steps, isShown: steps.length > 0, isRequired: steps.some((x) => x.isRequired) };
}

/** Validation of the picked approvers (the server checks again): required where a step names nobody, never oneself, at most 20. */
const approverRules = (t: (k: string, o?: Record<string, unknown>) => string, isRequired: boolean, myStaffId: number | null) => [
  {
    validator: async (_: unknown, v: number[] | undefined) => {
      const ids = v ?? [];
      if (isRequired && ids.length === 0) throw new Error(t('leave.approversRequired'));
      if (myStaffId !== null && ids.includes(myStaffId)) throw new Error(t('leave.approversNotSelf'));
      if (ids.length > MAX_CHOSEN) throw new Error(t('leave.approversTooMany', { n: MAX_CHOSEN }));
    },
  },
];

function ApproverField({ steps, isRequired, myStaffId }: { steps: Choice['steps']; isRequired: boolean; myStaffId: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form.Item
      name="approver_staff_ids"
      label={t('leave.approvers')}
      required={isRequired}
      extra={t(isRequired ? 'leave.approversHelp' : 'leave.approversOptional', { steps: steps.map((x) => named(lang, x.name, x.name_en)).join(', ') })}
      rules={approverRules(t, isRequired, myStaffId)}
      data-testid="leave-approvers"
    >
      <PeoplePicker data-testid="leave-approvers-picker" maxCount={MAX_CHOSEN} />
    </Form.Item>
  );
}

const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
const named = (lang: Lang, vi: string, en: string | null | undefined) => (lang === 'en' && en ? en : vi);
const fmtDays = (n: number, lang: Lang) => Number(n).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 });
const todayIso = () => dayjs().format('YYYY-MM-DD');

export function LeavePage() {
  const year = dayjs().year();
  const balance = useQuery({ queryKey: ['staff-leave', 'my-balance', year], queryFn: () => api.get<MyBalance>('staff-leave/my-balance', { year }, { quietError: true }) });
  const staffId = balance.data?.staff?.id ?? null;
  return (
    <div className="leave-page" data-testid="leave-page">
      <BalanceCards q={balance} />
      {balance.data && !balance.data.staff ? null : (
        <>
          <RequestForm types={balance.data?.items ?? []} myStaffId={staffId} />
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

type FormValues = { leave_type_id?: number; range?: [Dayjs, Dayjs]; is_from_half?: boolean; is_to_half?: boolean; reason?: string; approver_staff_ids?: number[] };

function RequestForm({ types, myStaffId }: { types: BalanceItem[]; myStaffId: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const values = Form.useWatch([], form) as FormValues | undefined;
  const [busy, setBusy] = useState(false);
  const from = values?.range?.[0]?.format('YYYY-MM-DD');
  const to = values?.range?.[1]?.format('YYYY-MM-DD');
  const type = types.find((x) => x.leave_type_id === values?.leave_type_id);
  const preview = useQuery({
    queryKey: ['staff-leave', 'working-days', from, to, !!values?.is_from_half, !!values?.is_to_half],
    enabled: !!from && !!to,
    queryFn: () => api.get<{ days: number; holidays: Holiday[]; isSameYear: boolean; overlaps?: Overlap[] }>('staff-leave/working-days', { from_date: from, to_date: to, is_from_half: values?.is_from_half ? 1 : 0, is_to_half: values?.is_to_half ? 1 : 0 }, { quietError: true }),
  });
  const choice = useApproverChoice(preview.data?.days, values?.leave_type_id);
  const send = async (submit: boolean) => {
    // A draft needs no approvers yet: they are asked for when it is sent.
    const v = await form.validateFields(submit ? undefined : ['leave_type_id', 'range', 'reason']);
    const [a, b] = v.range as [Dayjs, Dayjs];
    setBusy(true);
    try {
      const created = await api.post<Row>('staff-leave', { leave_type_id: v.leave_type_id, from_date: a.format('YYYY-MM-DD'), to_date: b.format('YYYY-MM-DD'), is_from_half: !!v.is_from_half, is_to_half: !!v.is_to_half, reason: v.reason ?? null }, { quietSuccess: submit });
      const chosen = choice.isShown ? (v.approver_staff_ids ?? []) : [];
      if (submit) await api.post(`staff-leave/${created.id}/submit`, chosen.length ? { approver_staff_ids: chosen } : {});
      form.resetFields();
    } catch {
      // The server's message was shown.
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: ['staff-leave'] });
    }
  };
  const days = preview.data?.days;
  // A request of mine already holds some of these days (the server would refuse): named before sending.
  const overlaps = preview.data?.overlaps ?? [];
  const range = (a: string, b: string) => (a === b ? formatDate(a) : `${formatDate(a)} - ${formatDate(b)}`);
  return (
    <Card className="content-card" title={t('leave.request')} data-testid="leave-form">
      <Form form={form} layout="vertical" className="leave-form" requiredMark="optional">
        <Form.Item name="leave_type_id" label={t('leave.type')} rules={[{ required: true, message: t('leave.typeRequired') }]}>
          <Select data-testid="leave-type" options={types.map((x) => ({ value: x.leave_type_id, label: `${named(lang, x.name, x.name_en)}${x.is_paid ? '' : ` (${t('leave.unpaid')})`}` }))} />
        </Form.Item>
        <Form.Item name="range" label={t('leave.dates')} rules={[{ required: true, message: t('leave.datesRequired') }]}>
          <DatePicker.RangePicker format="DD/MM/YYYY" style={{ width: '100%' }} data-testid="leave-range" />
        </Form.Item>
        {type?.is_half_day_allowed !== false ? (
          <Space wrap>
            <Form.Item name="is_from_half" valuePropName="checked" noStyle>
              <Checkbox data-testid="leave-from-half">{t('leave.fromHalf')}</Checkbox>
            </Form.Item>
            <Form.Item name="is_to_half" valuePropName="checked" noStyle>
              <Checkbox data-testid="leave-to-half">{t('leave.toHalf')}</Checkbox>
            </Form.Item>
          </Space>
        ) : null}
        <Form.Item name="reason" label={t('leave.reason')} style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        {choice.isShown ? <ApproverField steps={choice.steps} isRequired={choice.isRequired} myStaffId={myStaffId} /> : null}
        {from && to ? (
          <Alert
            type={days ? (preview.data?.isSameYear === false || (type && !type.is_negative_allowed && days > type.remaining) ? 'warning' : 'info') : 'warning'}
            showIcon
            data-testid="leave-preview"
            title={
              preview.isLoading ? t('leave.counting') : (
                <span>
                  {t('leave.workingDays')}: <b data-testid="leave-preview-days">{fmtDays(days ?? 0, lang)}</b>
                  {type && !type.is_negative_allowed ? ` · ${t('leave.afterThis', { left: fmtDays(type.remaining - (days ?? 0), lang) })}` : ''}
                </span>
              )
            }
            description={
              <>
                {(preview.data?.holidays ?? []).map((h) => (
                  <div key={`${h.from}-${h.name}`}>{t('leave.holidayInRange', { name: named(lang, h.name, h.name_en), date: h.from === h.to ? formatDate(h.from) : `${formatDate(h.from)} - ${formatDate(h.to)}` })}</div>
                ))}
                {preview.data?.isSameYear === false ? <div>{t('leave.spansYears')}</div> : null}
              </>
            }
          />
        ) : null}
        {from && to && overlaps.length > 0 ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            data-testid="leave-overlap"
            title={t('leave.overlapTitle')}
            description={overlaps.map((o) => (
              <div key={o.id}>
                {t('leave.overlapWith', { type: named(lang, o.leave_type ?? '', o.leave_type_en ?? null), dates: range(o.from_date, o.to_date) })} <StatusTag status={o.status} owner={R} />
              </div>
            ))}
          />
        ) : null}
        <Space style={{ marginTop: 12 }} wrap>
          <Button type="primary" loading={busy} disabled={!days || overlaps.length > 0} onClick={() => void send(true)} data-testid="leave-submit">
            {t('leave.sendForApproval')}
          </Button>
          <Button loading={busy} disabled={!days || overlaps.length > 0} onClick={() => void send(false)} data-testid="leave-save-draft">
            {t('leave.saveDraft')}
          </Button>
        </Space>
      </Form>
    </Card>
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
        <Table<Row>
          rowKey="id"
          size={isPhone ? 'small' : 'middle'}
          dataSource={q.data?.items ?? []}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leave.noRequests')} /> }}
          expandable={{ expandedRowRender: (row) => <LeaveApproval id={row.id} />, rowExpandable: (row) => row.status !== 'DRAFT', expandRowByClick: isPhone }}
          columns={[
            {
              key: 'what',
              title: t('leave.request'),
              render: (_: unknown, row: Row) => (
                <div data-testid="leave-row" data-id={row.id}>
                  <div>{typeOf(row)}</div>
                  <Typography.Text type="secondary">{dates(row)}</Typography.Text>
                  {isPhone ? (
                    <div className="leave-row__meta">
                      {statusTag(String(row.status))} {Number(row.days) === 1 ? t('leave.oneDay') : t('leave.nDays', { n: fmtDays(Number(row.days), lang) })}
                      <div>{actions(row)}</div>
                    </div>
                  ) : null}
                </div>
              ),
            },
            ...(isPhone
              ? []
              : [
                  { key: 'days', title: t('leave.workingDays'), render: (_: unknown, row: Row) => <span data-testid="leave-row-days">{fmtDays(Number(row.days), lang)}</span> },
                  { key: 'status', title: t('common.status'), render: (_: unknown, row: Row) => statusTag(String(row.status)) },
                  { key: 'actions', title: '', render: (_: unknown, row: Row) => actions(row) },
                ]),
          ]}
        />
      )}
    </Card>
  );
}

/** Sends a draft (or a rejected request) again; asks for the approvers first where its process lets the requester choose them. */
function RowSubmit({ row, myStaffId }: { row: Row; myStaffId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ approver_staff_ids?: number[] }>();
  const choice = useApproverChoice(Number(row.days), Number(row.leave_type_id));
  const send = async () => {
    const v = choice.isShown ? await form.validateFields() : {};
    setBusy(true);
    try {
      await api.post(`staff-leave/${row.id}/submit`, v.approver_staff_ids?.length ? { approver_staff_ids: v.approver_staff_ids } : {});
      setOpen(false);
    } catch {
      // The server's message was shown; the dialog stays open to correct the choice.
    } finally {
      setBusy(false);
      await Promise.all([qc.invalidateQueries({ queryKey: ['staff-leave'] }), qc.invalidateQueries({ queryKey: ['approval'] })]);
    }
  };
  return (
    <>
      <Button size="small" type="primary" loading={busy && !isOpen} onClick={() => (choice.isShown ? setOpen(true) : void send())} data-testid="leave-row-submit">
        {t('leave.sendForApproval')}
      </Button>
      <Modal open={isOpen} title={t('leave.chooseApprovers')} okText={t('leave.sendForApproval')} confirmLoading={busy} onOk={() => void send()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" requiredMark="optional">
          <ApproverField steps={choice.steps} isRequired={choice.isRequired} myStaffId={myStaffId} />
        </Form>
      </Modal>
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
