/**
 * The stationery request form of /administration/stationery (StationeryPage.tsx): a title, items
 * and quantities (approved through the approval engine), a note. Loaded when first used, with the
 * control the person reached for focused (the item list open).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Row } from '../../api/client';
import { named, useLang } from './servicesCommon';

/** The stand-in's control that brought the form. */
export type RequestFocus = 'title' | 'item' | 'quantity' | 'add' | 'note' | 'send';

export function StationeryRequestForm({ items, focus }: { items: Row[]; focus: RequestFocus }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const send = useMutation({
    mutationFn: (v: { title: string; note?: string; lines: { item_id: number; quantity: number }[] }) => api.post<Row>('stationery-request', v, { quietSuccess: true }),
    onSuccess: () => {
      void message.success(t('services.requestSent'));
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['stationery-request'] });
    },
  });
  // "Add a line" on the stand-in: the form opens with the second line there.
  useEffect(() => {
    if (focus === 'add') form.setFieldValue('lines', [{ quantity: 1 }, { quantity: 1 }]);
    if (focus === 'send') form.submit();
  }, [focus, form]);
  const itemName = (r: Row) => `${named(lang, r.name, r.name_en)} (${named(lang, r.unit_name, r.unit_name_en)})`;
  return (
    <Form form={form} layout="vertical" initialValues={{ lines: [{ quantity: 1 }] }} onFinish={(v) => send.mutate(v)} data-testid="stationery-form">
      <Form.Item name="title" label={t('services.requestTitle')} rules={[{ required: true, message: t('services.required') }, { max: 200 }]}>
        <Input placeholder={t('services.requestTitleHint')} autoFocus={focus === 'title'} />
      </Form.Item>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="start" wrap className="stationery-line">
                <Form.Item name={[f.name, 'item_id']} rules={[{ required: true, message: t('services.required') }]}>
                  <Select autoFocus={focus === 'item' && f.name === 0} defaultOpen={focus === 'item' && f.name === 0} style={{ minWidth: 260 }} placeholder={t('services.item')} options={items.map((r) => ({ value: r.id, label: itemName(r), disabled: Number(r.stock) <= 0 }))} showSearch optionFilterProp="label" />
                </Form.Item>
                <Form.Item name={[f.name, 'quantity']} rules={[{ required: true, message: t('services.required') }]}>
                  <InputNumber min={1} max={1000} aria-label={t('services.quantity')} autoFocus={focus === 'quantity' && f.name === 0} />
                </Form.Item>
                {fields.length > 1 ? <Button onClick={() => remove(f.name)}>{t('common.delete')}</Button> : null}
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} disabled={fields.length >= 30}>
              {t('services.addLine')}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="note" label={t('services.note')} style={{ marginTop: 16 }} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} autoFocus={focus === 'note'} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending} autoFocus={focus === 'send'}>
        {t('services.send')}
      </Button>
    </Form>
  );
}
