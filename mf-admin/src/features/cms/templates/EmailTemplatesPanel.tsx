import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, errorText, toast } from '@boatcare/shared-ui';
import type { EmailTemplateSave } from '@boatcare/shared-domain';
import { useEmailTemplate, useEmailTemplates, useSaveEmailTemplate } from '../api.ts';
import { TemplateForm } from './TemplateForm.tsx';
import { DeleteContentButton } from '../DeleteContentButton.tsx';
import styles from '../../admin-forms/Form.module.css';

/** Email Templates: pick one of the mailer's templates, edit it, preview it, save it. */
export function EmailTemplatesPanel() {
  const { t } = useTranslation();
  const list = useEmailTemplates();
  const [templateId, setTemplateId] = useState('');
  useEffect(() => {
    if (!templateId && list.data?.[0]) setTemplateId(list.data[0].templateId);
  }, [list.data, templateId]);
  const template = useEmailTemplate(templateId);
  const save = useSaveEmailTemplate(templateId);

  function submit(body: EmailTemplateSave) {
    save.mutate(body, {
      onSuccess: () => toast.success(t('adminCms.templates.saved')),
      onError: (error) => toast.error(errorText(t, error, 'adminCms.templates.saveFailed')),
    });
  }

  return (
    <div className={styles.panel}>
      <SelectField
        label={t('adminCms.templates.pick')}
        value={templateId}
        onChange={(event) => setTemplateId(event.target.value)}
      >
        {(list.data ?? []).map((row) => (
          <option key={row.templateId} value={row.templateId}>
            {`${row.templateId} — ${row.name}`}
          </option>
        ))}
      </SelectField>
      {template.isError && (
        <p role="alert">{errorText(t, template.error, 'adminCms.templates.loadFailed')}</p>
      )}
      {template.data && !template.data.builtIn && !template.isFetching && (
        <div className={styles.actions}>
          <DeleteContentButton area="templates" contentId={templateId} />
        </div>
      )}
      {template.data && !template.isFetching && (
        <TemplateForm
          key={`${templateId}-${template.data.updated_date ?? 'built-in'}`}
          initial={template.data}
          busy={save.isPending}
          onSubmit={submit}
        />
      )}
    </div>
  );
}
