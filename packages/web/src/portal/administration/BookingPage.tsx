/**
 * /administration/meeting-room and /administration/service-car (issue 16): a week of every room
 * (car) in one grid (rows: rooms or cars; columns: days; one day at a time on a phone), a click on
 * a day books it in a few clicks (the next free hour is proposed), the server's refusal (the slot
 * is taken, naming the booking in the way) is shown in the form in the user's language, and "my
 * bookings" lists what is coming with a confirmed cancel. Times are Vietnam time (UTC+7).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, DatePicker, Empty, Form, Grid, Input, InputNumber, Modal, Popconfirm, Segmented, Select, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { mediaUrl } from '../content/useReleased';
import './booking.css';

export type BookingKind = 'room' | 'car';
type Config = { path: string; targets: string; key: 'room_id' | 'car_id'; events: string };
const CONFIG: Record<BookingKind, Config> = {
  room: { path: 'book-room', targets: 'room', key: 'room_id', events: 'apps/calendar/events' },
  car: { path: 'book-car', targets: 'car', key: 'car_id', events: 'apps/booking_car/events' },
};

type Event = Row & { title: string; start_time: string; end_time: string; status: string; organizer: string | null; is_mine: boolean; target_id: number };

const TZ_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** Vietnam wall-clock parts of an instant. */
const vn = (iso: string | number) => {
  const d = new Date(new Date(iso).getTime() + TZ_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), min: d.getUTCMinutes(), dow: (d.getUTCDay() + 6) % 7 };
};
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (iso: string) => {
  const p = vn(iso);
  return `${pad(p.h)}:${pad(p.min)}`;
};
/** The Monday 00:00 (Vietnam) of the week holding `ms`, as UTC ms. */
const mondayOf = (ms: number) => {
  const p = vn(ms);
  return Date.UTC(p.y, p.m - 1, p.d - p.dow) - TZ_MS;
};
/** 'YYYY-MM-DD' of a Vietnam day starting at `ms`. */
const dateOf = (ms: number) => {
  const p = vn(ms);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
};
const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`).toISOString();
const TIMES = Array.from({ length: 33 }, (_, i) => `${pad(6 + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`);
const STATUS_COLOR: Record<string, string> = { NEW: 'blue', PENDING: 'gold', APPROVED: 'green', REJECTED: 'red', CANCELLED: 'default' };

type Weekly = { created: Row[]; conflicts: { start_time: string; end_time: string; message: string }[] };

type Draft = { target: number; date: string; endDate: string; start: string; end: string };

export function BookingPage({ kind }: { kind: BookingKind }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const cfg = CONFIG[kind];
  const isPhone = !Grid.useBreakpoint().md;
  const [week, setWeek] = useState(() => mondayOf(Date.now()));
  const [day, setDay] = useState(() => vn(Date.now()).dow);
  const [draft, setDraft] = useState<Draft | null>(null);
  const from = new Date(week).toISOString();
  const to = new Date(week + 7 * DAY_MS).toISOString();
  const targets = useQuery({ queryKey: [cfg.targets, 'all'], queryFn: () => api.get<ListData<Row>>(cfg.targets, { limit: 100 }, { quietError: true }) });
  const events = useQuery({ queryKey: [cfg.events, from], queryFn: () => api.get<{ items: Event[] }>(cfg.events, { from, to }, { quietError: true }) });
  const days = isPhone ? [day] : [0, 1, 2, 3, 4, 5, 6];
  const byCell = useMemo(() => {
    const m = new Map<string, Event[]>();
    for (const e of events.data?.items ?? []) {
      for (let d = 0; d < 7; d++) {
        const s = week + d * DAY_MS;
        if (new Date(e.start_time).getTime() < s + DAY_MS && new Date(e.end_time).getTime() > s) {
          const k = `${e.target_id}:${d}`;
          m.set(k, [...(m.get(k) ?? []), e]);
        }
      }
    }
    return m;
  }, [events.data, week]);

  /** The first free hour of a day for a target (from 8:00, or the next half hour today). */
  const propose = (target: number, d: number): Draft => {
    const date = dateOf(week + d * DAY_MS);
    const taken = byCell.get(`${target}:${d}`) ?? [];
    const now = Date.now();
    for (const start of TIMES.slice(4, -2)) {
      const s = new Date(at(date, start)).getTime();
      const e = s + 3_600_000;
      if (s < now) continue;
      if (!taken.some((x) => new Date(x.start_time).getTime() < e && new Date(x.end_time).getTime() > s)) {
        const end = TIMES[TIMES.indexOf(start) + 2] ?? '18:00';
        return { target, date, endDate: date, start, end };
      }
    }
    return { target, date, endDate: date, start: '08:00', end: '09:00' };
  };

  const dayLabel = (d: number) => {
    const p = vn(week + d * DAY_MS);
    return `${t(`bookings.dow${d}`)} ${pad(p.d)}/${pad(p.m)}`;
  };
  const today = dateOf(mondayOf(Date.now()) + vn(Date.now()).dow * DAY_MS);
  const name = (r: Row) => String((lang === 'en' && r.name_en) || r.name || `#${r.id}`);

  const columns = [
    {
      title: t(kind === 'room' ? 'bookings.room' : 'bookings.car'),
      key: 'target',
      fixed: 'left' as const,
      width: isPhone ? 130 : 170,
      render: (_: unknown, r: Row) => <TargetCell kind={kind} row={r} name={name(r)} />,
    },
    ...days.map((d) => ({
      title: <span className={dateOf(week + d * DAY_MS) === today ? 'booking-grid__today' : undefined}>{dayLabel(d)}</span>,
      key: `d${d}`,
      width: isPhone ? undefined : 136,
      render: (_: unknown, r: Row) => {
        const list = byCell.get(`${r.id}:${d}`) ?? [];
        const isPast = new Date(week + (d + 1) * DAY_MS).getTime() < Date.now();
        return (
          <div className="booking-cell" data-testid={`cell-${r.id}-${d}`}>
            {list.map((e) => (
              <Tooltip key={e.id} title={`${hhmm(e.start_time)}–${hhmm(e.end_time)} · ${e.title} · ${e.organizer ?? ''} · ${t(`status.${e.status}`, { defaultValue: e.status })}`}>
                <div className={`booking-event booking-event--${e.status.toLowerCase()}${e.is_mine ? ' booking-event--mine' : ''}`} data-testid="booking-event">
                  <b>
                    {hhmm(e.start_time)}–{hhmm(e.end_time)}
                  </b>{' '}
                  {e.title}
                  <div className="booking-event__who">{e.organizer}</div>
                </div>
              </Tooltip>
            ))}
            {!isPast && (
              <Button size="small" type="dashed" block className="booking-cell__add" data-testid={`book-${r.id}-${d}`} onClick={() => setDraft(propose(Number(r.id), d))}>
                + {t('bookings.book')}
              </Button>
            )}
          </div>
        );
      },
    })),
  ];

  return (
    <div className="booking-page" data-testid={`booking-${kind}`}>
      <Card className="content-card">
        <div className="booking-toolbar">
          <Space wrap>
            <Button onClick={() => setWeek(week - 7 * DAY_MS)} data-testid="week-prev">
              ‹ {t('bookings.prevWeek')}
            </Button>
            <Button
              onClick={() => {
                setWeek(mondayOf(Date.now()));
                setDay(vn(Date.now()).dow);
              }}
            >
              {t('bookings.thisWeek')}
            </Button>
            <Button onClick={() => setWeek(week + 7 * DAY_MS)} data-testid="week-next">
              {t('bookings.nextWeek')} ›
            </Button>
          </Space>
          <Typography.Text strong>
            {dayLabel(0)} – {dayLabel(6)}
          </Typography.Text>
        </div>
        {isPhone && <Segmented block className="booking-days" value={day} onChange={(v) => setDay(Number(v))} options={[0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: d, label: t(`bookings.dow${d}`) }))} />}
        <div className="booking-legend">
          {['APPROVED', 'PENDING'].map((s) => (
            <Tag key={s} color={STATUS_COLOR[s]}>
              {t(`status.${s}`)}
            </Tag>
          ))}
          <Typography.Text type="secondary">{t('bookings.hint')}</Typography.Text>
        </div>
        {targets.isLoading || events.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : targets.isError || events.isError ? (
          <Alert type="error" showIcon title={t('bookings.loadFailed')} action={<Button onClick={() => void Promise.all([targets.refetch(), events.refetch()])}>{t('common.retry')}</Button>} />
        ) : (
          <Table<Row>
            rowKey="id"
            size="small"
            bordered
            pagination={false}
            className="booking-grid"
            dataSource={targets.data?.items ?? []}
            columns={columns}
            scroll={{ x: isPhone ? undefined : 1122 }}
            locale={{ emptyText: <Empty description={t('bookings.noTargets')} /> }}
          />
        )}
      </Card>
      <MyBookings kind={kind} targets={targets.data?.items ?? []} name={name} />
      {draft && <BookingForm kind={kind} draft={draft} targets={targets.data?.items ?? []} name={name} onClose={() => setDraft(null)} />}
    </div>
  );
}

function TargetCell({ kind, row, name }: { kind: BookingKind; row: Row; name: string }) {
  const { t } = useTranslation();
  const photo = kind === 'room' ? ((row.photos as number[] | null) ?? [])[0] : (row.photo as number | null);
  const src = mediaUrl(photo, true);
  return (
    <div className="booking-target">
      {src && <img className="booking-target__photo" src={src} alt="" loading="lazy" />}
      <div>
        <div className="booking-target__name">{name}</div>
        <div className="booking-target__meta">
          {kind === 'room' ? t('bookings.capacity', { n: row.capacity }) : `${String(row.plate)} · ${t('bookings.seats', { n: row.seats })}`}
          {kind === 'car' && row.driver_name ? <div>{t('bookings.driver', { name: String(row.driver_name) })}</div> : null}
        </div>
        {kind === 'room' && row.is_approval_required === true && <Tag color="gold">{t('bookings.needsApproval')}</Tag>}
      </div>
    </div>
  );
}

function BookingForm({ kind, draft, targets, name, onClose }: { kind: BookingKind; draft: Draft; targets: Row[]; name: (r: Row) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const cfg = CONFIG[kind];
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>): Promise<Row | Weekly> => {
      const date = (v.date as dayjs.Dayjs).format('YYYY-MM-DD');
      const endDate = kind === 'car' && v.endDate ? (v.endDate as dayjs.Dayjs).format('YYYY-MM-DD') : date;
      const body: Record<string, unknown> = {
        title: v.title,
        [cfg.key]: v.target,
        start_time: at(date, String(v.start)),
        end_time: at(endDate, String(v.end)),
        ...(v.note ? { note: v.note } : {}),
        ...(kind === 'room'
          ? { ...(v.attendee_count ? { attendee_count: v.attendee_count } : {}) }
          : { pick_up: v.pick_up, destination: v.destination, passenger_count: v.passenger_count ?? 1, is_business_travel: v.is_business_travel === true }),
      };
      const weeks = Number(v.weeks ?? 1);
      if (kind === 'room' && weeks > 1) return api.post<Weekly>(`${cfg.path}/recurring`, { ...body, weeks }, { quietError: true, quietSuccess: true });
      return api.post<Row>(cfg.path, body, { quietError: true, quietSuccess: true });
    },
    onSuccess: (res) => {
      const weekly = 'conflicts' in res ? (res as Weekly) : null;
      const row = weekly ? weekly.created[0] : (res as Row);
      const target = targets.find((x) => Number(x.id) === Number(row?.[cfg.key] ?? form.getFieldValue('target')));
      const pending = kind === 'car' || target?.is_approval_required === true;
      if (weekly && weekly.conflicts.length > 0) {
        modal.warning({
          title: t('bookings.weeklyPartly', { booked: weekly.created.length, taken: weekly.conflicts.length }),
          content: (
            <ul className="booking-conflicts" data-testid="booking-conflicts">
              {weekly.conflicts.map((c) => (
                <li key={c.start_time}>{c.message}</li>
              ))}
            </ul>
          ),
        });
      } else if (weekly) void message.success(t('bookings.weeklyBooked', { n: weekly.created.length }));
      else void message.success(pending ? t('bookings.bookedPending') : t('bookings.booked'));
      void qc.invalidateQueries({ queryKey: [cfg.events] });
      void qc.invalidateQueries({ queryKey: [cfg.path] });
      onClose();
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
  });
  return (
    <Modal open title={t(kind === 'room' ? 'bookings.bookRoom' : 'bookings.bookCar')} onCancel={onClose} onOk={() => form.submit()} okText={t('bookings.book')} confirmLoading={save.isPending} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} className="booking-form__error" data-testid="booking-error" />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ target: draft.target, date: dayjs(draft.date), endDate: dayjs(draft.endDate), start: draft.start, end: draft.end, passenger_count: 1, weeks: 1 }}
        onFinish={(v) => {
          setError(null);
          save.mutate(v);
        }}
        onValuesChange={() => setError(null)}
      >
        <Form.Item name="title" label={t(kind === 'room' ? 'bookings.purpose' : 'bookings.tripPurpose')} rules={[{ required: true, message: t('bookings.required') }]}>
          <Input maxLength={200} autoFocus data-testid="booking-title" />
        </Form.Item>
        <Form.Item name="target" label={t(kind === 'room' ? 'bookings.room' : 'bookings.car')} rules={[{ required: true, message: t('bookings.required') }]}>
          <Select options={targets.map((r) => ({ value: Number(r.id), label: name(r) }))} showSearch optionFilterProp="label" />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="date" label={t('bookings.date')} rules={[{ required: true, message: t('bookings.required') }]}>
            <DatePicker format="DD/MM/YYYY" allowClear={false} />
          </Form.Item>
          <Form.Item name="start" label={t('bookings.from')}>
            <Select options={TIMES.map((x) => ({ value: x, label: x }))} style={{ width: 96 }} data-testid="booking-start" />
          </Form.Item>
          {kind === 'car' && (
            <Form.Item name="endDate" label={t('bookings.endDate')}>
              <DatePicker format="DD/MM/YYYY" allowClear={false} />
            </Form.Item>
          )}
          <Form.Item name="end" label={t('bookings.to')}>
            <Select options={TIMES.map((x) => ({ value: x, label: x }))} style={{ width: 96 }} data-testid="booking-end" />
          </Form.Item>
        </Space>
        {kind === 'room' ? (
          <Space wrap>
            <Form.Item name="attendee_count" label={t('bookings.attendees')}>
              <InputNumber min={1} max={2000} />
            </Form.Item>
            <Form.Item name="weeks" label={t('bookings.weeks')} tooltip={t('bookings.weeksHelp')}>
              <InputNumber min={1} max={26} data-testid="booking-weeks" />
            </Form.Item>
          </Space>
        ) : (
          <>
            <Form.Item name="pick_up" label={t('bookings.pickUp')} rules={[{ required: true, message: t('bookings.required') }]}>
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item name="destination" label={t('bookings.destination')} rules={[{ required: true, message: t('bookings.required') }]}>
              <Input maxLength={300} />
            </Form.Item>
            <Space wrap>
              <Form.Item name="passenger_count" label={t('bookings.passengers')}>
                <InputNumber min={1} max={60} />
              </Form.Item>
              <Form.Item name="is_business_travel" valuePropName="checked" label=" ">
                <Checkbox>{t('bookings.businessTravel')}</Checkbox>
              </Form.Item>
            </Space>
          </>
        )}
        <Form.Item name="note" label={t('bookings.note')}>
          <Input.TextArea maxLength={1000} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function MyBookings({ kind, targets, name }: { kind: BookingKind; targets: Row[]; name: (r: Row) => string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const cfg = CONFIG[kind];
  const qc = useQueryClient();
  const isPhone = !Grid.useBreakpoint().sm;
  const since = useMemo(() => new Date(Date.now() - DAY_MS).toISOString(), []);
  const q = useQuery({
    queryKey: [cfg.path, 'mine', user?.id],
    enabled: !!user,
    queryFn: () => api.get<ListData<Row>>(cfg.path, { f_created_by: user?.id, f_end_time_from: since, limit: 50 }, { quietError: true }),
  });
  const cancel = useMutation({
    mutationFn: (id: number) => api.del(`${cfg.path}/${id}`, { query: { f_portal: 1 }, quietSuccess: true }),
    onSuccess: () => {
      void message.success(t('bookings.cancelled'));
      void qc.invalidateQueries({ queryKey: [cfg.events] });
      void qc.invalidateQueries({ queryKey: [cfg.path] });
    },
  });
  const targetName = (id: unknown) => {
    const r = targets.find((x) => Number(x.id) === Number(id));
    return r ? name(r) : `#${String(id)}`;
  };
  const when = (r: Row) => {
    const s = String(r.start_time);
    const p = vn(s);
    return `${pad(p.d)}/${pad(p.m)} ${hhmm(s)}–${hhmm(String(r.end_time))}`;
  };
  return (
    <Card className="content-card" title={t('bookings.mine')} data-testid="my-bookings">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Table<Row>
          rowKey="id"
          size={isPhone ? 'small' : 'middle'}
          pagination={false}
          dataSource={q.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('bookings.noneMine')} /> }}
          columns={[
            { title: t('bookings.when'), key: 'when', render: (_: unknown, r: Row) => when(r) },
            { title: t(kind === 'room' ? 'bookings.room' : 'bookings.car'), key: 'target', render: (_: unknown, r: Row) => targetName(r[cfg.key]) },
            { title: t('bookings.purpose'), dataIndex: 'title', key: 'title', responsive: ['sm'] },
            {
              title: t('bookings.status'),
              key: 'status',
              render: (_: unknown, r: Row) => <Tag color={STATUS_COLOR[String(r.status)]}>{t(`status.${String(r.status)}`, { defaultValue: String(r.status) })}</Tag>,
            },
            {
              title: '',
              key: 'cancel',
              render: (_: unknown, r: Row) =>
                ['NEW', 'PENDING', 'APPROVED'].includes(String(r.status)) ? (
                  <Popconfirm title={t('bookings.cancelConfirm')} okText={t('bookings.cancelYes')} cancelText={t('bookings.cancelNo')} onConfirm={() => cancel.mutate(Number(r.id))}>
                    <Button size="small" danger data-testid="booking-cancel">
                      {t('bookings.cancel')}
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      )}
    </Card>
  );
}
