/**
 * The signed-in user's bookmarks (spec §2: the navbar holds bookmarks; toggling one flips its star
 * and adds it to or removes it from the list), shared by the admin navbar and the portal header and
 * search results (issue 38 item 10). One list a user, read once and kept in the query cache; the
 * server toggles (POST /api/bookmarks/update) and answers the new list.
 */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';

export type Bookmark = { id: number; title: string; link: string; icon?: string | null };

export function useBookmarks(isEnabled = true) {
  return useQuery({
    queryKey: ['bookmarks'],
    queryFn: () => api.get<{ items: Bookmark[] }>('/api/bookmarks/data', undefined, { quietError: true }),
    staleTime: 60_000,
    enabled: isEnabled,
  });
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { link: string; title: string }) => api.post<{ items: Bookmark[]; isBookmarked: boolean }>('/api/bookmarks/update', { link: b.link, title: b.title.slice(0, 250) }, { quietSuccess: true }),
    onSuccess: (data) => queryClient.setQueryData(['bookmarks'], { items: data.items }),
  });
}

/** The star that bookmarks a link (filled when it is bookmarked). */
export function BookmarkStar({ link, title, size = 'small' }: { link: string; title: string; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const bookmarks = useBookmarks();
  const toggle = useToggleBookmark();
  const isMarked = (bookmarks.data?.items ?? []).some((b) => b.link === link);
  return (
    <Button
      type="text"
      size={size}
      aria-pressed={isMarked}
      aria-label={`${isMarked ? t('bookmark.remove') : t('bookmark.add')}: ${title}`}
      title={isMarked ? t('bookmark.remove') : t('bookmark.add')}
      data-testid="bookmark-star"
      icon={isMarked ? <StarFilled style={{ color: '#f08a24' }} /> : <StarOutlined />}
      loading={toggle.isPending}
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle.mutate({ link, title });
      }}
    />
  );
}
