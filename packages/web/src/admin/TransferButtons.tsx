/**
 * A list's xlsx export and import (issue 37, 38): "Export" downloads the rows the list shows (its
 * filters, search, order and the caller's scope: the same query), "Import" opens the import dialog
 * (template, dry run with each bad row, commit), whose code loads only when it is opened.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain/permissions';
import type { Resource } from '@portal/domain/resource';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useSession } from '../auth/session';
import './transferI18n';

const ImportDialog = lazy(() => import('./ImportDialog'));

type Props = {
  resource: Resource;
  /** The list's query (filters, search, order); page and limit are dropped: every matching row. */
  query: Record<string, string | number>;
  /** After a committed import (the list refreshes). */
  onImported: () => void;
};

export function TransferButtons({ resource: r, query, onImported }: Props) {
  const { t } = useTranslation();
  const { ability } = useSession();
  const [isExporting, setExporting] = useState(false);
  const [isImportOpen, setImportOpen] = useState(false);
  const canExport = r.transfer?.isExport !== false && canDo(ability, 'view', r.subject);
  const canImport = r.transfer?.isImport === true && canDo(ability, r.writeRight ?? 'edit', r.subject);
  if (!canExport && !canImport) return null;
  return (
    <>
      {canExport ? (
        <Tooltip title={t('transfer.exportHint')}>
          <Button
            icon={<DownloadOutlined />}
            loading={isExporting}
            data-testid="list-export"
            onClick={async () => {
              const { page: _p, limit: _l, ...rest } = query;
              setExporting(true);
              try {
                // The admin view of the list (as its own reads), every matching row.
                await api.download(`${r.path}/export`, { f_is_get_all_cms: 1, ...rest }, `${r.name}.xlsx`);
              } catch {
                // The server's message was shown.
              } finally {
                setExporting(false);
              }
            }}
          >
            {t('transfer.export')}
          </Button>
        </Tooltip>
      ) : null}
      {canImport ? (
        <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)} data-testid="list-import">
          {t('transfer.import')}
        </Button>
      ) : null}
      {isImportOpen ? (
        <Suspense fallback={null}>
          <ImportDialog resource={r} onClose={() => setImportOpen(false)} onImported={onImported} />
        </Suspense>
      ) : null}
    </>
  );
}
