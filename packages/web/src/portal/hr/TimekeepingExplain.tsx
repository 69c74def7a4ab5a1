/**
 * The explanation of a day in /human-resource/time-keeping (TimekeepingPage.tsx), loaded when a day
 * is explained (issue 35, docs/performance.md "Inner pages to 330 KB"): with antd's Form and
 * TimePicker it is about 40 KB compressed that a look at the month does not need.
 */
import { formatDate } from '@portal/domain/format';
import type { DayCell } from '@portal/domain/timesheet';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Space, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, type Row } from '../../api/client';
import './leaveI18n';
import './timekeepingI18n';

type ExplainValues = { kind: string; check_in?: Dayjs | null; check_out?: Dayjs | null; reason: string };

export function ExplainDialog({ day, onClose }: { day: DayCell; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<ExplainValues>();
  const [busy, setBusy] = useState(false);
  const initialKind = day.state === 'ABSENT' ? 'ABSENT' : day.state === 'LATE' ? 'LATE' : day.state === 'EARLY' ? 'EARLY' : day.check_in ? 'MISSING_CHECK_OUT' : 'MISSING_CHECK_IN';
  const at = (v: Dayjs | null | undefined) => (v ? `${day.date}T${v.format('HH:mm')}:00+07:00` : null);
  const send = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const body = { work_date: day.date, kind: v.kind, check_in: at(v.check_in), check_out: at(v.check_out), reason: v.reason };
      const existing = day.explanation && day.explanation.status === 'REJECTED' ? day.explanation.id : null;
      const row = existing ? await api.put<Row>(`time-keeping-explanation/${existing}`, body, { quietSuccess: true }) : await api.post<Row>('time-keeping-explanation', body, { quietSuccess: true });
      await api.post(`time-keeping-explanation/${row.id}/submit`);
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: ['time-keeping'] });
    }
  };
  const kinds = ['MISSING_CHECK_IN', 'MISSING_CHECK_OUT', 'LATE', 'EARLY', 'ABSENT'];
  return (
    <Modal open title={t('timekeeping.explainTitle', { date: formatDate(day.date) })} onCancel={onClose} onOk={() => void send()} okText={t('leave.sendForApproval')} confirmLoading={busy} okButtonProps={{ 'data-testid': 'tk-explain-send' } as Record<string, string>} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ kind: initialKind }} requiredMark="optional">
        <Form.Item name="kind" label={t('timekeeping.kind')} rules={[{ required: true }]}>
          <Select options={kinds.map((k) => ({ value: k, label: t(`timekeeping.kindOf.${k}`) }))} data-testid="tk-explain-kind" />
        </Form.Item>
        <Space wrap>
          <Form.Item name="check_in" label={t('timekeeping.actualIn')}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} data-testid="tk-explain-in" />
          </Form.Item>
          <Form.Item name="check_out" label={t('timekeeping.actualOut')}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
          </Form.Item>
        </Space>
        <Form.Item name="reason" label={t('leave.reason')} rules={[{ required: true, whitespace: true, message: t('timekeeping.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={1000} showCount data-testid="tk-explain-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
