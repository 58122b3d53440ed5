import { useTranslation } from 'react-i18next';
import type * as cmsAdmin from '@boatcare/shared-domain/endpoints/cms-admin';
import { cmsPageIdParams } from '@boatcare/shared-domain/schemas/cms-admin';
import { Button, SelectField, TextField, useSchemaForm } from '@boatcare/shared-ui';
import type { PickerProps } from '../resource.ts';
import { KNOWN_PAGES } from './page-form.ts';
import styles from '../../admin-forms/Form.module.css';

/** Pick a page (the site's own ones and every saved one), or name a new one and open it. */
export function PagePicker({
  list,
  selected,
  onSelect,
  editor,
}: PickerProps<typeof cmsAdmin.pages>) {
  const { t } = useTranslation();
  const saved = list.data?.data ?? [];
  const ids = [...new Set([...KNOWN_PAGES, ...saved.map((page) => page.pageId)])];
  const titleOf = (id: string) => saved.find((page) => page.pageId === id)?.title;
  const newPage = useSchemaForm(cmsPageIdParams, { defaultValues: { pageId: '' } });
  const open = newPage.handleSubmit(({ pageId }) => {
    onSelect(pageId);
    newPage.reset();
  });

  return (
    <>
      <div className={styles.pick}>
        <SelectField
          label={t('adminCms.pages.pick')}
          value={selected ?? ''}
          onChange={(event) => onSelect(event.target.value)}
        >
          {ids.map((id) => (
            <option key={id} value={id}>
              {titleOf(id) ? `${id} — ${titleOf(id)}` : id}
            </option>
          ))}
        </SelectField>
        <form className={styles.pick} noValidate onSubmit={open}>
          <TextField
            label={t('adminCms.pages.newId')}
            hint={t('adminCms.pages.newIdHint')}
            {...newPage.field('pageId')}
          />
          <Button type="submit" variant="secondary">
            {t('adminCms.pages.open')}
          </Button>
        </form>
      </div>
      <p className={styles.note}>{t('adminCms.pages.languageHint')}</p>
      {editor}
    </>
  );
}
