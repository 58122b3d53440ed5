import { useLayoutEffect, useState } from 'react';
import { LegalSectionsView, type LegalSectionTexts } from '../../components/LegalDocument.tsx';
import { Tabs } from '@boatcare/shared-ui/core';
import { useNavigation } from '../../islands/navigation.tsx';
import styles from './TermsPage.module.css';

export type Audience = 'owner' | 'provider';

/** The address of the providers' tab: `?tab=provider`. */
const TAB_PARAMETER = 'tab';

export interface TermsAudiencesProps {
  texts: { tabsLabel: string; contentsLabel: string; tabs: Record<Audience, string> };
  audiences: Record<
    Audience,
    {
      /** The ids' base of its sections (`termsUser`). */
      anchor: string;
      title: string;
      sections: LegalSectionTexts[];
      full: { href: string; text: string };
    }
  >;
}

/**
 * The terms for each audience in tabs (an island). The providers' tab has its own address, so
 * a link can open it; the page is rendered with the owners' tab and switches before painting.
 */
export function TermsAudiences({ texts, audiences }: TermsAudiencesProps) {
  const { Link } = useNavigation();
  const [audience, setAudience] = useState<Audience>('owner');
  useLayoutEffect(() => {
    if (new URLSearchParams(location.search).get(TAB_PARAMETER) === 'provider')
      setAudience('provider');
  }, []);
  function select(next: Audience) {
    setAudience(next);
    const url = new URL(location.href);
    if (next === 'owner') url.searchParams.delete(TAB_PARAMETER);
    else url.searchParams.set(TAB_PARAMETER, next);
    history.replaceState(history.state, '', url);
  }
  const current = audiences[audience];
  return (
    <Tabs
      id="terms-tabs"
      label={texts.tabsLabel}
      tabs={(['owner', 'provider'] as const).map((id) => ({ id, label: texts.tabs[id] }))}
      selected={audience}
      onSelect={select}
    >
      <h2 className={styles.panelTitle}>{current.title}</h2>
      <LegalSectionsView
        key={audience}
        anchor={current.anchor}
        sections={current.sections}
        contentsLabel={texts.contentsLabel}
        level={3}
      />
      <p>
        <Link href={current.full.href}>{current.full.text}</Link>
      </p>
    </Tabs>
  );
}
