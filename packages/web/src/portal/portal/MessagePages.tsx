/** Compositions of the messages and policies: board messages, the chairman's messages, New Year messages, terms and usage policy. */
import { Collapse, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Img, RecordRich, Region, Rich } from './blocks';
import { currentVersion, day, type Row, todayInVietnam, txt, useLang, useRecord, useReleased } from './useReleased';
import './contentI18n';

/** One letter: photo (board messages) or cover (chairman), title, author and date, the content, the signature. */
function Letter({ path, row, isFeatured = false }: { path: string; row: Row; isFeatured?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const one = useRecord(path, row.id);
  const r = one.data ?? row;
  const photo = typeof r.avatar === 'number' ? r.avatar : null;
  const cover = typeof r.image === 'number' ? r.image : null;
  const position = txt(r, 'position', lang);
  return (
    <article className={`content-letter${photo ? '' : ' content-letter--no-photo'}`} data-testid="content-item">
      {photo ? <Img id={photo} alt={String(r.author ?? '')} className="content-letter__photo" /> : null}
      <div>
        {cover && isFeatured ? <Img id={cover} className="content-letter__cover" /> : null}
        <h3 className="content-letter__title">{txt(r, 'title', lang)}</h3>
        <div className="content-meta" style={{ marginBottom: 12 }}>
          {r.author ? (
            <span>
              <strong>{String(r.author)}</strong>
              {position ? ` · ${position}` : ''}
            </span>
          ) : null}
          {typeof r.year === 'number' ? <Tag color="red">{r.year}</Tag> : null}
          <span>{day(r.created_date)}</span>
        </div>
        {one.isLoading ? <div className="content-meta">{t('content.loading')}</div> : <Rich html={txt(one.data, 'content', lang)} />}
        {r.signature ? <div className="content-letter__sign">{String(r.signature)}</div> : null}
      </div>
    </article>
  );
}

/** The newest message as a featured letter, the earlier ones in a list that opens on demand. */
function LetterFeed({ path, params, id }: { path: string; params: Record<string, string>; id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useReleased(path, { ...params, limit: 100 });
  return (
    <Region q={q} id={id}>
      {(items) => {
        const [first, ...older] = items as [Row, ...Row[]];
        return (
          <div className="content-articles">
            <Letter path={path} row={first} isFeatured />
            {older.length > 0 ? (
              <section aria-labelledby={`${id}-older`}>
                <h2 id={`${id}-older`} className="section-title">
                  {t('content.earlierMessages')}
                </h2>
                <Collapse
                  items={older.map((r) => ({
                    key: r.id,
                    label: (
                      <span data-testid="content-item">
                        <strong>{txt(r, 'title', lang)}</strong>
                        <span className="content-meta">
                          {r.author ? <span>{String(r.author)}</span> : null}
                          {typeof r.year === 'number' ? <span>{r.year}</span> : null}
                          <span>{day(r.created_date)}</span>
                        </span>
                      </span>
                    ),
                    children: <RecordRich path={path} id={r.id} field="content" render={(full) => (full.signature ? <div className="content-letter__sign">{String(full.signature)}</div> : null)} />,
                  }))}
                />
              </section>
            ) : null}
          </div>
        );
      }}
    </Region>
  );
}

/** /introduce/message: messages of the board. */
export const BoardMessagePage = () => <LetterFeed path="message-of-bod" params={{}} id="board-messages" />;

/** /chairmans-message: the chairman's general messages. */
export const ChairmanMessagePage = () => <LetterFeed path="message" params={{ f_kind: 'GENERAL' }} id="chairman-messages" />;

/** /chairmans-new-year-messages: New Year messages grouped by year, newest first, with a year selector. */
export function NewYearMessagesPage() {
  const { t } = useTranslation();
  const q = useReleased('message', { f_kind: 'NEW_YEAR', order: 'year desc', limit: 100 });
  const [picked, setPicked] = useState<number | null>(null);
  const allYears = [...new Set((q.data?.items ?? []).map((r) => Number(r.year)))].sort((a, b) => b - a);
  const year = picked !== null && allYears.includes(picked) ? picked : (allYears[0] ?? null);
  return (
    <Region
      q={q}
      id="new-year"
      title={year !== null ? t('content.newYearOf', { year }) : undefined}
      extra={
        allYears.length > 1 ? (
          <Space>
            <label htmlFor="new-year-select">{t('content.chooseYear')}</label>
            <Select id="new-year-select" value={year ?? undefined} onChange={(v: number) => setPicked(v)} options={allYears.map((y) => ({ value: y, label: String(y) }))} style={{ minWidth: 120 }} />
          </Space>
        ) : null
      }
    >
      {(items) => (
        <div className="content-articles">
          {items
            .filter((r) => Number(r.year) === year)
            .map((r) => (
              <Letter key={r.id} path="message" row={r} isFeatured />
            ))}
        </div>
      )}
    </Region>
  );
}

/** /terms-of-use and /usage-policy: the version in effect (newest on or before today in Vietnam) and the other versions. */
export function PolicyPage({ path }: { path: 'terms-of-use' | 'usage-policy' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useReleased(path, { order: 'effective_date desc', limit: 100 });
  const today = todayInVietnam();
  return (
    <Region q={q} id={path}>
      {(items) => {
        const current = currentVersion(items, today);
        const others = items.filter((r) => r !== current);
        const versionLabel = (r: Row) => (
          <Space wrap size={6}>
            <Tag color="blue">{t('content.version', { version: String(r.version ?? '') })}</Tag>
            <span className="content-meta">{t('content.effectiveFrom', { date: day(r.effective_date) })}</span>
            {String(r.effective_date ?? '').slice(0, 10) > today ? <Tag color="orange">{t('content.upcoming')}</Tag> : null}
          </Space>
        );
        return (
          <div className="content-articles">
            {current ? (
              <article className="content-article content-article--text" data-testid="content-item">
                <div className="content-article__body">
                  <Space wrap size={6}>
                    <Tag color="green">{t('content.inEffect')}</Tag>
                    {versionLabel(current)}
                  </Space>
                  <h3 className="content-article__title">{txt(current, 'title', lang)}</h3>
                  <RecordRich path={path} id={current.id} field="content" />
                </div>
              </article>
            ) : (
              <div className="content-meta">{t('content.noCurrent')}</div>
            )}
            {others.length > 0 ? (
              <section aria-labelledby={`${path}-others`}>
                <h2 id={`${path}-others`} className="section-title">
                  {current ? t('content.otherVersions') : t('content.versions')}
                </h2>
                <Collapse
                  items={others.map((r) => ({
                    key: r.id,
                    label: (
                      <span data-testid="content-item" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                        <strong>{txt(r, 'title', lang)}</strong>
                        {versionLabel(r)}
                      </span>
                    ),
                    children: <RecordRich path={path} id={r.id} field="content" />,
                  }))}
                />
              </section>
            ) : null}
          </div>
        );
      }}
    </Region>
  );
}
