import { useState } from 'react';
import { Tabs } from '@boatcare/shared-ui/core';
import { FAQ_TABS, type FaqTab } from '../faq-content.ts';
import { FaqCategory, type FaqCategoryTexts } from './FaqCategory.tsx';

export interface FaqQuestionsProps {
  texts: { tabsLabel: string; tabs: Record<FaqTab, string> };
  questions: Record<FaqTab, FaqCategoryTexts[]>;
}

/**
 * The questions in two tabs (an island): one answer open at a time, closed again on a tab
 * change; each category folds.
 */
export function FaqQuestions({ texts, questions }: FaqQuestionsProps) {
  const [tab, setTab] = useState<FaqTab>('owner');
  const [openItem, setOpenItem] = useState<string | null>(null);
  return (
    <Tabs
      id="faq-tabs"
      label={texts.tabsLabel}
      tabs={FAQ_TABS.map((id) => ({ id, label: texts.tabs[id] }))}
      selected={tab}
      onSelect={(next) => {
        if (next === tab) return;
        setTab(next);
        setOpenItem(null);
      }}
    >
      {questions[tab].map((category) => (
        <FaqCategory
          key={category.id}
          category={category}
          openItem={openItem}
          onToggleItem={(key) => setOpenItem((current) => (current === key ? null : key))}
        />
      ))}
    </Tabs>
  );
}
