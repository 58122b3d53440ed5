import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type emailTemplateSaveBody,
  type EmailTemplateAdmin,
} from '@boatcare/shared-domain/schemas/cms-admin';
import { Button, TextAreaField, TextField } from '@boatcare/shared-ui';
import type { FieldsProps } from '../resource.ts';
import { fillSample } from './preview.ts';
import { CheckField } from '../../admin-forms/CheckField.tsx';
import { RemoveButton } from '../../admin-forms/RemoveButton.tsx';
import styles from '../../admin-forms/Form.module.css';

/** Name, subject, HTML, variables and Active, with a live preview on sample values. */
export function TemplateFields({
  form,
  item,
}: FieldsProps<typeof emailTemplateSaveBody, EmailTemplateAdmin>) {
  const { t } = useTranslation();
  const variables = useFieldArray({ control: form.control, name: 'variables' });
  const [subject = '', html = ''] = form.watch(['subject', 'htmlContent']);
  // What the reader would see: sample values filled in, nothing that runs (the server
  // sanitises the saved HTML the same way).
  const previewHtml = useMemo(
    () => DOMPurify.sanitize(fillSample(html, true), { USE_PROFILES: { html: true } }),
    [html],
  );

  return (
    <>
      {item?.builtIn && <p className={styles.note}>{t('adminCms.templates.builtIn')}</p>}
      <div className={styles.grid2}>
        <TextField label={t('adminCms.templates.name')} {...form.field('name')} />
        <TextField label={t('adminCms.templates.subject')} {...form.field('subject')} />
      </div>
      <TextAreaField
        label={t('adminCms.templates.html')}
        rows={12}
        {...form.field('htmlContent')}
      />
      <section className={styles.panel} aria-labelledby="template-variables">
        <h3 id="template-variables" className={styles.heading}>
          {t('adminCms.templates.variablesTitle')}
        </h3>
        <ul className={styles.list}>
          {variables.fields.map((variable, index) => (
            <li key={variable.id} className={styles.row}>
              <TextField
                label={t('adminCms.templates.variableName')}
                {...form.field(`variables.${index}.name`)}
              />
              <TextField
                label={t('adminCms.templates.variableDescription')}
                {...form.field(`variables.${index}.description`)}
              />
              <RemoveButton
                label={t('adminCms.templates.removeVariable', { name: variable.name })}
                onRemove={() => variables.remove(index)}
              />
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="secondary"
            onClick={() => variables.append({ name: '', description: '' })}
          >
            {t('adminCms.templates.addVariable')}
          </Button>
        </div>
      </section>
      <CheckField
        className={styles.check}
        label={t('adminCms.templates.active')}
        {...form.register('isActive')}
      />
      <section className={styles.panel} aria-labelledby="template-preview">
        <h3 id="template-preview" className={styles.heading}>
          {t('adminCms.templates.previewTitle')}
        </h3>
        <p className={styles.mono}>
          {t('adminCms.templates.previewSubject', { subject: fillSample(subject, false) })}
        </p>
        <div
          role="region"
          aria-label={t('adminCms.templates.previewFrame')}
          className={styles.preview}
          dangerouslySetInnerHTML={{ __html: previewHtml }}
        />
      </section>
    </>
  );
}
