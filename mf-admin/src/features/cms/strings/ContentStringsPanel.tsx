import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentString } from '@boatcare/shared-domain';
import { Button, EmptyState, QueryState, SelectField, TextField } from '@boatcare/shared-ui';
import { useContentStrings } from '../api.ts';
import { StringForm } from './StringForm.tsx';
import { DeleteContentButton } from '../DeleteContentButton.tsx';
import styles from '../../admin-forms/Form.module.css';

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
export function ContentStringsPanel() {
  const { t } = useTranslation();
  const strings = useContentStrings();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  /** The string being edited; an empty stringId is a new one; null: no form. */
  const [editing, setEditing] = useState<ContentString | null>(null);

  return (
    <div className={styles.panel}>
      <div className={styles.pick}>
        <SelectField
          label={t('adminCms.strings.filterCategory')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">{t('adminCms.strings.allCategories')}</option>
          {[...new Set((strings.data ?? []).map((row) => row.category))].map((name) => (
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
        <Button
          variant="secondary"
          onClick={() =>
            setEditing({ stringId: '', category: category, description: '', translations: [] })
          }
        >
          {t('adminCms.strings.new')}
        </Button>
      </div>
      {editing && (
        <StringForm
          key={editing.stringId || 'new'}
          initial={editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState query={strings} errorKey="adminCms.strings.loadListFailed">
        {(rows) => {
          const shown = rows.filter((row) => matches(row, category, search));
          if (shown.length === 0) return <EmptyState title={t('adminCms.strings.empty')} />;
          return (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="bc-visually-hidden">{t('adminCms.strings.tableLabel')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('adminCms.strings.id')}</th>
                    <th scope="col">{t('adminCms.strings.category')}</th>
                    <th scope="col">{t('adminCms.strings.description')}</th>
                    <th scope="col">{t('adminCms.strings.translations')}</th>
                    <th scope="col">
                      <span className="bc-visually-hidden">{t('adminCms.strings.edit')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row.stringId}>
                      <th scope="row" className={styles.mono}>
                        {row.stringId}
                      </th>
                      <td>{row.category}</td>
                      <td>{row.description}</td>
                      <td>
                        {row.translations.map((entry) => (
                          <div key={entry.language}>
                            <strong>{entry.language}</strong>: {entry.value}
                          </div>
                        ))}
                      </td>
                      <td>
                        <div className={styles.actions}>
                          <Button
                            variant="secondary"
                            size="small"
                            aria-label={t('adminCms.strings.editLabel', { id: row.stringId })}
                            onClick={() => setEditing(row)}
                          >
                            {t('adminCms.strings.edit')}
                          </Button>
                          <DeleteContentButton
                            area="strings"
                            contentId={row.stringId}
                            size="small"
                            onDeleted={() =>
                              setEditing((open) => (open?.stringId === row.stringId ? null : open))
                            }
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
