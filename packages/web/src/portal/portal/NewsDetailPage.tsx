/**
 * A news item on the portal (issue 5): sanitised content (the server sanitises before storing),
 * likes, comments, share link and related news. `?preview=1` shows an unreleased item to its
 * editor or an approver (the admin view, f_is_get_all_cms=1) before release.
 */
import { LikeFilled, LikeOutlined, PaperClipOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Empty, Input, Row, Space, Spin, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formatDate } from '@portal/domain/format';
import { api } from '../../api/client';
import { toastInfo } from '../../api/toast';
import { PageFrame } from '../../ui/PageFrame';
import { NewsCard } from './HomeNews';
import './news.css';
import './newsI18n';
import { mediaUrl, pick, releasedOn, useNewsDetail } from './usePortalHome';
import { PortalSidebar } from '../PortalSidebar';

type Comment = { id: number; content: string; created_date: string; created_by: number; author_name: string | null };

export function NewsDetailPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const isPreview = params.get('preview') === '1';
  const news = useNewsDetail(id, isPreview);
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const comments = useQuery({
    queryKey: ['portal', 'comments', id],
    enabled: !isPreview && !!news.data,
    queryFn: () => api.get<{ items: Comment[] }>(`/api/v1/portal/news/${id}/comments`),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['portal'] });
  const like = useMutation({
    mutationFn: () =>
      news.data?.my_reaction
        ? api.del(`/api/v1/reaction/${news.data.my_reaction.id}`, { quietSuccess: true })
        : api.post('/api/v1/reaction', { target_type: 'NEWS', target_id: id }, { quietSuccess: true }),
    onSettled: refresh,
  });
  const send = useMutation({
    mutationFn: () => api.post('/api/v1/comment', { news_id: id, content: text }, { quietSuccess: true }),
    onSuccess: () => setText(''),
    onSettled: refresh,
  });

  if (news.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const n = news.data;
  if (!n) {
    return (
      <PageFrame title={t('news.title')} crumbs={[{ label: t('news.title'), to: '/news' }]}>
        <Empty description={t('news.notFound')} />
      </PageFrame>
    );
  }
  const title = pick(n, 'title', lang);
  const share = async () => {
    const url = `${window.location.origin}/news/${n.id}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      /* no clipboard (insecure origin): the link is still shown in the address bar */
    }
    toastInfo(t('news.linkCopied'));
  };
  return (
    <PageFrame title={title} crumbs={[{ label: t('news.title'), to: '/news' }, { label: title }]}>
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={16}>
          <article data-testid="news-detail">
            {isPreview ? <Tag color="orange">{t('news.preview')}</Tag> : null}
            <div className="news-detail__meta">
              <span>{t('news.releasedAt', { date: releasedOn(n) })}</span>
              {n.author ? <span>{t('news.by', { author: n.author })}</span> : null}
              {n.team ? <span>{n.team}</span> : null}
            </div>
            {mediaUrl(n.banner ?? n.avatar) ? <img className="news-detail__banner" src={mediaUrl(n.banner ?? n.avatar) ?? ''} alt="" /> : null}
            {pick(n, 'quote', lang) ? <blockquote className="news-detail__quote">{pick(n, 'quote', lang)}</blockquote> : null}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich text (sanitize-html) before storing it */}
            <div className="news-detail__content" dangerouslySetInnerHTML={{ __html: pick(n, 'content', lang) }} />
            <Space wrap style={{ marginTop: 16 }}>
              {(n.tags ?? []).map((tag) => (
                <Tag key={tag}>#{tag}</Tag>
              ))}
            </Space>
            {n.file_attach || n.link_attach ? (
              <Space direction="vertical" style={{ marginTop: 16 }}>
                {n.file_attach ? (
                  <a href={`/api/v1/media/file/${n.file_attach}`}>
                    <PaperClipOutlined /> {n.title_attach || t('news.attachment')}
                  </a>
                ) : null}
                {n.link_attach ? (
                  <a href={n.link_attach} target="_blank" rel="noreferrer noopener">
                    {t('news.link')}: {n.link_attach}
                  </a>
                ) : null}
              </Space>
            ) : null}
            {!isPreview ? (
              <Space style={{ marginTop: 24 }}>
                <Button icon={n.my_reaction ? <LikeFilled /> : <LikeOutlined />} type={n.my_reaction ? 'primary' : 'default'} loading={like.isPending} onClick={() => like.mutate()} data-testid="like">
                  {n.my_reaction ? t('news.unlike') : t('news.like')}
                </Button>
                <span data-testid="likes">{t('news.likes', { count: n.likes_count })}</span>
                <Button icon={<ShareAltOutlined />} onClick={share}>
                  {t('news.share')}
                </Button>
              </Space>
            ) : null}
          </article>
          {!isPreview ? (
            <section className="news-comments" aria-label={t('news.comments', { count: n.comments_count })}>
              <h2>{t('news.comments', { count: n.comments_count })}</h2>
              <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
                <Input.TextArea value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} placeholder={t('news.commentPlaceholder')} autoSize={{ minRows: 1, maxRows: 4 }} aria-label={t('news.commentPlaceholder')} />
                <Button type="primary" disabled={!text.trim()} loading={send.isPending} onClick={() => send.mutate()}>
                  {t('news.send')}
                </Button>
              </Space.Compact>
              {/* A plain list of antd List's look: antd's List brings its Pagination and Select (about 29 KB), issue 35. */}
              {(comments.data?.items ?? []).length === 0 ? (
                <div className="news-comments__empty">{t('news.noComments')}</div>
              ) : (
                <ul className="news-comments__list">
                  {(comments.data?.items ?? []).map((c) => (
                    <li key={c.id} className="news-comments__item">
                      <Avatar className="news-comments__avatar">{(c.author_name ?? '?').trim().split(/\s+/).pop()?.charAt(0)}</Avatar>
                      <div className="news-comments__body">
                        <div className="news-comments__title">
                          <strong>{c.author_name ?? '—'}</strong> <span className="news-detail__meta">{formatDate(c.created_date, 'HH:mm DD/MM/YYYY')}</span>
                        </div>
                        <div className="news-comments__text">{c.content}</div>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('news.related')} className="content-card">
            {n.related.length === 0 ? <Empty description={t('news.empty')} /> : null}
            <div className="news-stack">
              {n.related.map((r) => (
                <NewsCard key={r.id} item={r} isCompact />
              ))}
            </div>
          </Card>
          <PortalSidebar type="NEWS" />
        </Col>
      </Row>
    </PageFrame>
  );
}
