import { Link } from 'react-router';
import { isExternalLink } from './usePortalData';

/** A configured menu entry: a router link inside the portal, a new tab outside it (or when asked). */
export function MenuLink({ link, label, isNewTab = false, className }: { link: string; label: string; isNewTab?: boolean; className?: string }) {
  return isExternalLink(link) || isNewTab ? (
    <a href={link} target="_blank" rel="noreferrer" className={className}>
      {label}
    </a>
  ) : (
    <Link to={link} className={className}>
      {label}
    </Link>
  );
}
