import { useMemo, useState, type FormEvent } from 'react';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { EmailTemplateAdmin, EmailTemplateSave } from '@boatcare/shared-domain';
import { Button, TextAreaField, TextField } from '@boatcare/shared-ui';
import { fillSample } from './preview.ts';
import styles from '../../admin-forms/Form.module.css';
import { CheckField } from '../../admin-forms/CheckField.tsx';
import { RemoveButton } from '../../admin-forms/RemoveButton.tsx';

type Draft = EmailTemplateSave;

/** Name, subject, HTML, variables and Active, with a live preview on sample values. */
export function TemplateForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: EmailTemplateAdmin;
  busy: boolean;
  onSubmit: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({
    name: initial.name,
    subject: initial.subject,
    htmlContent: initial.htmlContent,
    variables: initial.variables,
    isActive: initial.isActive,
  });
  const [missing, setMissing] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setVariable = (index: number, change: Partial<Draft['variables'][number]>) =>
    set({ variables: draft.variables.map((v, i) => (i === index ? { ...v, ...change } : v)) });
  // What the reader would see: sample values filled in, nothing that runs (the server
  // sanitises the saved HTML the same way).
  const previewHtml = useMemo(
    () => DOMPurify.sanitize(fillSample(draft.htmlContent, true), { USE_PROFILES: { html: true } }),
    [draft.htmlContent],
  );
  const required = (value: string) =>
    missing && !value.trim() ? t('adminCms.validation.required') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const incomplete = [draft.name, draft.subject, draft.htmlContent].some((v) => !v.trim());
    setMissing(incomplete);
    if (!incomplete)
      onSubmit({ ...draft, variables: draft.variables.filter((v) => v.name.trim()) });
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {initial.builtIn && <p className={styles.note}>{t('adminCms.templates.builtIn')}</p>}
      <div className={styles.grid2}>
        <TextField
          label={t('adminCms.templates.name')}
          value={draft.name}
          error={required(draft.name)}
          onChange={(event) => set({ name: event.target.value })}
        />
        <TextField
          label={t('adminCms.templates.subject')}
          value={draft.subject}
          error={required(draft.subject)}
          onChange={(event) => set({ subject: event.target.value })}
        />
      </div>
      <TextAreaField
        label={t('adminCms.templates.html')}
        rows={12}
        value={draft.htmlContent}
        error={required(draft.htmlContent)}
        onChange={(event) => set({ htmlContent: event.target.value })}
      />
      <section className={styles.panel} aria-labelledby="template-variables">
        <h3 id="template-variables" className={styles.heading}>
          {t('adminCms.templates.variablesTitle')}
        </h3>
        <ul className={styles.list}>
          {draft.variables.map((variable, index) => (
            <li key={index} className={styles.row}>
              <TextField
                label={t('adminCms.templates.variableName')}
                value={variable.name}
                onChange={(event) => setVariable(index, { name: event.target.value })}
              />
              <TextField
                label={t('adminCms.templates.variableDescription')}
                value={variable.description}
                onChange={(event) => setVariable(index, { description: event.target.value })}
              />
              <RemoveButton
                label={t('adminCms.templates.removeVariable', { name: variable.name })}
                onRemove={() => set({ variables: draft.variables.filter((_, i) => i !== index) })}
              />
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="secondary"
            onClick={() => set({ variables: [...draft.variables, { name: '', description: '' }] })}
          >
            {t('adminCms.templates.addVariable')}
          </Button>
        </div>
      </section>
      <CheckField
        className={styles.check}
        label={t('adminCms.templates.active')}
        checked={draft.isActive}
        onChange={(isActive) => set({ isActive })}
      />
      <section className={styles.panel} aria-labelledby="template-preview">
        <h3 id="template-preview" className={styles.heading}>
          {t('adminCms.templates.previewTitle')}
        </h3>
        <p className={styles.mono}>
          {t('adminCms.templates.previewSubject', { subject: fillSample(draft.subject, false) })}
        </p>
        <div
          role="region"
          aria-label={t('adminCms.templates.previewFrame')}
          className={styles.preview}
          dangerouslySetInnerHTML={{ __html: previewHtml }}
        />
      </section>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('adminCms.templates.save')}
        </Button>
      </div>
    </form>
  );
}
