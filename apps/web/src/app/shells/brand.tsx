import { platformTitle, usePortal } from '../../api/portal-context';
import { LogoImage } from '../../ui/logo-image';

/** Logo and platform title of the current subject (or the host's branding). */
export function Brand({ className }: { className?: string }) {
  const portal = usePortal();
  const logo =
    portal.subject?.showLogoFlag !== 0
      ? portal.subject?.subjectLogoUrl || portal.branding?.operateIcon
      : null;
  return (
    <div className={`brand${className ? ` ${className}` : ''}`}>
      <LogoImage className="brand-logo" src={logo} fallback={<span className="brand-mark" aria-hidden />} />
      <span className="brand-title">{platformTitle(portal)}</span>
    </div>
  );
}
