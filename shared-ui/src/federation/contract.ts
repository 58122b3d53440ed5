import type { ComponentType } from 'react';
import type { RouteName } from '@boatcare/shared-domain';

/** One screen a remote serves, at the path shared-domain's `paths` names. */
export interface RemoteRoute {
  name: RouteName;
  Component: ComponentType;
}

/** A link in the role's navigation bar. */
export interface NavItem {
  name: RouteName;
  /** Translation key of the label. */
  labelKey: string;
  /** Shown after the label, e.g. a count of unread messages (rendered inside the link). */
  Badge?: ComponentType;
}

/**
 * What every remote's `./routes` module exports by default. The shell mounts the routes under
 * /:lng inside its one router and shows the navigation in its header.
 */
export interface RemoteModule {
  routes: RemoteRoute[];
  navigation: NavItem[];
}
