/**
 * /admin/my-projects, "My projects" (issue 40): the projects the signed-in user is a member of
 * (`GET /implementation-project/mine`), each with their position there, status, progress and open
 * and late checklist items, opening the project's workspace (its page with the summary and tabs);
 * "waiting for me" leads to the approval inbox, where a project's memos, supplies and payments wait.
 * Cards, not a wide table: a site manager opens it on a phone.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { useLang } from '../../ui/StatusTag';

type MyProject = {
  id: number;
  code: string;
  name: string;
  name_en: string | null;
  status: string;
  progress: number;
  positions: { code: string; name: string; name_en: string | null }[];
  open: number;
  late: number;
};

const TEXT = {
  vi: {
    title: 'Dự án của tôi',
    intro: 'Các dự án bạn là thành viên, với vị trí của bạn trong dự án.',
    waiting: 'Chờ tôi duyệt',
    open: 'Checklist chưa xong',
    late: 'Trễ hạn',
    lateOnly: 'Xem đầu việc trễ hạn',
    empty: 'Bạn chưa là thành viên của dự án nào.',
    status: { PLANNING: 'Chuẩn bị', IN_PROGRESS: 'Đang triển khai', ON_HOLD: 'Tạm dừng', COMPLETED: 'Hoàn thành', CANCELLED: 'Đã hủy' } as Record<string, string>,
  },
  en: {
    title: 'My projects',
    intro: 'The projects you are a member of, with your position in each.',
    waiting: 'Waiting for me',
    open: 'Open checklist items',
    late: 'Late',
    lateOnly: 'See late items',
    empty: 'You are not a member of any project yet.',
    status: { PLANNING: 'Planning', IN_PROGRESS: 'In progress', ON_HOLD: 'On hold', COMPLETED: 'Completed', CANCELLED: 'Cancelled' } as Record<string, string>,
  },
} as const;

const STATUS_COLOR: Record<string, string> = { PLANNING: 'default', IN_PROGRESS: 'processing', ON_HOLD: 'warning', COMPLETED: 'success', CANCELLED: 'error' };

export function MyProjects() {
  const lang = useLang();
  const x = TEXT[lang];
  useEffect(() => {
    document.title = `${x.title} · THACO`;
  }, [x.title]);
  const q = useQuery({ queryKey: ['implementation-project', 'mine'], queryFn: () => api.get<{ items: MyProject[] }>('implementation-project/mine') });
  const items = q.data?.items ?? [];
  return (
    <div className="admin-page my-projects" data-testid="my-projects">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{x.title}</h1>
          <p className="admin-page__sub">{x.intro}</p>
        </div>
        <Link to="/admin/my-approvals">
          <Button data-testid="my-projects-waiting">{x.waiting}</Button>
        </Link>
      </div>
      {!q.isLoading && items.length === 0 ? <Empty description={x.empty} /> : null}
      <div className="my-projects__grid">
        {items.map((p) => (
          <Card key={p.id} className="admin-card my-projects__card" loading={q.isLoading} data-testid={`my-project-${p.id}`}>
            <Link to={`/admin/implementation-project/${p.id}`} className="my-projects__name">
              {(lang === 'en' && p.name_en) || p.name}
            </Link>
            <Space size={[4, 4]} wrap className="my-projects__tags">
              <Typography.Text type="secondary">{p.code}</Typography.Text>
              <Tag color={STATUS_COLOR[p.status]}>{x.status[p.status] ?? p.status}</Tag>
              {p.positions.map((pos) => (
                <Tag key={pos.code} color="blue">
                  {(lang === 'en' && pos.name_en) || pos.name}
                </Tag>
              ))}
            </Space>
            <Progress percent={p.progress} size="small" />
            <div className="my-projects__figures">
              <span>
                {x.open}: <strong>{p.open}</strong>
              </span>
              <span>
                {x.late}: <strong className={p.late ? 'my-projects__late' : undefined}>{p.late}</strong>
              </span>
              {p.late ? (
                <Link to={`/admin/implementation-checklist?f_project_id=${p.id}&f_late=1`} data-testid={`my-project-late-${p.id}`}>
                  {x.lateOnly}
                </Link>
              ) : null}
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
