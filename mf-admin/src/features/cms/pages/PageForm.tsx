import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextAreaField, TextField } from '@boatcare/shared-ui';
import { newSection, type PageDraft, type SectionDraft } from './page-draft.ts';
import styles from '../../admin-forms/Form.module.css';

/** The page's title, its sections (add, remove, Active) and SEO; saved as one. */
export function PageForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: PageDraft;
  busy: boolean;
  onSubmit: (draft: PageDraft) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [titleMissing, setTitleMissing] = useState(false);
  const set = (change: Partial<PageDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setSection = (index: number, change: Partial<SectionDraft>) =>
    set({ sections: draft.sections.map((s, i) => (i === index ? { ...s, ...change } : s)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = !draft.title.trim();
    setTitleMissing(missing);
    if (!missing) onSubmit(draft);
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label={t('adminCms.pages.pageTitle')}
        value={draft.title}
        required
        error={titleMissing ? t('adminCms.validation.required') : undefined}
        onChange={(event) => set({ title: event.target.value })}
      />
      <section className={styles.panel} aria-labelledby="cms-sections">
        <h3 id="cms-sections" className={styles.heading}>
          {t('adminCms.pages.sectionsTitle')}
        </h3>
        {draft.sections.length === 0 && (
          <p className={styles.note}>{t('adminCms.pages.noSections')}</p>
        )}
        <ol className={styles.list}>
          {draft.sections.map((section, index) => (
            <li key={section.sectionId} className={styles.item}>
              <div className={styles.itemHead}>
                <h4 className={styles.subheading}>
                  {t('adminCms.pages.section', { number: index + 1 })}
                </h4>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={section.isActive}
                    onChange={(event) => setSection(index, { isActive: event.target.checked })}
                  />
                  {t('adminCms.pages.active')}
                </label>
              </div>
              <div className={styles.grid2}>
                <TextField
                  label={t('adminCms.pages.sectionTitle')}
                  value={section.title}
                  onChange={(event) => setSection(index, { title: event.target.value })}
                />
                <TextField
                  label={t('adminCms.pages.imageUrl')}
                  type="url"
                  value={section.imageUrl}
                  onChange={(event) => setSection(index, { imageUrl: event.target.value })}
                />
              </div>
              <TextAreaField
                label={t('adminCms.pages.content')}
                rows={4}
                value={section.content}
                onChange={(event) => setSection(index, { content: event.target.value })}
              />
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="small"
                  onClick={() => set({ sections: draft.sections.filter((_, i) => i !== index) })}
                >
                  {t('adminCms.pages.removeSection', { number: index + 1 })}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => set({ sections: [...draft.sections, newSection()] })}
          >
            {t('adminCms.pages.addSection')}
          </Button>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="cms-seo">
        <h3 id="cms-seo" className={styles.heading}>
          {t('adminCms.pages.seoTitle')}
        </h3>
        <TextField
          label={t('adminCms.pages.metaTitle')}
          value={draft.metaTitle}
          onChange={(event) => set({ metaTitle: event.target.value })}
        />
        <TextAreaField
          label={t('adminCms.pages.metaDescription')}
          rows={2}
          value={draft.metaDescription}
          onChange={(event) => set({ metaDescription: event.target.value })}
        />
        <TextField
          label={t('adminCms.pages.keywords')}
          hint={t('adminCms.pages.keywordsHint')}
          value={draft.keywords}
          onChange={(event) => set({ keywords: event.target.value })}
        />
      </section>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('adminCms.pages.save')}
        </Button>
      </div>
    </form>
  );
}
