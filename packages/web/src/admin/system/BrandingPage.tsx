/**
 * Branding (spec §2 "logos, favicon and site title"; issue 38 item 6): the site title in both
 * languages and each logo slot with where it shows, its preview on the background it sits on, and
 * its file rule; the favicon. Each change is saved at once through /systems_settings (title, logos),
 * which checks the right and the file; the portal, sign-in page and admin read the same settings.
 */
import { DeleteOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Popconfirm, Row, Skeleton, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, ApiError } from '../../api/client';
import { useSession } from '../../auth/session';
import { BrandMark } from '../../ui/BrandLogo';
import './brandingI18n';

type Branding = { title: string; title_en: string; logos: Record<string, number | null>; favicon: number | null };
type Slot = { key: 'LOGO_LOGIN' | 'LOGO_ADMIN' | 'LOGO_1' | 'LOGO_2' | 'favicon'; size?: [number, number]; isDark?: boolean };

/** The slots the product shows (LOGO_3 and LOGO_4 are spec types no screen uses). */
const SLOTS: Slot[] = [
  { key: 'LOGO_LOGIN', size: [480, 160] },
  { key: 'LOGO_ADMIN', size: [320, 96] },
  { key: 'LOGO_1', size: [320, 96] },
  { key: 'LOGO_2', size: [320, 96], isDark: true },
  { key: 'favicon' },
];
const KEY = ['systems_settings', 'title'];

export function BrandingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ability } = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ title: string; title_en: string }>();
  const [isSaving, setSaving] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const data = useQuery({ queryKey: KEY, queryFn: () => api.get<Branding>('systems_settings/title') });
  const canEdit = canDo(ability, 'edit', 'SETTING');
  if (data.isLoading || !data.data) return <Skeleton active />;
  const b = data.data;
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: KEY }), queryClient.invalidateQueries({ queryKey: ['portal', 'settings'] })]);
  const saveTitle = async (v: { title: string; title_en: string }) => {
    setSaving(true);
    try {
      await api.put('systems_settings/title', { title: v.title, title_en: v.title_en || undefined });
      await refresh();
    } catch (e) {
      if (e instanceof ApiError) form.setFields(e.errors.map((x) => ({ name: x.field as 'title', errors: [x.message] })));
    } finally {
      setSaving(false);
    }
  };
  // Logos are public files (the sign-in page shows them before anyone signs in); a bigger image
  // than the slot's rule is refused by the upload ("Scale not match").
  const uploadTo = async (s: Slot, file: File) => {
    setBusy(s.key);
    try {
      const [m] = await api.upload<{ id: number }[]>('media/upload-logo', file, s.size ? { size: `${s.size[0]}x${s.size[1]}` } : undefined, { quietSuccess: true });
      if (m) await saveLogo(s.key, m.id);
    } finally {
      setBusy(null);
    }
  };
  const saveLogo = async (slot: Slot['key'], id: number | null) => {
    try {
      await api.put('systems_settings/logos', { [slot]: id }, { quietSuccess: true });
      message.success(t('branding.saved'));
      await refresh();
    } catch {
      /* the client shows the error in the caller's language */
    }
  };
  return (
    <div className="admin-page" data-testid="branding-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">{t('branding.title')}</h1>
      </div>
      <Typography.Paragraph type="secondary">{t('branding.intro')}</Typography.Paragraph>
      <Card className="admin-card" title={t('branding.siteTitle')}>
        <Form form={form} layout="vertical" initialValues={{ title: b.title, title_en: b.title_en }} onFinish={saveTitle} disabled={!canEdit} key={data.dataUpdatedAt}>
          <Row gutter={24}>
            <Col xs={24} md={12}>
              <Form.Item name="title" label={t('branding.siteTitleVi')} rules={[{ required: true, whitespace: true, max: 255 }]} extra={t('branding.siteTitleHelp')}>
                <Input maxLength={255} aria-label={t('branding.siteTitleVi')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="title_en" label={t('branding.siteTitleEn')} rules={[{ max: 255 }]}>
                <Input maxLength={255} aria-label={t('branding.siteTitleEn')} />
              </Form.Item>
            </Col>
          </Row>
          {canEdit ? (
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isSaving} data-testid="branding-title-save">
              {t('common.save')}
            </Button>
          ) : null}
        </Form>
      </Card>
      <Card className="admin-card" title={t('branding.logos')} style={{ marginTop: 16 }}>
        <Row gutter={[24, 24]}>
          {SLOTS.map((s) => {
            const id = s.key === 'favicon' ? b.favicon : (b.logos[s.key] ?? null);
            return (
              <Col key={s.key} xs={24} md={12} xl={8} data-testid={`branding-slot-${s.key}`}>
                <div className="branding-slot">
                  <Typography.Text strong>{t(`branding.${s.key}`)}</Typography.Text>
                  <div className="branding-slot__where">{t(`branding.${s.key}Where`)}</div>
                  <div className={`branding-slot__preview${s.isDark ? ' is-dark' : ''}${s.key === 'favicon' ? ' is-small' : ''}`}>
                    {id ? <img src={`/api/v1/media/file/${id}`} alt={t(`branding.${s.key}`)} /> : <Space direction="vertical" align="center" size={4}><BrandMark size={s.key === 'favicon' ? 24 : 40} /><span>{t('branding.empty')}</span></Space>}
                  </div>
                  <div className="branding-slot__rule">{s.size ? t('branding.logoRule', { w: s.size[0], h: s.size[1] }) : t('branding.faviconRule')}</div>
                  {canEdit ? (
                    <Space wrap>
                      <Upload
                        accept={s.key === 'favicon' ? '.ico' : '.png,.jpg,.jpeg'}
                        showUploadList={false}
                        customRequest={({ file, onSuccess, onError }) => {
                          uploadTo(s, file as File).then(() => onSuccess?.(null), (e: Error) => onError?.(e));
                        }}
                      >
                        <Button icon={<UploadOutlined />} loading={busy === s.key} data-testid={`branding-upload-${s.key}`}>
                          {t('form.upload')}
                        </Button>
                      </Upload>
                      {id ? (
                        <Popconfirm title={t('delete.confirm')} onConfirm={() => saveLogo(s.key, null)}>
                          <Button danger icon={<DeleteOutlined />}>
                            {t('common.delete')}
                          </Button>
                        </Popconfirm>
                      ) : null}
                    </Space>
                  ) : null}
                </div>
              </Col>
            );
          })}
        </Row>
      </Card>
      <Card className="admin-card" title={t('branding.more')} style={{ marginTop: 16 }}>
        <Space wrap>
          <Link to="/admin/category?f_type=FOOTER">{t('branding.footerLink')}</Link>
          <Link to="/admin/social-icons">{t('branding.socialLink')}</Link>
        </Space>
      </Card>
    </div>
  );
}
