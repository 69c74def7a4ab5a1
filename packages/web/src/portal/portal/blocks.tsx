/**
 * Presentational blocks of the group-content pages: a region with its loading, error and empty
 * states, lazy images with a placeholder, sanitised rich text, article blocks, a card grid, a
 * vertical timeline and people cards.
 */
import { PictureOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListData } from '../../api/client';
import { EmptyRegion } from '../../ui/PageFrame';
import { mediaUrl, type Row, txt, useLang, useRecord } from './useReleased';
import './content.css';

/** Error with a retry button. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      className="content-error"
      title={t('content.errorTitle')}
      description={t('content.errorText')}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('content.retry')}
        </Button>
      }
    />
  );
}

/** A section of a page with a heading, fed by a released list: skeleton, error with retry, empty state or the items. */
export function Region<T extends Row>({
  q,
  title,
  id,
  empty,
  extra,
  children,
}: {
  q: UseQueryResult<ListData<T>>;
  title?: string;
  id: string;
  empty?: string;
  extra?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = q.data?.items ?? [];
  return (
    <section className="content-region" aria-labelledby={title ? `${id}-title` : undefined} data-region={id}>
      {title || extra ? (
        <div className="content-region__head">
          {title ? (
            <h2 id={`${id}-title`} className="section-title">
              {title}
            </h2>
          ) : null}
          {extra}
        </div>
      ) : null}
      {q.isLoading ? (
        <Card className="content-card">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : q.isError && !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : items.length === 0 ? (
        <Card className="content-card">
          <EmptyRegion description={empty ?? t('content.empty')} />
        </Card>
      ) : (
        children(items)
      )}
    </section>
  );
}

/** An image from a media id (or an address), lazy-loaded; a placeholder when missing or failing to load. */
export function Img({ id, src, isThumb = false, alt = '', className = '' }: { id?: unknown; src?: string | null; isThumb?: boolean; alt?: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = src ?? mediaUrl(id, isThumb);
  if (!url || failed) {
    return alt ? (
      <div className={`content-img content-img--empty ${className}`} role="img" aria-label={alt}>
        <PictureOutlined />
      </div>
    ) : (
      <div className={`content-img content-img--empty ${className}`} aria-hidden="true">
        <PictureOutlined />
      </div>
    );
  }
  return <img className={`content-img ${className}`} src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}

/** Rich text as stored: the server sanitises it (sanitize-html) before storing, like news content. */
export function Rich({ html }: { html: string }) {
  if (!html.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich text (sanitize-html) before storing it
  return <div className="content-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The rich-text field of one record, read by id (lists leave rich text out). */
export function RecordRich({ path, id, field, render }: { path: string; id: number; field: string; render?: (row: Row) => ReactNode }) {
  const lang = useLang();
  const q = useRecord(path, id);
  if (q.isLoading) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return null;
  return (
    <>
      <Rich html={txt(q.data, field, lang)} />
      {render ? render(q.data) : null}
    </>
  );
}

/** An article block: image on one side, title, tag, summary and body on the other (stacked on phones). */
export function ArticleBlock({
  title,
  tag,
  meta,
  summary,
  image,
  isReversed = false,
  children,
}: {
  title: string;
  tag?: { label: string; color?: string };
  meta?: ReactNode;
  summary?: string;
  image?: unknown;
  isReversed?: boolean;
  children?: ReactNode;
}) {
  const hasImage = typeof image === 'number' && image > 0;
  return (
    <article className={`content-article${hasImage ? '' : ' content-article--text'}${isReversed ? ' content-article--reversed' : ''}`} data-testid="content-item">
      {hasImage ? <Img id={image} className="content-article__img" /> : null}
      <div className="content-article__body">
        {tag ? <Tag color={tag.color}>{tag.label}</Tag> : null}
        <h3 className="content-article__title">{title}</h3>
        {meta ? <div className="content-meta">{meta}</div> : null}
        {summary ? <p className="content-article__summary">{summary}</p> : null}
        {children}
      </div>
    </article>
  );
}

/** Cards in a responsive grid (one column on phones). */
export function CardGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return (
    <div className="content-grid" style={{ '--content-min': `${min}px` } as React.CSSProperties}>
      {children}
    </div>
  );
}

export type TimelineEntry = { key: string | number; marker: string; title: string; body?: ReactNode; image?: unknown };

/** A vertical timeline: marker (a year or a date), title, text and an optional image. */
export function VerticalTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="content-timeline">
      {entries.map((e) => (
        <li key={e.key} className="content-timeline__item" data-testid="content-item">
          <span className="content-timeline__marker">{e.marker}</span>
          <div className="content-timeline__card">
            <h3 className="content-timeline__title">{e.title}</h3>
            {e.body}
            {typeof e.image === 'number' && e.image > 0 ? <Img id={e.image} className="content-timeline__img" /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

export type Person = { key: number; name: string; position: string; organization?: string; introduction?: string; avatar?: unknown };

/** People cards (photo 500x680, name, position, organisation, introduction). */
export function PeopleCards({ people }: { people: Person[] }) {
  return (
    <div className="content-people">
      {people.map((p) => (
        <article key={p.key} className="content-person" data-testid="content-item">
          <Img id={p.avatar} isThumb alt={p.name} className="content-person__photo" />
          <div className="content-person__body">
            <h3 className="content-person__name">{p.name}</h3>
            <div className="content-person__position">{p.position}</div>
            {p.organization ? <div className="content-meta">{p.organization}</div> : null}
            {p.introduction ? <p className="content-person__intro">{p.introduction}</p> : null}
          </div>
        </article>
      ))}
    </div>
  );
}
