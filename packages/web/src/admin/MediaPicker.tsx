/**
 * Media picker for `media` and `mediaList` fields: uploads through /media/upload (or upload-logo)
 * with the field's kind and required size, and shows what is picked (image thumbnails, file links).
 */
import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import type { MediaAccept } from '@portal/domain';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';

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

export function MediaPicker({ accept, size, isMultiple, value, onChange, disabled, ...rest }: Props) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<number, string>>({});
  const [isBusy, setBusy] = useState(false);
  const ids = (Array.isArray(value) ? value : value ? [value] : []).map(Number);
  const set = (next: number[]) => onChange?.(isMultiple ? next : (next[0] ?? null));
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const isLogo = accept === 'logo' || accept === 'favicon';
      // Uploads are private: the preview loads through the file cookie the API sets for this session.
      const query: Record<string, string> = {};
      if (!isLogo) query.kind = isImage(accept) ? 'image' : accept === 'audio' || accept === 'video' ? 'large' : 'attachment';
      if (size) query.size = `${size[0]}x${size[1]}`;
      const [m] = await api.upload<Media[]>(isLogo ? 'media/upload-logo' : 'media/upload', file, query);
      if (m) {
        setNames((n) => ({ ...n, [m.id]: m.file_name ?? String(m.id) }));
        set(isMultiple ? [...ids, m.id] : [m.id]);
      }
    } finally {
      setBusy(false);
    }
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
        {isMultiple || ids.length === 0 ? (
          <Upload
            accept={ACCEPT[accept]}
            showUploadList={false}
            disabled={disabled}
            customRequest={({ file, onSuccess, onError }) => {
              upload(file as File).then(() => onSuccess?.(null), (e: Error) => onError?.(e));
            }}
          >
            <Button icon={<UploadOutlined />} loading={isBusy}>
              {t('form.upload')}
            </Button>
          </Upload>
        ) : null}
      </Space>
      {size ? <div className="media-picker__hint">{t('form.recommendedSize', { w: size[0], h: size[1] })}</div> : null}
    </fieldset>
  );
}
