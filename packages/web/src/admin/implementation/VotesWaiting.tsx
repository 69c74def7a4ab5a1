/**
 * The cost reviews waiting for the signed-in user's vote (issue 41; ADR 0023), on "Waiting for my
 * approval": reviews taking votes whose committee the user sits on and has not voted in yet, each
 * linked to its page (where the comparison's vote button is). Read from
 * `GET /review-cost/vote-waiting`; nothing shown (and nothing asked) without the area's view right
 * or when no vote waits.
 */
import { canDo } from '@portal/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { useSession } from '../../auth/session';
import { useLang } from '../../ui/StatusTag';

type Waiting = { id: number; code: string | null; title: string; status: string; vote_until: string | null; project_name: string | null };

const WORDS = {
  vi: { title: 'Thẩm định chi phí chờ bạn bỏ phiếu', until: 'Hạn bỏ phiếu', open: 'Mở để bỏ phiếu', QUOTING: 'Đang nhận báo giá', PENDING: 'Chờ duyệt' },
  en: { title: 'Cost reviews waiting for your vote', until: 'Voting closes', open: 'Open to vote', QUOTING: 'Collecting quotations', PENDING: 'Pending approval' },
} as const;

export function VotesWaiting() {
  const lang = useLang();
  const w = WORDS[lang];
  const { ability } = useSession();
  const isAllowed = canDo(ability, 'view', 'IMPLEMENTATION_MANAGEMENT');
  const q = useQuery({ queryKey: ['review-cost', 'vote-waiting'], enabled: isAllowed, queryFn: () => api.get<Waiting[]>('review-cost/vote-waiting', {}, { quietError: true }) });
  const items = q.data ?? [];
  if (!isAllowed || items.length === 0) return null;
  const day = (d: string | null) => (d ? d.split('-').reverse().join('/') : '—');
  return (
    <Card className="admin-card" title={w.title} data-testid="votes-waiting" style={{ marginBottom: 16 }}>
      <List<Waiting>
        size="small"
        dataSource={items}
        renderItem={(x) => (
          <List.Item actions={[<Link key="open" to={`/admin/review-cost/${x.id}`} data-testid={`vote-waiting-${x.id}`}>{w.open}</Link>]}>
            <List.Item.Meta
              title={
                <span>
                  {x.code ? <Typography.Text type="secondary">{x.code} · </Typography.Text> : null}
                  {x.title} <Tag color={x.status === 'PENDING' ? 'gold' : 'blue'}>{x.status === 'PENDING' ? w.PENDING : w.QUOTING}</Tag>
                </span>
              }
              description={`${x.project_name ?? ''} · ${w.until}: ${day(x.vote_until)}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
