/**
 * The booking page's forms, loaded when first used (issue 35, docs/performance.md "Inner pages to
 * 330 KB"): the free-slot finder's search (opened with its button) and the booking form (opened by
 * a slot, a cell or a found window). With antd's Form, DatePicker, InputNumber, List and the people
 * picker they are about 45 KB compressed that a look at the calendar does not need.
 */
import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, DatePicker, Empty, Form, Input, InputNumber, List, Modal, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type Row } from '../../api/client';
import { at, type BookingKind, CONFIG, DAY_MS, type Draft, dateOf, hhmm, pad, TIMES, vn } from './BookingPage';
import { PeoplePicker } from './PeoplePicker';
import './bookingsI18n';

type FreeWindow = { target_id: number; name: string; name_en: string | null; capacity: number | null; start_time: string; end_time: string };
type Weekly = { created: Row[]; conflicts: { start_time: string; end_time: string; message: string }[] };
const DURATIONS = [30, 60, 90, 120, 180, 240, 480];
/** The finder's last search, kept by the page while the search is closed. */
export type FinderState = { values: Record<string, unknown> | null; asked: Record<string, string | number> | null; shown: number };

/** The free-slot finder's search: the server's free windows of a duration in a period, for a capacity (and equipment); one click books one. */
export function FinderSearch({
  kind,
  targets,
  name,
  onPick,
  state,
  onState,
}: {
  kind: BookingKind;
  targets: Row[];
  name: (r: Row) => string;
  onPick: (d: Draft) => void;
  state: FinderState;
  onState: (next: (s: FinderState) => FinderState) => void;
}) {
  const { t } = useTranslation();
  const cfg = CONFIG[kind];
  const [form] = Form.useForm();
  const { values, asked, shown } = state;
  const onValues = (all: Record<string, unknown>) => onState((s) => ({ ...s, values: all }));
  const setShown = (n: number) => onState((s) => ({ ...s, shown: n }));
  const setAsked = (q: Record<string, string | number>) => onState((s) => ({ ...s, asked: q }));
  const equipment = useMemo(() => [...new Set(targets.flatMap((r) => (Array.isArray(r.equipment) ? (r.equipment as string[]) : [])))].sort(), [targets]);
  const found = useQuery({
    queryKey: [cfg.free, asked],
    enabled: asked !== null,
    queryFn: () => api.get<{ duration: number; items: FreeWindow[] }>(cfg.free, asked ?? {}, { quietError: true }),
  });
  const names = new Map(targets.map((r) => [Number(r.id), name(r)]));
  const label = (w: FreeWindow) => names.get(w.target_id) ?? w.name;
  const duration = Number(asked?.duration ?? 60);
  return (
    <>
      <Form
        form={form}
        layout="inline"
        className="booking-finder__form"
        initialValues={values ?? { duration: 60, range: [dayjs(), dayjs().add(6, 'day')] }}
        onValuesChange={(_, all) => onValues(all)}
        onFinish={(v) => {
          const [a, b] = (v.range ?? []) as dayjs.Dayjs[];
          const fromDay = a ? a.format('YYYY-MM-DD') : dateOf(Date.now());
          const toDay = b ? b.format('YYYY-MM-DD') : fromDay;
          setShown(10);
          setAsked({
            duration: v.duration,
            from: at(fromDay, '00:00'),
            to: new Date(new Date(at(toDay, '00:00')).getTime() + DAY_MS).toISOString(),
            ...(v.capacity ? { capacity: v.capacity } : {}),
            ...(v.equipment?.length ? { equipment: (v.equipment as string[]).join('|') } : {}),
            ...(v.weekend ? { weekend: 1 } : {}),
          });
        }}
      >
        <Form.Item name="duration" label={t('bookings.duration')}>
          <Select
            style={{ width: 110 }}
            data-testid="finder-duration"
            options={DURATIONS.map((m) => ({ value: m, label: m < 60 ? t('bookings.minutes', { n: m }) : t('bookings.hours', { n: m / 60 }) }))}
          />
        </Form.Item>
        <Form.Item name="range" label={t('bookings.between')}>
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            allowClear={false}
            disabledDate={(d) => d.isBefore(dayjs().startOf('day')) || d.isAfter(dayjs().add(41, 'day'))}
          />
        </Form.Item>
        <Form.Item name="capacity" label={t(kind === 'room' ? 'bookings.people' : 'bookings.passengers')}>
          <InputNumber min={1} max={kind === 'room' ? 2000 : 60} style={{ width: 90 }} data-testid="finder-capacity" />
        </Form.Item>
        {kind === 'room' && equipment.length > 0 && (
          <Form.Item name="equipment" label={t('bookings.equipment')}>
            <Select
              mode="multiple"
              style={{ minWidth: 200 }}
              options={equipment.map((x) => ({ value: x, label: x }))}
              maxTagCount="responsive"
              data-testid="finder-equipment"
            />
          </Form.Item>
        )}
        <Form.Item name="weekend" valuePropName="checked">
          <Checkbox>{t('bookings.weekend')}</Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={found.isFetching} data-testid="finder-search">
            {t('bookings.find')}
          </Button>
        </Form.Item>
      </Form>
      {asked && found.isError && <Alert type="error" showIcon title={found.error instanceof ApiError ? found.error.message : t('bookings.loadFailed')} />}
      {asked && found.data && (
        <List
          className="booking-finder__results"
          size="small"
          data-testid="finder-results"
          dataSource={found.data.items.slice(0, shown)}
          locale={{ emptyText: <Empty description={t('bookings.noFree')} /> }}
          loadMore={
            found.data.items.length > shown ? (
              <Button type="link" onClick={() => setShown(shown + 20)}>
                {t('bookings.showMore', { n: found.data.items.length - shown })}
              </Button>
            ) : null
          }
          renderItem={(w) => {
            const start = new Date(w.start_time).getTime();
            const end = start + duration * 60_000;
            const p = vn(start);
            return (
              <List.Item
                data-testid="free-slot"
                actions={[
                  <Button
                    key="book"
                    size="small"
                    type="primary"
                    data-testid="free-slot-book"
                    onClick={() =>
                      onPick({
                        target: w.target_id,
                        date: dateOf(start),
                        endDate: dateOf(end),
                        start: hhmm(w.start_time),
                        end: hhmm(new Date(end).toISOString()),
                      })
                    }
                  >
                    {t('bookings.bookAt', { from: hhmm(w.start_time), to: hhmm(new Date(end).toISOString()) })}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={label(w)}
                  description={`${t(`bookings.dowLong${p.dow}`)} ${pad(p.d)}/${pad(p.m)} · ${t('bookings.freeBetween', { from: hhmm(w.start_time), to: hhmm(w.end_time) })}${w.capacity ? ` · ${t(kind === 'room' ? 'bookings.capacity' : 'bookings.seats', { n: w.capacity })}` : ''}`}
                />
              </List.Item>
            );
          }}
        />
      )}
    </>
  );
}

export function BookingForm({
  kind,
  draft,
  targets,
  name,
  onClose,
}: {
  kind: BookingKind;
  draft: Draft;
  targets: Row[];
  name: (r: Row) => string;
  onClose: () => void;
}) {
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
          ? {
              ...(v.attendee_count ? { attendee_count: v.attendee_count } : {}),
              ...(Array.isArray(v.attendee_ids) && v.attendee_ids.length > 0 ? { attendee_ids: v.attendee_ids } : {}),
            }
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
    <Modal
      open
      title={t(kind === 'room' ? 'bookings.bookRoom' : 'bookings.bookCar')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('bookings.book')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} className="booking-form__error" data-testid="booking-error" />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          target: draft.target,
          date: dayjs(draft.date),
          endDate: dayjs(draft.endDate),
          start: draft.start,
          end: draft.end,
          passenger_count: 1,
          weeks: 1,
        }}
        onFinish={(v) => {
          setError(null);
          save.mutate(v);
        }}
        onValuesChange={() => setError(null)}
      >
        <Form.Item
          name="title"
          label={t(kind === 'room' ? 'bookings.purpose' : 'bookings.tripPurpose')}
          rules={[{ required: true, message: t('bookings.required') }]}
        >
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
        {kind === 'room' && (
          <Form.Item name="attendee_ids" label={t('bookings.attendeeList')} extra={t('bookings.attendeeHint')}>
            <PeoplePicker data-testid="booking-attendees" />
          </Form.Item>
        )}
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
