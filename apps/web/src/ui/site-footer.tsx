import { usePortal } from '../api/portal-context';

/** Copyright and filing numbers of the host's OEM branding (spec §3 operator branding). */
export function SiteFooter({ className }: { className?: string }) {
  const { branding, subject } = usePortal();
  const copyright = branding?.copyright || (subject?.poweredBy ? `技术支持：${subject.poweredBy}` : null);
  const icp = branding?.icpNumber;
  const police = branding?.policeNumber;
  if (!copyright && !icp && !police) return null;
  return (
    <footer className={`site-footer${className ? ` ${className}` : ''}`}>
      {copyright ? <span>{copyright}</span> : null}
      {icp ? (
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
          {icp}
        </a>
      ) : null}
      {police ? (
        <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer">
          {police}
        </a>
      ) : null}
    </footer>
  );
}
