import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, usePageMeta } from '@boatcare/shared-ui';
import { Tabs } from '../../components/Tabs.tsx';
import { FAQ, FAQ_TABS, type FaqTab } from './faq-content.ts';
import { ContactModal } from './parts/ContactModal.tsx';
import { FaqCategory } from './parts/FaqCategory.tsx';
import { PublicPage } from '../../components/PublicPage.tsx';
import styles from './FaqPage.module.css';

/** Help: two tabs of questions, one answer open at a time (closed again on a tab change), and a contact form. */
export default function FaqPage() {
  const { t } = useTranslation();
  usePageMeta(t('faq.metaTitle'), t('faq.metaDescription'));
  const [tab, setTab] = useState<FaqTab>('owner');
  const [openItem, setOpenItem] = useState<string | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const categories = Object.entries(FAQ[tab]) as [string, readonly string[]][];
  return (
    <PublicPage title={t('faq.title')} lead={t('faq.subtitle')}>
      <Tabs
        label={t('faq.tabsLabel')}
        tabs={FAQ_TABS.map((id) => ({ id, label: t(`faq.tabs.${id}`) }))}
        selected={tab}
        onSelect={(next) => {
          if (next === tab) return;
          setTab(next);
          setOpenItem(null);
        }}
      >
        {categories.map(([category, items]) => (
          <FaqCategory
            key={`${tab}.${category}`}
            base={`faq.${tab}.${category}`}
            items={items}
            openItem={openItem}
            onToggleItem={(key) => setOpenItem((current) => (current === key ? null : key))}
          />
        ))}
      </Tabs>
      <section className={styles.contact} aria-labelledby="faq-contact-title">
        <h2 id="faq-contact-title">{t('faq.contactTitle')}</h2>
        <p>{t('faq.contactText')}</p>
        <Button onClick={() => setContactOpen(true)} aria-haspopup="dialog">
          {t('faq.contactButton')}
        </Button>
      </section>
      <ContactModal open={contactOpen} onClose={() => setContactOpen(false)} />
    </PublicPage>
  );
}
