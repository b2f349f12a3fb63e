import { getOemBranding } from '@fengshou/core/contract';
import { useEffect } from 'react';
import { useApiQuery } from '../api';
import type { OemBranding } from '../api/portal-types';

/** OEM branding of the host the page was opened on (spec §7: operateUrl is the current host). */
export function useOemBranding(): OemBranding | null {
  const host = window.location.hostname || 'localhost';
  // A host without its own branding is normal; the defaults then apply without a toast.
  const query = useApiQuery(
    getOemBranding,
    { operateUrl: host },
    { staleTime: Number.POSITIVE_INFINITY, retry: false, notify: false },
  );
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
