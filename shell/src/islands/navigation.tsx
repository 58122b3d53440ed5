import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** How an island links and moves to another path of the site. */
export interface Navigation {
  Link: ComponentType<LinkProps>;
  navigate(path: string): void;
}

/**
 * Outside the app (an island on a prerendered page) a link is a link and moving is a page
 * load; inside the app, Layout provides the router's (RouterNavigation.tsx).
 */
const pageLoads: Navigation = {
  Link: (props) => <a {...props} />,
  navigate: (path) => location.assign(path),
};

export const NavigationContext = createContext<Navigation>(pageLoads);

export const useNavigation = () => useContext(NavigationContext);
