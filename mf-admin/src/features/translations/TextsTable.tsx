import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@boatcare/shared-domain/core';
import { Badge } from '@boatcare/shared-ui';
import styles from '../admin-forms/Form.module.css';
import own from './TextsTable.module.css';

export interface TextRow {
  path: string;
  en: string | undefined;
  da: string | undefined;
}

/** Key, English and Danish side by side; the picked file's column is editable. */
export function TextsTable({
  rows,
  editing,
  textOf,
  field,
}: {
  rows: TextRow[];
  editing: Language;
  /** The edited file's text of a path, as typed. */
  textOf: (path: string) => string;
  /** The form's field of a path of the edited file. */
  field: (path: string) => UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const cell = (row: TextRow, lng: Language) => {
    const label = `${lng === 'en' ? t('adminTranslations.english') : t('adminTranslations.danish')}: ${row.path}`;
    if (lng !== editing) return <span className={own.reference}>{row[lng] ?? ''}</span>;
    return (
      <textarea
        aria-label={label}
        className={own.input}
        rows={Math.min(6, Math.max(1, Math.ceil(textOf(row.path).length / 60)))}
        {...field(row.path)}
      />
    );
  };
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${own.table}`}>
        <caption className="bc-visually-hidden">{t('adminTranslations.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminTranslations.key')}</th>
            <th scope="col">{t('adminTranslations.english')}</th>
            <th scope="col">{t('adminTranslations.danish')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} className={row.da?.trim() ? undefined : own.missing}>
              <th scope="row" className={styles.mono}>
                {row.path}
              </th>
              <td data-label={t('adminTranslations.english')}>{cell(row, 'en')}</td>
              <td data-label={t('adminTranslations.danish')}>
                {cell(row, 'da')}
                {!row.da?.trim() && (
                  <div>
                    <Badge tone="warning">{t('adminTranslations.missing')}</Badge>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
