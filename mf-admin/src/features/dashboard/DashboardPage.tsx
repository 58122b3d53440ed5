import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import {
  PageHeader,
  PageLoader,
  QueryState,
  Tabs,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import { FigureCards } from './FigureCards.tsx';
import { DASHBOARD_TABS } from './tabs.tsx';
import styles from './DashboardPage.module.css';

/** admin: the four figures and the tabs (the open tab is in the address, ?tab=). */
export default function DashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('adminDashboard.metaTitle'), t('adminDashboard.metaDescription'));
  const figures = useEndpoint(
    admin.dashboard,
    {},
    { meta: { errorKey: 'adminDashboard.loadFailed' } },
  );
  const [search, setSearch] = useSearchParams();
  const current = DASHBOARD_TABS.find((tab) => tab.id === search.get('tab')) ?? DASHBOARD_TABS[0]!;
  const Panel = current.Component;
  return (
    <>
      <PageHeader title={t('adminDashboard.title')} subtitle={t('adminDashboard.subtitle')} />
      <QueryState query={figures} errorKey="adminDashboard.loadFailed" pending={<FigureCards />}>
        {(data) => <FigureCards data={data} />}
      </QueryState>
      <div className={styles.tabs}>
        <Tabs
          id="dashboard"
          label={t('adminDashboard.tabsLabel')}
          tabs={DASHBOARD_TABS.map((tab) => ({ id: tab.id, label: t(tab.labelKey) }))}
          selected={current.id}
          onSelect={(tab) => setSearch({ tab }, { replace: true })}
        >
          <Suspense fallback={<PageLoader />}>
            <Panel />
          </Suspense>
        </Tabs>
      </div>
    </>
  );
}
