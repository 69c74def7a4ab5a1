/**
 * HR synchronisation (ADR 0005): the runs list with "sync" buttons (departments, positions, people,
 * from HRM or EMART) and "apply all", and a run's review page: what is new, what changed (before
 * and after), what is gone from the source, and "Apply" after a confirmation. Runs are made by
 * the server; these screens only ask it to sync and to apply.
 */
import { CheckOutlined, SyncOutlined } from '@ant-design/icons';
import type { EnumField } from '@portal/domain/fields';
import { canDo } from '@portal/domain/permissions';
import { customer, SYNC_SOURCES, SYNC_TARGETS, syncDepartment, syncPosition } from '@portal/domain/resources/system/sync';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Select, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api, type Row } from '../../api/client';
import { useSession } from '../../auth/session';
import { enumColor, enumLabel } from '../fieldText';
import { ResourceList } from '../ResourceList';
import type { ScreenProps } from '../routes';
import './syncI18n';

type Values = Record<string, unknown>;
type Diff = {
  added: { source_id: string; title: string; after: Values }[];
  changed: { source_id: string; title: string; before: Values; after: Values; fields: string[]; isReturning?: boolean }[];
  gone: { source_id: string; title: string; before: Values }[];
  unchanged: number;
  warnings: string[];
};

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
/** The mirror each run target fills: its fields name the values under review. */
const MIRRORS = { customer, departments: syncDepartment, positions: syncPosition } as const;
/** The source's own keys (ids of the record and of its parents there): a reviewer reads names, not these. */
const isSourceKey = (k: string) => k === 'source_id' || k.endsWith('_source_id');

export function SyncRunList({ resource, basePath }: ScreenProps) {
  const { t } = useTranslation();
  const { ability } = useSession();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [source, setSource] = useState<string>('HRM');
  const [busy, setBusy] = useState<string | null>(null);
  const canEdit = canDo(ability, 'edit', resource.subject);
  const sync = async (target: string) => {
    setBusy(target);
    try {
      const run = await api.post<Row>(`${target}/sync`, { source });
      await queryClient.invalidateQueries({ queryKey: [resource.path] });
      if (run.sync_status === 'WAITING') navigate(`${basePath}/${run.id}`);
    } catch {
      /* the server's message ("cannot reach the source ...") is shown as a toast */
    } finally {
      setBusy(null);
    }
  };
  const applyAll = () =>
    modal.confirm({
      title: t('sync.applyAll'),
      content: t('sync.applyAllConfirm', { source }),
      okText: t('sync.apply'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await api.post('sync-customer-update-all', { source });
        } finally {
          await queryClient.invalidateQueries({ queryKey: [resource.path] });
        }
      },
    });
  return (
    <>
      {canEdit ? (
        <Card size="small" style={{ marginBottom: 16 }} data-testid="sync-toolbar">
          <Space wrap>
            <Select aria-label={t('sync.source')} value={source} onChange={setSource} options={SYNC_SOURCES.map((s) => ({ value: s, label: s }))} style={{ width: 120 }} />
            {SYNC_TARGETS.map((target) => (
              <Button key={target} icon={<SyncOutlined spin={busy === target} />} loading={busy === target} disabled={!!busy} onClick={() => void sync(target)}>
                {t(`sync.run.${target}`)}
              </Button>
            ))}
            <Button type="primary" icon={<CheckOutlined />} disabled={!!busy} onClick={applyAll}>
              {t('sync.applyAll')}
            </Button>
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('sync.hint')}
          </Typography.Paragraph>
        </Card>
      ) : null}
      <ResourceList resource={resource} basePath={basePath} />
    </>
  );
}

export function SyncRunReview({ resource, basePath, id }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const run = useQuery({ queryKey: [resource.path, 'one', id], enabled: !!id, queryFn: () => api.get<Row>(`${resource.path}/${id}`) });
  const diff = useQuery({ queryKey: [resource.path, 'diff', id], enabled: !!id, queryFn: () => api.get<Diff>(`${resource.path}/${id}/diff`) });
  if (!id) return <Empty />;
  if (run.isLoading || diff.isLoading || !run.data || !diff.data) return <Skeleton active />;
  const r = run.data;
  const d = diff.data;
  const enumDef = (name: string) => resource.columnByName.get(name)?.def as EnumField | undefined;
  const tag = (name: string) => <Tag color={enumColor(String(r[name]), enumDef(name))}>{enumLabel(String(r[name]), lang, enumDef(name))}</Tag>;
  const isWaiting = r.sync_status === 'WAITING';
  const canApply = isWaiting && canDo(ability, 'edit', resource.subject);
  const apply = () =>
    modal.confirm({
      title: t('sync.apply'),
      content: t('sync.applyConfirm', { added: d.added.length, changed: d.changed.length, gone: d.gone.length }),
      okText: t('sync.apply'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: d.gone.length > 0 },
      onOk: async () => {
        try {
          await api.post(`${String(r.target)}/sync-update`, { source: r.source, run_id: r.id });
        } finally {
          await queryClient.invalidateQueries({ queryKey: [resource.path] });
        }
      },
    });
  // Each value under its field's label, an option under its label (issue 38 item 6).
  const mirror = MIRRORS[String(r.target) as keyof typeof MIRRORS] ?? customer;
  const fieldLabel = (k: string) => mirror.columnByName.get(k)?.def.label?.[lang] ?? k;
  const valueText = (k: string, x: unknown) => {
    const def = mirror.columnByName.get(k)?.def;
    return def?.kind === 'enum' && x !== null && x !== undefined && x !== '' ? enumLabel(String(x), lang, def) : show(x);
  };
  const fieldsOf = (v: Values) =>
    Object.entries(v)
      .filter(([k, x]) => x !== null && x !== '' && !isSourceKey(k) && k !== mirror.titleField)
      .map(([k, x]) => `${fieldLabel(k)}: ${valueText(k, x)}`)
      .join(' · ');
  return (
    <Card
      title={`${t('sync.review')} #${r.id}`}
      extra={
        <Space>
          <Link to={basePath}>{t('common.back')}</Link>
          {canApply ? (
            <Button type="primary" icon={<CheckOutlined />} onClick={apply} data-testid="sync-apply">
              {t('sync.apply')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('sync.target')}>{tag('target')}</Descriptions.Item>
        <Descriptions.Item label={t('sync.source')}>{tag('source')}</Descriptions.Item>
        <Descriptions.Item label={t('sync.status')}>{tag('sync_status')}</Descriptions.Item>
        <Descriptions.Item label={t('sync.unchanged')}>{d.unchanged}</Descriptions.Item>
        <Descriptions.Item label={t('sync.appliedDate')}>{r.applied_date ? new Date(String(r.applied_date)).toLocaleString(lang === 'en' ? 'en-GB' : 'vi-VN') : '—'}</Descriptions.Item>
      </Descriptions>
      {d.warnings.length > 0 ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('sync.warnings', { count: d.warnings.length })} description={d.warnings.slice(0, 20).join(', ')} /> : null}
      {isWaiting && d.gone.length > 0 ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('sync.goneHint')} /> : null}
      <Tabs
        items={[
          {
            key: 'added',
            label: `${t('sync.added')} (${d.added.length})`,
            children: <Table size="small" rowKey="source_id" pagination={{ pageSize: 20 }} dataSource={d.added} columns={[
              { title: t('sync.name'), dataIndex: 'title' },
              { title: t('sync.values'), render: (_: unknown, e: Diff['added'][number]) => fieldsOf(e.after) },
            ]} />,
          },
          {
            key: 'changed',
            label: `${t('sync.changed')} (${d.changed.length})`,
            children: <Table size="small" rowKey="source_id" pagination={{ pageSize: 20 }} dataSource={d.changed} columns={[
              { title: t('sync.name'), dataIndex: 'title', render: (v: string, e: Diff['changed'][number]) => (e.isReturning ? <>{v} <Tag color="green">{t('sync.returning')}</Tag></> : v) },
              {
                title: t('sync.changes'),
                render: (_: unknown, e: Diff['changed'][number]) => (
                  <Space direction="vertical" size={0}>
                    {e.fields.filter((f) => !isSourceKey(f)).map((f) => (
                      <span key={f}>
                        <Typography.Text type="secondary">{fieldLabel(f)}: </Typography.Text>
                        <Typography.Text delete>{valueText(f, e.before[f])}</Typography.Text> → <Typography.Text strong>{valueText(f, e.after[f])}</Typography.Text>
                      </span>
                    ))}
                  </Space>
                ),
              },
            ]} />,
          },
          {
            key: 'gone',
            label: `${t('sync.gone')} (${d.gone.length})`,
            children: <Table size="small" rowKey="source_id" pagination={{ pageSize: 20 }} dataSource={d.gone} columns={[
              { title: t('sync.name'), dataIndex: 'title' },
              { title: t('sync.values'), render: (_: unknown, e: Diff['gone'][number]) => fieldsOf(e.before) },
            ]} />,
          },
        ]}
      />
    </Card>
  );
}
