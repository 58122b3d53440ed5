import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DashboardTab {
  id: string;
  labelKey: string;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
}

/**
 * The dashboard's tabs, in the spec's order. CMS, Pricing and Settings are built in
 * features/cms, features/pricing and features/global-settings.
 */
export const DASHBOARD_TABS: DashboardTab[] = [
  {
    id: 'users',
    labelKey: 'adminDashboard.tabs.users',
    Component: lazy(() => import('./users-tab/UsersTab.tsx')),
  },
  {
    id: 'requests',
    labelKey: 'adminDashboard.tabs.requests',
    Component: lazy(() => import('./RequestsTab.tsx')),
  },
  {
    id: 'payments',
    labelKey: 'adminDashboard.tabs.payments',
    Component: lazy(() => import('./PaymentsTab.tsx')),
  },
  {
    id: 'cms',
    labelKey: 'adminDashboard.tabs.cms',
    Component: lazy(() => import('../cms/CmsTab.tsx')),
  },
  {
    id: 'pricing',
    labelKey: 'adminDashboard.tabs.pricing',
    Component: lazy(() => import('../pricing/PricingTab.tsx')),
  },
  {
    id: 'settings',
    labelKey: 'adminDashboard.tabs.settings',
    Component: lazy(() => import('../global-settings/GlobalSettingsTab.tsx')),
  },
];
