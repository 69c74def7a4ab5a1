/**
 * Pickers and labels for references, searched on the server: the list endpoint's `q` (the
 * resource's `list.search` columns, or its title field) with a 250 ms debounce, 20 options a page
 * with more loaded on scroll, and the current value's label fetched by id when it is not among the
 * loaded options (a staff picker finds anyone, not only the first 200).
 */
import type { ManifestEntry } from '@portal/domain/manifest';
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { Select, Spin, Tag } from 'antd';
import type { SelectProps } from 'antd';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../api/client';
import { currentLang } from '../i18n';
import { useDebounced } from '../ui/useDebounced';
import { manifestByName } from './declarations';

export const PICKER_PAGE = 20;

/** A record's name in the UI language: its title field (the English twin when localized), else #id. */
export function rowTitle(r: Pick<ManifestEntry, 'titleField' | 'nameField' | 'isTitleLocalized'> | undefined, row: Row): string {
  const title = r?.nameField ?? r?.titleField;
  let label = title ? String(row[title] ?? '') : '';
  if (title && r?.isTitleLocalized && currentLang() === 'en' && row[`${title}_en`]) label = String(row[`${title}_en`]);
  return label || `#${row.id}`;
}

const toIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]).map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** Labels of referenced records by id (one cached GET per id; shared with pickers and forms). */
export function useRefLabels(target: string, ids: readonly number[]): Map<number, string> {
  const r = manifestByName.get(target);
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: [r?.path ?? target, 'one', id],
      enabled: !!r,
      queryFn: () => api.get<Row>(`${r?.path ?? target}/${id}`, undefined, { quietError: true }),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const lang = currentLang();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when any label arrives or the language changes
  return useMemo(() => {
    const m = new Map<number, string>();
    results.forEach((q, i) => {
      const id = ids[i] as number;
      if (q.data) m.set(id, rowTitle(r, q.data));
    });
    return m;
  }, [results.map((q) => q.dataUpdatedAt).join(','), ids.join(','), lang]);
}

type RefSelectProps = Omit<SelectProps, 'options' | 'mode' | 'value' | 'onChange'> & {
  target: string;
  where?: Record<string, string>;
  isMultiple?: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Values as strings (list filters keep them in the URL). */
  isStringValue?: boolean;
  isEnabled?: boolean;
};

/** A select of records of `target`, searched and paged on the server. */
export function RefSelect({ target, where, isMultiple, value, onChange, isStringValue, isEnabled = true, ...rest }: RefSelectProps) {
  const { t } = useTranslation();
  const r = manifestByName.get(target);
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const q = useDebounced(search.trim());
  const canSearch = r?.isSearchable === true;
  const filters = useMemo(() => Object.fromEntries(Object.entries(where ?? {}).map(([k, v]) => [`f_${k}`, v])), [where]);
  const pages = useInfiniteQuery({
    queryKey: [r?.path ?? target, 'pick', filters, q],
    enabled: isEnabled && !!r && isOpen,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.get<ListData<Row>>(r?.path ?? target, { page: pageParam, limit: PICKER_PAGE, ...(q && { q }), ...filters }, { signal, quietError: true }),
    getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.items.length, 0) < last.totalRows && last.items.length > 0 ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const loaded = useMemo(() => (pages.data?.pages ?? []).flatMap((p) => p.items), [pages.data]);
  const ids = toIds(value);
  const known = new Set(loaded.map((row) => row.id));
  const labels = useRefLabels(target, ids.filter((id) => !known.has(id)));
  // The current values first when they are not on the loaded pages, so the select shows their names.
  const options = [
    ...ids.filter((id) => !known.has(id)).map((id) => ({ value: isStringValue ? String(id) : id, label: labels.get(id) ?? `#${id}` })),
    ...loaded.map((row) => ({ value: isStringValue ? String(row.id) : row.id, label: rowTitle(r, row) })),
  ];
  const total = pages.data?.pages[0]?.totalRows ?? 0;
  const isMore = pages.hasNextPage;
  return (
    <Select
      {...rest}
      mode={isMultiple ? 'multiple' : undefined}
      value={isMultiple ? ids.map((id) => (isStringValue ? String(id) : id)) : ids[0] !== undefined ? (isStringValue ? String(ids[0]) : ids[0]) : undefined}
      onChange={(v) => {
        if (!isMultiple) setSearch('');
        onChange?.(v ?? undefined);
      }}
      options={options}
      allowClear
      showSearch={canSearch ? { filterOption: false, onSearch: setSearch, searchValue: search } : false}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setSearch('');
      }}
      loading={pages.isFetching}
      notFoundContent={pages.isFetching ? <Spin size="small" /> : undefined}
      onPopupScroll={(e) => {
        const el = e.currentTarget as HTMLElement;
        if (isMore && !pages.isFetchingNextPage && el.scrollTop + el.clientHeight >= el.scrollHeight - 40) void pages.fetchNextPage();
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {isMore ? (
            <div className="ref-select__hint" data-testid="ref-select-hint">
              {pages.isFetchingNextPage ? <Spin size="small" /> : null} {canSearch ? t('picker.moreSearch', { shown: loaded.length, total }) : t('picker.more', { shown: loaded.length, total })}
            </div>
          ) : null}
        </>
      )}
    />
  );
}

/** Titles of referenced records that came with a list page (`labels=1`): `{ resource: { id: [title, title_en?] } }`. */
export type PageLabels = Record<string, Record<string, [string, string?]>>;
export const PageLabelsContext = createContext<PageLabels | null>(null);

/**
 * A reference shown by the referenced record's title: from the list page's labels, else one cached
 * GET per id; as a tag of its colour when the referenced records carry a `color` choice
 * (settings-driven statuses: ticket statuses, spec §9).
 */
export function RefCell({ target, value }: { target: string; value: unknown }) {
  const page = useContext(PageLabelsContext);
  const colors = useRefColors(target);
  const fromPage = page?.[target];
  if (fromPage) {
    const ids = toIds(value);
    if (ids.length === 0) return <>—</>;
    const en = currentLang() === 'en';
    const label = (id: number) => (fromPage[id] ? (en && fromPage[id][1]) || fromPage[id][0] : `#${id}`);
    return colors ? <ColorTags ids={ids} label={label} colors={colors} /> : <>{ids.map(label).join(', ')}</>;
  }
  return <FetchedRefCell target={target} value={value} colors={colors} />;
}

/** A settings tree's list code shown by the list's name (from the page's `<target>:code` labels). */
export function ListCodeCell({ target, code }: { target: string; code: string }) {
  const named = useContext(PageLabelsContext)?.[`${target}:code`]?.[code];
  if (!named) return <>{code}</>;
  return <>{(currentLang() === 'en' && named[1]) || named[0]}</>;
}

function FetchedRefCell({ target, value, colors }: { target: string; value: unknown; colors: Map<number, string> | null }) {
  const ids = toIds(value);
  const labels = useRefLabels(target, ids);
  if (ids.length === 0) return <>—</>;
  const label = (id: number) => labels.get(id) ?? `#${id}`;
  return colors ? <ColorTags ids={ids} label={label} colors={colors} /> : <>{ids.map(label).join(', ')}</>;
}

function ColorTags({ ids, label, colors }: { ids: number[]; label: (id: number) => string; colors: Map<number, string> }) {
  return (
    <>
      {ids.map((id) => (
        <Tag key={id} color={colors.get(id) ?? 'default'} data-testid="ref-tag">
          {label(id)}
        </Tag>
      ))}
    </>
  );
}

/**
 * The colours of the records of `target` when its resource declares a `color` choice (null
 * otherwise): such resources are settings with few records, read once as one cached list.
 */
function useRefColors(target: string): Map<number, string> | null {
  const r = manifestByName.get(target);
  const isColored = r?.isColored === true;
  const q = useQuery({
    queryKey: [r?.path ?? target, 'colors'],
    enabled: isColored,
    queryFn: () => api.get<ListData<Row>>(r?.path ?? target, { limit: 100 }, { quietError: true }),
    staleTime: 5 * 60_000,
  });
  return useMemo(() => (isColored ? new Map((q.data?.items ?? []).map((x) => [Number(x.id), String(x.color ?? 'default')])) : null), [isColored, q.data]);
}
