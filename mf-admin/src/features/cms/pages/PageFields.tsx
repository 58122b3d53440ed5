import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CmsPageAdmin } from '@boatcare/shared-domain/schemas/cms-admin';
import { Button, TextAreaField, TextField } from '@boatcare/shared-ui';
import type { FieldsProps } from '../resource.ts';
import { newSection, type pageForm } from './page-form.ts';
import styles from '../../admin-forms/Form.module.css';

/** The page's title, its sections (add, remove, Active) and SEO; saved as one. */
export function PageFields({ form, item }: FieldsProps<typeof pageForm, CmsPageAdmin>) {
  const { t } = useTranslation();
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  return (
    <>
      {item === null && <p className={styles.note}>{t('adminCms.pages.notSavedYet')}</p>}
      <TextField label={t('adminCms.pages.pageTitle')} required {...form.field('title')} />
      <section className={styles.panel} aria-labelledby="cms-sections">
        <h3 id="cms-sections" className={styles.heading}>
          {t('adminCms.pages.sectionsTitle')}
        </h3>
        {sections.fields.length === 0 && (
          <p className={styles.note}>{t('adminCms.pages.noSections')}</p>
        )}
        <ol className={styles.list}>
          {sections.fields.map((section, index) => (
            <li key={section.id} className={styles.item}>
              <div className={styles.itemHead}>
                <h4 className={styles.subheading}>
                  {t('adminCms.pages.section', { number: index + 1 })}
                </h4>
                <label className={styles.check}>
                  <input type="checkbox" {...form.register(`sections.${index}.isActive`)} />
                  {t('adminCms.pages.active')}
                </label>
              </div>
              <div className={styles.grid2}>
                <TextField
                  label={t('adminCms.pages.sectionTitle')}
                  {...form.field(`sections.${index}.title`)}
                />
                <TextField
                  label={t('adminCms.pages.imageUrl')}
                  type="url"
                  {...form.field(`sections.${index}.imageUrl`)}
                />
              </div>
              <TextAreaField
                label={t('adminCms.pages.content')}
                rows={4}
                {...form.field(`sections.${index}.content`)}
              />
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="small"
                  onClick={() => sections.remove(index)}
                >
                  {t('adminCms.pages.removeSection', { number: index + 1 })}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button type="button" variant="secondary" onClick={() => sections.append(newSection())}>
            {t('adminCms.pages.addSection')}
          </Button>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="cms-seo">
        <h3 id="cms-seo" className={styles.heading}>
          {t('adminCms.pages.seoTitle')}
        </h3>
        <TextField label={t('adminCms.pages.metaTitle')} {...form.field('seo.metaTitle')} />
        <TextAreaField
          label={t('adminCms.pages.metaDescription')}
          rows={2}
          {...form.field('seo.metaDescription')}
        />
        <TextField
          label={t('adminCms.pages.keywords')}
          hint={t('adminCms.pages.keywordsHint')}
          {...form.field('seo.keywords')}
        />
      </section>
    </>
  );
}
