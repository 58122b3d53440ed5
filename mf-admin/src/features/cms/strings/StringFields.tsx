import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@boatcare/shared-domain/core';
import type { ContentString } from '@boatcare/shared-domain/schemas/cms-admin';
import { Button, SelectField, TextField } from '@boatcare/shared-ui';
import type { FieldsProps } from '../resource.ts';
import type { stringForm } from '../resources.ts';
import styles from '../../admin-forms/Form.module.css';

/** One content string: id (typed when new), category, description, a text per language. */
export function StringFields({ form, isNew }: FieldsProps<typeof stringForm, ContentString>) {
  const { t } = useTranslation();
  const translations = useFieldArray({ control: form.control, name: 'translations' });
  const used = form.watch('translations') ?? [];
  const unused = LANGUAGES.filter((lng) => !used.some((entry) => entry.language === lng));
  return (
    <>
      <div className={styles.grid2}>
        <TextField
          label={t('adminCms.strings.id')}
          hint={t('adminCms.strings.idHint')}
          readOnly={!isNew}
          {...form.field('stringId')}
        />
        <TextField label={t('adminCms.strings.category')} {...form.field('category')} />
      </div>
      <TextField label={t('adminCms.strings.description')} {...form.field('description')} />
      <fieldset className={styles.panel}>
        <legend className={styles.subheading}>{t('adminCms.strings.translations')}</legend>
        <ul className={styles.list}>
          {translations.fields.map((entry, index) => {
            const language = used[index]?.language ?? entry.language;
            return (
              <li key={entry.id} className={styles.row}>
                <SelectField
                  label={t('adminCms.strings.language')}
                  {...form.field(`translations.${index}.language`)}
                >
                  {[language, ...unused].map((lng) => (
                    <option key={lng} value={lng}>
                      {lng}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('adminCms.strings.value')}
                  {...form.field(`translations.${index}.value`)}
                />
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('adminCms.strings.removeTranslation', { language })}
                  onClick={() => translations.remove(index)}
                >
                  ✕
                </Button>
              </li>
            );
          })}
        </ul>
        {unused[0] && (
          <div>
            <Button
              variant="secondary"
              onClick={() => translations.append({ language: unused[0]!, value: '' })}
            >
              {t('adminCms.strings.addTranslation')}
            </Button>
          </div>
        )}
      </fieldset>
    </>
  );
}
