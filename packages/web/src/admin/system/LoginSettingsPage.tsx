/** Login settings (spec §2): attempts before a lock, lock length (doubling up to a maximum), devices per user, session length. */
import { SaveOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, InputNumber, Row, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import { useSession } from '../../auth/session';
import './loginSettingsI18n';

type Settings = Record<string, number | boolean>;
const FIELDS: { name: string; min: number; max: number }[] = [
  { name: 'max_attempts', min: 1, max: 20 },
  { name: 'lock_minutes', min: 1, max: 1440 },
  { name: 'max_lock_minutes', min: 1, max: 1440 },
  { name: 'ip_max_failures', min: 5, max: 10000 },
  { name: 'max_devices', min: 1, max: 50 },
  { name: 'refresh_days', min: 1, max: 365 },
  { name: 'reset_token_minutes', min: 5, max: 1440 },
  { name: 'log_retention_days', min: 7, max: 3650 },
];

export function LoginSettingsPage() {
  const { t } = useTranslation();
  const { ability } = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Settings>();
  const [isSaving, setSaving] = useState(false);
  const settings = useQuery({ queryKey: ['systems_settings'], queryFn: () => api.get<Settings>('systems_settings') });
  const canEdit = canDo(ability, 'edit', 'SETTING_LOGIN');
  if (settings.isLoading) return <Skeleton active />;
  const save = async (values: Settings) => {
    setSaving(true);
    try {
      await api.put('systems_settings', values, { quietError: false });
      await queryClient.invalidateQueries({ queryKey: ['systems_settings'] });
    } catch (e) {
      if (e instanceof ApiError) form.setFields(e.errors.map((x) => ({ name: x.field, errors: [x.message] })));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">{t('loginSettings.title')}</h1>
      </div>
      <Form form={form} layout="vertical" initialValues={settings.data} onFinish={save} disabled={!canEdit} key={settings.dataUpdatedAt}>
        <Card className="admin-card">
          <Row gutter={24}>
            {FIELDS.map((f) => (
              <Col key={f.name} xs={24} md={12} xl={8}>
                <Form.Item name={f.name} label={t(`loginSettings.${f.name}`)} rules={[{ required: true, type: 'number', min: f.min, max: f.max }]}>
                  <InputNumber min={f.min} max={f.max} precision={0} style={{ width: '100%' }} aria-label={t(`loginSettings.${f.name}`)} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="is_two_factor_required" label={t('loginSettings.is_two_factor_required')} valuePropName="checked">
                <Switch aria-label={t('loginSettings.is_two_factor_required')} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {canEdit ? (
          <div className="form-actions">
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isSaving}>
              {t('common.save')}
            </Button>
          </div>
        ) : null}
      </Form>
    </div>
  );
}
