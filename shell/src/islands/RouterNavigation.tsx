import { useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NavigationContext, type Navigation } from './navigation.tsx';

function RouterLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  // `discover` off: the prerendered link is the plain link an island renders (no extra attribute).
  return <Link to={href} discover="none" {...rest} />;
}

/** Islands inside the app move with the router, without a page load. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ Link: RouterLink, navigate: (path) => void navigate(path) }),
    [navigate],
  );
  return <NavigationContext value={value}>{children}</NavigationContext>;
}
