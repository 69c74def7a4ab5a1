/**
 * The news regions of the portal home (issue 5): homepage slider, hot news, event slider, latest
 * news by type, digital library highlights and ads in their placements, from /portal/home
 * (released, shown, not hidden, not expired items only).
 */
import { PlayCircleOutlined } from '@ant-design/icons';
import { truncate } from '@portal/domain/format';
import { Col, Empty, Row, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './news.css';
import './newsI18n';
import { type LibraryItem, type NewsItem, mediaUrl, pick, releasedOn, usePortalHome } from './usePortalHome';
import { CutTitle } from '../../ui/CutTitle';

const useLang = () => {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
};

function Cover({ item, isThumb }: { item: NewsItem; isThumb?: boolean }) {
  const src = mediaUrl(item.avatar ?? item.banner, isThumb);
  return src ? <img className="news-card__img" src={src} alt="" loading="lazy" /> : <div className="news-card__img news-card__img--empty" aria-hidden="true" />;
}

export function NewsCard({ item, isCompact }: { item: NewsItem; isCompact?: boolean }) {
  const lang = useLang();
  const title = pick(item, 'title', lang);
  return (
    <Link to={`/news/${item.id}`} className={isCompact ? 'news-card news-card--compact' : 'news-card'} data-testid="news-card">
      <Cover item={item} isThumb={isCompact} />
      <span className="news-card__body">
        <strong className="news-card__title">
          <CutTitle text={title} />
        </strong>
        {!isCompact && item.description ? <span className="news-card__desc">{truncate(pick(item, 'description', lang), 140)}</span> : null}
        <span className="news-card__meta">{releasedOn(item)}</span>
      </span>
    </Link>
  );
}

type CarouselType = typeof import('antd/es/carousel').default;
let carouselLoading: Promise<CarouselType> | null = null;

/**
 * The carousel's code (antd's, over react-slick: about 10 KB compressed) is the home's alone: it
 * loads once the home has slides, so the first load that every page shares (the sign-in page, inner
 * pages, the admin console) does not carry it. Until it is there, or if it cannot load, the first
 * slide shows in the same box.
 */
function useCarousel(isNeeded: boolean): CarouselType | null {
  const [carousel, setCarousel] = useState<CarouselType | null>(null);
  useEffect(() => {
    if (!isNeeded) return;
    let isCurrent = true;
    carouselLoading ??= import('antd/es/carousel').then((m) => m.default);
    carouselLoading.then(
      (c) => {
        if (isCurrent) setCarousel(() => c);
      },
      () => {
        carouselLoading = null;
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded]);
  return carousel;
}

/** The homepage slider (is_slider): large cards in a carousel. */
export function HomeSlider() {
  const lang = useLang();
  const home = usePortalHome();
  const items = home.data?.homepageSlider ?? [];
  const Carousel = useCarousel(items.length > 0);
  if (items.length === 0) return null;
  const slides = items.map((n) => (
    <Link key={n.id} to={`/news/${n.id}`} className="news-slide" data-testid="home-slide">
      {mediaUrl(n.banner ?? n.avatar) ? <img src={mediaUrl(n.banner ?? n.avatar) ?? ''} alt="" /> : null}
      <span className="news-slide__caption">
        <strong>
          <CutTitle text={pick(n, 'title', lang)} />
        </strong>
        <span>{releasedOn(n)}</span>
      </span>
    </Link>
  ));
  if (!Carousel) return <div className="news-slider">{slides[0]}</div>;
  return (
    <Carousel autoplay autoplaySpeed={6000} className="news-slider" aria-label="slider">
      {slides}
    </Carousel>
  );
}

export function HotNews() {
  const { t } = useTranslation();
  const home = usePortalHome();
  const items = home.data?.hotNews ?? [];
  if (items.length === 0) return <Empty description={t('home.hotNewsEmpty')} />;
  const [first, ...rest] = items;
  return (
    <Row gutter={[16, 16]} data-testid="hot-news">
      <Col xs={24} md={14}>{first ? <NewsCard item={first} /> : null}</Col>
      <Col xs={24} md={10}>
        <div className="news-stack">
          {rest.slice(0, 4).map((n) => (
            <NewsCard key={n.id} item={n} isCompact />
          ))}
        </div>
      </Col>
    </Row>
  );
}

export function EventSlider() {
  const { t } = useTranslation();
  const home = usePortalHome();
  const items = home.data?.eventSlider ?? [];
  if (items.length === 0) return <Empty description={t('home.eventsEmpty')} />;
  return (
    <div className="news-stack" data-testid="event-slider">
      {items.slice(0, 5).map((n) => (
        <NewsCard key={n.id} item={n} isCompact />
      ))}
    </div>
  );
}

export function LatestByType() {
  const { t } = useTranslation();
  const lang = useLang();
  const home = usePortalHome();
  const groups = (home.data?.latestByType ?? []).filter((g) => g.items.length > 0);
  if (groups.length === 0) return <Empty description={t('news.empty')} />;
  return (
    <Tabs
      data-testid="latest-news"
      items={groups.map((g) => ({
        key: String(g.type.id),
        label: pick(g.type, 'name', lang),
        children: (
          <Row gutter={[16, 16]}>
            {g.items.map((n) => (
              <Col key={n.id} xs={24} sm={12} lg={8}>
                <NewsCard item={n} />
              </Col>
            ))}
          </Row>
        ),
      }))}
    />
  );
}

function LibraryTile({ item }: { item: LibraryItem }) {
  const lang = useLang();
  // An uploaded cover first (our own file), the video's YouTube thumbnail otherwise.
  const img = mediaUrl(item.cover, true) ?? item.thumbnail_url;
  const href = item.video_url ?? item.link ?? undefined;
  return (
    <a className="library-tile" href={href} target={href ? '_blank' : undefined} rel="noreferrer">
      {img ? <img src={img} alt="" loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : <span className="library-tile__empty" />}
      {item.kind === 'VIDEO' ? <PlayCircleOutlined className="library-tile__play" /> : null}
      <span className="library-tile__title">
        <CutTitle text={pick(item, 'title', lang)} />
      </span>
    </a>
  );
}

export function DigitalHighlights() {
  const { t } = useTranslation();
  const home = usePortalHome();
  const lib = home.data?.library;
  const all = [...(lib?.videos ?? []), ...(lib?.albums ?? [])];
  if (all.length === 0) return <Empty description={t('home.digitalEmpty')} />;
  return (
    <div className="library-grid" data-testid="digital-library">
      {all.slice(0, 8).map((x) => (
        <LibraryTile key={x.id} item={x} />
      ))}
    </div>
  );
}

/** Ads of one placement (horizontal, vertical or calendar). */
export function Ads({ placement }: { placement: 'horizon' | 'vertical' | 'calendar' }) {
  const home = usePortalHome();
  const items = home.data?.ads[placement] ?? [];
  if (items.length === 0) return null;
  return (
    <div className={`ads ads--${placement}`} data-testid={`ads-${placement}`}>
      {items.map((x) => (
        <LibraryTile key={x.id} item={x} />
      ))}
    </div>
  );
}
