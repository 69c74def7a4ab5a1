/**
 * The generic add/edit form, derived from a declaration: one widget per field kind, vi/en tabs for
 * localized fields (with the missing-language confirmation of spec §5), inline messages from the
 * same rules the server applies (validateInput), and the server's field errors put on the fields.
 */
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { isLocalized, type RefField } from '@portal/domain/fields';
import { formatDate } from '@portal/domain/format';
import type { Abilities } from '@portal/domain/abilities';
import { canDo } from '@portal/domain/permissions';
import { type Column, type LinesDecl, type Resource, writableColumns } from '@portal/domain/resource';
import { type Row as DomainRow, validateInput } from '@portal/domain/validation';
import { checkTransition, isEditable, statusLabel } from '@portal/domain/workflows/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Result, Row, Select, Skeleton, Space, Switch, Tabs, Tag, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, ApiError, type Row as ApiRow } from '../api/client';
import { toastError } from '../api/toast';
import { useSession } from '../auth/session';
import { useLang } from '../ui/StatusTag';
import { loadedResource } from './declarations';
import { type GridKit, LinesGrid, LinesGridCard } from './LinesGrid';
import { issuePath } from './lineFigures';
import { enumColor, enumLabel, issueMessage, labelOf, listLabel } from './fieldText';
import { FORM_INSIDE, formExtraFor, formPanelsFor } from './formExtras';
import { MediaPicker } from './MediaPicker';
import { RefSelect } from './RefSelect';
import { ResourceList } from './ResourceList';
import { fromZonedWall, toZonedWall, zonedNow } from './zonedTime';
import '../approval/approvalI18n';

// The rich-text editor (tiptap and ProseMirror, about 110 kB compressed) is a chunk of its own,
// fetched only by a form that has a rich-text field. (Once it sat in this chunk because the bundler
// hoisted what it shares with the admin into chunks the portal preloaded; the first-load groups of
// vite.config.ts keep the portal's first load to what it imports statically now.)
const RichTextEditor = lazy(() => import('./RichTextEditor'));

// biome-ignore lint/suspicious/noExplicitAny: a custom widget receives what Form.Item injects
export type CustomWidgets = Record<string, ComponentType<any>>;
type Props = { resource: Resource; basePath: string; id?: number; title?: ReactNode; /** Custom widgets by field name; they get the raw value. */ widgets?: CustomWidgets };
type Values = Record<string, unknown>;

/** Stored value -> form widget value. */
function toForm(c: Column, v: unknown, isRaw = false): unknown {
  if (v === null || v === undefined) return undefined;
  if (isRaw) return v;
  if (c.def.kind === 'date') return dayjs(String(v));
  // Shown in Asia/Ho_Chi_Minh whatever the browser's zone (zonedTime.ts).
  if (c.def.kind === 'datetime') return toZonedWall(String(v));
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
    if (dayjs.isDayjs(v)) v = c.def.kind === 'date' ? (v as Dayjs).format('YYYY-MM-DD') : fromZonedWall(v as Dayjs);
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
  // A flag shown as its opposite's control ("hidden" beside "shown") is written as the opposite.
  for (const c of writableColumns(r)) {
    if (c.def.kind === 'flag' && c.def.inverseOf && typeof data[c.def.inverseOf] === 'boolean') data[c.name] = !data[c.def.inverseOf];
  }
  // Lines edited with the record (ADR 0004): each line keeps its id; the ones left out are removed.
  for (const l of r.lines ?? []) {
    const key = l.key ?? l.resource;
    const lr = loadedResource(l.resource);
    const list = values[key];
    if (!lr || !Array.isArray(list)) continue;
    data[key] = list.map((line: Values) => {
      const lineId = line?.id;
      const own = toPayload(lr, line ?? {}, lineId ? 'update' : 'create');
      jsonErrors.push(...own.jsonErrors.map((f) => `${key}.${f}`));
      const { [l.field]: _parent, ...rest } = own.data;
      return lineId ? { id: lineId, ...rest } : rest;
    });
  }
  return { data, jsonErrors };
}

/** The columns of a line resource a person fills in (not the parent reference). */
const lineColumns = (l: LinesDecl, lr: Resource): Column[] => writableColumns(lr).filter((c) => c.name !== l.field && !(c.def.kind === 'flag' && c.def.inverseOf));

/** A line's own lines (lines of lines) as form values, keyed as in the payload. */
function nestedToForm(lr: Resource, row: DomainRow | undefined): Values {
  const out: Values = {};
  for (const nl of lr.lines ?? []) {
    const nlr = loadedResource(nl.resource);
    if (nlr) out[nl.key ?? nl.resource] = linesToForm(nl, nlr, row?.[nl.key ?? nl.resource]);
  }
  return out;
}

/** Stored lines -> form values, with their own lines (a new record starts with its declared minimum of empty lines). */
function linesToForm(l: LinesDecl, lr: Resource, rows: unknown): Values[] {
  const cols = lineColumns(l, lr);
  const fresh = (): Values => ({
    ...Object.fromEntries(cols.flatMap((c) => ('default' in c.def && c.def.default !== undefined ? [[c.name, c.def.default]] : []))),
    ...nestedToForm(lr, undefined),
  });
  if (!Array.isArray(rows)) return Array.from({ length: l.min ?? 0 }, fresh);
  return rows.map((row: DomainRow) => ({ id: row.id, ...Object.fromEntries(cols.map((c) => [c.name, toForm(c, row[c.name])])), ...nestedToForm(lr, row) }));
}

/** What a grid of lines needs from the form: its widgets, a line's columns, a fresh line. */
const GRID_KIT: GridKit = {
  input: (c, parentPath) => <Widget c={c} parentPath={parentPath} />,
  columns: lineColumns,
  fresh: (l, lr) => linesToForm({ ...l, min: 1 }, lr, undefined)[0] as Values,
};


/**
 * A line's reference picker that offers what its record's parent allows (`offerFromParent`): the
 * target's list filters valued by the parent's fields as the form has them now (a quoted price's
 * item among the items of its quotation's review). A filter whose parent field is empty is left out.
 */
// biome-ignore lint/suspicious/noExplicitAny: props injected by Form.Item differ per control
function ParentOfferSelect({ def, parentPath, ...control }: { def: RefField; parentPath: (string | number)[]; [injected: string]: any }) {
  const form = Form.useFormInstance();
  const parent = (Form.useWatch(parentPath, { form, preserve: true }) ?? {}) as Values;
  const fromParent = Object.entries(def.offerFromParent ?? {}).flatMap(([f, from]) => {
    const v = parent[from];
    return v === null || v === undefined || v === '' ? [] : [[f, String(v)]];
  });
  const where = { ...def.where, ...def.offer, ...Object.fromEntries(fromParent) };
  return <RefSelect {...control} target={def.target} where={Object.keys(where).length > 0 ? where : undefined} />;
}

/** Form.Item passes value/onChange (or checked) and id to its child: they go to the control. */
// biome-ignore lint/suspicious/noExplicitAny: props injected by Form.Item differ per control
function Widget({ c, disabled, parentPath, ...control }: { c: Column; disabled?: boolean; parentPath?: (string | number)[]; [injected: string]: any }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const def = c.def;
  const label = labelOf(c, lang);
  const common = { ...control, disabled, 'aria-label': label };
  switch (def.kind) {
    case 'text':
      return def.multiline ? <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 8 }} showCount={{ formatter: ({ count }) => `${count}/${def.max}` }} /> : <Input {...common} showCount={def.max <= 255 ? { formatter: ({ count }) => `${count}/${def.max}` } : false} />;
    case 'richText':
      return (
        <Suspense
          fallback={
            <div className="rte rte--loading" aria-busy="true">
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            </div>
          }
        >
          <RichTextEditor {...common} />
        </Suspense>
      );
    case 'money':
      // Whole đồng, grouped the Vietnamese way (1.250.000 ₫) as it is typed.
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          precision={0}
          suffix="₫"
          formatter={(v) => String(v ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, '.')}
          parser={(v) => String(v ?? '').replace(/[^\d-]/g, '')}
        />
      );
    case 'integer':
    case 'number':
    case 'coordinate':
      return <InputNumber {...common} style={{ width: '100%' }} precision={def.kind === 'integer' ? 0 : undefined} step={def.kind === 'number' ? 10 ** -Math.min(def.scale, 2) : undefined} />;
    case 'flag':
      return <Switch {...common} />;
    case 'date':
      return <DatePicker {...common} format={['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD']} style={{ width: '100%' }} />;
    case 'datetime':
      return <ZonedDateTimePicker {...common} />;
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
      if (def.offerFromParent && parentPath) return <ParentOfferSelect {...common} def={def} parentPath={parentPath} />;
      return <RefSelect {...common} target={def.target} where={def.offer ? { ...def.where, ...def.offer } : def.where} />;
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

/** The first is shown; any of them is read when typed (with or without seconds, one-digit day, month or hour). */
const DATE_TIME_FORMATS = ['DD/MM/YYYY HH:mm', 'DD/MM/YYYY HH:mm:ss', 'D/M/YYYY H:mm', 'D/M/YYYY H:mm:ss', 'DD/MM/YYYY'];

/**
 * A date-time picker in Asia/Ho_Chi_Minh (zonedTime.ts): its own "Now" is the portal zone's now
 * (the picker's built-in one would be the browser's).
 */
// biome-ignore lint/suspicious/noExplicitAny: props injected by Form.Item
function ZonedDateTimePicker({ onChange, ...props }: { onChange?: (v: Dayjs | null) => void; [injected: string]: any }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <DatePicker
      {...props}
      onChange={onChange}
      open={isOpen}
      onOpenChange={setOpen}
      // Hours and minutes, as people write them; a typed value counts as soon as it reads as a
      // date and time (no OK button), and Enter keeps it without sending the form (issue 38).
      showTime={{ format: 'HH:mm' }}
      showNow={false}
      needConfirm={false}
      format={DATE_TIME_FORMATS}
      style={{ width: '100%' }}
      renderExtraFooter={() => (
        <Button
          type="link"
          size="small"
          data-testid="picker-now"
          onClick={() => {
            onChange?.(zonedNow());
            setOpen(false);
          }}
        >
          {t('form.nowHcm')}
        </Button>
      )}
    />
  );
}

const NO_WIDGETS: CustomWidgets = {};

export function ResourceForm({ resource: r, basePath, id, title, widgets = NO_WIDGETS }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const mode: 'create' | 'update' = id ? 'update' : 'create';
  const { ability, user } = useSession();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'vi' | 'en'>('vi');
  const [isSaving, setSaving] = useState(false);
  const record = useQuery({ queryKey: [r.path, 'one', id], enabled: !!id, queryFn: () => api.get<ApiRow>(`${r.path}/${id}`) });
  // A flag written as another's opposite has no control of its own.
  const cols = useMemo(() => writableColumns(r).filter((c) => !(c.def.kind === 'flag' && c.def.inverseOf)), [r]);
  const groups = r.form?.groups ?? [];
  const grouped = new Set(groups.flatMap((g) => g.fields));
  const localizedCols = cols.filter((c) => isLocalized(c.def) && !grouped.has(c.field));
  const generalCols = cols.filter((c) => !isLocalized(c.def) && !grouped.has(c.field));
  const [search] = useSearchParams();
  const initialValues = useMemo(() => {
    const v: Values = {};
    for (const c of cols) {
      if (record.data) v[c.name] = toForm(c, record.data[c.name], c.name in widgets);
      else if (c.def.kind === 'ref' && /^[1-9]\d*$/.test(search.get(c.name) ?? '')) v[c.name] = Number(search.get(c.name));
      else if ('default' in c.def && c.def.default !== undefined) v[c.name] = c.def.default;
      else if (c.def.kind === 'date' && c.def.isTodayByDefault) v[c.name] = dayjs(zonedNow().format('YYYY-MM-DD'));
      else if (c.def.kind === 'text' && c.def.defaultFrom === 'userName' && user) v[c.name] = user.full_name || user.username;
    }
    for (const l of r.lines ?? []) {
      const lr = loadedResource(l.resource);
      if (lr) v[l.key ?? l.resource] = linesToForm(l, lr, record.data?.[l.key ?? l.resource]);
    }
    return v;
  }, [r, cols, record.data, widgets, search, user]);
  // "Save and submit for approval": offered where the workflow lets this user submit from the record's status.
  const status = record.data ? String(record.data.status ?? '') : (r.workflow?.initial ?? '');
  // What the server says this user may do with this record (its rules, positions and status); a new record goes by the rights.
  const abilities = useQuery({
    queryKey: [r.path, 'abilities', id],
    enabled: !!id,
    queryFn: () => api.get<Abilities>(`${r.path}/${id}/abilities`, undefined, { quietError: true }),
  });
  const can = id ? abilities.data : undefined;
  // Resources with an approval chain submit through the engine (POST /{id}/submit), not a status move;
  // one submitted on create (`submitOnCreate`) is submitted by the server itself.
  const submitTo = r.approval
    ? (can ? can.approval?.submit : !id && !r.approval.submitOnCreate && r.approval.submitFrom.includes(status) && canDo(ability, r.writeRight ?? 'edit', r.subject))
      ? r.approval.pending
      : undefined
    : can
      ? can.moves.find((x) => x.action === 'submit')?.to
      : r.workflow?.transitions.find(
          (x) => x.from === status && x.action === 'submit' && r.workflow && checkTransition(r.workflow, status, x.to, (right) => canDo(ability, right, r.subject)).ok,
        )?.to;
  // A record under approval that the server says this user may not update (pending, approved, another's) is read-only here.
  const isLocked = !!(r.approval && r.workflow && record.data && (can ? !can.update : !isEditable(r.workflow, status)));
  // A record this user may read but not change (a project's observer, a reader without edit): shown, not refused.
  const isReadOnly = !!(id && record.data && (can ? !can.update : !canDo(ability, r.writeRight ?? 'edit', r.subject)));

  const issueFor = (field: string): string | null => {
    const { data, jsonErrors } = toPayload(r, form.getFieldsValue(true), mode);
    if (jsonErrors.includes(field)) return issueMessage(r, field, 'validation.json', {}, lang);
    const res = validateInput(r, data, { mode, existing: record.data as DomainRow | undefined });
    if (res.ok) return null;
    const issue = res.issues.find((i) => i.field === field);
    return issue ? issueMessage(r, field, issue.key, issue.params, lang) : null;
  };

  const save = async (isSubmit = false) => {
    const values = form.getFieldsValue(true);
    const { data } = toPayload(r, values, mode);
    setSaving(true);
    try {
      const saved = id ? await api.put<ApiRow>(`${r.path}/${id}`, data, { quietError: true, quietSuccess: isSubmit }) : await api.post<ApiRow>(r.path, data, { quietError: true, quietSuccess: isSubmit });
      if (isSubmit && submitTo) {
        try {
          if (r.approval) await api.post(`${r.path}/${saved.id}/submit`);
          else await api.post(`${r.path}/${saved.id}/status`, { status: submitTo });
        } catch {
          // Saved, not submitted: stay on the record (the error was shown).
          await queryClient.invalidateQueries({ queryKey: [r.path] });
          if (!id) navigate(`${basePath}/${saved.id}`);
          return;
        }
      }
      await queryClient.invalidateQueries({ queryKey: [r.path] });
      if (isSubmit && r.approval) {
        // Stay on the record: its approval panel shows where the request now waits.
        await queryClient.invalidateQueries({ queryKey: ['approval'] });
        navigate(`${basePath}/${saved.id}`);
      } else navigate(basePath);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length > 0) {
        form.setFields(e.errors.filter((x) => r.columnByName.has(x.field)).map((x) => ({ name: x.field, errors: [x.message] })));
        // A line's field at any depth: `<key>[<index>].<field>`, `items[1].parts[0].unit_price`.
        form.setFields(
          e.errors.flatMap((x) => {
            const name = issuePath(x.field);
            return name ? [{ name, errors: [x.message] }] : [];
          }),
        );
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

  const submitIntent = useRef(false);
  const onFinish = async () => {
    const isSubmit = submitIntent.current;
    submitIntent.current = false;
    const values = form.getFieldsValue(true);
    const missing = localizedCols.filter((c) => c.lang === 'en' && !values[c.name] && values[c.field]).map((c) => labelOf(r.columnByName.get(c.field) as Column, lang));
    if (missing.length > 0) {
      modal.confirm({
        title: t('form.missingEnTitle'),
        content: t('form.missingEnText', { fields: missing.join(', ') }),
        okText: t('form.saveAnyway'),
        cancelText: t('form.addEnglish'),
        onOk: () => save(isSubmit),
        onCancel: () => setTab('en'),
      });
      return;
    }
    await save(isSubmit);
  };

  if (!id && !canDo(ability, r.writeRight ?? 'edit', r.subject)) return <Result status="403" title="403" subTitle={t('error.forbidden')} />;
  if (id && record.isLoading) return <Skeleton active />;
  if (id && record.isError) return <Result status="404" title={t('notFound.record')} extra={<Link to={basePath}>{t('common.back')}</Link>} />;

  const Extra = formExtraFor(r);
  const panels = id && record.data ? formPanelsFor(r) : [];
  const Inside = FORM_INSIDE[r.name];
  // A numbered code (declared `numbering`) may be left empty on create: the server gives the next one.
  const isAutoCode = (c: Column) => id === undefined && r.numbering?.field === c.name;
  const item = (c: Column) => (
    <Form.Item
      key={c.name}
      name={c.name}
      label={labelOf(c, lang)}
      required={c.required && !isAutoCode(c)}
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
      extra={c.lang === 'en' ? t('form.englishOptional') : isAutoCode(c) ? t('form.autoCode') : c.def.help?.[lang]}
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
  // The record's title in the reader's language (a localized title's English twin when there is one).
  const titleCol = r.titleField ? r.columnByName.get(r.titleField) : undefined;
  const recordTitle =
    record.data && r.titleField ? String((lang === 'en' && titleCol && isLocalized(titleCol.def) && record.data[`${r.titleField}_en`]) || (record.data[r.titleField] ?? '')) : '';
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <Link to={basePath} className="admin-page__back">
            <ArrowLeftOutlined /> {r.label[lang]}
          </Link>
          <h1 className="admin-page__title">{title ?? ((isLocked || isReadOnly) && recordTitle ? recordTitle : id ? t('form.editTitle', { name: r.label[lang] }) : t('form.addTitle', { name: r.label[lang] }))}</h1>
        </div>
        {id && Extra ? <Extra id={id} /> : null}
      </div>
      {id && record.data
        ? panels.map((Panel, i) => (
            // A panel may be loaded with its screen (lazy): the form shows while it arrives.
            <Suspense key={Panel.displayName ?? (Panel.name || i)} fallback={null}>
              <Panel resource={r} id={id} record={record.data as ApiRow} hasUnsavedChanges={() => form.isFieldsTouched()} />
            </Suspense>
          ))
        : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        scrollToFirstError
        key={record.dataUpdatedAt}
        disabled={isLocked || isReadOnly}
        data-testid="resource-form"
        // Enter in a date field confirms the typed date (the picker handles it); it does not submit the form.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).closest?.('.ant-picker')) e.preventDefault();
        }}
        onFinishFailed={({ errorFields }) => {
          submitIntent.current = false;
          const first = String(errorFields[0]?.name?.[0] ?? '');
          const c = r.columnByName.get(first);
          if (c?.lang) setTab(c.lang);
        }}
      >
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
        {(r.lines ?? []).map((l) => (l.display === 'grid' ? <LinesGridCard key={l.key ?? l.resource} decl={l} kit={GRID_KIT} /> : <LinesEditor key={l.key ?? l.resource} decl={l} />))}
        {groups.map((g) => {
          const list = cols.filter((c) => g.fields.includes(c.field) && c.lang !== 'en');
          return list.length > 0 ? (
            <Card key={g.key} className="admin-card" title={g.label[lang]} data-testid={`form-group-${g.key}`}>
              {g.help ? <Typography.Paragraph type="secondary">{g.help[lang]}</Typography.Paragraph> : null}
              {grid(list)}
            </Card>
          ) : null;
        })}
        {/* Figures from the values being typed: after every field they read (the lines and the groups). */}
        {Inside ? <Inside /> : null}
        <div className="form-actions">
          {isLocked ? <Typography.Text type="secondary" data-testid="form-locked">{t('approval.locked')}</Typography.Text> : null}
          {isReadOnly && !isLocked ? <Typography.Text type="secondary" data-testid="form-read-only">{t('form.readOnly')}</Typography.Text> : null}
          <Space>
            <Link to={basePath}>
              <Button disabled={false}>{isLocked || isReadOnly ? t('common.back') : t('common.cancel')}</Button>
            </Link>
            {isLocked || isReadOnly ? null : (
              <Button type={submitTo ? 'default' : 'primary'} htmlType="submit" icon={<SaveOutlined />} loading={isSaving}>
                {t('common.save')}
              </Button>
            )}
            {submitTo ? (
              <Button
                type="primary"
                htmlType="submit"
                icon={<SendOutlined />}
                loading={isSaving}
                onClick={() => {
                  submitIntent.current = true;
                }}
                data-testid="save-submit"
              >
                {t('form.saveAndSubmit')}
              </Button>
            ) : null}
          </Space>
        </div>
      </Form>
      {id && r.workflow ? <StatusHistory resource={r} id={id} /> : null}
      {id && (r.children ?? []).length > 0 ? <ChildTabs resource={r} id={id} /> : null}
    </div>
  );
}

/** A record's declared children (a staff file's contracts, salaries...), each its own list fixed to this record. */
function ChildTabs({ resource: r, id }: { resource: Resource; id: number }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  const tabs = (r.children ?? []).flatMap((c) => {
    const child = loadedResource(c.resource);
    return child && canDo(ability, 'view', child.subject) ? [{ decl: c, child }] : [];
  });
  if (tabs.length === 0) return null;
  return (
    <Card className="admin-card child-tabs" data-testid="child-tabs">
      <Tabs
        destroyOnHidden
        items={tabs.map(({ decl, child }) => ({
          key: child.name,
          label: (decl.label ?? child.label)[lang],
          children: <ResourceList resource={child} basePath={`/admin/${child.path}`} presetFilters={{ [decl.field]: String(id) }} isEmbedded />,
        }))}
      />
    </Card>
  );
}

type LogEntry = { id: number; created_date: string; username: string | null; action: string; updated_data: { status?: string; reason?: string } | null };

/** A record's status changes with their reasons (the record's history in the activity log). */
function StatusHistory({ resource: r, id }: { resource: Resource; id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const log = useQuery({
    queryKey: [r.path, 'history', id],
    queryFn: () => api.get<{ items: LogEntry[] }>('activity-log', { f_activity_context: r.name, f_record_id: id, limit: 50 }, { quietError: true }),
  });
  // A create or an edit logs the whole record: its status is not a move (an edit keeps it), and a
  // field named "reason" (a recruitment's reason to hire) is not the reason of a move.
  const moves = (log.data?.items ?? []).filter((e) => e.updated_data?.status && e.action !== 'update');
  const isMove = (e: LogEntry) => e.action !== 'create';
  if (moves.length === 0) return null;
  return (
    <Card className="admin-card" title={t('form.history')} data-testid="status-history">
      <Timeline
        items={moves.map((e) => ({
          key: e.id,
          content: (
            <div>
              <Typography.Text strong>{statusLabel(String(e.updated_data?.status), lang, r.workflow)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {formatDate(e.created_date, 'DD/MM/YYYY HH:mm:ss')} · {e.username ?? t('form.bySystem')}
              </Typography.Text>
              {isMove(e) && e.updated_data?.reason ? <div data-testid="history-reason">{t('workflow.reasonShown', { reason: e.updated_data.reason })}</div> : null}
            </div>
          ),
        }))}
      />
    </Card>
  );
}

/**
 * A record's lines (a process's steps, a poll's answers) edited with it: a card per line with the
 * line resource's fields, moved up or down (the order is stored), removed, added within the
 * declared minimum and maximum.
 */
function LinesEditor({ decl: l }: { decl: LinesDecl }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const lr = loadedResource(l.resource);
  if (!lr) return null;
  const key = l.key ?? l.resource;
  const cols = lineColumns(l, lr);
  const max = l.max ?? 500;
  const min = l.min ?? 0;
  return (
    <Card className="admin-card form-lines" title={listLabel(lr, lang)} data-testid={`form-lines-${key}`}>
      {min > 0 ? <Typography.Paragraph type="secondary">{t('form.linesHint', { min, max })}</Typography.Paragraph> : null}
      <Form.List name={key}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((f, i) => (
              <Card
                key={f.key}
                size="small"
                className="form-lines__line"
                data-testid={`form-line-${key}-${i}`}
                title={`${lr.label[lang]} ${i + 1}`}
                extra={
                  <Space size={0}>
                    <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('form.lineUp')} />
                    <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} aria-label={t('form.lineDown')} />
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={fields.length <= min} onClick={() => remove(f.name)} aria-label={t('form.lineRemove')} />
                  </Space>
                }
              >
                <Row gutter={16}>
                  {cols.map((c) => (
                    <Col key={c.name} xs={24} md={c.def.kind === 'richText' || c.def.kind === 'json' || (c.def.kind === 'text' && c.def.multiline) ? 24 : 12} xl={c.def.kind === 'refs' ? 16 : 8}>
                      <Form.Item name={[f.name, c.name]} label={labelOf(c, lang)} required={c.required} valuePropName={c.def.kind === 'flag' ? 'checked' : 'value'} extra={c.def.help?.[lang]}>
                        <Widget c={c} />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
                {(lr.lines ?? []).map((nl) => {
                  const nlr = loadedResource(nl.resource);
                  const nk = nl.key ?? nl.resource;
                  return nlr ? (
                    <div key={nk} className="form-grid__nested">
                      <Typography.Text strong>{listLabel(nlr, lang)}</Typography.Text>
                      <LinesGrid decl={nl} path={[key, f.name, nk]} name={[f.name, nk]} kit={GRID_KIT} depth={1} />
                    </div>
                  ) : null;
                })}
              </Card>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= max} onClick={() => add(linesToForm({ ...l, min: 1 }, lr, undefined)[0])} data-testid={`form-line-add-${key}`}>
              {t('form.lineAdd', { name: lr.label[lang].toLowerCase() })}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
