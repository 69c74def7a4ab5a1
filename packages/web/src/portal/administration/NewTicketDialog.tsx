/** The "new ticket" dialog of /administrative (AdministrativePage.tsx), loaded when it is first opened. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, type ListData, type Row } from '../../api/client';
import { named, useLang } from './servicesCommon';

export function NewTicket({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const categories = useQuery({ queryKey: ['ticket-category', 'all'], enabled: open, queryFn: () => api.get<ListData<Row>>('ticket-category', { limit: -1 }, { quietError: true }) });
  const save = useMutation({
    mutationFn: (v: { title: string; category_id: number; priority: string; content?: string; checklist?: string[] }) =>
      api.post<Row>('ticket', { title: v.title, category_id: v.category_id, priority: v.priority, content: v.content ?? null, checklists: (v.checklist ?? []).map((content) => ({ content })) }, { quietSuccess: true }),
    onSuccess: () => {
      void message.success(t('services.ticketSent'));
      void qc.invalidateQueries({ queryKey: ['ticket'] });
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal open={open} title={t('services.newTicket')} onCancel={onClose} onOk={() => form.submit()} okText={t('services.send')} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ priority: 'NORMAL' }} onFinish={(v) => save.mutate(v)} data-testid="ticket-form">
        <Form.Item name="title" label={t('services.ticketTitle')} rules={[{ required: true, message: t('services.required') }, { max: 300 }]}>
          <Input data-testid="ticket-title" />
        </Form.Item>
        <Form.Item name="category_id" label={t('services.category')} rules={[{ required: true, message: t('services.required') }]}>
          <Select data-testid="ticket-category" loading={categories.isLoading} options={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: named(lang, c.name, c.name_en) }))} />
        </Form.Item>
        <Form.Item name="priority" label={t('services.priority')}>
          <Select options={['LOW', 'NORMAL', 'HIGH', 'URGENT'].map((p) => ({ value: p, label: t(`services.priority${p}` as 'services.priorityLOW') }))} />
        </Form.Item>
        <Form.Item name="content" label={t('services.details')} rules={[{ max: 4000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="checklist" label={t('services.checklist')} extra={t('services.checklistHint')}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={['\n']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
