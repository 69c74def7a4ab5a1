/**
 * The role permission matrix: per subject (spec §6), the actions view, edit, approve, view all.
 * Subjects are grouped by area, found by name (diacritics ignored), and a column or a row is
 * granted at once: the header's box selects an action for every feature shown, a row's box every
 * action of its feature (issue 38 item 6).
 */
import { ADMIN_AREAS, ACTIONS, SUBJECT_DEFS, SUBJECT_LABELS, SUBJECTS, type SubjectName } from '@portal/domain/permissions';
import { foldDiacritics } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Input, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../api/client';
import { useTranslation } from 'react-i18next';

type Matrix = Record<string, string[]>;
type Props = { value?: Matrix | null; onChange?: (v: Matrix) => void; disabled?: boolean; 'aria-label'?: string; /** On the role form: the Admin role shows every right. */ isRoleForm?: boolean };
type Row = { key: string; subject?: SubjectName; area?: string };

/** The built-in Admin role (server: isAdminRole): it holds every right whatever its matrix says. */
const ADMIN_ROLE_NAME = 'Admin';
export const isAdminRole = (r: { name?: unknown; is_system?: unknown }): boolean => r.is_system === true && r.name === ADMIN_ROLE_NAME;

export function PermissionMatrix({ value, onChange, disabled, isRoleForm = false, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const label = (s: string) => SUBJECT_LABELS[s as SubjectName]?.[lang] ?? s;
  const [find, setFind] = useState('');
  // The role being edited (the form's own query: same key, so no second request). The Admin role
  // holds every right: shown checked and locked, with a note (issue 12).
  const { id } = useParams();
  const roleId = isRoleForm && id && /^\d+$/.test(id) ? Number(id) : 0;
  const role = useQuery({ queryKey: ['role', 'one', roleId], enabled: roleId > 0, queryFn: () => api.get<Record<string, unknown>>(`role/${roleId}`) });
  const isAll = !!role.data && isAdminRole(role.data);
  const isLocked = !!disabled || isAll;
  const matrix: Matrix = value && typeof value === 'object' ? value : {};
  const shown = useMemo(() => {
    const q = foldDiacritics(find.trim().toLowerCase());
    return SUBJECTS.filter((s) => !q || foldDiacritics(SUBJECT_LABELS[s][lang].toLowerCase()).includes(q) || s.toLowerCase().includes(q));
  }, [find, lang]);
  // Area headings, then the area's features, in the menu's order of areas.
  const rows: Row[] = ADMIN_AREAS.flatMap((a) => {
    const of = shown.filter((s) => SUBJECT_DEFS[s].area === a);
    return of.length === 0 ? [] : [{ key: `area-${a}`, area: a }, ...of.map((s) => ({ key: s, subject: s }))];
  });
  const has = (s: string, a: string) => isAll || (matrix[s] ?? []).includes(a);
  const set = (changes: [SubjectName, string, boolean][]) => {
    const next: Matrix = { ...matrix };
    for (const [s, a, isOn] of changes) {
      const cur = new Set(next[s] ?? []);
      if (isOn) cur.add(a);
      else cur.delete(a);
      next[s] = ACTIONS.filter((x) => cur.has(x));
      if (next[s]?.length === 0) delete next[s];
    }
    onChange?.(next);
  };
  const columnState = (a: string) => {
    const n = shown.filter((s) => has(s, a)).length;
    return { checked: n > 0 && n === shown.length, indeterminate: n > 0 && n < shown.length };
  };
  const areaCell = (row: Row) => (row.area ? { colSpan: 0 } : {});
  return (
    <>
      {isAll ? <Alert type="info" showIcon title={t('role.adminAll')} style={{ marginBottom: 12 }} data-testid="admin-all-rights" /> : null}
      <Input.Search allowClear placeholder={t('role.findFeature')} aria-label={t('role.findFeature')} onChange={(e) => setFind(e.target.value)} style={{ maxWidth: 360, marginBottom: 12 }} data-testid="permission-find" />
      <Table<Row>
        aria-label={rest['aria-label']}
        size="small"
        rowKey="key"
        pagination={false}
        sticky
        scroll={{ x: 760 }}
        className="permission-matrix"
        locale={{ emptyText: t('role.noFeature') }}
        rowClassName={(row) => (row.area ? 'permission-matrix__area' : '')}
        dataSource={rows}
        columns={[
          {
            key: 'subject',
            title: t('role.feature'),
            render: (_: unknown, row: Row) => (row.area ? t(`admin.area.${row.area}`, { defaultValue: row.area }) : label(row.subject ?? '')),
            onCell: (row: Row) => (row.area ? { colSpan: ACTIONS.length + 2 } : {}),
          },
          ...ACTIONS.map((a) => ({
            key: a,
            width: 130,
            align: 'center' as const,
            title: (
              <Checkbox
                {...columnState(a)}
                disabled={isLocked || shown.length === 0}
                aria-label={t('role.allRows', { action: t(`role.action.${a}`) })}
                data-testid={`permission-column-${a}`}
                onChange={(e) => set(shown.map((s) => [s, a, e.target.checked]))}
              >
                {t(`role.action.${a}`)}
              </Checkbox>
            ),
            onCell: areaCell,
            render: (_: unknown, row: Row) =>
              row.subject ? (
                <Checkbox
                  aria-label={`${label(row.subject)}: ${t(`role.action.${a}`)}`}
                  checked={has(row.subject, a)}
                  disabled={isLocked}
                  onChange={(e) => set([[row.subject as SubjectName, a, e.target.checked]])}
                />
              ) : null,
          })),
          {
            key: 'all',
            width: 90,
            align: 'center' as const,
            title: t('role.allActions'),
            onCell: areaCell,
            render: (_: unknown, row: Row) => {
              if (!row.subject) return null;
              const s = row.subject;
              const n = ACTIONS.filter((a) => has(s, a)).length;
              return (
                <Checkbox
                  checked={n === ACTIONS.length}
                  indeterminate={n > 0 && n < ACTIONS.length}
                  disabled={isLocked}
                  aria-label={t('role.rowAll', { feature: label(s) })}
                  onChange={(e) => set(ACTIONS.map((a) => [s, a, e.target.checked]))}
                />
              );
            },
          },
        ]}
      />
    </>
  );
}
