
import { aboutContent, achievement } from '@portal/domain/resources/portal/about';
import { Tabs, } from 'antd';
import { useTranslation } from 'react-i18next';
import { OfficeDirectory } from './OfficeDirectory';
import { ArticleBlock, CardGrid, Img, Region, Rich, VerticalTimeline } from './blocks';
import { day, mediaUrl, optionKeys, optionOf, type Row, txt, useLang, useRecord, useReleased } from './useReleased';
import { CutTitle } from '../../ui/CutTitle';
import './contentI18n';

const SECTIONS = optionKeys(aboutContent, 'section');

const years = (r: Row): string => {
  const from = typeof r.from_year === 'number' ? r.from_year : null;
  const to = typeof r.to_year === 'number' ? r.to_year : null;
  if (from === null) return to === null ? '' : String(to);
  return to === null || to === from ? String(from) : `${from} – ${to}`;
};

/** Achievement images: '70-30' shows two images side by side (70/30), otherwise one. */
function AchievementImages({ row }: { row: Row }) {
  const ids = Array.isArray(row.images) ? (row.images as unknown[]).filter((x): x is number => typeof x === 'number') : [];
  if (ids.length === 0) return <Img className="content-card-item__img" />;
  if (row.ratio === '70-30' && ids.length >= 2) {
    return (
      <div className="content-pair">
        <Img id={ids[0]} isThumb />
        <Img id={ids[1]} isThumb />
      </div>
    );
  }
  return (
    <div className="content-single">
      <Img id={ids[0]} isThumb />
    </div>
  );
}

function Achievements() {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useReleased('achievement', { limit: 100 });
  return (
    <Region q={q} id="achievements" title={t('content.achievements')}>
      {(items) => {
        const types = optionKeys(achievement, 'type').filter((k) => items.some((r) => r.type === k));
        return (
          <Tabs
            items={types.map((k) => ({
              key: k,
              label: optionOf(achievement, 'type', k, lang).label,
              children: (
                <CardGrid min={280}>
                  {items
                    .filter((r) => r.type === k)
                    .map((r) => (
                      <article key={r.id} className="content-card-item" data-testid="content-item">
                        <AchievementImages row={r} />
                        <div className="content-card-item__body">
                          <span className="content-years">{years(r)}</span>
                          <h3 className="content-card-item__title">
                            <CutTitle text={txt(r, 'title', lang)} />
                          </h3>
                          {txt(r, 'description', lang) ? <p className="content-card-item__text">{txt(r, 'description', lang)}</p> : null}
                        </div>
                      </article>
                    ))}
                </CardGrid>
              ),
            }))}
          />
        );
      }}
    </Region>
  );
}

/** /about-thaco: the introduction, vision, mission and overview, the achievements, then the offices. */
export function AboutThacoPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const about = useReleased('about', { limit: 100 });
  return (
    <>
      <Region q={about} id="about" title={t('content.aboutGroup')}>
        {(items) => (
          <div className="content-articles">
            {[...items]
              .sort((a, b) => SECTIONS.indexOf(String(a.section)) - SECTIONS.indexOf(String(b.section)))
              .map((r, i) => (
                <ArticleBlock key={r.id} title={txt(r, 'title', lang)} tag={optionOf(aboutContent, 'section', r.section, lang)} summary={txt(r, 'summary', lang)} image={r.image} isReversed={i % 2 === 1}>
                  <Rich html={txt(r, 'content', lang)} />
                </ArticleBlock>
              ))}
          </div>
        )}
      </Region>
      <Achievements />
      <OfficeDirectory />
    </>
  );
}

function TraditionalSong() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useReleased('traditional-song', { limit: 1 });
  const first = list.data?.items[0];
  const one = useRecord('traditional-song', first?.id);
  return (
    <Region q={list} id="song" title={t('content.song')}>
      {() => {
        const s = one.data ?? first;
        if (!s) return null;
        const audio = mediaUrl(s.audio);
        const video = mediaUrl(s.video);
        return (
          <article className="content-article content-article--text" data-testid="content-item">
            <div className="content-article__body">
              <h3 className="content-article__title">{txt(s, 'title', lang)}</h3>
              {s.composer ? <div className="content-meta">{t('content.composer', { name: String(s.composer) })}</div> : null}
              {audio ? (
                // biome-ignore lint/a11y/useMediaCaption: the lyrics are shown below the player
                <audio className="content-audio" controls preload="none" src={audio} aria-label={t('content.listen')} style={{ width: '100%', marginTop: 12 }}>
                  {t('content.noPlayer')}
                </audio>
              ) : null}
              {video ? (
                // biome-ignore lint/a11y/useMediaCaption: the lyrics are shown below the player
                <video className="content-video" controls preload="none" src={video} aria-label={t('content.watch')} style={{ width: '100%', marginTop: 12, borderRadius: 10, background: '#000' }}>
                  {t('content.noPlayer')}
                </video>
              ) : null}
              <h4 style={{ marginTop: 16 }}>{t('content.lyrics')}</h4>
              <Rich html={txt(one.data, 'lyrics', lang)} />
            </div>
          </article>
        );
      }}
    </Region>
  );
}

/** /introduce/culture and /thaco-culture: core values and culture articles; the traditional song on /thaco-culture. */
export function CulturePage({ withSong = false }: { withSong?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const values = useReleased('core-value', { limit: 100 });
  const articles = useReleased('culture-thaco', { limit: 100 });
  return (
    <>
      <Region q={values} id="core-values" title={t('content.coreValues')}>
        {(items) => (
          <CardGrid min={220}>
            {items.map((r) => (
              <article key={r.id} className="content-card-item" data-testid="content-item">
                <div className="content-logos">
                  <Img id={r.icon} alt="" />
                </div>
                <div className="content-card-item__body">
                  <h3 className="content-card-item__title">
                    <CutTitle text={txt(r, 'title', lang)} />
                  </h3>
                  <p className="content-card-item__text">{txt(r, 'description', lang)}</p>
                </div>
              </article>
            ))}
          </CardGrid>
        )}
      </Region>
      <Region q={articles} id="culture" title={t('content.culture')}>
        {(items) => (
          <div className="content-articles">
            {items.map((r, i) => (
              <ArticleBlock key={r.id} title={txt(r, 'title', lang)} summary={txt(r, 'summary', lang)} image={r.image} isReversed={i % 2 === 1}>
                <Rich html={txt(r, 'content', lang)} />
              </ArticleBlock>
            ))}
          </div>
        )}
      </Region>
      {withSong ? <TraditionalSong /> : null}
    </>
  );
}

/** /establishment-and-development: the formation milestones by year, then the memorable events. */
export function EstablishmentPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const process = useReleased('process-formation-develop', { order: 'year asc', limit: 100 });
  const histories = useReleased('histories', { order: 'event_date desc', limit: 100 });
  return (
    <>
      <Region q={process} id="milestones" title={t('content.milestones')}>
        {(items) => <VerticalTimeline entries={items.map((r) => ({ key: r.id, marker: String(r.year ?? ''), title: txt(r, 'title', lang), body: <Rich html={txt(r, 'content', lang)} />, image: r.image }))} />}
      </Region>
      <Region q={histories} id="histories" title={t('content.histories')}>
        {(items) => <VerticalTimeline entries={items.map((r) => ({ key: r.id, marker: day(r.event_date), title: txt(r, 'title', lang), body: txt(r, 'description', lang) && txt(r, 'description', lang) !== txt(r, 'title', lang) ? <p className="content-card-item__text">{txt(r, 'description', lang)}</p> : undefined, image: r.image }))} />}
      </Region>
    </>
  );
}
