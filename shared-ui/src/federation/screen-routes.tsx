import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths, ROUTE_NAMES, type RouteName } from '@boatcare/shared-domain/core';
import { ScreenGuard } from '../session/ScreenGuard.tsx';
import type { ScreenPages } from './contract.ts';

/** A screen's route: the table's path, the page behind the table's guard. */
export function screenRoute(name: RouteName, Page: ComponentType): RouteObject {
  return {
    path: paths[name],
    element: (
      <ScreenGuard name={name}>
        <Page />
      </ScreenGuard>
    ),
  };
}

/** The routes of a set of pages, in the table's order. */
export function screenRoutes(pages: ScreenPages): RouteObject[] {
  return ROUTE_NAMES.flatMap((name) => {
    const Page = pages[name];
    return Page ? [screenRoute(name, Page)] : [];
  });
}
