/**
 * /administrative (issue 16): links to every administrative service, the leadership's working
 * schedule as a week (previous / next week), and my tickets with a "new ticket" form (statuses are
 * the administration's settings: their names and colours come from the server). The form (antd
 * Form, Select, TextArea: NewTicketDialog.tsx) loads when it is opened. Times are Vietnam time.
 */
import { CarOutlined, CoffeeOutlined, EditOutlined, HomeOutlined, PlusOutlined, SolutionOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Modal, Segmented, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { PlainTable } from '../../ui/PlainTable';
import { DAY_MS, dateOf, dayName, dmy, hhmm, mondayOf, named, useLang, WeekNav } from './servicesCommon';

const loadNewTicket = () => import('./NewTicketDialog');
const NewTicket = lazy(() => loadNewTicket().then((m) => ({ default: m.NewTicket })));

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
        <Button type="primary" icon={<PlusOutlined />} onPointerEnter={() => void loadNewTicket()} onFocus={() => void loadNewTicket()} onClick={() => setOpen(true)} data-testid="ticket-new">
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
      <PlainTable<Row>
        rowKey={(r) => Number(r.id)}
        size="small"
        loading={tickets.isLoading}
        rows={tickets.data?.items ?? []}
        empty={<Empty description={t(which === 'mine' ? 'services.noTickets' : 'tickets.noAssigned')} />}
        columns={[
          {
            key: 'title',
            title: t('services.ticketTitle'),
            render: (r) => (
              <Link to={`/administrative/ticket/${r.id}`} data-testid="ticket-row-title">
                {String(r.title)}
              </Link>
            ),
          },
          {
            key: 'status',
            title: t('services.ticketStatus'),
            render: (r) => {
              const s = statusOf(r.setting_status_id);
              return s ? <Tag color={s.color}>{named(lang, s.name, s.name_en)}</Tag> : null;
            },
          },
          { key: 'priority', title: t('services.priority'), render: (r) => <Tag color={PRIORITY_COLOR[String(r.priority)] ?? 'default'}>{t(`services.priority${String(r.priority)}` as 'services.priorityLOW')}</Tag> },
          { key: 'checklist', title: t('services.checklist'), render: (r) => (Number(r.total_checklist) > 0 ? `${Number(r.done_checklist ?? 0)}/${Number(r.total_checklist)}` : '–') },
          { key: 'created', title: t('common.createdDate'), render: (r) => dmy(dateOf(new Date(String(r.created_date)).getTime())) },
        ]}
      />
      {open ? (
        <Suspense fallback={<Modal open title={t('services.newTicket')} footer={null} onCancel={() => setOpen(false)}><Skeleton active /></Modal>}>
          <NewTicket open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
