import { type ReactNode, useState } from 'react';

interface LogoImageProps {
  src: string | null | undefined;
  className?: string;
  /** Shown when there is no logo or it fails to load. */
  fallback?: ReactNode;
}

/** A configured logo; a missing or broken image falls back instead of showing a broken-image icon. */
export function LogoImage({ src, className, fallback = null }: LogoImageProps) {
  // Remembers which address failed, so a new address gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return <img className={className} src={src} alt="" onError={() => setFailed(src)} />;
}
