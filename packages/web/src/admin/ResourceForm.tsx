/**
 * The generic add/edit form, derived from a declaration: one widget per field kind, vi/en tabs for
 * localized fields (with the missing-language confirmation of spec §5), inline messages from the
 * same rules the server applies (validateInput), and the server's field errors put on the fields.
 */
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import type { Column, Resource, Row as DomainRow } from '@portal/domain';
import { canDo, isLocalized, validateInput, writableColumns } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Result, Row, Select, Skeleton, Space, Switch, Tabs, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api, ApiError, type Row as ApiRow } from '../api/client';
import { toastError } from '../api/toast';
import { useSession } from '../auth/session';
import { enumColor, enumLabel, issueMessage, labelOf } from './fieldText';
import { MediaPicker } from './MediaPicker';
// Part of the admin chunk on purpose: as a lazy chunk of its own, the bundler hoisted modules it
// shares with the admin into chunks the portal preloads (+75 kB gzip on the portal's first load).
import RichTextEditor from './RichTextEditor';
import { RefSelect } from './RefSelect';

// biome-ignore lint/suspicious/noExplicitAny: a custom widget receives what Form.Item injects
export type CustomWidgets = Record<string, ComponentType<any>>;
type Props = { resource: Resource; basePath: string; id?: number; title?: ReactNode; /** Custom widgets by field name; they get the raw value. */ widgets?: CustomWidgets };
type Values = Record<string, unknown>;

/** Stored value -> form widget value. */
function toForm(c: Column, v: unknown, isRaw = false): unknown {
  if (v === null || v === undefined) return undefined;
  if (isRaw) return v;
  if (c.def.kind === 'date' || c.def.kind === 'datetime') return dayjs(String(v));
  if (c.def.kind === 'json') return JSON.stringify(v, null, 2);
  if (c.def.kind === 'enum' && typeof v === 'number') return v;
  return v;
}

type Payload = { data: DomainRow; jsonErrors: string[] };

/** Form widget values -> API payload (create omits empty fields; update sends null to clear). */
export function toPayload(r: Resource, values: Values, mode: 'create' | 'update'): Payload {
  const data: DomainRow = {};
  const jsonErrors: string[] = [];
  for (const c of writableColumns(r)) {
    let v = values[c.name];
    if (v === undefined) continue;
    if (dayjs.isDayjs(v)) v = c.def.kind === 'date' ? (v as Dayjs).format('YYYY-MM-DD') : (v as Dayjs).toISOString();
    if (c.def.kind === 'json' && typeof v === 'string') {
      if (v.trim() === '') v = null;
      else {
        try {
          v = JSON.parse(v);
        } catch {
          jsonErrors.push(c.name);
          continue;
        }
      }
    }
    if (c.def.kind === 'mediaList' && Array.isArray(v)) v = v.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    const isEmpty = v === null || v === '' || (Array.isArray(v) && v.length === 0 && c.def.kind !== 'tags');
    if (isEmpty) {
      if (mode === 'update') data[c.name] = null;
      continue;
    }
    data[c.name] = v;
  }
  return { data, jsonErrors };
}

/** Form.Item passes value/onChange (or checked) and id to its child: they go to the control. */
// biome-ignore lint/suspicious/noExplicitAny: props injected by Form.Item differ per control
function Widget({ c, disabled, ...control }: { c: Column; disabled?: boolean; [injected: string]: any }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const def = c.def;
  const label = labelOf(c, lang);
  const common = { ...control, disabled, 'aria-label': label };
  switch (def.kind) {
    case 'text':
      return def.multiline ? <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 8 }} showCount={{ formatter: ({ count }) => `${count}/${def.max}` }} /> : <Input {...common} showCount={def.max <= 255 ? { formatter: ({ count }) => `${count}/${def.max}` } : false} />;
    case 'richText':
      return <RichTextEditor {...common} />;
    case 'integer':
    case 'number':
    case 'money':
    case 'coordinate':
      return <InputNumber {...common} style={{ width: '100%' }} precision={def.kind === 'integer' ? 0 : undefined} />;
    case 'flag':
      return <Switch {...common} />;
    case 'date':
      return <DatePicker {...common} format="DD/MM/YYYY" style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker {...common} showTime format="DD/MM/YYYY HH:mm:ss" style={{ width: '100%' }} />;
    case 'enum':
      return (
        <Select
          {...common}
          allowClear
          showSearch={{ optionFilterProp: 'title' }}
          options={def.values.map((v) => ({ value: v, title: enumLabel(v, lang, def), label: def.options?.[String(v)]?.color ? <Tag color={enumColor(v, def)}>{enumLabel(v, lang, def)}</Tag> : enumLabel(v, lang, def) }))}
        />
      );
    case 'ref':
      return <RefSelect {...common} target={def.target} where={def.where} />;
    case 'refs':
      return <RefSelect {...common} target={def.target} isMultiple />;
    case 'media':
      return <MediaPicker {...common} accept={def.accept} size={def.size} />;
    case 'mediaList':
      return <MediaPicker {...common} accept={def.accept} isMultiple />;
    case 'tags':
      return <Select {...common} mode="tags" tokenSeparators={[',']} open={false} placeholder={t('form.tagsHint')} />;
    case 'email':
      return <Input {...common} type="email" autoComplete="off" />;
    case 'phone':
      return <Input {...common} type="tel" />;
    case 'url':
      return <Input {...common} type="url" placeholder="https://" />;
    case 'json':
      return <Input.TextArea {...common} autoSize={{ minRows: 4, maxRows: 16 }} style={{ fontFamily: 'monospace' }} />;
  }
}

const NO_WIDGETS: CustomWidgets = {};

export function ResourceForm({ resource: r, basePath, id, title, widgets = NO_WIDGETS }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const mode: 'create' | 'update' = id ? 'update' : 'create';
  const { ability } = useSession();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'vi' | 'en'>('vi');
  const [isSaving, setSaving] = useState(false);
  const record = useQuery({ queryKey: [r.path, 'one', id], enabled: !!id, queryFn: () => api.get<ApiRow>(`${r.path}/${id}`) });
  const cols = useMemo(() => writableColumns(r), [r]);
  const localizedCols = cols.filter((c) => isLocalized(c.def));
  const generalCols = cols.filter((c) => !isLocalized(c.def));
  const initialValues = useMemo(() => {
    const v: Values = {};
    for (const c of cols) {
      if (record.data) v[c.name] = toForm(c, record.data[c.name], c.name in widgets);
      else if ('default' in c.def && c.def.default !== undefined) v[c.name] = c.def.default;
    }
    return v;
  }, [cols, record.data, widgets]);

  const issueFor = (field: string): string | null => {
    const { data, jsonErrors } = toPayload(r, form.getFieldsValue(true), mode);
    if (jsonErrors.includes(field)) return issueMessage(r, field, 'validation.json', {}, lang);
    const res = validateInput(r, data, { mode, existing: record.data as DomainRow | undefined });
    if (res.ok) return null;
    const issue = res.issues.find((i) => i.field === field);
    return issue ? issueMessage(r, field, issue.key, issue.params, lang) : null;
  };

  const save = async () => {
    const values = form.getFieldsValue(true);
    const { data } = toPayload(r, values, mode);
    setSaving(true);
    try {
      if (id) await api.put(`${r.path}/${id}`, data, { quietError: true });
      else await api.post(r.path, data, { quietError: true });
      await queryClient.invalidateQueries({ queryKey: [r.path] });
      navigate(basePath);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length > 0) {
        form.setFields(e.errors.filter((x) => r.columnByName.has(x.field)).map((x) => ({ name: x.field, errors: [x.message] })));
        const first = e.errors[0]?.field ?? '';
        if (first.endsWith('_en') && r.columnByName.get(first)?.lang === 'en') setTab('en');
        else if (r.columnByName.get(first)?.lang === 'vi') setTab('vi');
      }
      if (e instanceof ApiError) {
        toastError(e.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const onFinish = async () => {
    const values = form.getFieldsValue(true);
    const missing = localizedCols.filter((c) => c.lang === 'en' && !values[c.name] && values[c.field]).map((c) => labelOf(r.columnByName.get(c.field) as Column, lang));
    if (missing.length > 0) {
      modal.confirm({
        title: t('form.missingEnTitle'),
        content: t('form.missingEnText', { fields: missing.join(', ') }),
        okText: t('form.saveAnyway'),
        cancelText: t('form.addEnglish'),
        onOk: save,
        onCancel: () => setTab('en'),
      });
      return;
    }
    await save();
  };

  if (!canDo(ability, 'edit', r.subject)) return <Result status="403" title="403" subTitle={t('error.forbidden')} />;
  if (id && record.isLoading) return <Skeleton active />;
  if (id && record.isError) return <Result status="404" title={t('notFound.record')} extra={<Link to={basePath}>{t('common.back')}</Link>} />;

  const item = (c: Column) => (
    <Form.Item
      key={c.name}
      name={c.name}
      label={labelOf(c, lang)}
      required={c.required}
      valuePropName={c.def.kind === 'flag' ? 'checked' : 'value'}
      validateDebounce={250}
      rules={[
        {
          validator: async () => {
            const msg = issueFor(c.name);
            if (msg) throw new Error(msg);
          },
        },
      ]}
      extra={c.lang === 'en' ? t('form.englishOptional') : undefined}
    >
      {widgets[c.name] ? (() => {
        const Custom = widgets[c.name] as ComponentType<{ 'aria-label': string }>;
        return <Custom aria-label={labelOf(c, lang)} />;
      })() : <Widget c={c} />}
    </Form.Item>
  );
  const grid = (list: Column[]) => (
    <Row gutter={24}>
      {list.map((c) => (
        <Col key={c.name} xs={c.def.kind === 'flag' ? 12 : 24} md={c.def.kind === 'json' || c.def.kind === 'richText' || (c.def.kind === 'text' && c.def.multiline) ? 24 : c.def.kind === 'flag' ? 6 : 12}>
          {item(c)}
        </Col>
      ))}
    </Row>
  );
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <Link to={basePath} className="admin-page__back">
            <ArrowLeftOutlined /> {r.label[lang]}
          </Link>
          <h1 className="admin-page__title">{title ?? (id ? t('form.editTitle', { name: r.label[lang] }) : t('form.addTitle', { name: r.label[lang] }))}</h1>
        </div>
      </div>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} scrollToFirstError key={record.dataUpdatedAt} data-testid="resource-form" onFinishFailed={({ errorFields }) => {
        const first = String(errorFields[0]?.name?.[0] ?? '');
        const c = r.columnByName.get(first);
        if (c?.lang) setTab(c.lang);
      }}>
        {localizedCols.length > 0 ? (
          <Card className="admin-card" title={t('form.content')}>
            <Tabs
              activeKey={tab}
              onChange={(k) => setTab(k as 'vi' | 'en')}
              items={(['vi', 'en'] as const).map((l) => ({
                key: l,
                label: l === 'vi' ? t('form.tabVi') : t('form.tabEn'),
                forceRender: true,
                children: grid(localizedCols.filter((c) => c.lang === l)),
              }))}
            />
          </Card>
        ) : null}
        {generalCols.length > 0 ? (
          <Card className="admin-card" title={t('form.general')}>
            {grid(generalCols)}
          </Card>
        ) : null}
        <div className="form-actions">
          <Space>
            <Link to={basePath}>
              <Button>{t('common.cancel')}</Button>
            </Link>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isSaving}>
              {t('common.save')}
            </Button>
          </Space>
        </div>
      </Form>
    </div>
  );
}
