import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@boatcare/shared-ui';
import { CmsResourcePanel } from './CmsResourcePanel.tsx';
import { contentPages, contentStrings, emailTemplates } from './resources.ts';
import styles from '../admin-forms/Form.module.css';

const SECTIONS = ['pages', 'templates', 'strings'] as const;
type CmsSection = (typeof SECTIONS)[number];

/** The dashboard's CMS tab: page content, email templates and content strings. */
export default function CmsTab() {
  const { t } = useTranslation();
  const [section, setSection] = useState<CmsSection>('pages');
  return (
    <div className={styles.panel}>
      <Tabs
        id="cms"
        label={t('adminCms.tabsLabel')}
        tabs={SECTIONS.map((id) => ({ id, label: t(`adminCms.tabs.${id}`) }))}
        selected={section}
        onSelect={setSection}
      >
        {section === 'pages' && <CmsResourcePanel resource={contentPages} />}
        {section === 'templates' && <CmsResourcePanel resource={emailTemplates} />}
        {section === 'strings' && <CmsResourcePanel resource={contentStrings} />}
      </Tabs>
    </div>
  );
}
