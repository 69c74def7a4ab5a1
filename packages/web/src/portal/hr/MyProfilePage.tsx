/**
 * /my-profile: the signed-in person's own staff file and its sub-records (contracts, salaries,
 * certificates, family, experience, recognitions, transfers), read-only, from /staff/me, which
 * needs no HR right. Columns and labels come from the declarations. With the HR view right (as
 * GET /staff/{id} needs) the file downloads as a .docx profile. The assets the person holds and the
 * handovers to them still open (/asset/mine, no asset right needed) are two more tabs.
 */
import { IdcardOutlined } from '@ant-design/icons';
import type { Column, Resource } from '@portal/domain/resource';
import { formatDate } from '@portal/domain/format';
import { canDo } from '@portal/domain/permissions';
import { asset as assetResource, assetHandover } from '@portal/domain/resources/assets/assets';
import { staff as staffResource } from '@portal/domain/resources/hr/core';
import { education, experienceStaff, familyRelationship, laborContract, recognition, salaryStaff, staffTransferHistory } from '@portal/domain/resources/hr/records';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Descriptions, Empty, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import { PlainTable } from '../../ui/PlainTable';
import { StatusTag } from '../../ui/StatusTag';
import { useSession } from '../../auth/session';
import { StaffProfileButton } from '../../ui/StaffProfileButton';
import { PageFrame } from '../../ui/PageFrame';
import { ErrorState } from '../portal/blocks';
import { mediaUrl, useLang } from '../portal/useReleased';

type Row = Record<string, unknown> & { id: number };
type Profile = { staff: Row; records: Record<string, Row[]> };
const CHILDREN: Resource[] = [laborContract, salaryStaff, education, familyRelationship, experienceStaff, recognition, staffTransferHistory] as unknown as Resource[];

/** A value as the reader sees it: option labels, dates, money, reference titles. */
function shown(c: Column, row: Row, lang: 'vi' | 'en'): React.ReactNode {
  const v = row[c.name];
  if (v === null || v === undefined || v === '') return '—';
  const def = c.def;
  if (def.kind === 'ref') return String((lang === 'en' && row[`${c.name}_title_en`]) || row[`${c.name}_title`] || v);
  if (def.kind === 'enum') {
    const option = def.options?.[String(v)];
    return <Tag color={option?.color ?? 'default'}>{option ? option.label[lang] : String(v)}</Tag>;
  }
  if (def.kind === 'date' || def.kind === 'datetime') return formatDate(String(v));
  if (def.kind === 'money') return `${Number(v).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN')} ₫`;
  if (def.kind === 'flag') return v ? '✓' : '—';
  return String(v);
}

const label = (c: Column, lang: 'vi' | 'en') => c.def.label?.[lang] ?? c.name;

export function MyProfilePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useQuery({ queryKey: ['portal', 'my-profile'], queryFn: () => api.get<Profile>('/api/v1/staff/me', undefined, { quietError: true }), retry: false });
  const mine = useQuery({ queryKey: ['portal', 'my-assets'], queryFn: () => api.get<{ assets: Row[]; handovers: Row[] }>('/api/v1/asset/mine', undefined, { quietError: true }), retry: false });
  const title = t('hr.myProfile');
  // The .docx is read as GET /staff/{id}: it needs the HR view right (the page itself does not).
  const { ability } = useSession();
  const canDownload = canDo(ability, 'view', 'HUMAN_RESOURCE_MANAGEMENT');
  return (
    <PageFrame title={title} crumbs={[{ label: title }]} intro={t('hr.myProfileIntro')}>
      {q.isLoading ? (
        <Card className="content-card">
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        </Card>
      ) : q.error instanceof ApiError && q.error.status === 404 ? (
        <Card className="content-card">
          {/* antd's Result look without its code (about 8 KB compressed; issue 35). */}
          <div className="my-profile__none" data-testid="my-profile-none">
            <IdcardOutlined className="my-profile__none-icon" />
            <div className="my-profile__none-title">{t('hr.noFile')}</div>
            <div className="my-profile__none-hint">{t('hr.noFileHint')}</div>
          </div>
        </Card>
      ) : q.isError || !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : (
        <div className="content-page" data-testid="my-profile">
          <Card className="content-card my-profile__head" data-testid="content-item">
            <Avatar size={72} src={mediaUrl(q.data.staff.avatar, true) ?? undefined} className="person-card__avatar">
              {String(q.data.staff.full_name ?? '')
                .split(/\s+/)
                .slice(-2)
                .map((w) => w[0] ?? '')
                .join('')}
            </Avatar>
            <Descriptions
              title={String(q.data.staff.full_name)}
              extra={canDownload ? <StaffProfileButton id={q.data.staff.id} /> : null}
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={(staffResource as unknown as Resource).columns
                .filter((c) => !c.lang && !['full_name', 'account_id', 'avatar', 'manager_id'].includes(c.name) && q.data.staff[c.name] != null && q.data.staff[c.name] !== '')
                .map((c) => ({ key: c.name, label: label(c, lang), children: shown(c, q.data.staff as Row, lang) }))}
            />
          </Card>
          <Card className="content-card">
            <Tabs
              items={CHILDREN.map((r) => {
                const rows = q.data.records[r.name] ?? [];
                const cols = r.columns.filter((c) => c.def.inList && c.name !== 'staff_id' && !c.lang);
                return {
                  key: r.name,
                  label: `${r.label[lang]} (${rows.length})`,
                  children:
                    rows.length === 0 ? (
                      <Empty description={t('hr.noRecords')} />
                    ) : (
                      <PlainTable<Row> size="small" rowKey={(row) => row.id} rows={rows} columns={cols.map((c) => ({ key: c.name, title: label(c, lang), render: (row) => shown(c, row, lang) }))} />
                    ),
                };
              }).concat(
                [
                  { key: 'my-assets', title: t('hr.myAssets'), r: assetResource as unknown as Resource, rows: mine.data?.assets ?? [], skip: ['holder_id'] },
                  { key: 'my-handovers', title: t('hr.myHandovers'), r: assetHandover as unknown as Resource, rows: mine.data?.handovers ?? [], skip: ['to_staff_id', 'to_unit_id', 'returned_date', 'asset_id'] },
                ].map((x) => {
                  const cols = x.r.columns.filter((c) => c.def.inList && !x.skip.includes(c.name) && !c.lang && (x.rows.length === 0 || c.name in (x.rows[0] as Row)));
                  return {
                    key: x.key,
                    label: `${x.title} (${x.rows.length})`,
                    children:
                      x.rows.length === 0 ? (
                        <Empty description={t('hr.noRecords')} />
                      ) : (
                        <PlainTable<Row>
                          size="small"
                          rowKey={(row) => row.id}
                          rows={x.rows}
                          columns={[
                            ...(x.key === 'my-handovers' ? [{ key: 'status', title: t('hr.handoverStatus'), render: (row: Row) => <StatusTag status={String(row.status)} /> }] : []),
                            ...cols.map((c) => ({ key: c.name, title: label(c, lang), render: (row: Row) => shown(c, row, lang) })),
                          ]}
                        />
                      ),
                  };
                }),
              )}
            />
          </Card>
        </div>
      )}
    </PageFrame>
  );
}
