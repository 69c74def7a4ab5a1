/**
 * The tree view of a declared tree (issue 14: organisation as a tree, moves without cycles,
 * ordering among siblings; the HR settings tree). `TreeOrList` is the list screen of every
 * resource declaring `tree`: a "List / Tree" switch over the generic list and this view, the
 * choice kept per resource in localStorage.
 *
 * The view reads `GET /<path>/tree`, searches titles without diacritics, expands or collapses all,
 * and, for users with the edit right, moves nodes by drag and drop (between siblings:
 * `PUT /<path>/tree-order`; onto another node: `PUT /<path>/{id}` with the parent, then the new
 * siblings' order) or with buttons on the selected node (add child, edit, delete, move up/down,
 * move to another parent), the keyboard's way to do the same. Every move ends with a message in
 * the user's language or the server's refusal, and the tree is read again (a refused move snaps back).
 */
import {
  ApartmentOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  ReloadOutlined,
  SwapOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { isLocalized } from '@portal/domain/fields';
import { foldDiacritics } from '@portal/domain/format';
import { canDo } from '@portal/domain/permissions';
import type { Resource } from '@portal/domain/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Input, Modal, Segmented, Skeleton, Space, Tag, Tooltip, Tree, TreeSelect } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { type Key, lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, ApiError } from '../api/client';
import { toastError, toastInfo } from '../api/toast';
import { useSession } from '../auth/session';
import { enumColor, enumLabel, listLabel } from './fieldText';
import type { ScreenProps } from './routes';
import {
  countNodes,
  type DropPlace,
  filterTree,
  findNode,
  isWithin,
  matchRange,
  type MovePlan,
  parentIds,
  planDrop,
  planShift,
  type TreeNode,
} from './treeOps';
import './tree-view.css';
import './treeI18n';

const ResourceList = lazy(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })));

type TreeData = { items: TreeNode[]; isTruncated: boolean };
type Mode = 'list' | 'tree';

/** localStorage key: the resources shown as a tree (the others as a list). */
export const TREE_MODE_KEY = 'adminTreeMode';
/** Most ids one `tree-order` call takes (server: REORDER_MAX). */
const ORDER_MAX = 500;

function storedModes(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(TREE_MODE_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The list screen of a tree resource: the "List / Tree" switch over the list or the tree. */
export function TreeOrList(props: ScreenProps) {
  const { t } = useTranslation();
  const name = props.resource.name;
  const [mode, setModeState] = useState<Mode>(() => (storedModes().includes(name) ? 'tree' : 'list'));
  const setMode = (m: Mode) => {
    setModeState(m);
    try {
      const others = storedModes().filter((x) => x !== name);
      localStorage.setItem(TREE_MODE_KEY, JSON.stringify(m === 'tree' ? [...others, name] : others));
    } catch {
      /* private mode: the choice lasts for this page only */
    }
  };
  return (
    <>
      <div className="tree-mode">
        <Segmented<Mode>
          aria-label={t('tree.mode')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'list', label: t('tree.modeList'), icon: <UnorderedListOutlined /> },
            { value: 'tree', label: t('tree.modeTree'), icon: <ApartmentOutlined /> },
          ]}
          data-testid="tree-mode"
        />
      </div>
      {mode === 'tree' ? (
        <TreeView resource={props.resource} basePath={props.basePath} />
      ) : (
        <ResourceList resource={props.resource} basePath={props.basePath} />
      )}
    </>
  );
}

/** The title with the part matching the search marked. */
function Highlight({ text, needle }: { text: string; needle: string }) {
  const range = matchRange(text, needle);
  if (!range) return <>{text}</>;
  return (
    <>
      {text.slice(0, range[0])}
      <mark className="tree-view__match">{text.slice(range[0], range[1])}</mark>
      {text.slice(range[1])}
    </>
  );
}

export function TreeView({ resource: r, basePath }: { resource: Resource; basePath: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parentField = r.tree?.parentField ?? 'parent_id';
  const canEdit = canDo(ability, r.writeRight ?? 'edit', r.subject);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [moveTarget, setMoveTarget] = useState<{ id: number; parent: number | 'root' | undefined } | null>(null);

  const tree = useQuery({
    queryKey: [r.path, 'tree'],
    queryFn: ({ signal }) => api.get<TreeData>(`${r.path}/tree`, undefined, { signal, quietError: true }),
  });
  const items = tree.data?.items ?? [];

  const titleField = r.titleField ?? 'name';
  const titleCol = r.columnByName.get(titleField);
  const titleOf = (n: TreeNode): string => {
    const en = lang === 'en' && titleCol && isLocalized(titleCol.def) ? n[`${titleField}_en`] : undefined;
    const v = en || n[titleField];
    return v === null || v === undefined || v === '' ? `#${n.id}` : String(v);
  };
  const codeCol = r.columnByName.get('code');
  // The first enum shown in the list (the organisation's type, the menu's placement) as a tag.
  const tagCol = r.columns.find((c) => c.def.kind === 'enum' && c.def.inList && c.name !== titleField && c.name !== 'status');
  const searching = query.trim() !== '';
  const filtered = filterTree(items, query, titleOf);
  const needle = filtered.matches.size > 0 ? query.trim() : '';
  const foldedNeedle = needle ? foldDiacritics(needle) : '';
  const expandedKeys = expanded ?? items.map((n) => n.id);

  // Rebuilt on every render (a few thousand nodes at most): it always sees the language, search and rights.
  const treeData = (() => {
    const toData = (list: TreeNode[]): TreeDataNode[] =>
      list.map((n) => {
        const title = titleOf(n);
        const code = codeCol && n.code ? String(n.code) : '';
        const tag = tagCol && tagCol.def.kind === 'enum' && n[tagCol.name] !== null && n[tagCol.name] !== undefined ? String(n[tagCol.name]) : '';
        return {
          key: n.id,
          title: (
            <span className="tree-view__node" data-testid={`tree-node-${n.id}`}>
              <span className={filtered.matches.has(n.id) ? 'tree-view__title tree-view__title--match' : 'tree-view__title'}>
                <Highlight text={title} needle={foldedNeedle} />
              </span>
              {code && code !== title ? <span className="tree-view__code">{code}</span> : null}
              {tag && tagCol?.def.kind === 'enum' ? (
                <Tag className="tree-view__tag" color={enumColor(tag, tagCol.def)} variant="filled">
                  {enumLabel(tag, lang, tagCol.def)}
                </Tag>
              ) : null}
            </span>
          ),
          children: toData(n.children),
        };
      });
    return toData(filtered.nodes);
  })();

  const selectedNode = selected === null ? null : findNode(items, selected);
  const reload = () => queryClient.invalidateQueries({ queryKey: [r.path] });

  const failure = (e: unknown): string => {
    if (!(e instanceof ApiError)) return (e as Error)?.message ?? '';
    const detail = e.errors.map((x) => x.message).filter(Boolean);
    return detail.length > 0 ? detail.join(' ') : e.message;
  };

  /** Runs one move: the parent first when it changes, then the siblings' order; reads the tree again either way. */
  const move = async (plan: MovePlan) => {
    const node = findNode(items, plan.id);
    const name = node ? titleOf(node) : `#${plan.id}`;
    setBusy(true);
    try {
      if (plan.isParentChanged) await api.put(`${r.path}/${plan.id}`, { [parentField]: plan.parentId }, { quietError: true, quietSuccess: true });
      // The siblings left out keep their order after the ones given: a long list sends its head only.
      const ids = plan.ids.length > ORDER_MAX ? plan.ids.slice(0, plan.ids.indexOf(plan.id) + 1) : plan.ids;
      if (ids.length <= ORDER_MAX) await api.put(`${r.path}/tree-order`, { parent_id: plan.parentId, ids }, { quietError: true, quietSuccess: true });
      toastInfo(t('tree.movedText'), t('tree.moved', { name }));
      setStatus(t('tree.moved', { name }));
      if (plan.parentId !== null) setExpanded((k) => [...new Set([...(k ?? items.map((n) => n.id)), plan.parentId as number])]);
    } catch (e) {
      const message = failure(e);
      toastError(message, t('tree.moveFailed', { name }));
      setStatus(`${t('tree.moveFailed', { name })}: ${message}`);
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const targetId = Number(info.node.key);
    const dragId = Number(info.dragNode.key);
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    let place: DropPlace = !info.dropToGap ? 'inside' : relative === -1 ? 'before' : 'after';
    // Below an open node with children: its first child.
    if (info.dropToGap && relative === 1 && info.node.expanded && (findNode(items, targetId)?.children.length ?? 0) > 0) place = 'inside';
    const plan = planDrop(items, dragId, targetId, place, parentField);
    if (plan) void move(plan);
  };

  const shift = (delta: -1 | 1) => {
    if (selected === null) return;
    const plan = planShift(items, selected, delta, parentField);
    if (plan) void move(plan);
  };

  const confirmDelete = (node: TreeNode) => {
    modal.confirm({
      title: t('delete.title'),
      content: node.children.length > 0 ? `${t('tree.hasChildren')} ${t('delete.confirm')}` : t('delete.confirm'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await api.del(`${r.path}/${node.id}`, { quietSuccess: true });
          toastInfo(t('delete.doneText'), t('delete.done'));
          setSelected(null);
        } catch {
          // the client showed the server's message
        } finally {
          await reload();
        }
      },
    });
  };

  const confirmMoveTo = () => {
    if (!moveTarget || moveTarget.parent === undefined) return;
    const node = findNode(items, moveTarget.id);
    const parentId = moveTarget.parent === 'root' ? null : moveTarget.parent;
    setMoveTarget(null);
    if (!node) return;
    const current = node[parentField] === null || node[parentField] === undefined ? null : Number(node[parentField]);
    if (current === parentId) return;
    const siblings =
      parentId === null ? items.filter((n) => n[parentField] === null || n[parentField] === undefined) : (findNode(items, parentId)?.children ?? []);
    void move({ id: node.id, parentId, isParentChanged: true, ids: [...siblings.map((n) => n.id).filter((x) => x !== node.id), node.id] });
  };

  // The parents a node may move to: every node but itself and those below it.
  const parentChoices = (() => {
    if (!moveTarget) return [];
    type Choice = { value: number | 'root'; title: string; disabled: boolean; children: Choice[] };
    const toChoice = (list: TreeNode[]): Choice[] =>
      list.map((n) => ({ value: n.id, title: titleOf(n), disabled: isWithin(items, moveTarget.id, n.id), children: toChoice(n.children) }));
    const top: Choice = { value: 'root', title: t('tree.topLevel'), disabled: false, children: [] };
    return [top, ...toChoice(items)];
  })();

  const first = selectedNode ? planShift(items, selectedNode.id, -1, parentField) === null : true;
  const last = selectedNode ? planShift(items, selectedNode.id, 1, parentField) === null : true;
  const action = (key: string, label: string, icon: ReactNode, onClick: () => void, disabled = false, danger = false): ReactNode => (
    <Button key={key} icon={icon} onClick={onClick} disabled={disabled || busy} danger={danger} aria-label={label} title={label} data-testid={`tree-${key}`}>
      <span className="tree-view__action-label">{label}</span>
    </Button>
  );

  let body: ReactNode;
  if (tree.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (tree.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('tree.loadFailed')}
        description={failure(tree.error)}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void tree.refetch()}>
            {t('common.retry')}
          </Button>
        }
        data-testid="tree-error"
      />
    );
  else if (items.length === 0)
    body = (
      <Empty description={t('tree.empty')} data-testid="tree-empty">
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${basePath}/new`)}>
            {t('common.add')}
          </Button>
        ) : null}
      </Empty>
    );
  else if (filtered.nodes.length === 0) body = <Empty description={t('tree.noMatch')} />;
  else
    body = (
      <Tree
        className="tree-view__tree"
        aria-label={t('tree.label', { name: listLabel(r, lang) })}
        treeData={treeData}
        blockNode
        showLine={{ showLeafIcon: false }}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys)}
        selectedKeys={selected === null ? [] : [selected]}
        onSelect={(keys) => setSelected(keys.length > 0 ? Number(keys[0]) : null)}
        draggable={canEdit && !searching && !busy ? { icon: false } : false}
        onDrop={onDrop}
        data-testid="tree-view"
      />
    );

  return (
    <div className="admin-page tree-view">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{listLabel(r, lang)}</h1>
          <p className="admin-page__sub">{t('tree.count', { count: filtered.matches.size > 0 ? filtered.matches.size : countNodes(items) })}</p>
        </div>
        <Space>
          <Tooltip title={t('common.reload')}>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void tree.refetch()}
              aria-label={t('common.reload')}
              loading={tree.isFetching && !tree.isLoading}
            />
          </Tooltip>
          {canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${basePath}/new`)}>
              {t('common.add')}
            </Button>
          ) : null}
        </Space>
      </div>
      <Card className="admin-card">
        <search className="filter-bar tree-view__bar">
          <Input.Search
            allowClear
            value={query}
            onChange={(e) => {
              const q = e.target.value;
              setQuery(q);
              if (q.trim()) setExpanded(filterTree(items, q, titleOf).expanded);
            }}
            placeholder={t('tree.searchPlaceholder')}
            aria-label={t('common.search')}
            className="tree-view__search"
            data-testid="tree-search"
          />
          <Space wrap size={8}>
            <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(parentIds(filtered.nodes))} data-testid="tree-expand-all">
              {t('tree.expandAll')}
            </Button>
            <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])} data-testid="tree-collapse-all">
              {t('tree.collapseAll')}
            </Button>
          </Space>
        </search>
        {tree.data?.isTruncated ? (
          <Alert type="warning" showIcon className="tree-view__notice" title={t('tree.truncated', { count: countNodes(items) })} />
        ) : null}
        {canEdit && items.length > 0 ? (
          <div className="tree-view__actions" role="toolbar" aria-label={t('tree.actions')} data-testid="tree-actions">
            <span className="tree-view__selected" data-testid="tree-selected">
              {selectedNode ? t('tree.selected', { name: titleOf(selectedNode) }) : t('tree.selectHint')}
            </span>
            {selectedNode ? (
              <Space wrap size={8}>
                {action('add-child', t('tree.addChild'), <PlusOutlined />, () => navigate(`${basePath}/new?${parentField}=${selectedNode.id}`))}
                {action('edit', t('common.edit'), <EditOutlined />, () => navigate(`${basePath}/${selectedNode.id}`))}
                {action('up', t('tree.moveUp'), <ArrowUpOutlined />, () => shift(-1), first)}
                {action('down', t('tree.moveDown'), <ArrowDownOutlined />, () => shift(1), last)}
                {action('move-to', t('tree.moveTo'), <SwapOutlined />, () => setMoveTarget({ id: selectedNode.id, parent: undefined }))}
                {action('delete', t('common.delete'), <DeleteOutlined />, () => confirmDelete(selectedNode), false, true)}
              </Space>
            ) : null}
          </div>
        ) : null}
        <div className="tree-view__body" aria-busy={busy || tree.isFetching}>
          {body}
        </div>
        <div className="tree-view__status" aria-live="polite" data-testid="tree-status">
          {status}
        </div>
      </Card>
      <Modal
        open={moveTarget !== null}
        title={moveTarget ? t('tree.moveToTitle', { name: titleOf(findNode(items, moveTarget.id) ?? ({ id: moveTarget.id, children: [] } as TreeNode)) }) : ''}
        okText={t('tree.move')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: moveTarget?.parent === undefined }}
        onOk={confirmMoveTo}
        onCancel={() => setMoveTarget(null)}
        destroyOnHidden
      >
        <label className="tree-view__field-label" htmlFor="tree-move-parent">
          {t('tree.newParent')}
        </label>
        <TreeSelect
          id="tree-move-parent"
          style={{ width: '100%' }}
          treeData={parentChoices}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          value={moveTarget?.parent}
          onChange={(v: number | 'root') => setMoveTarget((m) => (m ? { ...m, parent: v } : m))}
          data-testid="tree-move-parent"
        />
      </Modal>
    </div>
  );
}
