import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, usePageMeta } from '@boatcare/shared-ui/core';
import { Tabs } from '../../components/Tabs.tsx';
import { FAQ, FAQ_TABS, type FaqTab } from './faq-content.ts';
import { FaqCategory } from './parts/FaqCategory.tsx';
import { PublicPage } from '../../components/PublicPage.tsx';
import styles from './FaqPage.module.css';

/** The contact form (its schema and the auth table) loads when first opened, not with the page. */
const ContactModal = lazy(() =>
  import('./parts/ContactModal.tsx').then((module) => ({ default: module.ContactModal })),
);

/** Help: two tabs of questions, one answer open at a time (closed again on a tab change), and a contact form. */
export default function FaqPage() {
  const { t } = useTranslation();
  usePageMeta(t('faq.metaTitle'), t('faq.metaDescription'));
  const [tab, setTab] = useState<FaqTab>('owner');
  const [openItem, setOpenItem] = useState<string | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
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
        <Button
          onClick={() => {
            setContactUsed(true);
            setContactOpen(true);
          }}
          aria-haspopup="dialog"
        >
          {t('faq.contactButton')}
        </Button>
      </section>
      {contactUsed && (
        <Suspense fallback={null}>
          <ContactModal open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </PublicPage>
  );
}
