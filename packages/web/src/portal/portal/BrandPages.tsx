/** Compositions of the brand, marketing, technical support, shop and digital library pages. */
import { CloudOutlined, DownloadOutlined, MailOutlined, PhoneOutlined, PictureOutlined, PlayCircleFilled, ShoppingOutlined } from '@ant-design/icons';
import { marketing, tradeMark } from '@portal/domain/resources/portal/brand';
import { support } from '@portal/domain/resources/portal/support';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Collapse, Image, Input, Row as GridRow, Skeleton, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type ListData } from '../../api/client';
import { EmptyRegion } from '../../ui/PageFrame';
import { CardGrid, ErrorState, Img, RecordRich, Region, Rich } from './blocks';
import { fileUrl, groupBy, mediaUrl, optionKeys, optionOf, type Row, txt, useLang, useRecord, useReleased, vnd } from './useReleased';
import { PortalSidebar } from '../PortalSidebar';
import { CutTitle } from '../../ui/CutTitle';
import './contentI18n';

const ALL = 'ALL';
const isColour = (c: unknown): c is string => typeof c === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(c.trim());
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && x > 0) : []);

/** /trademark: brand cards with logos, colour, slogan, sectors and meaning; tabs by type. */
export function TrademarkPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useReleased('trade-mark', { limit: 100 });
  const [tab, setTab] = useState(ALL);
  return (
    <Region q={q} id="brands">
      {(items) => {
        const types = optionKeys(tradeMark, 'type').filter((k) => items.some((r) => r.type === k));
        const shown = tab === ALL ? items : items.filter((r) => r.type === tab);
        return (
          <>
            <Tabs activeKey={tab} onChange={setTab} items={[{ key: ALL, label: t('content.all') }, ...types.map((k) => ({ key: k, label: optionOf(tradeMark, 'type', k, lang).label }))]} />
            <CardGrid min={300}>
              {shown.map((r) => {
                const logos = ids(r.logos);
                const type = optionOf(tradeMark, 'type', r.type, lang);
                const sectors = Array.isArray(r.business_sectors) ? (r.business_sectors as unknown[]).map(String) : [];
                return (
                  <article key={r.id} className="content-card-item" data-testid="content-item">
                    <div className="content-logos">
                      {logos.length === 0 ? <Img alt={txt(r, 'name', lang)} /> : null}
                      {logos.map((id, i) => (
                        <Img key={id} id={id} isThumb alt={i === 0 ? txt(r, 'name', lang) : ''} className={i > 0 ? 'content-logos__more' : ''} />
                      ))}
                    </div>
                    <div className="content-card-item__body">
                      <Space wrap size={6}>
                        <Tag color={type.color}>{type.label}</Tag>
                        {isColour(r.color) ? (
                          <span className="content-swatch" title={t('content.colour')}>
                            <span className="content-swatch__chip" style={{ background: r.color }} aria-hidden="true" />
                            {r.color}
                          </span>
                        ) : null}
                      </Space>
                      <h3 className="content-card-item__title">
                        <CutTitle text={txt(r, 'name', lang)} />
                      </h3>
                      {txt(r, 'slogan', lang) ? <p className="content-slogan">“{txt(r, 'slogan', lang)}”</p> : null}
                      {sectors.length > 0 ? (
                        <div>
                          <div className="content-meta">{t('content.sectors')}</div>
                          <Space wrap size={[4, 4]}>
                            {sectors.map((s) => (
                              <Tag key={s}>{s}</Tag>
                            ))}
                          </Space>
                        </div>
                      ) : null}
                      {txt(r, 'meaning', lang) ? (
                        <div>
                          <div className="content-meta">{t('content.meaning')}</div>
                          <p className="content-card-item__text">{txt(r, 'meaning', lang)}</p>
                        </div>
                      ) : null}
                    </div>
                  </article>
                );
              })}
            </CardGrid>
          </>
        );
      }}
    </Region>
  );
}

/** /marketing: publication cards with their figure, display type, cloud-drive link and file. */
export function MarketingPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useReleased('marketing', { limit: 100 });
  return (
    <Region q={q} id="marketing">
      {(items) => (
        <CardGrid min={280}>
          {items.map((r) => {
            const display = optionOf(marketing, 'display_type', r.display_type, lang);
            const file = fileUrl(r.file);
            return (
              <article key={r.id} className="content-card-item" data-testid="content-item">
                <Img id={r.figure} isThumb className="content-card-item__img" />
                <div className="content-card-item__body">
                  <div>
                    <Tag color={display.color}>{display.label}</Tag>
                  </div>
                  <h3 className="content-card-item__title">
                    <CutTitle text={txt(r, 'title', lang)} />
                  </h3>
                  {txt(r, 'description', lang) && txt(r, 'description', lang) !== txt(r, 'title', lang) ? <p className="content-card-item__text">{txt(r, 'description', lang)}</p> : null}
                  <div className="content-card-item__actions">
                    {typeof r.drive_link === 'string' && r.drive_link ? (
                      <Button type="primary" icon={<CloudOutlined />} href={r.drive_link} target="_blank" rel="noopener noreferrer">
                        {t('content.openDrive')}
                      </Button>
                    ) : null}
                    {file ? (
                      <Button icon={<DownloadOutlined />} href={file} download>
                        {t('content.download')}
                      </Button>
                    ) : null}
                  </div>
                </div>
              </article>
            );
          })}
        </CardGrid>
      )}
    </Region>
  );
}

/** /technical-support: contacts, subjects as tiles, articles grouped by subject with a search box. */
export function TechnicalSupportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const contacts = useReleased('support_commons', { limit: 100 });
  const subjects = useReleased('support_categories', { limit: 100 });
  const [subject, setSubject] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const articles = useReleased('supports', { limit: 100, q: search || undefined, f_category_id: subject ?? undefined });
  const subjectName = (id: unknown) => {
    const s = subjects.data?.items.find((x) => x.id === id);
    return s ? txt(s, 'name', lang) : t('content.otherSubject');
  };
  const isFiltered = !!search || subject !== null;
  return (
    <>
      <Region q={contacts} id="support-contacts" title={t('content.contacts')}>
        {(items) => (
          <CardGrid min={280}>
            {items.map((r) => (
              <Card key={r.id} className="content-card" title={txt(r, 'title', lang)} data-testid="content-item">
                <div className="content-contact">
                  {r.hotline ? (
                    <a href={`tel:${String(r.hotline).replace(/[^\d+]/g, '')}`}>
                      <PhoneOutlined /> {t('content.hotline')}: {String(r.hotline)}
                    </a>
                  ) : null}
                  {r.support_email ? (
                    <a href={`mailto:${String(r.support_email)}`}>
                      <MailOutlined /> {String(r.support_email)}
                    </a>
                  ) : null}
                  {txt(r, 'working_hours', lang) ? <span className="content-meta">{t('content.workingHours', { hours: txt(r, 'working_hours', lang) })}</span> : null}
                </div>
              </Card>
            ))}
          </CardGrid>
        )}
      </Region>
      <Region q={subjects} id="support-subjects" title={t('content.subjects')}>
        {(items) => (
          <div className="content-tiles">
            {items.map((r) => {
              const isActive = subject === r.id;
              return (
                <button key={r.id} type="button" className={`content-tile${isActive ? ' content-tile--active' : ''}`} aria-pressed={isActive} onClick={() => setSubject(isActive ? null : r.id)} data-testid="content-item">
                  <Img id={r.light_image ?? r.dark_image} isThumb />
                  <span>{txt(r, 'name', lang)}</span>
                </button>
              );
            })}
          </div>
        )}
      </Region>
      <Region
        q={articles}
        id="support-articles"
        title={subject !== null ? `${t('content.articles')}: ${subjectName(subject)}` : t('content.articles')}
        empty={isFiltered ? t('content.noResults') : undefined}
        extra={
          <Space wrap>
            {subject !== null ? <Button onClick={() => setSubject(null)}>{t('content.allSubjects')}</Button> : null}
            <Input.Search className="content-search" allowClear placeholder={t('content.searchSupport')} aria-label={t('content.searchSupport')} defaultValue={search} onSearch={(v) => setSearch(v.trim())} enterButton />
          </Space>
        }
      >
        {(items) => (
          <div className="content-articles">
            {groupBy(items, (r) => r.category_id).map(([cat, rows]) => (
              <section key={String(cat)} aria-label={subjectName(cat)}>
                <h3 className="content-article__title">{subjectName(cat)}</h3>
                <Collapse
                  items={rows.map((r) => {
                    const type = optionOf(support, 'type', r.type, lang);
                    return {
                      key: r.id,
                      label: (
                        <span data-testid="content-item">
                          <Tag color={type.color}>{type.label}</Tag> {txt(r, 'title', lang)}
                        </span>
                      ),
                      children: (
                        <RecordRich
                          path="supports"
                          id={r.id}
                          field="content"
                          render={(full) => (
                            <Space wrap size={16} className="content-meta">
                              {full.hotline ? (
                                <a href={`tel:${String(full.hotline).replace(/[^\d+]/g, '')}`}>
                                  <PhoneOutlined /> {String(full.hotline)}
                                </a>
                              ) : null}
                              {full.support_email ? (
                                <a href={`mailto:${String(full.support_email)}`}>
                                  <MailOutlined /> {String(full.support_email)}
                                </a>
                              ) : null}
                            </Space>
                          )}
                        />
                      ),
                    };
                  })}
                />
              </section>
            ))}
          </div>
        )}
      </Region>
    </>
  );
}

/** /ecommerce/emart and /ecommerce/bka: the shop's page (first released one), its offers and the shop link. */
export function ShopPage({ shop }: { shop: 'EMART' | 'BKA' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useReleased('ecommerce-page', { f_shop: shop, limit: 1 });
  const one = useRecord('ecommerce-page', list.data?.items[0]?.id);
  return (
    <Region q={list} id={`shop-${shop.toLowerCase()}`}>
      {(items) => {
        const p = one.data ?? (items[0] as Row);
        const offers = Array.isArray(one.data?.offers) ? (one.data.offers as Row[]) : [];
        const shopButton =
          typeof p.shop_url === 'string' && p.shop_url ? (
            <Button type="primary" size="large" icon={<ShoppingOutlined />} href={p.shop_url} target="_blank" rel="noopener noreferrer">
              {t('content.goToShop')}
            </Button>
          ) : null;
        return (
          <div className="content-articles">
            <article className="content-article content-article--text" data-testid="content-item">
              <div className="content-article__body">
                {mediaUrl(p.banner) ? <Img id={p.banner} className="content-banner" alt={txt(p, 'title', lang)} /> : null}
                <h3 className="content-article__title" style={{ marginTop: 16 }}>
                  {txt(p, 'title', lang)}
                </h3>
                {one.isLoading ? <Skeleton active title={false} /> : one.isError ? <ErrorState onRetry={() => void one.refetch()} /> : <Rich html={txt(one.data, 'introduction', lang)} />}
                {shopButton}
              </div>
            </article>
            <section aria-labelledby="offers-title">
              <h2 id="offers-title" className="section-title">
                {t('content.offers')}
              </h2>
              {one.isLoading ? (
                <Skeleton active />
              ) : offers.length === 0 ? (
                <Card className="content-card">
                  <EmptyRegion description={t('content.noOffers')} />
                </Card>
              ) : (
                <CardGrid min={220}>
                  {offers.map((o) => (
                    <article key={o.id} className="content-card-item" data-testid="content-item">
                      <Img id={o.image} isThumb className="content-card-item__img" />
                      <div className="content-card-item__body">
                        <h3 className="content-card-item__title">
                          <CutTitle text={txt(o, 'title', lang)} />
                        </h3>
                        {vnd(o.price) ? <span className="content-price">{vnd(o.price)}</span> : null}
                        {typeof o.link === 'string' && o.link ? (
                          <div className="content-card-item__actions">
                            <Button href={o.link} target="_blank" rel="noopener noreferrer">
                              {t('content.viewOffer')}
                            </Button>
                          </div>
                        ) : null}
                      </div>
                    </article>
                  ))}
                </CardGrid>
              )}
            </section>
          </div>
        );
      }}
    </Region>
  );
}

type Home = { library: { albums: Row[]; videos: Row[] } };

/**
 * Released library items of a kind from /digital-lib. A reader without the library permission
 * (the demo staff role) is refused there; the released home-page highlights are shown instead.
 */
function useLibrary(kind: 'ALBUM' | 'VIDEO') {
  return useQuery({
    queryKey: ['portal', 'content', 'digital-lib', kind],
    queryFn: async ({ signal }): Promise<ListData<Row>> => {
      try {
        return await api.get<ListData<Row>>('/api/v1/digital-lib', { page: 1, limit: 40, f_kind: kind }, { quietError: true, signal });
      } catch (e) {
        if (!(e instanceof ApiError) || e.status !== 403) throw e;
        const home = await api.get<Home>('/api/v1/portal/home', { device: 'web' }, { quietError: true, signal });
        const items = kind === 'ALBUM' ? home.library.albums : home.library.videos;
        return { items, totalRows: items.length, page: 1, limit: 40 };
      }
    },
  });
}

function AlbumTile({ row }: { row: Row }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const images = ids(row.images);
  const photos = images.length > 0 ? images : ids([row.cover]);
  const cover = typeof row.cover === 'number' ? row.cover : images[0];
  const title = txt(row, 'title', lang);
  return (
    <div data-testid="content-item">
      <button type="button" className="content-media-tile" onClick={() => setOpen(true)} disabled={photos.length === 0} aria-label={`${t('content.openAlbum')}: ${title}`}>
        <Img id={cover} isThumb />
        <span className="content-media-tile__caption">
          <strong>{title}</strong>
          <span>
            <PictureOutlined /> {photos.length > 0 ? t('content.photos', { count: photos.length }) : t('content.noPhotos')}
          </span>
        </span>
      </button>
      {open ? <Image.PreviewGroup items={photos.map((id) => mediaUrl(id) ?? '')} preview={{ open, onOpenChange: (v) => setOpen(v) }} /> : null}
    </div>
  );
}

function VideoTile({ row }: { row: Row }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = txt(row, 'title', lang);
  const link = typeof row.video_url === 'string' && row.video_url ? row.video_url : typeof row.link === 'string' ? row.link : '';
  // An uploaded cover first (our own file), the video's YouTube thumbnail otherwise.
  const thumb = mediaUrl(row.cover, true) ?? (typeof row.thumbnail_url === 'string' && row.thumbnail_url ? row.thumbnail_url : null);
  return (
    <a className="content-media-tile" href={link || undefined} target="_blank" rel="noopener noreferrer" data-testid="content-item" aria-label={`${t('content.watchOnYoutube')}: ${title}`}>
      <Img src={thumb} />
      <PlayCircleFilled className="content-media-tile__play" aria-hidden="true" />
      <span className="content-media-tile__caption">
        <strong>{title}</strong>
        <span>{t('content.watchOnYoutube')}</span>
      </span>
    </a>
  );
}

/** /media/digital: photo albums (open a lightbox) and YouTube videos (open in a new tab). */
export function DigitalLibraryPage() {
  const { t } = useTranslation();
  const albums = useLibrary('ALBUM');
  const videos = useLibrary('VIDEO');
  return (
    <GridRow gutter={[24, 24]}>
      <Col xs={24} lg={17}>
      <Region q={albums} id="albums" title={t('content.albums')}>
        {(items) => (
          <CardGrid min={240}>
            {items.map((r) => (
              <AlbumTile key={r.id} row={r} />
            ))}
          </CardGrid>
        )}
      </Region>
      <Region q={videos} id="videos" title={t('content.videos')}>
        {(items) => (
          <CardGrid min={240}>
            {items.map((r) => (
              <VideoTile key={r.id} row={r} />
            ))}
          </CardGrid>
        )}
      </Region>
      </Col>
      <Col xs={24} lg={7}>
        <PortalSidebar type="DIGITAL_LIBRARY" />
      </Col>
    </GridRow>
  );
}
