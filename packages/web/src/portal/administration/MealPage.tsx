/**
 * /administration/rice (issue 16): my lunch for a week, registered or cancelled per day before the
 * site's cut-off (the server decides and says why it refuses), and for the kitchen the counts per
 * day and site. Times are Vietnam time (UTC+7).
 */
import { canDo } from '@portal/domain/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Empty, Select, Skeleton, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { PlainTable } from '../../ui/PlainTable';
import { DAY_MS, dateOf, dayName, dmy, mondayOf, named, useLang, WeekNav } from './servicesCommon';

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
          <PlainTable<Counts['items'][number]>
            rowKey={(r) => `${r.meal_date}-${r.area_id}`}
            size="small"
            loading={counts.isLoading}
            rows={counts.data?.items ?? []}
            empty={<Empty description={t('services.noMeals')} />}
            columns={[
              { key: 'day', title: t('services.day'), render: (r) => `${dayName(lang, r.meal_date)} ${dmy(r.meal_date)}` },
              { key: 'site', title: t('services.site'), render: (r) => named(lang, r.name, r.name_en) },
              { key: 'total', title: t('services.meals'), align: 'right', render: (r) => r.total },
              { key: 'vegetarian', title: t('services.vegetarian'), align: 'right', render: (r) => r.vegetarian },
            ]}
            summary={
              <tr>
                <td colSpan={2}>
                  <strong>{t('services.total')}</strong>
                </td>
                <td style={{ textAlign: 'right' }}>
                  <strong>{counts.data?.total ?? 0}</strong>
                </td>
                <td />
              </tr>
            }
          />
        </Card>
      ) : null}
    </div>
  );
}
