/** The phone book's unit filter (DirectoryPage.tsx): antd's TreeSelect, loaded when first used, open and focused. */
import { TreeSelect } from 'antd';
import type { TreeItem } from './units';

export function UnitTreeSelect({ tree, value, label, placeholder, onChange }: { tree: TreeItem[]; value: number | undefined; label: string; placeholder: string; onChange: (v: number | undefined) => void }) {
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      aria-label={label}
      placeholder={placeholder}
      treeData={tree}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      style={{ minWidth: 260 }}
      treeDefaultExpandAll
      autoFocus
      defaultOpen
    />
  );
}
