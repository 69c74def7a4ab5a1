import { describe, expect, it } from 'vitest';
import { buildMenuTree, keysHolding, type MenuEntry } from './menuTree';

const e = (path: string, label: string, area: MenuEntry['area'], group?: string, order?: number): MenuEntry => ({
  key: path,
  path,
  label,
  icon: null,
  area,
  ...(group && { group: { vi: group, en: group === 'Cài đặt' ? 'Settings' : group } }),
  ...(order !== undefined && { order }),
});

describe('admin menu tree', () => {
  const entries = [
    e('/admin/office', 'Trụ sở', 'portal'),
    e('/admin/digital-lib', 'Thư viện số', 'portal'),
    e('/admin/news', 'Tin tức', 'portal', 'Tin tức', 0),
    e('/admin/comment', 'Bình luận', 'portal', 'Tin tức'),
    e('/admin/news-type', 'Loại tin tức', 'portal', 'Tin tức'),
    e('/admin/category', 'Danh mục cài đặt', 'system', 'Cài đặt'),
    e('/admin/role', 'Vai trò', 'system'),
    e('/admin/account', 'Đơn vị', 'system'),
  ];
  const label = (a: string) => ({ portal: 'Cổng thông tin', system: 'Hệ thống' })[a] ?? a;

  it('nests areas, groups and entries, sorted by order then Vietnamese label', () => {
    const tree = buildMenuTree(entries, 'vi', label);
    expect(tree.map((a) => a.label)).toEqual(['Cổng thông tin', 'Hệ thống']);
    const portal = tree[0]?.children.map((c) => c.label);
    // "Thư viện số" < "Tin tức" < "Trụ sở" in Vietnamese order (h < i < r after T).
    expect(portal).toEqual(['Thư viện số', 'Tin tức', 'Trụ sở']);
    const news = tree[0]?.children.find((c) => c.kind === 'group');
    expect(news && news.kind === 'group' ? news.entries.map((x) => x.label) : []).toEqual(['Tin tức', 'Bình luận', 'Loại tin tức']);
    // Đ sorts after D in Vietnamese.
    const system = tree[1]?.children.map((c) => c.label);
    expect(system).toEqual(['Cài đặt', 'Đơn vị', 'Vai trò']);
  });

  it('finds the keys that hold a screen', () => {
    const tree = buildMenuTree(entries, 'vi', label);
    expect(keysHolding(tree, '/admin/comment')).toEqual(['area:portal', 'group:portal:tin tức']);
    expect(keysHolding(tree, '/admin/role')).toEqual(['area:system']);
    expect(keysHolding(tree, '/admin/nothing')).toEqual([]);
  });
});
