/**
 * A light table of our own for the portal's read-only lists (issue 35, docs/performance.md "Inner
 * pages to 330 KB, part 3"): antd's Table with its pagination, selection and virtual list costs
 * about 31 KB compressed on every page that shows one; this is plain markup with antd's look
 * (plainTable.css, antd's design tokens as CSS variables).
 *
 * What it does: columns with render functions, row keys, an empty state (antd's simple Empty), a
 * loading state (a skeleton before the first rows, greyed rows while reloading), rows that open
 * below themselves (a button with `aria-expanded`; on a phone the whole row may toggle), row
 * selection with plain checkboxes (and one for the page in the header), a summary in the foot, and
 * simple paging: previous / next and "page x of y", over the rows given (`pageSize`) or done by the
 * server (`paging`). It scrolls sideways inside its box on a narrow screen.
 */
import { Empty, Skeleton } from 'antd';
import { Fragment, type HTMLAttributes, type Key, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './plainTable.css';
import './plainTableI18n';

export type PlainColumn<T> = {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The title is read by screen readers only (an actions column). */
  isTitleHidden?: boolean;
  className?: string;
};

/** Paging done by the server: the current page (from 1), its size and the total count. */
export type PlainPaging = { page: number; pageSize: number; total: number; onChange: (page: number) => void };

export type PlainTableProps<T> = {
  rows: readonly T[];
  columns: readonly PlainColumn<T>[];
  rowKey: (row: T) => Key;
  size?: 'small' | 'middle';
  /** What shows when there is no row (default: antd's simple Empty saying there is no data). */
  empty?: ReactNode;
  /** Rows are being loaded: a skeleton while there is none yet, the rows greyed otherwise. */
  loading?: boolean;
  /** Rows that open below themselves; `label` names the toggle for screen readers. */
  expandable?: { render: (row: T) => ReactNode; isExpandable?: (row: T) => boolean; label: string; isRowClick?: boolean };
  /** Row selection with checkboxes; `label` names a row's checkbox. */
  selection?: { keys: readonly Key[]; onChange: (keys: Key[]) => void; label: (row: T) => string; isDisabled?: (row: T) => boolean };
  /** The server pages: show its pager. */
  paging?: PlainPaging;
  /** Page the rows given, this many a page (a pager shows when there are more). */
  pageSize?: number;
  /** Rows of the table's foot (`<tr>`s): totals. */
  summary?: ReactNode;
  /** More attributes of a row (`data-testid`, a class name). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

export function PlainTable<T>(props: PlainTableProps<T>) {
  const { rows, columns, rowKey, size = 'middle', empty, loading = false, expandable, selection, paging, pageSize, summary, rowProps, className } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<Key>>(() => new Set());
  const [localPage, setLocalPage] = useState(1);
  const pages = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  // Fewer rows than before (a filter, a deletion): stay on a page that has some.
  useEffect(() => {
    if (localPage > pages) setLocalPage(pages);
  }, [localPage, pages]);
  const page = Math.min(localPage, pages);
  const shown = pageSize ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
  const toggle = (key: Key) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const width = columns.length + (expandable ? 1 : 0) + (selection ? 1 : 0);
  const selectable = selection ? shown.filter((r) => !selection.isDisabled?.(r)).map(rowKey) : [];
  const chosen = new Set(selection?.keys ?? []);
  const chosenHere = selectable.filter((k) => chosen.has(k)).length;
  const selectPage = (on: boolean) => {
    if (!selection) return;
    const others = (selection.keys ?? []).filter((k) => !selectable.includes(k));
    selection.onChange(on ? [...others, ...selectable] : others);
  };
  const selectRow = (key: Key, on: boolean) => {
    if (!selection) return;
    const rest = selection.keys.filter((k) => k !== key);
    selection.onChange(on ? [...rest, key] : rest);
  };
  const cls = ['plain-table', `plain-table--${size}`, loading && rows.length > 0 ? 'plain-table--loading' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className="plain-table__box" data-testid={props['data-testid']}>
      <div className="plain-table__scroll">
        <table className={cls} aria-label={props['aria-label']} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {selection ? (
                <th className="plain-table__select">
                  <PageCheckbox label={t('table.selectPage')} checked={selectable.length > 0 && chosenHere === selectable.length} mixed={chosenHere > 0 && chosenHere < selectable.length} disabled={selectable.length === 0} onChange={selectPage} />
                </th>
              ) : null}
              {expandable ? (
                <th className="plain-table__expand">
                  <span className="plain-table__sr">{expandable.label}</span>
                </th>
              ) : null}
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.className} style={{ textAlign: c.align, width: c.width }}>
                  {c.isTitleHidden ? <span className="plain-table__sr">{c.title}</span> : c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr className="plain-table__placeholder">
                <td colSpan={width}>{loading ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : (empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} />)}</td>
              </tr>
            ) : (
              shown.map((row, i) => {
                const key = rowKey(row);
                const canOpen = !!expandable && (expandable.isExpandable?.(row) ?? true);
                const isOpen = canOpen && open.has(key);
                const extra = rowProps?.(row);
                const isChosen = chosen.has(key);
                return (
                  <Fragment key={key}>
                    <tr
                      {...extra}
                      className={['plain-table__row', isChosen ? 'plain-table__row--selected' : '', canOpen && expandable?.isRowClick ? 'plain-table__row--click' : '', extra?.className ?? ''].filter(Boolean).join(' ')}
                      data-row-key={String(key)}
                      onClick={
                        canOpen && expandable?.isRowClick
                          ? (e) => {
                              // A link, a button or a checkbox in the row does its own thing.
                              if (!(e.target as HTMLElement).closest('a, button, input, label, [role="button"]')) toggle(key);
                            }
                          : extra?.onClick
                      }
                    >
                      {selection ? (
                        <td className="plain-table__select">
                          <input type="checkbox" className="plain-table__checkbox" aria-label={selection.label(row)} checked={isChosen} disabled={selection.isDisabled?.(row)} onChange={(e) => selectRow(key, e.target.checked)} />
                        </td>
                      ) : null}
                      {expandable ? (
                        <td className="plain-table__expand">
                          {canOpen ? (
                            <button
                              type="button"
                              className={`plain-table__toggle${isOpen ? ' plain-table__toggle--open' : ''}`}
                              aria-expanded={isOpen}
                              aria-label={expandable.label}
                              data-testid="plain-table-expand"
                              onClick={() => toggle(key)}
                            />
                          ) : null}
                        </td>
                      ) : null}
                      {columns.map((c) => (
                        <td key={c.key} className={c.className} style={{ textAlign: c.align }}>
                          {c.render(row, i)}
                        </td>
                      ))}
                    </tr>
                    {isOpen && expandable ? (
                      <tr className="plain-table__expanded">
                        <td colSpan={width}>{expandable.render(row)}</td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </tbody>
          {summary && shown.length > 0 ? <tfoot className="plain-table__summary">{summary}</tfoot> : null}
        </table>
      </div>
      {paging ? (
        <PlainPager page={paging.page} pages={Math.max(1, Math.ceil(paging.total / paging.pageSize))} total={paging.total} onChange={paging.onChange} />
      ) : pageSize && pages > 1 ? (
        <PlainPager page={page} pages={pages} total={rows.length} onChange={setLocalPage} />
      ) : null}
    </div>
  );
}

/** The header's checkbox: every selectable row of the page, a dash when some are. */
function PageCheckbox({ label, checked, mixed, disabled, onChange }: { label: string; checked: boolean; mixed: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" className="plain-table__checkbox" aria-label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(mixed ? true : e.target.checked)} />;
}

/** Previous / next and where we are: "Page 2 of 5 · 93 records". Hidden when there is one page. Lists use it too (antd's Pagination brings its size changer's Select, about 28 KB compressed). */
export function PlainPager({ page, pages, total, onChange }: { page: number; pages: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="plain-table__pager" aria-label={t('table.paging')} data-testid="plain-table-pager">
      <span className="plain-table__total">{t('list.total', { count: total })}</span>
      <button type="button" className="plain-table__page-button" disabled={page <= 1} onClick={() => onChange(page - 1)} data-testid="plain-table-prev">
        <span aria-hidden="true">‹ </span>
        {t('table.prev')}
      </button>
      <span className="plain-table__page" aria-live="polite" data-testid="plain-table-page">
        {t('table.pageOf', { page, pages })}
      </span>
      <button type="button" className="plain-table__page-button" disabled={page >= pages} onClick={() => onChange(page + 1)} data-testid="plain-table-next">
        {t('table.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
