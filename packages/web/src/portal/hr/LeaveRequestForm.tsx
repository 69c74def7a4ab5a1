/**
 * The leave page's forms (LeavePage.tsx), loaded when first used (issue 35, docs/performance.md
 * "Inner pages to 330 KB"): the request form (type, date range, half days, reason, approvers, the
 * working days counted by the server before anything is sent) and the dialog that sends a draft
 * with the approvers chosen. antd's Form, Select, DatePicker, Checkbox, TextArea and the people
 * picker come with this chunk, not with the page's first screen, which shows a light stand-in
 * (LeavePage's `RequestStandIn`) until the form is focused or clicked.
 */
import { formatDate } from '@portal/domain/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, DatePicker, Form, Input, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type Row } from '../../api/client';
import { StatusTag, type StatusOwner } from '../../ui/StatusTag';
import { PeoplePicker } from '../administration/PeoplePicker';
import { type BalanceItem, type Choice, fmtDays, type Holiday, MAX_CHOSEN, named, useApproverChoice, useLang } from './leaveCommon';

type Overlap = { id: number; from_date: string; to_date: string; status: string; days: number; leave_type: string | null; leave_type_en: string | null };

/** Validation of the picked approvers (the server checks again): required where a step names nobody, never oneself, at most 20. */
const approverRules = (t: (k: string, o?: Record<string, unknown>) => string, isRequired: boolean, myStaffId: number | null) => [
  {
    validator: async (_: unknown, v: number[] | undefined) => {
      const ids = v ?? [];
      if (isRequired && ids.length === 0) throw new Error(t('leave.approversRequired'));
      if (myStaffId !== null && ids.includes(myStaffId)) throw new Error(t('leave.approversNotSelf'));
      if (ids.length > MAX_CHOSEN) throw new Error(t('leave.approversTooMany', { n: MAX_CHOSEN }));
    },
  },
];

function ApproverField({ steps, isRequired, myStaffId }: { steps: Choice['steps']; isRequired: boolean; myStaffId: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form.Item
      name="approver_staff_ids"
      label={t('leave.approvers')}
      required={isRequired}
      extra={t(isRequired ? 'leave.approversHelp' : 'leave.approversOptional', { steps: steps.map((x) => named(lang, x.name, x.name_en)).join(', ') })}
      rules={approverRules(t, isRequired, myStaffId)}
      data-testid="leave-approvers"
    >
      <PeoplePicker data-testid="leave-approvers-picker" maxCount={MAX_CHOSEN} />
    </Form.Item>
  );
}

type FormValues = { leave_type_id?: number; range?: [Dayjs, Dayjs]; is_from_half?: boolean; is_to_half?: boolean; reason?: string; approver_staff_ids?: number[] };

/** Which control of the stand-in was used: the real one takes the focus (the type's list opens, a half day is ticked). */
export type RequestFocus = 'type' | 'range' | 'fromHalf' | 'toHalf' | 'reason';

/** `owner`: the leave declaration (its workflow's words), passed by the page so that this chunk does not import it too. */
export function RequestForm({ types, myStaffId, focus, owner }: { types: BalanceItem[]; myStaffId: number | null; focus: RequestFocus; owner: StatusOwner }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const values = Form.useWatch([], form) as FormValues | undefined;
  const [busy, setBusy] = useState(false);
  // A half day ticked on the stand-in is ticked here (once: resetting the form clears it).
  useEffect(() => {
    if (focus === 'fromHalf') form.setFieldValue('is_from_half', true);
    if (focus === 'toHalf') form.setFieldValue('is_to_half', true);
  }, [focus, form]);
  const from = values?.range?.[0]?.format('YYYY-MM-DD');
  const to = values?.range?.[1]?.format('YYYY-MM-DD');
  const type = types.find((x) => x.leave_type_id === values?.leave_type_id);
  const preview = useQuery({
    queryKey: ['staff-leave', 'working-days', from, to, !!values?.is_from_half, !!values?.is_to_half],
    enabled: !!from && !!to,
    queryFn: () => api.get<{ days: number; holidays: Holiday[]; isSameYear: boolean; overlaps?: Overlap[] }>('staff-leave/working-days', { from_date: from, to_date: to, is_from_half: values?.is_from_half ? 1 : 0, is_to_half: values?.is_to_half ? 1 : 0 }, { quietError: true }),
  });
  const choice = useApproverChoice(preview.data?.days, values?.leave_type_id);
  const send = async (submit: boolean) => {
    // A draft needs no approvers yet: they are asked for when it is sent.
    const v = await form.validateFields(submit ? undefined : ['leave_type_id', 'range', 'reason']);
    const [a, b] = v.range as [Dayjs, Dayjs];
    setBusy(true);
    try {
      const created = await api.post<Row>('staff-leave', { leave_type_id: v.leave_type_id, from_date: a.format('YYYY-MM-DD'), to_date: b.format('YYYY-MM-DD'), is_from_half: !!v.is_from_half, is_to_half: !!v.is_to_half, reason: v.reason ?? null }, { quietSuccess: submit });
      const chosen = choice.isShown ? (v.approver_staff_ids ?? []) : [];
      if (submit) await api.post(`staff-leave/${created.id}/submit`, chosen.length ? { approver_staff_ids: chosen } : {});
      form.resetFields();
    } catch {
      // The server's message was shown.
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: ['staff-leave'] });
    }
  };
  const days = preview.data?.days;
  // A request of mine already holds some of these days (the server would refuse): named before sending.
  const overlaps = preview.data?.overlaps ?? [];
  const range = (a: string, b: string) => (a === b ? formatDate(a) : `${formatDate(a)} - ${formatDate(b)}`);
  return (
    <Form form={form} layout="vertical" className="leave-form" requiredMark="optional">
      <Form.Item name="leave_type_id" label={t('leave.type')} rules={[{ required: true, message: t('leave.typeRequired') }]}>
        <Select
          data-testid="leave-type"
          autoFocus={focus === 'type'}
          defaultOpen={focus === 'type'}
          options={types.map((x) => ({ value: x.leave_type_id, label: `${named(lang, x.name, x.name_en)}${x.is_paid ? '' : ` (${t('leave.unpaid')})`}` }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('leave.dates')} rules={[{ required: true, message: t('leave.datesRequired') }]}>
        <DatePicker.RangePicker format="DD/MM/YYYY" style={{ width: '100%' }} data-testid="leave-range" autoFocus={focus === 'range'} />
      </Form.Item>
      {type?.is_half_day_allowed !== false ? (
        <Space wrap>
          <Form.Item name="is_from_half" valuePropName="checked" noStyle>
            <Checkbox data-testid="leave-from-half" autoFocus={focus === 'fromHalf'}>{t('leave.fromHalf')}</Checkbox>
          </Form.Item>
          <Form.Item name="is_to_half" valuePropName="checked" noStyle>
            <Checkbox data-testid="leave-to-half" autoFocus={focus === 'toHalf'}>{t('leave.toHalf')}</Checkbox>
          </Form.Item>
        </Space>
      ) : null}
      <Form.Item name="reason" label={t('leave.reason')} style={{ marginTop: 12 }}>
        <Input.TextArea rows={2} maxLength={500} showCount autoFocus={focus === 'reason'} />
      </Form.Item>
      {choice.isShown ? <ApproverField steps={choice.steps} isRequired={choice.isRequired} myStaffId={myStaffId} /> : null}
      {from && to ? (
        <Alert
          type={days ? (preview.data?.isSameYear === false || (type && !type.is_negative_allowed && days > type.remaining) ? 'warning' : 'info') : 'warning'}
          showIcon
          data-testid="leave-preview"
          title={
            preview.isLoading ? t('leave.counting') : (
              <span>
                {t('leave.workingDays')}: <b data-testid="leave-preview-days">{fmtDays(days ?? 0, lang)}</b>
                {type && !type.is_negative_allowed ? ` · ${t('leave.afterThis', { left: fmtDays(type.remaining - (days ?? 0), lang) })}` : ''}
              </span>
            )
          }
          description={
            <>
              {(preview.data?.holidays ?? []).map((h) => (
                <div key={`${h.from}-${h.name}`}>{t('leave.holidayInRange', { name: named(lang, h.name, h.name_en), date: h.from === h.to ? formatDate(h.from) : `${formatDate(h.from)} - ${formatDate(h.to)}` })}</div>
              ))}
              {preview.data?.isSameYear === false ? <div>{t('leave.spansYears')}</div> : null}
            </>
          }
        />
      ) : null}
      {from && to && overlaps.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="leave-overlap"
          title={t('leave.overlapTitle')}
          description={overlaps.map((o) => (
            <div key={o.id}>
              {t('leave.overlapWith', { type: named(lang, o.leave_type ?? '', o.leave_type_en ?? null), dates: range(o.from_date, o.to_date) })} <StatusTag status={o.status} owner={owner} />
            </div>
          ))}
        />
      ) : null}
      <Space style={{ marginTop: 12 }} wrap>
        <Button type="primary" loading={busy} disabled={!days || overlaps.length > 0} onClick={() => void send(true)} data-testid="leave-submit">
          {t('leave.sendForApproval')}
        </Button>
        <Button loading={busy} disabled={!days || overlaps.length > 0} onClick={() => void send(false)} data-testid="leave-save-draft">
          {t('leave.saveDraft')}
        </Button>
      </Space>
    </Form>
  );
}

/** The dialog that sends a draft (or a rejected request) with the approvers its process lets the requester choose. */
export function ApproverDialog({ row, myStaffId, onClose }: { row: Row; myStaffId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ approver_staff_ids?: number[] }>();
  const choice = useApproverChoice(Number(row.days), Number(row.leave_type_id));
  const send = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await api.post(`staff-leave/${row.id}/submit`, v.approver_staff_ids?.length ? { approver_staff_ids: v.approver_staff_ids } : {});
      onClose();
    } catch {
      // The server's message was shown; the dialog stays open to correct the choice.
    } finally {
      setBusy(false);
      await Promise.all([qc.invalidateQueries({ queryKey: ['staff-leave'] }), qc.invalidateQueries({ queryKey: ['approval'] })]);
    }
  };
  return (
    <Modal open title={t('leave.chooseApprovers')} okText={t('leave.sendForApproval')} confirmLoading={busy} onOk={() => void send()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark="optional">
        <ApproverField steps={choice.steps} isRequired={choice.isRequired} myStaffId={myStaffId} />
      </Form>
    </Modal>
  );
}
