import { useTranslation } from 'react-i18next';
import type * as cmsAdmin from '@boatcare/shared-domain/endpoints/cms-admin';
import { SelectField } from '@boatcare/shared-ui';
import type { PickerProps } from '../resource.ts';

/** Pick one of the mailer's templates. */
export function TemplatePicker({
  list,
  selected,
  onSelect,
  editor,
}: PickerProps<typeof cmsAdmin.emailTemplates>) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('adminCms.templates.pick')}
        value={selected ?? ''}
        onChange={(event) => onSelect(event.target.value)}
      >
        {(list.data?.data ?? []).map((row) => (
          <option key={row.templateId} value={row.templateId}>
            {`${row.templateId} — ${row.name}`}
          </option>
        ))}
      </SelectField>
      {editor}
    </>
  );
}
