import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, errorText, toast, useModalDialog } from '@boatcare/shared-ui';
import { useAddKeys } from './translation-files.ts';
import styles from '../admin-forms/Form.module.css';
import own from './NewKeysDialog.module.css';

interface Row {
  id: string;
  key: string;
  value: string;
}
const blank = (): Row => ({ id: crypto.randomUUID(), key: '', value: '' });

/** '+ New Key': repeatable key/value rows, added to every language file at once. */
export function NewKeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModalDialog(open, 'input');
  const add = useAddKeys();
  const [rows, setRows] = useState<Row[]>([blank()]);
  const [incomplete, setIncomplete] = useState(false);
  const setRow = (index: number, change: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  function close() {
    setRows([blank()]);
    setIncomplete(false);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = rows.filter((row) => row.key.trim() || row.value.trim());
    const missing =
      filled.length === 0 || filled.some((row) => !row.key.trim() || !row.value.trim());
    setIncomplete(missing);
    if (missing) return;
    add.mutate(
      { body: Object.fromEntries(filled.map((row) => [row.key.trim(), row.value])) },
      {
        onSuccess: () => {
          toast.success(t('adminTranslations.keysAdded'));
          close();
        },
        onError: (error) => toast.error(errorText(t, error, 'adminTranslations.addFailed')),
      },
    );
  }

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
          {rows.map((row, index) => (
            <li key={row.id} className={styles.row}>
              <TextField
                label={t('adminTranslations.newKeyKey')}
                hint={index === 0 ? t('adminTranslations.newKeyKeyHint') : undefined}
                value={row.key}
                error={
                  incomplete && !row.key.trim() ? t('adminCms.validation.required') : undefined
                }
                onChange={(event) => setRow(index, { key: event.target.value })}
              />
              <TextField
                label={t('adminTranslations.newKeyValue')}
                value={row.value}
                error={
                  incomplete && !row.value.trim() ? t('adminCms.validation.required') : undefined
                }
                onChange={(event) => setRow(index, { value: event.target.value })}
              />
              <Button
                variant="secondary"
                size="small"
                disabled={rows.length === 1}
                aria-label={t('adminTranslations.removeRow', { number: index + 1 })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
        <div>
          <Button variant="secondary" onClick={() => setRows([...rows, blank()])}>
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
