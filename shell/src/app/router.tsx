import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, type RouteName } from '@boatcare/shared-domain';
import { Layout } from '../layout/Layout.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { RemoteRoutes } from '../remotes/RemoteRoutes.tsx';
import { LanguageRedirect, LanguageRoot } from './LanguageRoot.tsx';

/** The shell's own screens by route name; pages load on first visit, except the home page. */
const shellPages: Partial<Record<RouteName, React.ComponentType>> = {
  login: lazy(() => import('../pages/login/LoginPage.tsx')),
};

const children: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...Object.entries(shellPages).map(([name, Page]) => ({
    path: paths[name as RouteName],
    element: <Page />,
  })),
  // Everything else belongs to a role's remote, or is unknown (-> language home).
  { path: '*', element: <RemoteRoutes /> },
];

export const router = createBrowserRouter([
  { path: '/:lng', element: <LanguageRoot />, children: [{ element: <Layout />, children }] },
  { path: '*', element: <LanguageRedirect /> },
]);
