import { useState } from 'react';
import { PageHeader } from '@boatcare/shared-ui';
import CmsTab from '../cms/CmsTab.tsx';
import GlobalSettingsTab from '../global-settings/GlobalSettingsTab.tsx';
import PricingTab from '../pricing/PricingTab.tsx';
import { SubTabs, panelId, tabId } from '../admin-forms/SubTabs.tsx';

/** TEMPORARY: mounts the content tabs at /admin until the dashboard is merged. Removed before the last commit. */
export default function AdminContentPreview() {
  const [tab, setTab] = useState<'cms' | 'pricing' | 'settings'>('cms');
  return (
    <>
      <PageHeader title="Admin dashboard" />
      <SubTabs
        idBase="dash"
        label="Dashboard"
        tabs={[
          { key: 'cms', label: 'CMS' },
          { key: 'pricing', label: 'Pricing' },
          { key: 'settings', label: 'Settings' },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <div
        role="tabpanel"
        id={panelId('dash', tab)}
        aria-labelledby={tabId('dash', tab)}
        style={{ paddingTop: '1rem' }}
      >
        {tab === 'cms' && <CmsTab />}
        {tab === 'pricing' && <PricingTab />}
        {tab === 'settings' && <GlobalSettingsTab />}
      </div>
    </>
  );
}
