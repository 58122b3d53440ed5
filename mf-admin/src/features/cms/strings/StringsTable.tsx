import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as cmsAdmin from '@boatcare/shared-domain/endpoints/cms-admin';
import type { ContentString } from '@boatcare/shared-domain/schemas/cms-admin';
import { Button, EmptyState, SelectField, TextField, useTotalText } from '@boatcare/shared-ui';
import { AdminList, type Column } from '../../../shared/AdminList.tsx';
import type { PickerProps } from '../resource.ts';
import styles from '../../admin-forms/Form.module.css';
import admin from '../../../shared/admin.module.css';

const matches = (row: ContentString, category: string, search: string) => {
  const text = search.trim().toLowerCase();
  return (
    (!category || row.category === category) &&
    (!text ||
      row.stringId.toLowerCase().includes(text) ||
      row.description.toLowerCase().includes(text))
  );
};

/** Content Strings: filter by category and text, pick one to edit, or add a new one. */
export function StringsTable({
  list,
  onSelect,
  editor,
  deleteButton,
}: PickerProps<typeof cmsAdmin.strings>) {
  const { t } = useTranslation();
  const totalText = useTotalText();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const columns: Column<ContentString>[] = [
    {
      key: 'id',
      header: t('adminCms.strings.id'),
      cell: (row) => row.stringId,
      rowHeader: true,
      className: styles.mono,
    },
    { key: 'category', header: t('adminCms.strings.category'), cell: (row) => row.category },
    {
      key: 'description',
      header: t('adminCms.strings.description'),
      cell: (row) => row.description,
      wrap: true,
    },
    {
      key: 'translations',
      header: t('adminCms.strings.translations'),
      wrap: true,
      cell: (row) =>
        row.translations.map((entry) => (
          <div key={entry.language}>
            <strong>{entry.language}</strong>: {entry.value}
          </div>
        )),
    },
    {
      key: 'actions',
      header: <span className="bc-visually-hidden">{t('adminCms.strings.edit')}</span>,
      cell: (row) => (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('adminCms.strings.editLabel', { id: row.stringId })}
            onClick={() => onSelect(row.stringId)}
          >
            {t('adminCms.strings.edit')}
          </Button>
          {deleteButton(row.stringId, t('adminCms.strings.deleteLabel', { id: row.stringId }))}
        </div>
      ),
    },
  ];

  return (
    <>
      <div className={styles.pick}>
        <SelectField
          label={t('adminCms.strings.filterCategory')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">{t('adminCms.strings.allCategories')}</option>
          {[...new Set((list.data?.data ?? []).map((row) => row.category))].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('adminCms.strings.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button variant="secondary" onClick={() => onSelect('')}>
          {t('adminCms.strings.new')}
        </Button>
      </div>
      {editor}
      <AdminList
        query={list}
        errorKey="adminCms.strings.loadListFailed"
        rows={({ data }) => data.filter((row) => matches(row, category, search))}
        rowKey={(row) => row.stringId}
        columns={columns}
        label={t('adminCms.strings.tableLabel')}
        caption={t('adminCms.strings.tableLabel')}
        empty={<EmptyState title={t('adminCms.strings.empty')} />}
        summary={({ data }) => (
          <p className={admin.pagerCount}>
            {totalText(data.filter((row) => matches(row, category, search)).length)}
          </p>
        )}
      />
    </>
  );
}
