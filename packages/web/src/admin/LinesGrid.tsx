/**
 * A record's lines edited as a table (`lines: [{ display: 'grid' }]`, ADR 0018): one row per line
 * with an input per writable column, computed columns (a `formula`) read-only and worked out as one
 * types (lineFigures.ts, exact), a footer with the declared totals, and a line's own lines in its
 * expanded row as a grid of their own. Keyboard: Tab walks the inputs row by row; Enter moves to the
 * same column of the next row, adding a row past the last; a row holding data asks before it is
 * removed. On a phone the table scrolls sideways.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Column, LinesDecl, Resource } from '@portal/domain/resource';
import { Button, Card, Form, Popconfirm, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedResource } from './declarations';
import { labelOf, listLabel } from './fieldText';
import { formatFigure, formulaValue, isComputed, totalOf } from './lineFigures';

type Values = Record<string, unknown>;
type NamePath = (string | number)[];
type Field = { key: number; name: number };

export type GridKit = {
  /** The input of a writable column (the form's own widget); `parentPath`: where the record holding the line is in the form ([] for the form's record). */
  input: (c: Column, parentPath: NamePath) => ReactNode;
  /** The columns a person fills in for a line (not the parent reference). */
  columns: (l: LinesDecl, lr: Resource) => Column[];
  /** A fresh line's values (defaults, and its own lines' declared minimum). */
  fresh: (l: LinesDecl, lr: Resource) => Values;
};

const hasData = (v: unknown): boolean => {
  if (v === null || v === undefined || v === '') return false;
  if (Array.isArray(v)) return v.some(hasData);
  if (typeof v === 'object' && !('$d' in (v as object))) return Object.entries(v as Values).some(([k, x]) => k !== 'id' && hasData(x));
  return true;
};

const widthOf = (c: Column): number => {
  switch (c.def.kind) {
    case 'money':
      return 170;
    case 'number':
    case 'integer':
      return 130;
    case 'flag':
      return 80;
    case 'date':
      return 150;
    case 'datetime':
      return 210;
    default:
      return 220;
  }
};

/**
 * One grid: `path` is the list's full name in the form (`['items']`, `['items', 0, 'parts']`),
 * `name` its name under the enclosing list (the same at the top).
 */
export function LinesGrid({ decl: l, path, name, kit, depth = 0 }: { decl: LinesDecl; path: NamePath; name: NamePath; kit: GridKit; depth?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(path, form) ?? []) as (Values | undefined)[];
  const box = useRef<HTMLDivElement>(null);
  const lr = loadedResource(l.resource);
  if (!lr) return null;
  const inputs = kit.columns(l, lr);
  const computed = lr.columns.filter((c) => isComputed(c) && !inputs.includes(c));
  const shown = [...inputs, ...computed];
  const totals = (l.totals ?? []).flatMap((f) => (lr.columnByName.get(f) ? [lr.columnByName.get(f) as Column] : []));
  const nested = (lr.lines ?? []).filter((x) => loadedResource(x.resource));
  const max = l.max ?? 500;
  const min = l.min ?? 0;
  const testId = `form-grid-${[...path].join('-')}`;

  const focusCell = (row: number, column: number) => {
    const cell = box.current?.querySelector<HTMLElement>(`[data-grid-cell="${row}:${column}"]`);
    cell?.querySelector<HTMLElement>('input, textarea, [tabindex="0"]')?.focus();
  };

  return (
    <div className={`form-grid${depth > 0 ? ' form-grid--nested' : ''}`} ref={box} data-testid={testId}>
      <Form.List name={name}>
        {(fields, { add, remove }) => {
          const addRow = () => {
            if (fields.length >= max) return;
            add(kit.fresh(l, lr));
            setTimeout(() => focusCell(fields.length, 0), 0);
          };
          // Enter: the same column one row down, a new row past the last (not the form's submit).
          const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
            if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
            const target = e.target as HTMLElement;
            if (target.tagName === 'TEXTAREA' || target.closest('.ant-select, .ant-picker')) return;
            const cell = target.closest<HTMLElement>('[data-grid-cell]');
            if (!cell || cell.closest('.form-grid') !== box.current) return;
            e.preventDefault();
            e.stopPropagation();
            const [row, column] = (cell.dataset.gridCell ?? '0:0').split(':').map(Number) as [number, number];
            if (row + 1 < fields.length) focusCell(row + 1, column);
            else addRow();
          };
          const columns: ColumnsType<Field> = [
            { key: '#', title: '#', width: 48, align: 'right', render: (_: unknown, _f: Field, i: number) => i + 1 },
            ...shown.map((c, ci) => ({
              key: c.name,
              title: (
                <span>
                  {labelOf(c, lang)}
                  {c.required && !isComputed(c) ? <span className="form-grid__required"> *</span> : null}
                </span>
              ),
              width: widthOf(c),
              align: (isComputed(c) ? 'right' : 'left') as 'right' | 'left',
              render: (_: unknown, f: Field, i: number) =>
                isComputed(c) ? (
                  <span className="form-grid__computed" data-testid={`${testId}-${i}-${c.name}`}>
                    {formatFigure(c, formulaValue(c, rows[f.name]))}
                  </span>
                ) : (
                  <div data-grid-cell={`${i}:${ci}`}>
                    <Form.Item name={[f.name, c.name]} valuePropName={c.def.kind === 'flag' ? 'checked' : 'value'} style={{ marginBottom: 0 }}>
                      {kit.input(c, path.slice(0, -1))}
                    </Form.Item>
                  </div>
                ),
            })),
            {
              key: 'remove',
              width: 56,
              align: 'center',
              render: (_: unknown, f: Field, i: number) => {
                const button = (onClick?: () => void) => (
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={fields.length <= min} onClick={onClick} aria-label={t('form.gridRemoveRow', { n: i + 1 })} data-testid={`${testId}-remove-${i}`} />
                );
                // A row with data asks first; an empty one goes at once.
                return hasData(rows[f.name]) && fields.length > min ? (
                  <Popconfirm title={t('form.gridRemoveConfirm', { n: i + 1 })} okText={t('form.lineRemove')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove(f.name)}>
                    {button()}
                  </Popconfirm>
                ) : (
                  button(() => remove(f.name))
                );
              },
            },
          ];
          return (
            <>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter moves between the inputs inside */}
              <div onKeyDown={onKeyDown}>
                <Table<Field>
                  size="small"
                  bordered
                  pagination={false}
                  rowKey="key"
                  dataSource={fields}
                  columns={columns}
                  scroll={{ x: 'max-content' }}
                  locale={{ emptyText: t('form.gridEmpty') }}
                  expandable={
                    nested.length > 0
                      ? {
                          // Open at first (a stored record's lines show their own; a server error on them lands on a visible input).
                          defaultExpandAllRows: true,
                          expandedRowRender: (f: Field) =>
                            nested.map((nl) => {
                              const nlr = loadedResource(nl.resource) as Resource;
                              const nk = nl.key ?? nl.resource;
                              return (
                                <div key={nk} className="form-grid__nested">
                                  <Typography.Text strong>{listLabel(nlr, lang)}</Typography.Text>
                                  <LinesGrid decl={nl} path={[...path, f.name, nk]} name={[f.name, nk]} kit={kit} depth={depth + 1} />
                                </div>
                              );
                            }),
                        }
                      : undefined
                  }
                  summary={
                    totals.length > 0
                      ? () => {
                          // The label spans the row number and the first column when that one has no total.
                          const off = nested.length > 0 ? 1 : 0;
                          const span = shown[0] && !totals.includes(shown[0]) ? 2 : 1;
                          return (
                            <Table.Summary>
                              <Table.Summary.Row className="form-grid__totals">
                                {off > 0 ? <Table.Summary.Cell index={0} /> : null}
                                <Table.Summary.Cell index={off} colSpan={span}>
                                  <Typography.Text strong>{t('form.gridTotal')}</Typography.Text>
                                </Table.Summary.Cell>
                                {shown.slice(span - 1).map((c, ci) => {
                                  const isTotal = totals.includes(c);
                                  return (
                                    <Table.Summary.Cell key={c.name} index={off + span + ci} align={isTotal ? 'right' : undefined}>
                                      {isTotal ? (
                                        <Typography.Text strong data-testid={`${testId}-total-${c.name}`}>
                                          {formatFigure(c, totalOf(c, rows))}
                                        </Typography.Text>
                                      ) : null}
                                    </Table.Summary.Cell>
                                  );
                                })}
                                <Table.Summary.Cell index={off + 1 + shown.length} />
                              </Table.Summary.Row>
                            </Table.Summary>
                          );
                        }
                      : undefined
                  }
                />
              </div>
              <Button type="dashed" size="small" icon={<PlusOutlined />} disabled={fields.length >= max} onClick={addRow} className="form-grid__add" data-testid={`${testId}-add`}>
                {t('form.gridAddRow', { name: lr.label[lang].toLowerCase() })}
              </Button>
            </>
          );
        }}
      </Form.List>
    </div>
  );
}

/** The card around a record's grid of lines (the top level). */
export function LinesGridCard({ decl: l, kit }: { decl: LinesDecl; kit: GridKit }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const lr = loadedResource(l.resource);
  if (!lr) return null;
  const key = l.key ?? l.resource;
  const min = l.min ?? 0;
  return (
    <Card className="admin-card form-lines form-lines--grid" title={listLabel(lr, lang)} data-testid={`form-lines-${key}`}>
      {min > 0 ? <Typography.Paragraph type="secondary">{t('form.linesHint', { min, max: l.max ?? 500 })}</Typography.Paragraph> : null}
      <Typography.Paragraph type="secondary" className="form-grid__hint">
        {t('form.gridHint')}
      </Typography.Paragraph>
      <LinesGrid decl={l} path={[key]} name={[key]} kit={kit} />
    </Card>
  );
}
