/**
 * The staff directory (/media/phonebook, /dashboard/contacts, /human-resource/contacts): working
 * colleagues' contact details, searchable without diacritics by name, code, phone or email and
 * filtered by unit; and the organisation chart (/human-resource/introduce). Reads the public
 * directory endpoints, which never return salary, family or personal data.
 */
import { DownOutlined, MailOutlined, PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Avatar, Card, Empty, Input, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, type ListData } from '../../api/client';
import { ErrorState } from '../portal/blocks';
import { mediaUrl, useLang } from '../portal/useReleased';
import { PlainPager } from '../../ui/PlainTable';
import { unitTree, useUnits } from './units';
import '../../ui/lazyPicker.css';

// The unit filter (antd TreeSelect, about 20 KB compressed with its select) loads when it is first
// used (issue 35, docs/performance.md "Inner pages to 330 KB, part 3"): a stand-in of the same look
// until then, which starts the download when pointed at or tabbed into.
const loadUnitSelect = () => import('./UnitTreeSelect');
const UnitTreeSelect = lazy(() => loadUnitSelect().then((m) => ({ default: m.UnitTreeSelect })));

type Person = {
  id: number;
  code: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  avatar: number | null;
  unit_name: string | null;
  unit_name_en: string | null;
  department_name: string | null;
  department_name_en: string | null;
  position_name: string | null;
  position_name_en: string | null;
};

const pick = (vi: string | null, en: string | null, lang: 'vi' | 'en') => (lang === 'en' && en ? en : (vi ?? ''));
const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(-2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

function PersonCard({ p }: { p: Person }) {
  const lang = useLang();
  const src = mediaUrl(p.avatar, true);
  return (
    <Card className="content-card person-card" data-testid="content-item">
      <div className="person-card__head">
        <Avatar size={56} src={src ?? undefined} className="person-card__avatar">
          {initials(p.full_name)}
        </Avatar>
        <div>
          <h3>{p.full_name}</h3>
          <div className="person-card__role">{pick(p.position_name, p.position_name_en, lang)}</div>
          <div className="person-card__unit">
            {[pick(p.department_name, p.department_name_en, lang), pick(p.unit_name, p.unit_name_en, lang)].filter(Boolean).join(' · ')}
          </div>
        </div>
      </div>
      <ul className="person-card__contacts">
        {p.phone ? (
          <li>
            <PhoneOutlined /> <a href={`tel:${p.phone}`}>{p.phone}</a>
          </li>
        ) : null}
        {p.email ? (
          <li>
            <MailOutlined /> <a href={`mailto:${p.email}`}>{p.email}</a>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}

export function DirectoryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  // The search arrives from the header search (`?q=`) and filters as one types (300 ms after the last key).
  const [params] = useSearchParams();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const [term, setTerm] = useState(() => (params.get('q') ?? '').trim());
  const [unit, setUnit] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  useEffect(() => {
    const next = q.trim();
    if (next === term) return;
    const timer = window.setTimeout(() => {
      setTerm(next);
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [q, term]);
  const units = useUnits();
  const tree = useMemo(() => unitTree(units.data?.items ?? [], lang), [units.data, lang]);
  const unitType = units.data?.items.find((u) => u.id === unit)?.type;
  const query = { q: term || undefined, page, limit: 24, ...(unit ? { [unitType === 'DEPARTMENT' ? 'f_department_id' : 'f_unit_id']: unit } : {}) };
  const [isUnitOpen, setUnitOpen] = useState(false);
  const unitName = unit ? units.data?.items.find((u) => u.id === unit) : undefined;
  const unitStandIn = (
    <button
      type="button"
      className="lazy-picker directory-unit"
      aria-label={t('hr.unit')}
      aria-haspopup="tree"
      onPointerEnter={() => void loadUnitSelect()}
      onFocus={() => void loadUnitSelect()}
      onClick={() => setUnitOpen(true)}
      data-testid="directory-unit"
    >
      {unitName ? <span className="lazy-picker__value">{lang === 'en' && unitName.name_en ? unitName.name_en : unitName.name}</span> : <span className="lazy-picker__placeholder">{t('hr.allUnits')}</span>}
      <DownOutlined className="lazy-picker__icon" />
    </button>
  );
  const people = useQuery({
    queryKey: ['portal', 'directory', query],
    queryFn: ({ signal }) => api.get<ListData<Person>>('/api/v1/staff-directory', query, { quietError: true, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="content-region" aria-labelledby="directory-title">
      <div className="content-region__head">
        <h2 id="directory-title" className="section-title">
          {t('hr.directory')}
        </h2>
      </div>
      <div className="directory-filters">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('hr.searchPeople')}
          aria-label={t('hr.searchPeople')}
          value={q}
          data-testid="directory-search"
          onChange={(e) => setQ(e.target.value)}
          onPressEnter={() => {
            setTerm(q.trim());
            setPage(1);
          }}
        />
        {isUnitOpen ? (
          <Suspense fallback={unitStandIn}>
            <UnitTreeSelect
              tree={tree}
              value={unit}
              label={t('hr.unit')}
              placeholder={t('hr.allUnits')}
              onChange={(v) => {
                setUnit(v);
                setPage(1);
              }}
            />
          </Suspense>
        ) : (
          unitStandIn
        )}
      </div>
      {people.isLoading ? (
        <Card className="content-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : people.isError || !people.data ? (
        <ErrorState onRetry={() => void people.refetch()} />
      ) : people.data.items.length === 0 ? (
        <Card className="content-card">
          <Empty description={t('hr.noPeople')} />
        </Card>
      ) : (
        <>
          <p className="directory-count">{t('hr.peopleCount', { count: people.data.totalRows })}</p>
          <div className="person-grid">
            {people.data.items.map((p) => (
              <PersonCard key={p.id} p={p} />
            ))}
          </div>
          <PlainPager page={page} pages={Math.ceil(people.data.totalRows / 24)} total={people.data.totalRows} onChange={setPage} />
        </>
      )}
    </section>
  );
}
