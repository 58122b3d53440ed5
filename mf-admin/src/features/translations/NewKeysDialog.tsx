import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as translationsAdmin from '@boatcare/shared-domain/endpoints/translations-admin';
import {
  Button,
  TextField,
  errorText,
  toast,
  useEndpointMutation,
  useModalDialog,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { blank, newKeysForm } from './new-keys-form.ts';
import styles from '../admin-forms/Form.module.css';
import own from './NewKeysDialog.module.css';

/** '+ New Key': repeatable key/value rows, added to every language file at once. */
export function NewKeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModalDialog(open, 'input');
  const form = useSchemaForm(newKeysForm, { defaultValues: { rows: [blank()] } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  // The hook's callbacks, not mutate's: the files are read again before the save settles.
  const add = useEndpointMutation(translationsAdmin.addNewKeys, {
    invalidates: [translationsAdmin.file, translationsAdmin.files],
    onSuccess: () => {
      toast.success(t('adminTranslations.keysAdded'));
      close();
    },
    onError: (error) => toast.error(errorText(t, error, 'adminTranslations.addFailed')),
  });

  function close() {
    form.reset({ rows: [blank()] });
    onClose();
  }

  const submit = form.handleSubmit((body) => add.mutate({ body }));

  return (
    <dialog
      ref={dialog}
      className={own.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!add.isPending) close();
      }}
      onClose={() => {
        if (open) close();
      }}
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {t('adminTranslations.newKeyTitle')}
        </h2>
        <p className={styles.note}>{t('adminTranslations.newKeyText')}</p>
        <ol className={styles.list}>
          {rows.fields.map((row, index) => (
            <li key={row.id} className={styles.row}>
              <TextField
                label={t('adminTranslations.newKeyKey')}
                hint={index === 0 ? t('adminTranslations.newKeyKeyHint') : undefined}
                {...form.field(`rows.${index}.key`)}
              />
              <TextField
                label={t('adminTranslations.newKeyValue')}
                {...form.field(`rows.${index}.value`)}
              />
              <Button
                variant="secondary"
                size="small"
                disabled={rows.fields.length === 1}
                aria-label={t('adminTranslations.removeRow', { number: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
        <div>
          <Button variant="secondary" onClick={() => rows.append(blank())}>
            {t('adminTranslations.addRow')}
          </Button>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={add.isPending}>
            {t('adminTranslations.addKeys')}
          </Button>
          <Button variant="ghost" onClick={close} disabled={add.isPending}>
            {t('adminTranslations.cancel')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
