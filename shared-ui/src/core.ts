/**
 * `@boatcare/shared-ui/core`: what the shell's first paint uses (session, API client, i18n,
 * preferences, providers, page meta, the basic components, the screen routes and guards),
 * without the endpoint tables and schemas (each is imported when its query runs), so a public
 * page loads no zod schema up front. The package root re-exports it through the package name,
 * and Module Federation shares it as a singleton of its own (docs/performance.md).
 */
export * from './session/store.ts';
export * from './session/ProviderGate.tsx';
export * from './session/ScreenGuard.tsx';
export * from './session/ToLogin.tsx';
export * from './session/useLogOut.ts';
export * from './api/client.ts';
export type { FirstRead } from './api/first-reads.ts';
export * from './api/endpoint-keys.ts';
export * from './api/useEndpoint.ts';
export * from './i18n/init.ts';
export * from './i18n/errorText.ts';
export * from './i18n/useLanguage.ts';
export * from './i18n/dates.ts';
export * from './a11y/announcer.ts';
export * from './a11y/LiveRegion.tsx';
export * from './preferences/currency.ts';
export * from './preferences/useMoney.ts';
export * from './preferences/siteSettings.ts';
export * from './preferences/publicSiteConfig.ts';
export * from './meta/usePageMeta.ts';
export * from './providers/AppProviders.tsx';
export * from './providers/toast.tsx';
export * from './components/Button.tsx';
export * from './components/Money.tsx';
export * from './components/Card.tsx';
export * from './components/States.tsx';
export * from './components/QueryState.tsx';
export * from './components/Spinner.tsx';
export * from './components/Skeleton.tsx';
export * from './components/SidebarLayout.tsx';
export * from './components/SkeletonBlocks.tsx';
export * from './components/Tabs.tsx';
export * from './components/useModalDialog.ts';
export * from './federation/contract.ts';
export * from './federation/screen-routes.tsx';
