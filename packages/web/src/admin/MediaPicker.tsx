/**
 * Media picker for `media` and `mediaList` fields: uploads through /media/upload (or upload-logo)
 * with the field's kind and required size, and shows what is picked (image thumbnails, file links).
 */
import { DeleteOutlined, FileOutlined, FolderOpenOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import type { MediaAccept } from '@portal/domain/fields';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Space, Spin, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import './mediaI18n';

type Media = { id: number; file_name?: string; url?: string; thumbnail_url?: string | null };
type Props = {
  accept: MediaAccept;
  size?: readonly [number, number];
  isMultiple?: boolean;
  value?: number | number[] | null;
  onChange?: (v: number | number[] | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
};

const ACCEPT: Record<MediaAccept, string> = {
  image: '.png,.gif,.jpeg,.jpg',
  logo: '.png,.jpg,.jpeg',
  favicon: '.ico',
  attachment: '.doc,.docx,.xls,.xlsx,.ppt,.pptx,.pdf,.zip,.rar,.7z,.txt,.png,.jpg,.jpeg,.gif,.mp4',
  audio: '.mp3',
  video: '.mp4',
  any: '',
};
const isImage = (a: MediaAccept) => a === 'image' || a === 'logo' || a === 'favicon';
/** The upload kind a field's files were stored as (GET /media/mine?kind=); logos have their own folder and no library. */
const LIBRARY_KIND: Partial<Record<MediaAccept, string>> = { image: 'image', attachment: 'attachment', audio: 'large', video: 'large', any: '' };
const PAGE = 24;

type MinePage = { items: (Media & { kind?: string; ext?: string })[]; page: number; hasMore: boolean };

/** My earlier uploads of the field's kind, to pick again instead of uploading the same file twice (issue 12). */
function MediaLibrary({ accept, isMultiple, onPick, onClose }: { accept: MediaAccept; isMultiple?: boolean; onPick: (picked: Media[]) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Media[]>([]);
  const kind = LIBRARY_KIND[accept] ?? '';
  const pages = useInfiniteQuery({
    queryKey: ['media', 'mine', kind, q],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.get<MinePage>('media/mine', { page: pageParam, limit: PAGE, kind: kind || undefined, q: q || undefined }, { signal }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const items = (pages.data?.pages ?? []).flatMap((p) => p.items);
  const toggle = (m: Media) => {
    if (!isMultiple) return onPick([m]);
    setPicked((cur) => (cur.some((x) => x.id === m.id) ? cur.filter((x) => x.id !== m.id) : [...cur, m]));
  };
  return (
    <Modal
      open
      title={t('media.library')}
      onCancel={onClose}
      width={760}
      okText={t('media.pick', { count: picked.length })}
      okButtonProps={{ disabled: picked.length === 0, style: isMultiple ? undefined : { display: 'none' } }}
      onOk={() => onPick(picked)}
      destroyOnHidden
    >
      <Input.Search allowClear placeholder={t('media.searchName')} aria-label={t('media.searchName')} onSearch={(v) => setQ(v.trim())} style={{ marginBottom: 12 }} />
      {pages.isLoading ? <Spin /> : null}
      {pages.data && items.length === 0 ? <Empty description={t('media.libraryEmpty')} /> : null}
      <div className={`media-library${isImage(accept) ? ' media-library--images' : ''}`} data-testid="media-library">
        {items.map((m) => {
          const isOn = picked.some((x) => x.id === m.id);
          return (
            <button type="button" key={m.id} className={`media-library__item${isOn ? ' is-picked' : ''}`} onClick={() => toggle(m)} aria-pressed={isOn} title={m.file_name} data-testid="media-library-item">
              {isImage(accept) ? <img src={`/api/v1/media/file/${m.id}?thumb=1`} alt={m.file_name ?? `#${m.id}`} loading="lazy" /> : <FileOutlined />}
              <span>{m.file_name}</span>
            </button>
          );
        })}
      </div>
      {pages.hasNextPage ? (
        <Button block onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage} style={{ marginTop: 12 }}>
          {t('media.more')}
        </Button>
      ) : null}
    </Modal>
  );
}

export function MediaPicker({ accept, size, isMultiple, value, onChange, disabled, ...rest }: Props) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(0);
  const [isLibraryOpen, setLibraryOpen] = useState(false);
  const hasLibrary = accept in LIBRARY_KIND;
  const ids = (Array.isArray(value) ? value : value ? [value] : []).map(Number);
  // Several files upload at once (an album's photos): each finished one joins what is there by
  // then, not what was there when it started.
  const current = useRef(ids);
  current.current = ids;
  const set = (next: number[]) => {
    current.current = next;
    onChange?.(isMultiple ? next : (next[0] ?? null));
  };
  const upload = async (file: File) => {
    setBusy((n) => n + 1);
    try {
      const isLogo = accept === 'logo' || accept === 'favicon';
      // Uploads are private: the preview loads through the file cookie the API sets for this session.
      const query: Record<string, string> = {};
      if (!isLogo) query.kind = isImage(accept) ? 'image' : accept === 'audio' || accept === 'video' ? 'large' : 'attachment';
      if (size) query.size = `${size[0]}x${size[1]}`;
      // A batch of photos tells its progress in the drop area and shows each picture: no toast per file.
      const [m] = await api.upload<Media[]>(isLogo ? 'media/upload-logo' : 'media/upload', file, query, { quietSuccess: isMultiple });
      if (m) {
        setNames((n) => ({ ...n, [m.id]: m.file_name ?? String(m.id) }));
        set(isMultiple ? [...current.current, m.id] : [m.id]);
      }
    } finally {
      setBusy((n) => n - 1);
    }
  };
  const uploadProps = {
    accept: ACCEPT[accept],
    showUploadList: false,
    disabled,
    multiple: isMultiple,
    customRequest: ({ file, onSuccess, onError }: { file: unknown; onSuccess?: (body: unknown) => void; onError?: (e: Error) => void }) => {
      upload(file as File).then(() => onSuccess?.(null), (e: Error) => onError?.(e));
    },
  };
  return (
    <fieldset className="media-picker" aria-label={rest['aria-label']}>
      <Space wrap size={12}>
        {ids.map((id) =>
          isImage(accept) ? (
            <figure key={id} className="media-picker__item">
              <img src={`/api/v1/media/file/${id}?thumb=1`} onError={(e) => ((e.target as HTMLImageElement).src = `/api/v1/media/file/${id}`)} alt={names[id] ?? `#${id}`} />
              {!disabled ? <Button size="small" shape="circle" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => set(ids.filter((x) => x !== id))} /> : null}
            </figure>
          ) : (
            <span key={id} className="media-picker__file">
              <FileOutlined />{' '}
              <a href={`/api/v1/media/file/${id}`} target="_blank" rel="noreferrer">
                {names[id] ?? `#${id}`}
              </a>
              {!disabled ? <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => set(ids.filter((x) => x !== id))} /> : null}
            </span>
          ),
        )}
        {!isMultiple && ids.length === 0 ? (
          <Upload {...uploadProps}>
            <Button icon={<UploadOutlined />} loading={busy > 0}>
              {t('form.upload')}
            </Button>
          </Upload>
        ) : null}
        {hasLibrary && !disabled && (isMultiple || ids.length === 0) ? (
          <Button icon={<FolderOpenOutlined />} onClick={() => setLibraryOpen(true)} data-testid="media-library-open">
            {t('media.fromLibrary')}
          </Button>
        ) : null}
      </Space>
      {isLibraryOpen ? (
        <MediaLibrary
          accept={accept}
          isMultiple={isMultiple}
          onClose={() => setLibraryOpen(false)}
          onPick={(picked) => {
            setNames((n) => ({ ...n, ...Object.fromEntries(picked.map((m) => [m.id, m.file_name ?? String(m.id)])) }));
            set(isMultiple ? [...ids, ...picked.map((m) => m.id).filter((id) => !ids.includes(id))] : picked.slice(0, 1).map((m) => m.id));
            setLibraryOpen(false);
          }}
        />
      ) : null}
      {isMultiple && !disabled ? (
        // Many at once: dropped on the area or chosen together in the file dialog.
        <Upload.Dragger {...uploadProps} className="media-picker__drop" data-testid="media-drop">
          <span className="media-picker__drop-text">
            {busy > 0 ? <Spin size="small" /> : <InboxOutlined />} {busy > 0 ? t('media.uploading', { count: busy }) : t('media.dropFiles')}
          </span>
        </Upload.Dragger>
      ) : null}
      {size ? <div className="media-picker__hint">{t('form.recommendedSize', { w: size[0], h: size[1] })}</div> : null}
    </fieldset>
  );
}
