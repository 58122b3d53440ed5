import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { siteConfigUpdateBody } from '@boatcare/shared-domain/schemas/site-config';
import { Button, errorText, toast, useSchemaForm } from '@boatcare/shared-ui';
import { useUpdateSiteConfig, type SiteConfigEntry } from './site-config-list.ts';
import styles from './SiteConfigPage.module.css';

/** The value edited in place: the shared update's value. */
const valueForm = siteConfigUpdateBody.pick({ site_value: true });

interface Props {
  entry: SiteConfigEntry;
  editing: boolean;
  onEdit(): void;
  onDone(): void;
  onDelete(): void;
}

/** One key/value; its value is edited in place (Enter saves, Escape cancels). */
export function ConfigRow({ entry, editing, onEdit, onDone, onDelete }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateSiteConfig({
    onSuccess() {
      toast.success(t('siteConfig.saved'));
      onDone();
    },
    onError: (error) => toast.error(errorText(t, error, 'adminSiteConfig.updateFailed')),
  });
  const form = useSchemaForm(valueForm, { defaultValues: { site_value: entry.site_value } });
  const problem = form.errorOf('site_value');
  const row = useRef<HTMLTableRowElement>(null);
  const wasEditing = useRef(editing);

  // Leaving the field puts focus back on the row's Edit button, unless it went elsewhere
  // (say, into another row's field).
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasEditing.current && !editing && lost)
      row.current?.querySelector<HTMLButtonElement>('[data-edit]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function start() {
    form.reset({ site_value: entry.site_value });
    onEdit();
  }

  const save = form.handleSubmit(({ site_value }) => {
    if (site_value === entry.site_value) return onDone();
    update.mutate({ params: { id: entry.id }, body: { site_value } });
  });

  function keys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <tr ref={row}>
      <th scope="row" data-label={t('adminSiteConfig.key')}>
        <code className={styles.key}>{entry.site_key}</code>
      </th>
      <td data-label={t('adminSiteConfig.value')} className={styles.value}>
        {editing ? (
          <div className={styles.editField}>
            <input
              className={problem ? `${styles.input} ${styles.invalid}` : styles.input}
              {...form.register('site_value')}
              onKeyDown={keys}
              aria-label={t('adminSiteConfig.valueOf', { key: entry.site_key })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              // The field appears because the user asked to edit it.
              autoFocus
            />
            {problem && (
              <span id={`${id}-error`} className={styles.fieldError} role="alert">
                {problem}
              </span>
            )}
          </div>
        ) : (
          entry.site_value
        )}
      </td>
      <td data-label={t('adminSiteConfig.created')} className={styles.date}>
        {formatDate(entry.created_date)}
      </td>
      <td className={styles.rowActions}>
        {editing ? (
          <>
            <Button size="small" onClick={() => void save()} loading={update.isPending}>
              {t('common.save')}
            </Button>
            <Button size="small" variant="secondary" onClick={onDone} disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button
              data-edit
              size="small"
              variant="secondary"
              onClick={start}
              aria-label={t('adminSiteConfig.editLabel', { key: entry.site_key })}
            >
              {t('adminSiteConfig.edit')}
            </Button>
            <Button
              size="small"
              variant="ghost"
              className={styles.deleteButton}
              onClick={onDelete}
              aria-label={t('adminSiteConfig.deleteLabel', { key: entry.site_key })}
            >
              {t('adminSiteConfig.delete')}
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}
