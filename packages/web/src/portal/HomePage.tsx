import {
  AppstoreOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  ContactsOutlined,
  FileSearchOutlined,
  FireOutlined,
  MessageOutlined,
  PictureOutlined,
  ScheduleOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { FRONT_SITE_PAGES } from '@portal/domain/resources/portal/menu';
import { Card, Col, Row } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../auth/session';
import { GreetingCards } from './portal/GreetingCards';
import { MenuLink } from './MenuLink';
import { localized, useCanOpen, usePortalMenus, usePortalSettings } from './usePortalData';

import { Ads, DigitalHighlights, EventSlider, HomeSlider, HotNews, LatestByType } from './portal/HomeNews';

const SHORTCUT_ICONS: [string, ReactNode][] = [
  ['/dashboard/contacts', <ContactsOutlined key="c" />],
  ['/dashboard/search-document', <FileSearchOutlined key="d" />],
  ['/administration/meeting-room', <ScheduleOutlined key="m" />],
  ['/administration/service-car', <CarOutlined key="car" />],
  ['/human-resource/leave', <CalendarOutlined key="l" />],
  ['/dashboard/feedback', <MessageOutlined key="f" />],
  ['/look-up/form', <BookOutlined key="b" />],
  ['/technical-support', <ToolOutlined key="t" />],
];

function Region({
  id,
  title,
  icon,
  action,
  children,
  isRaised,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  isRaised?: boolean;
}) {
  return (
    <section className={isRaised ? 'home-region home-region--raised' : 'home-region'} aria-labelledby={`${id}-title`}>
      <div className="home-region__head">
        <h2 id={`${id}-title`}>
          <span className="home-region__icon">{icon}</span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { user } = useSession();
  const settings = usePortalSettings();
  const menus = usePortalMenus();
  const canOpen = useCanOpen();
  const title = localized(settings.data?.title, lang) || t('portal.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const configured = (menus.data?.items ?? []).filter((m) => m.group === 'SHORTCUT' && m.link);
  const iconOf = (link: string) => SHORTCUT_ICONS.find(([p]) => p === link)?.[1] ?? <AppstoreOutlined />;
  // Configured shortcuts when the admin has set some, else the default set.
  const shortcuts: { key: string; label: string; link: string; icon: ReactNode }[] =
    configured.length > 0
      ? configured.map((m) => ({ key: String(m.id), label: localized(m, lang), link: m.link ?? '/', icon: iconOf(m.link ?? '') }))
      : SHORTCUT_ICONS.filter(([path]) => canOpen(path)).map(([path, icon]) => ({
          key: path,
          label: FRONT_SITE_PAGES.find((p) => p.path === path)?.label[lang] ?? path,
          link: path,
          icon,
        }));
  const viewAll = (to: string) => (canOpen(to) ? <Link to={to}>{t('common.viewAll')}</Link> : undefined);
  const utilities = (menus.data?.groups ?? [])
    .map((g) => ({ group: g, entries: (menus.data?.items ?? []).filter((m) => m.group === 'UTILITY' && m.menu_group_id === g.id && m.link) }))
    .filter((x) => x.entries.length > 0);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="hero-title">
        <div className="portal-container home-hero__inner">
          <div className="home-hero__text">
            <span className="home-hero__eyebrow">{title}</span>
            <h1 id="hero-title">{t('home.greeting', { name: user?.full_name || user?.username || '' })}</h1>
            <p>{t('home.heroText')}</p>
            <div className="home-hero__actions">
              {canOpen('/internal-activity') ? (
                <Link className="btn-accent" to="/internal-activity">
                  {t('home.heroPrimary')}
                </Link>
              ) : null}
              {canOpen('/about-thaco') ? (
                <Link className="btn-ghost" to="/about-thaco">
                  {t('home.heroSecondary')}
                </Link>
              ) : null}
            </div>
          </div>
          <section className="home-hero__slider" aria-label={t('home.sliders')} data-empty={`${t('home.sliders')} · ${t('home.slidersEmpty')}`}>
            <HomeSlider />
          </section>
        </div>
      </section>

      <div className="portal-container home-body">
        <GreetingCards />
        <Region id="shortcuts" title={t('home.shortcuts')} icon={<AppstoreOutlined />} isRaised>
          <ul className="shortcut-grid">
            {shortcuts.map((s) => (
              <li key={s.key}>
                {/^https?:/.test(s.link) ? (
                  <a className="shortcut" href={s.link} target="_blank" rel="noreferrer">
                    <span className="shortcut__icon">{s.icon}</span>
                    <span>{s.label}</span>
                  </a>
                ) : (
                  <Link className="shortcut" to={s.link}>
                    <span className="shortcut__icon">{s.icon}</span>
                    <span>{s.label}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Region>

        {utilities.length > 0 ? (
          <Region id="utilities" title={t('home.utilities')} icon={<ToolOutlined />}>
            <Row gutter={[20, 20]}>
              {utilities.map(({ group, entries }) => (
                <Col xs={24} md={8} key={group.id}>
                  <Card className="content-card utility-group" title={localized(group, lang)}>
                    <ul>
                      {entries.map((m) => (
                        <li key={m.id}>
                          <MenuLink link={m.link ?? '/'} isNewTab={m.target === 'NEW'} label={localized(m, lang)} />
                        </li>
                      ))}
                    </ul>
                  </Card>
                </Col>
              ))}
            </Row>
          </Region>
        ) : null}

        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            <Region id="hot-news" title={t('home.hotNews')} icon={<FireOutlined />} action={viewAll('/news')}>
              <HotNews />
            </Region>
          </Col>
          <Col xs={24} lg={8}>
            <Region id="events" title={t('home.events')} icon={<CalendarOutlined />} action={viewAll('/internal-activity')}>
              <Card className="content-card">
                <EventSlider />
              </Card>
              <Ads placement="vertical" />
            </Region>
          </Col>
        </Row>

        <Ads placement="horizon" />
        <Region id="latest-news" title={t('news.latest')} icon={<FireOutlined />} action={viewAll('/news')}>
          <LatestByType />
        </Region>

        <Region id="digital" title={t('home.digitalLibrary')} icon={<PictureOutlined />} action={viewAll('/media/digital')}>
          <DigitalHighlights />
        </Region>

        <Region id="people" title={t('home.community')} icon={<TeamOutlined />}>
          <Row gutter={[20, 20]}>
            {(
              [
                ['culture', '/thaco-culture'],
                ['structure', '/about-thaco'],
                ['development', '/establishment-and-development'],
              ] as const
            )
              .filter(([, to]) => canOpen(to))
              .map(([k, to]) => (
                <Col xs={24} md={8} key={k}>
                  <Link to={to} className={`feature-tile feature-tile--${k}`}>
                    <strong>{t(`home.feature.${k}`)}</strong>
                    <span>{t(`home.feature.${k}.text`)}</span>
                  </Link>
                </Col>
              ))}
          </Row>
        </Region>
      </div>
    </div>
  );
}
