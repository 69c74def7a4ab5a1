/**
 * The favicon set in the settings (the TITLE row's icon, spec §2 "logos/favicon/site title") in the
 * page head, on every page including the sign-in page; the built-in icon until it is known.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { portalSettingsQuery } from '../portal/usePortalData';

export function SiteFavicon() {
  const settings = useQuery(portalSettingsQuery);
  const icon = settings.data?.title?.icon;
  useEffect(() => {
    if (!icon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
    link.href = `/api/v1/media/file/${icon}`;
    link.type = 'image/x-icon';
  }, [icon]);
  return null;
}
