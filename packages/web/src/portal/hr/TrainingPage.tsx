/**
 * /human-resource/train (issue 15): courses to come open to my unit (trainer, schedule, place or
 * online link, seats left) with enrol and withdraw, and my training history (attendance, result,
 * certificate). The server enforces seats (one wins the last), target units and dates.
 */
import { CalendarOutlined, EnvironmentOutlined, LinkOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/domain/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Grid, Popconfirm, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Row } from '../../api/client';
import { PlainTable } from '../../ui/PlainTable';
import './leave.css';
import './timekeeping.css';
import './trainingI18n';

type Lang = 'vi' | 'en';
type Course = {
  id: number;
  code: string | null;
  title: string;
  title_en: string | null;
  description: string | null;
  description_en: string | null;
  trainer: string;
  mode: 'OFFLINE' | 'ONLINE' | 'BLENDED';
  start_time: string;
  end_time: string;
  schedule: string | null;
  schedule_en: string | null;
  location: string | null;
  online_link: string | null;
  capacity: number;
  hours: number | null;
  is_certificate: boolean;
  stage: string;
  enrolled: number;
  seats_left: number;
  my_enrolment: { id: number; enrolment: string } | null;
};

const useLang = (): Lang => (useTranslation().i18n.language === 'en' ? 'en' : 'vi');
const named = (lang: Lang, vi: string | null, en: string | null | undefined) => (lang === 'en' && en ? en : (vi ?? ''));
const when = (a: string, b: string) => {
  const x = dayjs(a);
  const y = dayjs(b);
  return x.isSame(y, 'day') ? `${x.format('DD/MM/YYYY HH:mm')} – ${y.format('HH:mm')}` : `${x.format('DD/MM/YYYY')} – ${y.format('DD/MM/YYYY')}`;
};

export function TrainingPage() {
  return (
    <div className="leave-page" data-testid="training-page">
      <Upcoming />
      <History />
    </div>
  );
}

function Upcoming() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const q = useQuery({ queryKey: ['training', 'upcoming'], queryFn: () => api.get<{ items: Course[] }>('training-course/upcoming', undefined, { quietError: true }) });
  const act = async (id: number, what: 'enrol' | 'withdraw') => {
    setBusy(id);
    try {
      await api.post(`training-course/${id}/${what}`);
    } catch {
      // The server's message was shown.
    } finally {
      setBusy(null);
      await qc.invalidateQueries({ queryKey: ['training'] });
    }
  };
  return (
    <Card className="content-card" title={t('training.upcoming')} data-testid="training-upcoming">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : q.isError || !q.data ? (
        <Alert type="error" showIcon title={t('training.loadFailed')} action={<Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>} />
      ) : q.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.noUpcoming')} />
      ) : (
        <div className="train-list">
          {q.data.items.map((c) => {
            const isMine = c.my_enrolment?.enrolment === 'ENROLLED';
            const hasStarted = dayjs(c.start_time).isBefore(dayjs());
            return (
              <Card key={c.id} size="small" className="train-card" data-testid="training-course" data-id={c.id} title={<strong>{named(lang, c.title, c.title_en)}</strong>} extra={<Tag>{t(`training.mode.${c.mode}`)}</Tag>}>
                <div className="train-card__meta">
                  <span>
                    <CalendarOutlined /> {when(c.start_time, c.end_time)}
                  </span>
                  {c.schedule ? <span>{named(lang, c.schedule, c.schedule_en)}</span> : null}
                  <span>
                    <UserOutlined /> {c.trainer}
                  </span>
                  {c.location ? (
                    <span>
                      <EnvironmentOutlined /> {c.location}
                    </span>
                  ) : null}
                  {c.online_link && isMine ? (
                    <a href={c.online_link} target="_blank" rel="noreferrer">
                      <LinkOutlined /> {t('training.join')}
                    </a>
                  ) : null}
                  <span>
                    <TeamOutlined /> <span data-testid="training-seats">{t('training.seatsLeft', { n: c.seats_left, capacity: c.capacity })}</span>
                  </span>
                </div>
                {c.description ? <Clamped text={named(lang, c.description, c.description_en)} /> : null}
                <div className="train-card__actions">
                  {c.is_certificate ? <Tag color="blue">{t('training.certificate')}</Tag> : null}
                  {isMine ? (
                    <>
                      <Tag color="green" data-testid="training-enrolled">{t('training.enrolledTag')}</Tag>
                      {!hasStarted ? (
                        <Popconfirm title={t('training.withdrawConfirm')} onConfirm={() => act(c.id, 'withdraw')}>
                          <Button size="small" loading={busy === c.id} data-testid="training-withdraw">
                            {t('training.withdraw')}
                          </Button>
                        </Popconfirm>
                      ) : null}
                    </>
                  ) : (
                    <Button type="primary" size="small" disabled={c.seats_left <= 0 || c.stage !== 'OPEN' || hasStarted} loading={busy === c.id} onClick={() => void act(c.id, 'enrol')} data-testid="training-enrol">
                      {c.seats_left <= 0 ? t('training.full') : t('training.enrol')}
                    </Button>
                  )}
                </div>
              </Card>
            );
          })}
        </div>
      )}
    </Card>
  );
}

function History() {
  const { t } = useTranslation();
  const lang = useLang();
  const isPhone = !Grid.useBreakpoint().sm;
  const q = useQuery({ queryKey: ['training', 'mine'], queryFn: () => api.get<{ items: Row[] }>('training-enrolment/mine', undefined, { quietError: true }) });
  const RESULT_COLOR: Record<string, string> = { PASSED: 'green', FAILED: 'red', PENDING: 'default' };
  return (
    <Card className="content-card" title={t('training.history')} data-testid="training-history">
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <PlainTable<Row>
          rowKey={(r) => Number(r.id)}
          size={isPhone ? 'small' : 'middle'}
          rows={q.data?.items ?? []}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.noHistory')} />}
          columns={[
            {
              key: 'course',
              title: t('training.course'),
              render: (r: Row) => (
                <div data-testid="training-history-row">
                  <div>{named(lang, String(r.title), r.title_en as string | null)}</div>
                  <span className="plain-table__secondary">{formatDate(String(r.start_time))}</span>
                </div>
              ),
            },
            { key: 'enrolment', title: t('training.enrolment'), render: (r: Row) => <Tag color={r.enrolment === 'ENROLLED' ? 'blue' : 'default'}>{t(`training.enrolmentOf.${String(r.enrolment)}`)}</Tag> },
            ...(isPhone ? [] : [{ key: 'attendance', title: t('training.attendance'), render: (r: Row) => t(`training.attendanceOf.${String(r.attendance)}`) }]),
            {
              key: 'result',
              title: t('training.result'),
              render: (r: Row) => (
                <>
                  <Tag color={RESULT_COLOR[String(r.result)]}>{t(`training.resultOf.${String(r.result)}`)}</Tag>
                  {r.score !== null && r.score !== undefined ? <span>{String(r.score)}</span> : null}
                </>
              ),
            },
            { key: 'cert', title: t('training.certificate'), render: (r: Row) => (r.certificate_no ? `${String(r.certificate_no)}${r.certificate_date ? ` · ${formatDate(String(r.certificate_date))}` : ''}` : '') },
          ]}
        />
      )}
    </Card>
  );
}

/** A course's description in three lines at most, with "more" when it is longer (antd Typography's ellipsis without its code). */
function Clamped({ text }: { text: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [isLong, setLong] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !isOpen) setLong(el.scrollHeight > el.clientHeight + 1);
  }, [isOpen]);
  return (
    <div className="train-desc">
      <p ref={ref} className={`train-desc__text${isOpen ? '' : ' train-desc__text--clamped'}`}>
        {text}
      </p>
      {isLong ? (
        <button type="button" className="train-desc__more" aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
          {t(isOpen ? 'training.less' : 'training.more')}
        </button>
      ) : null}
    </div>
  );
}
