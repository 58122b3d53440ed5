import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@boatcare/shared-ui/core';
import { PublicPage } from '../../components/PublicPage.tsx';
import { Island } from '../../islands/Island.tsx';
import { FAQ, FAQ_TABS } from './faq-content.ts';
import { CONTACT_HASH, FaqContactContext } from './parts/contact.ts';
import { CONTACT_BUTTON_ID } from './parts/FaqContactButton.tsx';
import type { FaqQuestionsProps } from './parts/FaqQuestions.tsx';
import styles from './FaqPage.module.css';

/** The contact form (its schema and the auth table) loads when first opened, not with the page. */
const ContactModal = lazy(() =>
  import('./parts/ContactModal.tsx').then((module) => ({ default: module.ContactModal })),
);

/** Help: two tabs of questions (an island) and a contact form, also opened by `#contact`. */
export default function FaqPage() {
  const { t } = useTranslation();
  usePageMeta(t('faq.metaTitle'), t('faq.metaDescription'));
  const [contactOpen, setContactOpen] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
  const openContact = useCallback(() => {
    setContactUsed(true);
    setContactOpen(true);
  }, []);
  // Opened by its address (a page of islands hands over to the app this way: contact.ts). The
  // button gets focus first, so that closing the form returns there.
  useEffect(() => {
    if (location.hash !== CONTACT_HASH) return;
    document.getElementById(CONTACT_BUTTON_ID)?.focus();
    openContact();
  }, [openContact]);
  const closeContact = () => {
    setContactOpen(false);
    if (location.hash === CONTACT_HASH)
      history.replaceState(history.state, '', location.pathname + location.search);
  };
  return (
    <PublicPage title={t('faq.title')} lead={t('faq.subtitle')}>
      <Island
        name="faqQuestions"
        props={{
          texts: {
            tabsLabel: t('faq.tabsLabel'),
            tabs: { owner: t('faq.tabs.owner'), provider: t('faq.tabs.provider') },
          },
          questions: Object.fromEntries(
            FAQ_TABS.map((tab) => [
              tab,
              Object.entries(FAQ[tab]).map(([category, items]: [string, readonly string[]]) => {
                const base = `faq.${tab}.${category}`;
                return {
                  id: base.replace(/\./g, '-'),
                  title: t(`${base}.title`),
                  items: items.map((item) => ({
                    id: item,
                    q: t(`${base}.items.${item}.q`),
                    a: t(`${base}.items.${item}.a`),
                  })),
                };
              }),
            ]),
          ) as FaqQuestionsProps['questions'],
        }}
      />
      <section className={styles.contact} aria-labelledby="faq-contact-title">
        <h2 id="faq-contact-title">{t('faq.contactTitle')}</h2>
        <p>{t('faq.contactText')}</p>
        <FaqContactContext value={openContact}>
          <Island name="faqContact" props={{ label: t('faq.contactButton') }} />
        </FaqContactContext>
      </section>
      {contactUsed && (
        <Suspense fallback={null}>
          <ContactModal open={contactOpen} onClose={closeContact} />
        </Suspense>
      )}
    </PublicPage>
  );
}
