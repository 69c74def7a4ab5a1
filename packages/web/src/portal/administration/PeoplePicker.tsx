/**
 * A people picker over the whole staff (the phone book's `/staff-directory`, every signed-in
 * user): searched on the server without diacritics (name, code, phone, email, unit, position),
 * 20 a page, more loaded on scroll; each person shown with their unit and position so namesakes
 * can be told apart. The value is a list of staff ids; the names of those picked stay known.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import type { SelectProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { useDebounced } from '../../ui/useDebounced';

const PAGE = 20;

type Props = Omit<SelectProps, 'options' | 'mode' | 'value' | 'onChange'> & { value?: number[]; onChange?: (ids: number[]) => void };

export function PeoplePicker({ value, onChange, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const isEn = i18n.language === 'en';
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const q = useDebounced(search.trim());
  const known = useRef(new Map<number, string>());
  const pages = useInfiniteQuery({
    queryKey: ['staff-directory', 'pick', q],
    enabled: isOpen,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.get<ListData<Row>>('/api/v1/staff-directory', { page: pageParam, limit: PAGE, ...(q && { q }) }, { signal, quietError: true }),
    getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.items.length, 0) < last.totalRows && last.items.length > 0 ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const people = useMemo(() => (pages.data?.pages ?? []).flatMap((p) => p.items), [pages.data]);
  for (const p of people) known.current.set(Number(p.id), String(p.full_name));
  const ids = value ?? [];
  const seen = new Set(people.map((p) => Number(p.id)));
  const where = (p: Row) => [isEn ? p.position_name_en || p.position_name : p.position_name, isEn ? p.unit_name_en || p.unit_name : p.unit_name].filter(Boolean).join(' · ');
  const options = [
    ...ids.filter((id) => !seen.has(id)).map((id) => ({ value: id, label: known.current.get(id) ?? `#${id}` })),
    ...people.map((p) => ({
      value: Number(p.id),
      label: String(p.full_name),
      title: String(p.full_name),
      desc: where(p),
    })),
  ];
  const total = pages.data?.pages[0]?.totalRows ?? 0;
  return (
    <Select
      {...rest}
      mode="multiple"
      value={ids}
      onChange={(v: number[]) => onChange?.(v)}
      options={options}
      optionRender={(o) => (
        <div className="people-picker__option">
          <div>{o.label}</div>
          {(o.data as { desc?: string }).desc ? <div className="people-picker__desc">{(o.data as { desc?: string }).desc}</div> : null}
        </div>
      )}
      placeholder={t('bookings.attendeeSearch')}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setSearch('');
      }}
      loading={pages.isFetching}
      notFoundContent={pages.isFetching ? <Spin size="small" /> : undefined}
      onPopupScroll={(e) => {
        const el = e.currentTarget as HTMLElement;
        if (pages.hasNextPage && !pages.isFetchingNextPage && el.scrollTop + el.clientHeight >= el.scrollHeight - 40) void pages.fetchNextPage();
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {pages.hasNextPage ? (
            <div className="ref-select__hint">
              {pages.isFetchingNextPage ? <Spin size="small" /> : null} {t('picker.moreSearch', { shown: people.length, total })}
            </div>
          ) : null}
        </>
      )}
    />
  );
}
