/**
 * /administration/meeting-room and /administration/service-car (issue 16): the calendar of every
 * room (car) by day, week or month.
 * - Day: a timeline per room (car) in half hours; dragging over empty slots opens the booking form
 *   with that time (a click books an hour; on the keyboard, Shift+arrows extend the focused slot
 *   and Enter books it).
 * - Week: rows of rooms (cars), columns of days (one day at a time on a phone); "+ Book" in a cell
 *   proposes its next free hour; for cars, dragging "+ Book" across days (or Shift+arrows, then
 *   Enter) books one trip over them.
 * - Month: six weeks of days with their bookings; a day opens its day view.
 * - The free-slot finder asks the server for the windows of a duration (capacity, equipment) and
 *   books one in a click. Attendees are picked from the whole staff (the phone book's search).
 * The server's refusal (the slot is taken, naming the booking in the way) is shown in the form in
 * the user's language; "my bookings" lists what is coming with a confirmed cancel. Times are
 * Vietnam time (UTC+7) whatever the browser's zone.
 */
import { statusLabel } from '@portal/domain/workflows/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Grid, Modal, Popconfirm, Segmented, Skeleton, Space, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { StatusTag, useLang } from '../../ui/StatusTag';
import { type PlainColumn, PlainTable } from '../../ui/PlainTable';
import { mediaUrl } from '../portal/useReleased';
import './booking.css';
import './bookingsI18n';
import type { FinderState } from './BookingForms';

// The forms load when first used: the finder's search when it is opened, the booking form with
// the first slot picked (BookingForms.tsx; issue 35).
const loadForms = () => import('./BookingForms');
const FinderSearch = lazy(() => loadForms().then((m) => ({ default: m.FinderSearch })));
const BookingForm = lazy(() => loadForms().then((m) => ({ default: m.BookingForm })));

export type BookingKind = 'room' | 'car';
type Config = { path: string; targets: string; key: 'room_id' | 'car_id'; events: string; free: string };
export const CONFIG: Record<BookingKind, Config> = {
  room: { path: 'book-room', targets: 'room', key: 'room_id', events: 'apps/calendar/events', free: 'apps/calendar/free-slots' },
  car: { path: 'book-car', targets: 'car', key: 'car_id', events: 'apps/booking_car/events', free: 'apps/booking_car/free-slots' },
};
export type View = 'day' | 'week' | 'month';

type Event = Row & { title: string; start_time: string; end_time: string; status: string; organizer: string | null; is_mine: boolean; target_id: number };

const TZ_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;
/** Vietnam wall-clock parts of an instant. */
export const vn = (iso: string | number) => {
  const d = new Date(new Date(iso).getTime() + TZ_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), min: d.getUTCMinutes(), dow: (d.getUTCDay() + 6) % 7 };
};
export const pad = (n: number) => String(n).padStart(2, '0');
export const hhmm = (iso: string) => {
  const p = vn(iso);
  return `${pad(p.h)}:${pad(p.min)}`;
};
/** The Monday 00:00 (Vietnam) of the week holding `ms`, as UTC ms. */
const mondayOf = (ms: number) => {
  const p = vn(ms);
  return Date.UTC(p.y, p.m - 1, p.d - p.dow) - TZ_MS;
};
/** 'YYYY-MM-DD' of a Vietnam day starting at `ms`. */
export const dateOf = (ms: number) => {
  const p = vn(ms);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
};
export const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`).toISOString();
/** Times offered in the form: every quarter hour from 06:00 to 22:00. */
export const TIMES = Array.from({ length: 65 }, (_, i) => `${pad(6 + Math.floor(i / 4))}:${pad((i % 4) * 15)}`);
/** The day view's half-hour slots: 07:00 to 20:00. */
const DAY_FROM_H = 7;
const SLOTS = 26;
const SLOT_MS = 30 * 60_000;
const slotTime = (i: number) => `${pad(DAY_FROM_H + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`;
/** The Vietnam midnight of the day holding `ms`, as UTC ms. */
const dayStartOf = (ms: number) => {
  const p = vn(ms);
  return Date.UTC(p.y, p.m - 1, p.d) - TZ_MS;
};
/** The Monday before (or on) the first day of the month holding `ms`: the month view's first cell. */
const monthGridOf = (ms: number) => {
  const p = vn(ms);
  return mondayOf(Date.UTC(p.y, p.m - 1, 1) - TZ_MS + 12 * 3_600_000);
};

export type Draft = { target: number; date: string; endDate: string; start: string; end: string };

export function BookingPage({ kind }: { kind: BookingKind }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const cfg = CONFIG[kind];
  const isPhone = !Grid.useBreakpoint().md;
  const [view, setView] = useState<View>('week');
  /** The Vietnam midnight of the day in view (the week and the month are the ones holding it). */
  const [anchor, setAnchor] = useState(() => dayStartOf(Date.now()));
  const [draft, setDraft] = useState<Draft | null>(null);
  const week = mondayOf(anchor);
  const day = vn(anchor).dow;
  const period =
    view === 'day' ? { from: anchor, to: anchor + DAY_MS } : view === 'week' ? { from: week, to: week + 7 * DAY_MS } : { from: monthGridOf(anchor), to: monthGridOf(anchor) + 42 * DAY_MS };
  const from = new Date(period.from).toISOString();
  const to = new Date(period.to).toISOString();
  const targets = useQuery({ queryKey: [cfg.targets, 'all'], queryFn: () => api.get<ListData<Row>>(cfg.targets, { limit: 100 }, { quietError: true }) });
  const events = useQuery({ queryKey: [cfg.events, from, to], queryFn: () => api.get<{ items: Event[] }>(cfg.events, { from, to }, { quietError: true }) });
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
    for (const start of TIMES.filter((x) => x.endsWith(':00') || x.endsWith(':30')).slice(4, -2)) {
      const s = new Date(at(date, start)).getTime();
      const e = s + 3_600_000;
      if (s < now) continue;
      if (!taken.some((x) => new Date(x.start_time).getTime() < e && new Date(x.end_time).getTime() > s)) {
        const end = TIMES[TIMES.indexOf(start) + 4] ?? '18:00';
        return { target, date, endDate: date, start, end };
      }
    }
    return { target, date, endDate: date, start: '08:00', end: '09:00' };
  };

  // Cars: dragging "+ Book" across the days of one car's row (or Shift+arrows, then Enter) books
  // one trip over those days (a room is booked a day at a time: its day view drags over hours).
  const [weekSel, setWeekSelState] = useState<Selection | null>(null);
  const weekSelRef = useRef<Selection | null>(null);
  const setWeekSel = (v: Selection | null) => {
    weekSelRef.current = v;
    setWeekSelState(v);
  };
  const weekDragging = useRef(false);
  const canSpan = kind === 'car' && !isPhone;
  const isPastDay = (d: number) => week + (d + 1) * DAY_MS < Date.now();
  const pickDays = (s: Selection) => {
    const lo = Math.min(s.a, s.b);
    const hi = Math.max(s.a, s.b);
    const first = propose(s.target, lo);
    setWeekSel(null);
    setDraft(lo === hi ? first : { ...first, endDate: dateOf(week + hi * DAY_MS), end: '17:00' });
  };
  useEffect(() => {
    const up = () => {
      if (!weekDragging.current) return;
      weekDragging.current = false;
      const cur = weekSelRef.current;
      // One day: the button's own click books it; several: the trip over them.
      if (cur && cur.a !== cur.b) pickDays(cur);
    };
    document.addEventListener('mouseup', up);
    return () => document.removeEventListener('mouseup', up);
  });
  const inWeekSel = (target: number, d: number) => weekSel !== null && weekSel.target === target && d >= Math.min(weekSel.a, weekSel.b) && d <= Math.max(weekSel.a, weekSel.b);

  const dayLabel = (d: number) => {
    const p = vn(week + d * DAY_MS);
    return `${t(`bookings.dow${d}`)} ${pad(p.d)}/${pad(p.m)}`;
  };
  const today = dateOf(Date.now());
  const name = (r: Row) => String((lang === 'en' && r.name_en) || r.name || `#${r.id}`);
  const move = (dir: -1 | 1) => {
    if (view === 'day') setAnchor(dayStartOf(anchor + dir * DAY_MS + 12 * 3_600_000));
    else if (view === 'week') setAnchor(anchor + dir * 7 * DAY_MS);
    else {
      const p = vn(anchor);
      setAnchor(Date.UTC(p.y, p.m - 1 + dir, 1) - TZ_MS);
    }
  };
  const periodLabel = () => {
    if (view === 'day') {
      const p = vn(anchor);
      return `${t(`bookings.dowLong${p.dow}`)}, ${pad(p.d)}/${pad(p.m)}/${p.y}`;
    }
    if (view === 'week') return `${dayLabel(0)} – ${dayLabel(6)}`;
    const p = vn(anchor);
    return t('bookings.monthOf', { m: p.m, y: p.y });
  };
  const openDay = (ms: number) => {
    setAnchor(dayStartOf(ms));
    setView('day');
  };

  const columns: PlainColumn<Row>[] = [
    {
      title: t(kind === 'room' ? 'bookings.room' : 'bookings.car'),
      key: 'target',
      className: 'booking-grid__target',
      width: isPhone ? 130 : 170,
      render: (r: Row) => <TargetCell kind={kind} row={r} name={name(r)} />,
    },
    ...days.map((d) => ({
      title: (
        <button type="button" className={`booking-grid__day${dateOf(week + d * DAY_MS) === today ? ' booking-grid__today' : ''}`} onClick={() => openDay(week + d * DAY_MS)}>
          {dayLabel(d)}
        </button>
      ),
      key: `d${d}`,
      width: isPhone ? undefined : 136,
      render: (r: Row) => {
        const list = byCell.get(`${r.id}:${d}`) ?? [];
        const isPast = new Date(week + (d + 1) * DAY_MS).getTime() < Date.now();
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse drag passing over the cell; the keyboard's way is Shift+arrows on "+ Book"
          <div
            className={`booking-cell${inWeekSel(Number(r.id), d) ? ' booking-cell--selected' : ''}`}
            data-testid={`cell-${r.id}-${d}`}
            onMouseEnter={() => {
              const cur = weekSelRef.current;
              if (!canSpan || !weekDragging.current || !cur || cur.target !== Number(r.id) || isPast) return;
              setWeekSel({ ...cur, b: d });
            }}
          >
            {list.map((e) => (
              <EventChip key={e.id} e={e} />
            ))}
            {!isPast && (
              <Button
                size="small"
                type="dashed"
                block
                className="booking-cell__add"
                data-testid={`book-${r.id}-${d}`}
                onMouseDown={(e) => {
                  if (!canSpan || e.button !== 0) return;
                  weekDragging.current = true;
                  setWeekSel({ target: Number(r.id), a: d, b: d });
                }}
                onClick={(e) => {
                  const cur = weekSelRef.current;
                  // Enter after Shift+arrows: the trip over the selected days.
                  if (e.detail === 0 && cur && cur.target === Number(r.id) && cur.a !== cur.b) return pickDays(cur);
                  setWeekSel(null);
                  setDraft(propose(Number(r.id), d));
                }}
                onKeyDown={(e) => {
                  if (!canSpan || !e.shiftKey || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
                  e.preventDefault();
                  const next = d + (e.key === 'ArrowRight' ? 1 : -1);
                  if (next < 0 || next > 6 || isPastDay(next)) return;
                  const cur = weekSelRef.current;
                  const base = cur && cur.target === Number(r.id) ? cur : { target: Number(r.id), a: d, b: d };
                  setWeekSel({ ...base, b: next });
                  (document.querySelector(`[data-testid="book-${r.id}-${next}"]`) as HTMLElement | null)?.focus();
                }}
                onBlur={(e) => {
                  if (!weekDragging.current && !(e.relatedTarget as HTMLElement | null)?.dataset?.testid?.startsWith(`book-${r.id}-`)) setWeekSel(null);
                }}
              >
                + {t('bookings.book')}
              </Button>
            )}
          </div>
        );
      },
    })),
  ];

  const prevKey = view === 'day' ? 'bookings.prevDay' : view === 'week' ? 'bookings.prevWeek' : 'bookings.prevMonth';
  const nextKey = view === 'day' ? 'bookings.nextDay' : view === 'week' ? 'bookings.nextWeek' : 'bookings.nextMonth';
  const nowKey = view === 'day' ? 'bookings.today' : view === 'week' ? 'bookings.thisWeek' : 'bookings.thisMonth';
  const items = targets.data?.items ?? [];
  return (
    <div className="booking-page" data-testid={`booking-${kind}`}>
      <FreeSlotFinder kind={kind} targets={items} name={name} onPick={setDraft} />
      <Card className="content-card">
        <div className="booking-toolbar">
          <Space wrap>
            <Button onClick={() => move(-1)} data-testid="period-prev">
              ‹ {t(prevKey)}
            </Button>
            <Button
              onClick={() => {
                setAnchor(dayStartOf(Date.now()));
              }}
              data-testid="period-now"
            >
              {t(nowKey)}
            </Button>
            <Button onClick={() => move(1)} data-testid="period-next">
              {t(nextKey)} ›
            </Button>
          </Space>
          <strong data-testid="period-label">{periodLabel()}</strong>
          <Segmented<View>
            value={view}
            onChange={setView}
            data-testid="view-switch"
            options={[
              { value: 'day', label: t('bookings.viewDay') },
              { value: 'week', label: t('bookings.viewWeek') },
              { value: 'month', label: t('bookings.viewMonth') },
            ]}
          />
        </div>
        {view === 'week' && isPhone && (
          <Segmented block className="booking-days" value={day} onChange={(v) => setAnchor(week + Number(v) * DAY_MS)} options={[0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: d, label: t(`bookings.dow${d}`) }))} />
        )}
        <div className="booking-legend">
          {['APPROVED', 'PENDING'].map((s) => (
            <StatusTag key={s} status={s} />
          ))}
          <span className="plain-table__secondary">{t(view === 'day' ? 'bookings.hintDay' : view === 'week' ? (kind === 'car' && !isPhone ? 'bookings.hintWeekCar' : 'bookings.hint') : 'bookings.hintMonth')}</span>
        </div>
        {targets.isLoading || events.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : targets.isError || events.isError ? (
          <Alert type="error" showIcon title={t('bookings.loadFailed')} action={<Button onClick={() => void Promise.all([targets.refetch(), events.refetch()])}>{t('common.retry')}</Button>} />
        ) : items.length === 0 ? (
          <Empty description={t('bookings.noTargets')} />
        ) : view === 'day' ? (
          <DayTimeline kind={kind} dayMs={anchor} targets={items} events={events.data?.items ?? []} name={name} onPick={setDraft} />
        ) : view === 'month' ? (
          <MonthGrid first={period.from} month={vn(anchor).m} events={events.data?.items ?? []} targets={items} name={name} onOpenDay={openDay} />
        ) : (
          <PlainTable<Row> rowKey={(r) => Number(r.id)} size="small" className={`booking-grid${isPhone ? '' : ' booking-grid--wide'}`} rows={items} columns={columns} empty={<Empty description={t('bookings.noTargets')} />} />
        )}
      </Card>
      <MyBookings kind={kind} targets={items} name={name} />
      {draft && (
        <Suspense fallback={<Modal open title={t(kind === 'room' ? 'bookings.bookRoom' : 'bookings.bookCar')} footer={null} onCancel={() => setDraft(null)}><Skeleton active /></Modal>}>
          <BookingForm kind={kind} draft={draft} targets={items} name={name} onClose={() => setDraft(null)} />
        </Suspense>
      )}
    </div>
  );
}

function EventChip({ e }: { e: Event }) {
  const lang = useLang();
  return (
    <Tooltip title={`${hhmm(e.start_time)}–${hhmm(e.end_time)} · ${e.title} · ${e.organizer ?? ''} · ${statusLabel(e.status, lang)}`}>
      <div className={`booking-event booking-event--${e.status.toLowerCase()}${e.is_mine ? ' booking-event--mine' : ''}`} data-testid="booking-event">
        <b>
          {hhmm(e.start_time)}–{hhmm(e.end_time)}
        </b>{' '}
        {e.title}
        <div className="booking-event__who">{e.organizer}</div>
      </div>
    </Tooltip>
  );
}

type Selection = { target: number; a: number; b: number };

/**
 * The day view: a row per room (car), half-hour slots from 07:00 to 20:00, bookings laid over
 * them. Dragging over free slots selects a time and opens the form with it (a click: an hour);
 * on the keyboard, Shift+Left/Right extends the selection from the focused slot, Enter opens it.
 */
function DayTimeline({ kind, dayMs, targets, events, name, onPick }: { kind: BookingKind; dayMs: number; targets: Row[]; events: Event[]; name: (r: Row) => string; onPick: (d: Draft) => void }) {
  const { t } = useTranslation();
  const [sel, setSelState] = useState<Selection | null>(null);
  // The selection as of now (a drag's events come faster than renders).
  const selRef = useRef<Selection | null>(null);
  const setSel = (v: Selection | null) => {
    selRef.current = v;
    setSelState(v);
  };
  const dragging = useRef(false);
  const date = dateOf(dayMs);
  const open = dayMs + DAY_FROM_H * 3_600_000;
  const close = open + SLOTS * SLOT_MS;
  const now = Date.now();
  const byTarget = useMemo(() => {
    const m = new Map<number, Event[]>();
    for (const e of events) {
      if (new Date(e.start_time).getTime() < dayMs + DAY_MS && new Date(e.end_time).getTime() > dayMs) m.set(e.target_id, [...(m.get(e.target_id) ?? []), e]);
    }
    return m;
  }, [events, dayMs]);
  const isBusy = (target: number, i: number) => {
    const s = open + i * SLOT_MS;
    return (byTarget.get(target) ?? []).some((e) => new Date(e.start_time).getTime() < s + SLOT_MS && new Date(e.end_time).getTime() > s);
  };
  const isPast = (i: number) => open + (i + 1) * SLOT_MS <= now;
  /** Opens the form for slots a..b (a single slot: an hour from it, when the next one is free). */
  const pick = (s: Selection) => {
    const lo = Math.min(s.a, s.b);
    let hi = Math.max(s.a, s.b);
    if (lo === hi && hi + 1 < SLOTS && !isBusy(s.target, hi + 1)) hi += 1;
    onPick({ target: s.target, date, endDate: date, start: slotTime(lo), end: slotTime(hi + 1) });
    setSel(null);
  };
  // A drag ends wherever the mouse is released.
  useEffect(() => {
    const up = () => {
      if (!dragging.current) return;
      dragging.current = false;
      if (selRef.current) pick(selRef.current);
    };
    document.addEventListener('mouseup', up);
    return () => document.removeEventListener('mouseup', up);
  });
  const inSel = (target: number, i: number) => sel !== null && sel.target === target && i >= Math.min(sel.a, sel.b) && i <= Math.max(sel.a, sel.b);
  const pct = (ms: number) => `${(Math.min(Math.max(ms, open), close) - open) / (close - open) * 100}%`;
  return (
    <div className="booking-day" data-testid="day-view">
      <div className="booking-day__row booking-day__head">
        <div className="booking-day__target">{t(kind === 'room' ? 'bookings.room' : 'bookings.car')}</div>
        <div className="booking-day__track">
          {Array.from({ length: SLOTS / 2 }, (_, h) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the hours of the day
            <div key={h} className="booking-day__hour">
              {pad(DAY_FROM_H + h)}:00
            </div>
          ))}
        </div>
      </div>
      {targets.map((r) => {
        const id = Number(r.id);
        return (
          <div key={id} className="booking-day__row" data-testid={`day-row-${id}`}>
            <div className="booking-day__target">
              <TargetCell kind={kind} row={r} name={name(r)} />
            </div>
            <div className="booking-day__track">
              {Array.from({ length: SLOTS }, (_, i) => {
                const busy = isBusy(id, i);
                const past = isPast(i);
                return (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions of the day
                    key={i}
                    type="button"
                    className={`booking-slot${i % 2 ? ' booking-slot--half' : ''}${inSel(id, i) ? ' booking-slot--selected' : ''}`}
                    disabled={busy || past}
                    aria-label={`${name(r)} ${slotTime(i)}–${i + 1 < SLOTS ? slotTime(i + 1) : '20:00'}`}
                    data-testid={`slot-${id}-${slotTime(i)}`}
                    onMouseDown={(e) => {
                      if (e.button !== 0) return;
                      e.preventDefault();
                      dragging.current = true;
                      setSel({ target: id, a: i, b: i });
                    }}
                    onMouseEnter={() => {
                      const sel = selRef.current;
                      if (!dragging.current || !sel || sel.target !== id) return;
                      // Not across a booking: the selection stops before it.
                      const step = i > sel.a ? 1 : -1;
                      let j = sel.a;
                      while (j !== i && !isBusy(id, j + step) && !isPast(j + step)) j += step;
                      setSel({ ...sel, b: j });
                    }}
                    onClick={(e) => {
                      // Mouse clicks are drags of one slot; this is Enter or Space on the keyboard.
                      if (e.detail !== 0) return;
                      const cur = selRef.current;
                      pick(cur && cur.target === id ? cur : { target: id, a: i, b: i });
                    }}
                    onKeyDown={(e) => {
                      if (!e.shiftKey || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
                      e.preventDefault();
                      const next = i + (e.key === 'ArrowRight' ? 1 : -1);
                      if (next < 0 || next >= SLOTS || isBusy(id, next) || isPast(next)) return;
                      const cur = selRef.current;
                      const base = cur && cur.target === id ? cur : { target: id, a: i, b: i };
                      setSel({ ...base, b: next });
                      (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
                    }}
                    onBlur={(e) => {
                      if (!e.currentTarget.parentElement?.contains(e.relatedTarget as Node | null) && !dragging.current) setSel(null);
                    }}
                  />
                );
              })}
              {(byTarget.get(id) ?? []).map((e) => (
                <div key={e.id} className="booking-day__event" style={{ left: pct(new Date(e.start_time).getTime()), width: `calc(${pct(new Date(e.end_time).getTime())} - ${pct(new Date(e.start_time).getTime())})` }}>
                  <EventChip e={e} />
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The month view: six weeks of days, each with its bookings (three shown, then a count); a day opens its day view. */
function MonthGrid({ first, month, events, targets, name, onOpenDay }: { first: number; month: number; events: Event[]; targets: Row[]; name: (r: Row) => string; onOpenDay: (ms: number) => void }) {
  const { t } = useTranslation();
  const today = dateOf(Date.now());
  const names = new Map(targets.map((r) => [Number(r.id), name(r)]));
  const byDay = useMemo(() => {
    const m = new Map<string, Event[]>();
    for (const e of events) {
      for (let ms = dayStartOf(new Date(e.start_time).getTime()); ms < new Date(e.end_time).getTime(); ms += DAY_MS) {
        const d = dateOf(ms);
        m.set(d, [...(m.get(d) ?? []), e]);
      }
    }
    return m;
  }, [events]);
  return (
    <div className="booking-month" data-testid="month-view">
      {[0, 1, 2, 3, 4, 5, 6].map((d) => (
        <div key={d} className="booking-month__dow">
          {t(`bookings.dow${d}`)}
        </div>
      ))}
      {Array.from({ length: 42 }, (_, i) => {
        const ms = first + i * DAY_MS;
        const p = vn(ms);
        const d = dateOf(ms);
        const list = byDay.get(d) ?? [];
        return (
          <button
            key={d}
            type="button"
            className={`booking-month__day${p.m !== month ? ' booking-month__day--other' : ''}${d === today ? ' booking-month__day--today' : ''}`}
            onClick={() => onOpenDay(ms)}
            data-testid={`month-day-${d}`}
            aria-label={`${pad(p.d)}/${pad(p.m)}/${p.y}: ${t('bookings.nBookings', { n: list.length })}`}
          >
            <span className="booking-month__num">{p.d}</span>
            {list.slice(0, 3).map((e) => (
              <span key={e.id} className={`booking-month__event booking-event--${e.status.toLowerCase()}`}>
                {hhmm(e.start_time)} {names.get(e.target_id) ?? ''}
              </span>
            ))}
            {list.length > 3 && <span className="booking-month__more">{t('bookings.more', { n: list.length - 3 })}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** The free-slot finder: its button and hint; the search itself loads when opened (BookingForms.tsx). */
function FreeSlotFinder({ kind, targets, name, onPick }: { kind: BookingKind; targets: Row[]; name: (r: Row) => string; onPick: (d: Draft) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [state, setState] = useState<FinderState>({ values: null, asked: null, shown: 10 });
  return (
    <Card
      className="content-card booking-finder"
      size="small"
      title={t('bookings.finder')}
      extra={
        <Button type={isOpen ? 'default' : 'primary'} ghost={!isOpen} onClick={() => setOpen(!isOpen)} data-testid="finder-toggle">
          {isOpen ? t('bookings.finderClose') : t('bookings.finderOpen')}
        </Button>
      }
      data-testid="free-finder"
    >
      {!isOpen ? (
        <span className="plain-table__secondary">{t(kind === 'room' ? 'bookings.finderHintRoom' : 'bookings.finderHintCar')}</span>
      ) : (
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 1 }} />}>
          <FinderSearch kind={kind} targets={targets} name={name} onPick={onPick} state={state} onState={setState} />
        </Suspense>
      )}
    </Card>
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
        <PlainTable<Row>
          rowKey={(r) => Number(r.id)}
          size={isPhone ? 'small' : 'middle'}
          rows={q.data?.items ?? []}
          empty={<Empty description={t('bookings.noneMine')} />}
          columns={[
            { title: t('bookings.when'), key: 'when', render: (r) => when(r) },
            { title: t(kind === 'room' ? 'bookings.room' : 'bookings.car'), key: 'target', render: (r) => targetName(r[cfg.key]) },
            ...(isPhone ? [] : [{ title: t('bookings.purpose'), key: 'title', render: (r: Row) => String(r.title ?? '') }]),
            { title: t('bookings.status'), key: 'status', render: (r) => <StatusTag status={String(r.status)} /> },
            {
              title: t('common.actions'),
              isTitleHidden: true,
              key: 'cancel',
              render: (r) =>
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
