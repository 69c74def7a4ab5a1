/** The role permission matrix: per subject (spec §6), the actions view, edit, approve, view all. */
import { ACTIONS, SUBJECT_LABELS, SUBJECTS } from '@portal/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Table } from 'antd';
import { useParams } from 'react-router';
import { api } from '../../api/client';
import { useTranslation } from 'react-i18next';

type Matrix = Record<string, string[]>;
type Props = { value?: Matrix | null; onChange?: (v: Matrix) => void; disabled?: boolean; 'aria-label'?: string; /** On the role form: the Admin role shows every right. */ isRoleForm?: boolean };

/** The built-in Admin role (server: isAdminRole): it holds every right whatever its matrix says. */
const ADMIN_ROLE_NAME = 'Admin';
export const isAdminRole = (r: { name?: unknown; is_system?: unknown }): boolean => r.is_system === true && r.name === ADMIN_ROLE_NAME;

export function PermissionMatrix({ value, onChange, disabled, isRoleForm = false, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const label = (s: string) => SUBJECT_LABELS[s as keyof typeof SUBJECT_LABELS]?.[lang] ?? s;
  // The role being edited (the form's own query: same key, so no second request). The Admin role
  // holds every right: shown checked and locked, with a note (issue 12).
  const { id } = useParams();
  const roleId = isRoleForm && id && /^\d+$/.test(id) ? Number(id) : 0;
  const role = useQuery({ queryKey: ['role', 'one', roleId], enabled: roleId > 0, queryFn: () => api.get<Record<string, unknown>>(`role/${roleId}`) });
  const isAll = !!role.data && isAdminRole(role.data);
  const matrix: Matrix = value && typeof value === 'object' ? value : {};
  const toggle = (subject: string, action: string, isOn: boolean) => {
    const cur = new Set(matrix[subject] ?? []);
    if (isOn) cur.add(action);
    else cur.delete(action);
    const next = { ...matrix, [subject]: ACTIONS.filter((a) => cur.has(a)) };
    if (next[subject]?.length === 0) delete next[subject];
    onChange?.(next);
  };
  return (
    <>
    {isAll ? <Alert type="info" showIcon title={t('role.adminAll')} style={{ marginBottom: 12 }} data-testid="admin-all-rights" /> : null}
    <Table
      aria-label={rest['aria-label']}
      size="small"
      rowKey="subject"
      pagination={false}
      scroll={{ y: 420 }}
      dataSource={SUBJECTS.map((s) => ({ subject: s }))}
      columns={[
        { key: 'subject', title: t('role.feature'), dataIndex: 'subject', render: (s: string) => label(s) },
        ...ACTIONS.map((a) => ({
          key: a,
          title: t(`role.action.${a}`),
          width: 120,
          align: 'center' as const,
          render: (_: unknown, row: { subject: string }) => (
            <Checkbox
              aria-label={`${label(row.subject)}: ${t(`role.action.${a}`)}`}
              checked={isAll || (matrix[row.subject] ?? []).includes(a)}
              disabled={disabled || isAll}
              onChange={(e) => toggle(row.subject, a, e.target.checked)}
            />
          ),
        })),
      ]}
    />
    </>
  );
}
