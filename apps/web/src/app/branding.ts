import { getOemBranding } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../api';
import type { OemBranding } from '../api/portal-types';

/** OEM branding of the host the page was opened on (spec §7: operateUrl is the current host). */
export function useOemBranding(): OemBranding | null {
  const host = window.location.hostname || 'localhost';
  const query = useQuery({
    queryKey: ['oem-branding', host],
    // A host without its own branding is normal; the defaults then apply without a toast.
    queryFn: ({ signal }) => callApi(getOemBranding, { operateUrl: host }, { signal, notify: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const branding = query.data ?? null;
  useEffect(() => {
    if (branding?.operateIcon) setFavicon(branding.operateIcon);
  }, [branding?.operateIcon]);
  return branding;
}

/** Points the page icon at `href`, once the image has loaded (a broken address keeps the default). */
export function setFavicon(href: string): void {
  const probe = new Image();
  probe.onload = () => applyFavicon(href);
  probe.src = href;
}

function applyFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link#app-favicon');
  if (!link) {
    link = document.createElement('link');
    link.id = 'app-favicon';
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.removeAttribute('type');
  link.href = href;
}
