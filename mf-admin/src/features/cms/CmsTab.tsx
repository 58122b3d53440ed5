import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubTabs, panelId, tabId } from '../admin-forms/SubTabs.tsx';
import { PageContentPanel } from './pages/PageContentPanel.tsx';
import { ContentStringsPanel } from './strings/ContentStringsPanel.tsx';
import { EmailTemplatesPanel } from './templates/EmailTemplatesPanel.tsx';
import styles from '../admin-forms/Form.module.css';

type CmsSection = 'pages' | 'templates' | 'strings';
const ID = 'cms';

/** The dashboard's CMS tab: page content, email templates and content strings. */
export default function CmsTab() {
  const { t } = useTranslation();
  const [section, setSection] = useState<CmsSection>('pages');
  const tabs = (['pages', 'templates', 'strings'] as const).map((key) => ({
    key,
    label: t(`adminCms.tabs.${key}`),
  }));
  return (
    <div className={styles.panel}>
      <SubTabs
        idBase={ID}
        label={t('adminCms.tabsLabel')}
        tabs={tabs}
        selected={section}
        onSelect={setSection}
      />
      <div role="tabpanel" id={panelId(ID, section)} aria-labelledby={tabId(ID, section)}>
        {section === 'pages' && <PageContentPanel />}
        {section === 'templates' && <EmailTemplatesPanel />}
        {section === 'strings' && <ContentStringsPanel />}
      </div>
    </div>
  );
}
