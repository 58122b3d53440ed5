import { Suspense, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader, PageLoader, QueryState, usePageMeta } from '@boatcare/shared-ui';
import { useDashboardFigures } from './api.ts';
import { FigureCards } from './FigureCards.tsx';
import { DASHBOARD_TABS } from './tabs.tsx';
import styles from './DashboardPage.module.css';

/** admin: the four figures and the tabs (the open tab is in the address, ?tab=). */
export default function DashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('adminDashboard.metaTitle'), t('adminDashboard.metaDescription'));
  const figures = useDashboardFigures();
  const [search, setSearch] = useSearchParams();
  const current = DASHBOARD_TABS.find((tab) => tab.id === search.get('tab')) ?? DASHBOARD_TABS[0]!;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function choose(index: number) {
    const tab = DASHBOARD_TABS[index]!;
    setSearch({ tab: tab.id }, { replace: true });
    buttons.current[index]?.focus();
  }

  function onKey(event: KeyboardEvent) {
    const index = DASHBOARD_TABS.indexOf(current);
    const last = DASHBOARD_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  const Panel = current.Component;
  return (
    <>
      <PageHeader title={t('adminDashboard.title')} subtitle={t('adminDashboard.subtitle')} />
      <QueryState query={figures} errorKey="adminDashboard.loadFailed">
        {(data) => <FigureCards data={data} />}
      </QueryState>
      <div className={styles.tabs} role="tablist" aria-label={t('adminDashboard.tabsLabel')}>
        {DASHBOARD_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab === current}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab === current ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(index)}
            onKeyDown={onKey}
          >
            {t(tab.labelKey)}
          </button>
        ))}
      </div>
      <section
        className={styles.panel}
        role="tabpanel"
        id={`panel-${current.id}`}
        aria-labelledby={`tab-${current.id}`}
      >
        <Suspense fallback={<PageLoader />}>
          <Panel />
        </Suspense>
      </section>
    </>
  );
}
