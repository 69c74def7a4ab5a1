/**
 * Importing a list's records from xlsx (issue 38): download the template, choose a file, see the
 * dry run (each bad row with its row number, field and reason; nothing written), then commit all
 * or nothing. Loaded only when opened (TransferButtons.tsx).
 */
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain/permissions';
import type { Resource } from '@portal/domain/resource';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, ApiError } from '../api/client';
import { toastInfo } from '../api/toast';
import { useSession } from '../auth/session';
import { labelOf, listLabel } from './fieldText';
import './transferI18n';

type ImportError = { row: number; field: string; message: string };
type ImportResult = { importRunId: number; isDryRun: boolean; totalRows: number; okRows: number; errorRows: number; errors: ImportError[] };

type Props = { resource: Resource; onClose: () => void; onImported: () => void };

export default function ImportDialog({ resource: r, onClose, onImported }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; errors: ImportError[] } | null>(null);
  const [busy, setBusy] = useState<'template' | 'check' | 'commit' | null>(null);
  const fieldLabel = (field: string) => {
    const c = r.columnByName.get(field);
    return c ? labelOf(c, lang) : field;
  };

  const send = async (dryRun: boolean): Promise<ImportResult | null> => {
    if (!file) return null;
    setFailure(null);
    try {
      return await api.upload<ImportResult>(`${r.path}/import`, file, { dryRun: dryRun ? 1 : 0 }, { quietError: true, quietSuccess: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const data = (e.payload as { data?: ImportResult } | null)?.data;
      if (data?.errors) setResult(data);
      // A file-level refusal (not an xlsx, an unknown column, too large): its message and errors.
      setFailure({ message: e.message || t('transfer.failed'), errors: data?.errors ? [] : e.errors.map((x) => ({ row: 0, field: x.field, message: x.message })) });
      return null;
    }
  };

  const check = async () => {
    setBusy('check');
    setResult(null);
    try {
      const got = await send(true);
      if (got) setResult(got);
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    setBusy('commit');
    try {
      const got = await send(false);
      if (got) {
        toastInfo(t('transfer.done', { count: got.okRows }), t('transfer.doneTitle'));
        onImported();
        onClose();
      }
    } finally {
      setBusy(null);
    }
  };

  const isClean = !!result && result.errorRows === 0 && result.totalRows > 0;
  return (
    <Modal
      open
      width={760}
      title={t('transfer.importTitle', { name: listLabel(r, lang) })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {canDo(ability, 'view', 'SETTING') ? (
            <Link to="/admin/import-run" data-testid="import-runs-link">
              {t('transfer.runs')}
            </Link>
          ) : null}
          <Button onClick={onClose}>{t('transfer.close')}</Button>
          <Button type="primary" disabled={!isClean} loading={busy === 'commit'} onClick={() => void commit()} data-testid="import-commit">
            {t('transfer.commit')}
          </Button>
        </Space>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('transfer.step1')}</Typography.Paragraph>
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'template'}
            data-testid="import-template"
            onClick={async () => {
              setBusy('template');
              try {
                await api.download(`${r.path}/import/template`, {}, `${r.name}_template.xlsx`);
              } catch {
                // The server's message was shown.
              } finally {
                setBusy(null);
              }
            }}
          >
            {t('transfer.template')}
          </Button>
        </div>
        <div>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('transfer.step2')}</Typography.Paragraph>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            beforeUpload={(f) => {
              setFile(f);
              setResult(null);
              setFailure(null);
              return false;
            }}
            onRemove={() => {
              setFile(null);
              setResult(null);
              setFailure(null);
            }}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('transfer.pick')}</p>
          </Upload.Dragger>
          <Button style={{ marginTop: 8 }} disabled={!file} loading={busy === 'check'} onClick={() => void check()} data-testid="import-check">
            {t('transfer.check')}
          </Button>
        </div>
        {failure ? (
          <Alert
            type="error"
            showIcon
            title={failure.message}
            description={failure.errors.length > 0 ? failure.errors.map((e) => `${e.field ? `${fieldLabel(e.field)}: ` : ''}${e.message}`).join('; ') : undefined}
            data-testid="import-failure"
          />
        ) : null}
        {result ? (
          <div data-testid="import-result">
            <Alert
              type={result.errorRows === 0 ? 'success' : 'warning'}
              showIcon
              title={t('transfer.summary', { total: result.totalRows, ok: result.okRows, errors: result.errorRows })}
              description={result.errorRows === 0 ? t('transfer.allGood') : t('transfer.fixRows')}
            />
            {result.errors.length > 0 ? (
              <Table<ImportError & { key: number }>
                style={{ marginTop: 12 }}
                size="small"
                pagination={result.errors.length > 10 ? { pageSize: 10 } : false}
                dataSource={result.errors.map((e, i) => ({ ...e, key: i }))}
                columns={[
                  { key: 'row', title: t('transfer.row'), dataIndex: 'row', width: 70 },
                  { key: 'field', title: t('transfer.field'), dataIndex: 'field', width: 200, render: (f: string) => (f ? fieldLabel(f) : '') },
                  { key: 'message', title: t('transfer.message'), dataIndex: 'message' },
                ]}
                data-testid="import-errors"
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
