/** The role permission matrix: per subject (spec §6), the actions view, edit, approve, view all. */
import { ACTIONS, SUBJECT_LABELS, SUBJECTS } from '@portal/domain';
import { Checkbox, Table } from 'antd';
import { useTranslation } from 'react-i18next';

type Matrix = Record<string, string[]>;
type Props = { value?: Matrix | null; onChange?: (v: Matrix) => void; disabled?: boolean; 'aria-label'?: string };

export function PermissionMatrix({ value, onChange, disabled, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const label = (s: string) => SUBJECT_LABELS[s as keyof typeof SUBJECT_LABELS]?.[lang] ?? s;
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
              checked={(matrix[row.subject] ?? []).includes(a)}
              disabled={disabled}
              onChange={(e) => toggle(row.subject, a, e.target.checked)}
            />
          ),
        })),
      ]}
    />
  );
}
