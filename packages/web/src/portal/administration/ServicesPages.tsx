/**
 * Administrative services on the portal (issue 16):
 * - /administrative: links to every administrative service, the leadership's working schedule as a
 *   week (previous / next week), and my tickets with a "new ticket" form (statuses are the
 *   administration's settings: their names and colours come from the server);
 * - /administration/rice: my lunch for a week, registered or cancelled per day before the site's
 *   cut-off (the server decides and says why it refuses), and for the kitchen the counts per day
 *   and site;
 * - /administration/stationery: the catalogue with its stock, a request form (items and
 *   quantities, approved through the approval engine) and my requests.
 * Times are Vietnam time (UTC+7).
 */
import { CarOutlined, CoffeeOutlined, EditOutlined, HomeOutlined, LeftOutlined, PlusOutlined, RightOutlined, SolutionOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Empty, Form, Input, InputNumber, Modal, Segmented, Select, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import './services.css';
import './servicesI18n';

type Lang = 'vi' | 'en';
const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
const named = (lang: Lang, vi: unknown, en: unknown) => String((lang === 'en' && en ? en : vi) ?? '');

const TZ_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** Vietnam wall-clock parts of an instant. */
const vn = (ms: number) => {
  const d = new Date(ms + TZ_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), min: d.getUTCMinutes(), dow: (d.getUTCDay() + 6) % 7 };
};
/** Monday 00:00 (Vietnam) of the week holding `ms`, as UTC ms. */
const mondayOf = (ms: number) => {
  const p = vn(ms);
  return Date.UTC(p.y, p.m - 1, p.d - p.dow) - TZ_MS;
};
const dateOf = (ms: number) => {
  const p = vn(ms);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
};
const hhmm = (iso: unknown) => {
  const p = vn(new Date(String(iso)).getTime());
  return `${pad(p.h)}:${pad(p.min)}`;
};
const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const dayName = (lang: Lang, date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(lang === 'en' ? 'en-GB' : 'vi-VN', { weekday: 'long', timeZone: 'UTC' });

/** Previous / this / next week, with the week's dates. */
function WeekNav({ monday, onChange, testId }: { monday: number; onChange: (m: number) => void; testId: string }) {
  const { t } = useTranslation();
  const from = dateOf(monday);
  const to = dateOf(monday + 6 * DAY_MS);
  return (
    <Space wrap data-testid={testId}>
      <Button icon={<LeftOutlined />} aria-label={t('services.prevWeek')} onClick={() => onChange(monday - 7 * DAY_MS)} data-testid={`${testId}-prev`} />
      <Typography.Text strong data-testid={`${testId}-range`}>
        {dmy(from)} – {dmy(to)}
      </Typography.Text>
      <Button icon={<RightOutlined />} aria-label={t('services.nextWeek')} onClick={() => onChange(monday + 7 * DAY_MS)} data-testid={`${testId}-next`} />
      <Button onClick={() => onChange(mondayOf(Date.now()))}>{t('services.thisWeek')}</Button>
    </Space>
  );
}

// ---- /administrative ----

const SERVICES = [
  { to: '/administration/meeting-room', icon: <HomeOutlined />, key: 'services.rooms', hint: 'services.roomsHint' },
  { to: '/administration/service-car', icon: <CarOutlined />, key: 'services.cars', hint: 'services.carsHint' },
  { to: '/administration/rice', icon: <CoffeeOutlined />, key: 'services.meals', hint: 'services.mealsHint' },
  { to: '/administration/stationery', icon: <EditOutlined />, key: 'services.stationery', hint: 'services.stationeryHint' },
] as const;

export function AdministrativePage() {
  const { t } = useTranslation();
  return (
    <div className="services-page" data-testid="administrative-page">
      <div className="services-links">
        {SERVICES.map((s) => (
          <Link key={s.to} to={s.to} className="services-link" data-testid="services-link">
            <span className="services-link__icon">{s.icon}</span>
            <span>
              <span className="services-link__title">{t(s.key)}</span>
              <span className="services-link__hint">{t(s.hint)}</span>
            </span>
          </Link>
        ))}
        <a href="#my-tickets" className="services-link" data-testid="services-link">
          <span className="services-link__icon">
            <SolutionOutlined />
          </span>
          <span>
            <span className="services-link__title">{t('services.tickets')}</span>
            <span className="services-link__hint">{t('services.ticketsHint')}</span>
          </span>
        </a>
      </div>
      <WorkingSchedule />
      <MyTickets />
    </div>
  );
}

function WorkingSchedule() {
  const { t } = useTranslation();
  const lang = useLang();
  const [monday, setMonday] = useState(() => mondayOf(Date.now()));
  const from = new Date(monday).toISOString();
  const to = new Date(monday + 7 * DAY_MS - 1).toISOString();
  const q = useQuery({
    queryKey: ['working-schedule', monday],
    queryFn: () => api.get<ListData<Row>>('working-schedule', { limit: -1, f_start_time_from: from, f_start_time_to: to, order: 'start_time asc' }, { quietError: true }),
  });
  const days = Array.from({ length: 7 }, (_, i) => dateOf(monday + i * DAY_MS));
  const byDay = new Map<string, Row[]>();
  for (const e of q.data?.items ?? []) {
    const d = dateOf(new Date(String(e.start_time)).getTime());
    byDay.set(d, [...(byDay.get(d) ?? []), e]);
  }
  const today = dateOf(Date.now());
  return (
    <Card className="content-card" title={t('services.schedule')} data-testid="working-schedule">
      <div className="services-toolbar">
        <WeekNav monday={monday} onChange={setMonday} testId="schedule-week" />
      </div>
      {q.isLoading ? (
        <Skeleton active />
      ) : q.isError ? (
        <Alert type="error" showIcon title={t('services.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
      ) : (q.data?.items.length ?? 0) === 0 ? (
        <Empty description={t('services.scheduleEmpty')} />
      ) : (
        <div className="schedule-days">
          {days
            .filter((d) => byDay.has(d))
            .map((d) => (
              <section key={d} className={`schedule-day${d === today ? ' schedule-day--today' : ''}`} data-testid="schedule-day">
                <h3 className="schedule-day__title">
                  {dayName(lang, d)}, {dmy(d)}
                  {d === today ? <Tag color="blue">{t('services.today')}</Tag> : null}
                </h3>
                {(byDay.get(d) ?? []).map((e) => (
                  <div key={e.id} className="schedule-item" data-testid="schedule-item">
                    <div className="schedule-item__time">
                      {hhmm(e.start_time)} – {hhmm(e.end_time)}
                    </div>
                    <div className="schedule-item__body">
                      <div className="schedule-item__title">{named(lang, e.title, e.title_en)}</div>
                      {e.location ? (
                        <div>
                          <span className="schedule-item__label">{t('services.where')}: </span>
                          {named(lang, e.location, e.location_en)}
                        </div>
                      ) : null}
                      {e.host ? (
                        <div>
                          <span className="schedule-item__label">{t('services.host')}: </span>
                          {String(e.host)}
                        </div>
                      ) : null}
                      {e.participants ? (
                        <div>
                          <span className="schedule-item__label">{t('services.participants')}: </span>
                          {named(lang, e.participants, e.participants_en)}
                        </div>
                      ) : null}
                    </div>
                  </div>
                ))}
              </section>
            ))}
        </div>
      )}
    </Card>
  );
}

type Status = Row & { name: string; name_en: string | null; color: string; is_final: boolean };

function MyTickets() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [which, setWhich] = useState<'mine' | 'assigned'>('mine');
  const statuses = useQuery({ queryKey: ['ticket-status', 'all'], queryFn: () => api.get<ListData<Status>>('ticket-status', { limit: -1 }, { quietError: true }) });
  const tickets = useQuery({
    queryKey: ['ticket', which, user?.id],
    enabled: !!user,
    queryFn: () =>
      which === 'mine'
        ? api.get<ListData<Row>>('ticket', { f_created_by: user?.id, limit: 20, order: 'created_date desc' }, { quietError: true })
        : api.get<ListData<Row>>('ticket-assigned', { limit: 20, order: 'created_date desc' }, { quietError: true }),
  });
  const statusOf = (id: unknown) => statuses.data?.items.find((s) => s.id === Number(id));
  const PRIORITY_COLOR: Record<string, string> = { LOW: 'default', NORMAL: 'blue', HIGH: 'orange', URGENT: 'red' };
  return (
    <Card
      id="my-tickets"
      className="content-card"
      title={t('services.myTickets')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="ticket-new">
          {t('services.newTicket')}
        </Button>
      }
      data-testid="my-tickets"
    >
      <Segmented<'mine' | 'assigned'>
        className="services-toolbar"
        value={which}
        onChange={setWhich}
        data-testid="ticket-which"
        options={[
          { value: 'mine', label: t('tickets.mine') },
          { value: 'assigned', label: t('tickets.assigned') },
        ]}
      />
      <Table<Row>
        rowKey="id"
        size="small"
        loading={tickets.isLoading}
        dataSource={tickets.data?.items ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: <Empty description={t(which === 'mine' ? 'services.noTickets' : 'tickets.noAssigned')} /> }}
        columns={[
          {
            title: t('services.ticketTitle'),
            dataIndex: 'title',
            render: (v: string, r: Row) => (
              <Link to={`/administrative/ticket/${r.id}`} data-testid="ticket-row-title">
                {v}
              </Link>
            ),
          },
          {
            title: t('services.ticketStatus'),
            dataIndex: 'setting_status_id',
            render: (v: unknown) => {
              const s = statusOf(v);
              return s ? <Tag color={s.color}>{named(lang, s.name, s.name_en)}</Tag> : null;
            },
          },
          { title: t('services.priority'), dataIndex: 'priority', render: (v: string) => <Tag color={PRIORITY_COLOR[v] ?? 'default'}>{t(`services.priority${v}` as 'services.priorityLOW')}</Tag> },
          {
            title: t('services.checklist'),
            dataIndex: 'total_checklist',
            render: (v: number, r: Row) => (Number(v) > 0 ? `${Number(r.done_checklist ?? 0)}/${Number(v)}` : '–'),
          },
          { title: t('common.createdDate'), dataIndex: 'created_date', render: (v: string) => dmy(dateOf(new Date(v).getTime())) },
        ]}
      />
      <NewTicket open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

function NewTicket({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const categories = useQuery({ queryKey: ['ticket-category', 'all'], enabled: open, queryFn: () => api.get<ListData<Row>>('ticket-category', { limit: -1 }, { quietError: true }) });
  const save = useMutation({
    mutationFn: (v: { title: string; category_id: number; priority: string; content?: string; checklist?: string[] }) =>
      api.post<Row>('ticket', { title: v.title, category_id: v.category_id, priority: v.priority, content: v.content ?? null, checklists: (v.checklist ?? []).map((content) => ({ content })) }, { quietSuccess: true }),
    onSuccess: () => {
      void message.success(t('services.ticketSent'));
      void qc.invalidateQueries({ queryKey: ['ticket'] });
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal open={open} title={t('services.newTicket')} onCancel={onClose} onOk={() => form.submit()} okText={t('services.send')} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ priority: 'NORMAL' }} onFinish={(v) => save.mutate(v)} data-testid="ticket-form">
        <Form.Item name="title" label={t('services.ticketTitle')} rules={[{ required: true, message: t('services.required') }, { max: 300 }]}>
          <Input data-testid="ticket-title" />
        </Form.Item>
        <Form.Item name="category_id" label={t('services.category')} rules={[{ required: true, message: t('services.required') }]}>
          <Select data-testid="ticket-category" loading={categories.isLoading} options={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: named(lang, c.name, c.name_en) }))} />
        </Form.Item>
        <Form.Item name="priority" label={t('services.priority')}>
          <Select options={['LOW', 'NORMAL', 'HIGH', 'URGENT'].map((p) => ({ value: p, label: t(`services.priority${p}` as 'services.priorityLOW') }))} />
        </Form.Item>
        <Form.Item name="content" label={t('services.details')} rules={[{ max: 4000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="checklist" label={t('services.checklist')} extra={t('services.checklistHint')}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={['\n']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

// ---- /administration/rice ----

type Site = { id: number; name: string; name_en: string | null; cutoff_time: string; days_ahead: number };
type MyMeals = { staff_id: number | null; today: string; time: string; default: { cutoff_time: string }; sites: Site[]; items: { id: number; meal_date: string; area_id: number; is_vegetarian: boolean }[] };
type Counts = { items: { meal_date: string; area_id: number; name: string; name_en: string | null; total: number; vegetarian: number }[]; total: number };

export function MealPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { ability } = useSession();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [monday, setMonday] = useState(() => mondayOf(Date.now()));
  const [siteId, setSiteId] = useState<number | null>(null);
  const [isVeg, setVeg] = useState(false);
  const from = dateOf(monday);
  const to = dateOf(monday + 6 * DAY_MS);
  const q = useQuery({ queryKey: ['meal-registration', 'mine', from], queryFn: () => api.get<MyMeals>('meal-registration/mine', { from, to }, { quietError: true }) });
  const isKitchen = canDo(ability, 'edit', 'ADMINISTRATION') || canDo(ability, 'viewAll', 'ADMINISTRATION');
  const counts = useQuery({ queryKey: ['meal-registration', 'counts', from], enabled: isKitchen, queryFn: () => api.get<Counts>('meal-registration/counts', { from, to }, { quietError: true }) });
  const done = () => {
    void qc.invalidateQueries({ queryKey: ['meal-registration'] });
  };
  const register = useMutation({
    mutationFn: (day: string) => api.post<Row>('meal-registration', { meal_date: day, area_id: siteId ?? q.data?.sites[0]?.id, is_vegetarian: isVeg }, { quietSuccess: true }),
    onSuccess: () => {
      void message.success(t('services.mealRegistered'));
      done();
    },
    onError: done,
  });
  const cancel = useMutation({
    mutationFn: (id: number) => api.del<Row>(`meal-registration/${id}`, { quietSuccess: true }),
    onSuccess: () => {
      void message.success(t('services.mealCancelled'));
      done();
    },
    onError: done,
  });
  if (q.isLoading) return <Card className="content-card"><Skeleton active /></Card>;
  if (q.isError || !q.data) return <Alert type="error" showIcon title={t('services.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />;
  const data = q.data;
  const site = data.sites.find((s) => s.id === (siteId ?? data.sites[0]?.id));
  const siteName = (id: number) => {
    const s = data.sites.find((x) => x.id === id);
    return s ? named(lang, s.name, s.name_en) : '';
  };
  const days = Array.from({ length: 6 }, (_, i) => dateOf(monday + i * DAY_MS));
  const cutoffOf = (areaId: number | undefined) => data.sites.find((s) => s.id === areaId)?.cutoff_time ?? data.default.cutoff_time;
  const isOpen = (day: string, areaId: number | undefined) => day > data.today || (day === data.today && data.time < cutoffOf(areaId));
  return (
    <div className="services-page" data-testid="meal-page">
      {!data.staff_id ? <Alert type="info" showIcon title={t('services.noStaffFile')} /> : null}
      <Card className="content-card" title={t('services.myLunch')} data-testid="meal-week-card">
        <div className="services-toolbar">
          <WeekNav monday={monday} onChange={setMonday} testId="meal-week" />
        </div>
        <Alert className="meal-hint" type="info" showIcon title={t('services.cutoffHint', { time: site?.cutoff_time ?? data.default.cutoff_time })} />
        <Space wrap className="meal-options">
          <span>{t('services.site')}:</span>
          <Select style={{ minWidth: 220 }} value={site?.id} onChange={(v) => setSiteId(v)} options={data.sites.map((s) => ({ value: s.id, label: named(lang, s.name, s.name_en) }))} data-testid="meal-site" />
          <Checkbox checked={isVeg} onChange={(e) => setVeg(e.target.checked)}>
            {t('services.vegetarian')}
          </Checkbox>
        </Space>
        <div className="meal-days">
          {days.map((d) => {
            const mine = data.items.find((x) => x.meal_date === d);
            const open = isOpen(d, mine?.area_id ?? site?.id);
            return (
              <div key={d} className={`meal-day${d === data.today ? ' meal-day--today' : ''}`} data-testid="meal-day" data-date={d} data-registered={mine ? '1' : '0'}>
                <div className="meal-day__date">
                  <strong>{dayName(lang, d)}</strong> {dmy(d)}
                </div>
                <div className="meal-day__state">
                  {mine ? (
                    <Tag color="green">
                      {t('services.registered')} · {siteName(mine.area_id)}
                      {mine.is_vegetarian ? ` · ${t('services.vegetarian')}` : ''}
                    </Tag>
                  ) : (
                    <Tag>{t('services.notRegistered')}</Tag>
                  )}
                </div>
                <div className="meal-day__action">
                  {!data.staff_id ? null : mine ? (
                    <Tooltip title={open ? '' : t('services.closed', { time: cutoffOf(mine.area_id) })}>
                      <Button danger disabled={!open} loading={cancel.isPending && cancel.variables === mine.id} onClick={() => cancel.mutate(mine.id)} data-testid="meal-cancel">
                        {t('services.cancelLunch')}
                      </Button>
                    </Tooltip>
                  ) : (
                    <Tooltip title={open ? '' : t('services.closed', { time: cutoffOf(site?.id) })}>
                      <Button type="primary" disabled={!open} loading={register.isPending && register.variables === d} onClick={() => register.mutate(d)} data-testid="meal-register">
                        {t('services.registerLunch')}
                      </Button>
                    </Tooltip>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </Card>
      {isKitchen ? (
        <Card className="content-card" title={t('services.kitchenCounts')} data-testid="meal-counts">
          <Table
            rowKey={(r) => `${r.meal_date}-${r.area_id}`}
            size="small"
            loading={counts.isLoading}
            dataSource={counts.data?.items ?? []}
            pagination={false}
            scroll={{ x: 480 }}
            locale={{ emptyText: <Empty description={t('services.noMeals')} /> }}
            columns={[
              { title: t('services.day'), dataIndex: 'meal_date', render: (v: string) => `${dayName(lang, v)} ${dmy(v)}` },
              { title: t('services.site'), dataIndex: 'name', render: (_: string, r) => named(lang, r.name, r.name_en) },
              { title: t('services.meals'), dataIndex: 'total', align: 'right' },
              { title: t('services.vegetarian'), dataIndex: 'vegetarian', align: 'right' },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>{t('services.total')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <strong>{counts.data?.total ?? 0}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} />
              </Table.Summary.Row>
            )}
          />
        </Card>
      ) : null}
    </div>
  );
}

// ---- /administration/stationery ----

const REQUEST_COLOR: Record<string, string> = { NEW: 'blue', PENDING: 'gold', APPROVED: 'green', REJECTED: 'red', CANCELLED: 'default', HANDED_OUT: 'cyan' };

export function StationeryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const items = useQuery({ queryKey: ['stationery-item', 'all'], queryFn: () => api.get<ListData<Row>>('stationery-item', { limit: 200 }, { quietError: true }) });
  const mine = useQuery({
    queryKey: ['stationery-request', 'mine', user?.id],
    enabled: !!user,
    queryFn: () => api.get<ListData<Row>>('stationery-request', { f_created_by: user?.id, limit: 20 }, { quietError: true }),
  });
  const send = useMutation({
    mutationFn: (v: { title: string; note?: string; lines: { item_id: number; quantity: number }[] }) => api.post<Row>('stationery-request', v, { quietSuccess: true }),
    onSuccess: () => {
      void message.success(t('services.requestSent'));
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['stationery-request'] });
    },
  });
  const itemName = (r: Row) => `${named(lang, r.name, r.name_en)} (${named(lang, r.unit_name, r.unit_name_en)})`;
  return (
    <div className="services-page" data-testid="stationery-page">
      <Card className="content-card" title={t('services.catalogue')} data-testid="stationery-catalogue">
        <Table<Row>
          rowKey="id"
          size="small"
          loading={items.isLoading}
          dataSource={items.data?.items ?? []}
          pagination={false}
          scroll={{ x: 480 }}
          columns={[
            { title: t('services.item'), dataIndex: 'name', render: (_: unknown, r) => named(lang, r.name, r.name_en) },
            { title: t('services.unit'), dataIndex: 'unit_name', render: (_: unknown, r) => named(lang, r.unit_name, r.unit_name_en) },
            {
              title: t('services.stock'),
              dataIndex: 'stock',
              align: 'right',
              render: (v: number, r) => (Number(v) <= 0 ? <Tag color="red">{t('services.outOfStock')}</Tag> : Number(v) <= Number(r.min_stock ?? 0) ? <Tag color="orange">{v}</Tag> : v),
            },
          ]}
        />
      </Card>
      <Card className="content-card" title={t('services.newRequest')} data-testid="stationery-request-card">
        <Form form={form} layout="vertical" initialValues={{ lines: [{ quantity: 1 }] }} onFinish={(v) => send.mutate(v)} data-testid="stationery-form">
          <Form.Item name="title" label={t('services.requestTitle')} rules={[{ required: true, message: t('services.required') }, { max: 200 }]}>
            <Input placeholder={t('services.requestTitleHint')} />
          </Form.Item>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="start" wrap className="stationery-line">
                    <Form.Item name={[f.name, 'item_id']} rules={[{ required: true, message: t('services.required') }]}>
                      <Select style={{ minWidth: 260 }} placeholder={t('services.item')} options={(items.data?.items ?? []).map((r) => ({ value: r.id, label: itemName(r), disabled: Number(r.stock) <= 0 }))} showSearch optionFilterProp="label" />
                    </Form.Item>
                    <Form.Item name={[f.name, 'quantity']} rules={[{ required: true, message: t('services.required') }]}>
                      <InputNumber min={1} max={1000} aria-label={t('services.quantity')} />
                    </Form.Item>
                    {fields.length > 1 ? <Button onClick={() => remove(f.name)}>{t('common.delete')}</Button> : null}
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} disabled={fields.length >= 30}>
                  {t('services.addLine')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item name="note" label={t('services.note')} style={{ marginTop: 16 }} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('services.send')}
          </Button>
        </Form>
      </Card>
      <Card className="content-card" title={t('services.myRequests')} data-testid="stationery-mine">
        <Table<Row>
          rowKey="id"
          size="small"
          loading={mine.isLoading}
          dataSource={mine.data?.items ?? []}
          pagination={false}
          scroll={{ x: 480 }}
          locale={{ emptyText: <Empty description={t('services.noRequests')} /> }}
          columns={[
            { title: t('services.requestTitle'), dataIndex: 'title' },
            { title: t('services.ticketStatus'), dataIndex: 'status', render: (v: string) => <Tag color={REQUEST_COLOR[v] ?? 'default'}>{t(`services.req${v}` as 'services.reqNEW')}</Tag> },
            { title: t('common.createdDate'), dataIndex: 'created_date', render: (v: string) => dmy(dateOf(new Date(v).getTime())) },
          ]}
        />
      </Card>
    </div>
  );
}
