import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@boatcare/shared-domain/core';
import { z } from 'zod';
import {
  translationFileBody,
  type TranslationTree,
} from '@boatcare/shared-domain/schemas/translations';
import {
  Button,
  PageHeader,
  PageLoader,
  ErrorState,
  SelectField,
  TextField,
  errorText,
  toast,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { fileOf, useSaveTranslationFile, useTranslationFile } from './translation-files.ts';
import { NewKeysDialog } from './NewKeysDialog.tsx';
import { TextsTable, type TextRow } from './TextsTable.tsx';
import { countChanged, flatten } from './tree.ts';
import styles from '../admin-forms/Form.module.css';

const PAGE = 100;

/** The editor: the shared file body, its texts typed by their dotted paths. */
const editorForm = translationFileBody.extend({
  content: z.custom<TranslationTree>(
    (tree) => translationFileBody.shape.content.safeParse(tree).success,
    'translations.validation.content',
  ),
});

/**
 * admin/translations: pick the file to edit, English and Danish side by side (missing Danish
 * marked), search, edit texts by dotted path, Save; '+ New Key' adds keys to every file.
 */
export default function TranslationsPage() {
  const { t } = useTranslation();
  usePageMeta(t('adminTranslations.metaTitle'), t('adminTranslations.metaDescription'));
  const [lng, setLng] = useState<Language>('da');
  const en = useTranslationFile('en');
  const da = useTranslationFile('da');
  const tree = lng === 'en' ? en.data : da.data;
  // The picked file as read; a read again (new keys) updates the texts not typed over.
  const values = useMemo(() => tree && { content: tree }, [tree]);
  const form = useSchemaForm(editorForm, {
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const unsaved = countChanged(form.formState.dirtyFields.content);
  const save = useSaveTranslationFile(lng, {
    onSuccess: (content) => {
      form.reset({ content });
      toast.success(t('adminTranslations.saved'));
    },
    onError: (error) => toast.error(errorText(t, error, 'adminTranslations.saveFailed')),
  });
  const [search, setSearch] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const [adding, setAdding] = useState(false);

  const rows = useMemo<TextRow[]>(() => {
    if (!en.data || !da.data) return [];
    const english = flatten(en.data);
    const danish = flatten(da.data);
    const paths = [...new Set([...english.keys(), ...danish.keys()])];
    return paths.map((path) => ({
      path,
      en: english.get(path),
      da: danish.get(path),
    }));
  }, [en.data, da.data]);

  const missingCount = rows.filter((row) => !row.da?.trim()).length;
  const needle = search.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (!onlyMissing || !row.da?.trim()) &&
      (!needle ||
        row.path.toLowerCase().includes(needle) ||
        (row.en ?? '').toLowerCase().includes(needle) ||
        (row.da ?? '').toLowerCase().includes(needle)),
  );

  function pickFile(next: Language) {
    // The other file's texts, without this one's unsaved edits.
    form.reset({ content: (next === 'en' ? en.data : da.data) ?? {} });
    setLng(next);
  }

  const saveEdits = form.handleSubmit((body) =>
    save.mutate({ query: { file: fileOf(lng) }, body }),
  );

  let body;
  if (en.isPending || da.isPending) body = <PageLoader />;
  else if (en.isError || da.isError) {
    body = (
      <ErrorState
        message={errorText(t, en.error ?? da.error, 'adminTranslations.loadFailed')}
        onRetry={() => void Promise.all([en.refetch(), da.refetch()])}
      />
    );
  } else {
    body = (
      <>
        <p className={styles.note} aria-live="polite">
          {t('adminTranslations.missingCount', { count: missingCount })} ·{' '}
          {t('adminTranslations.shown', {
            shown: Math.min(limit, shown.length),
            total: shown.length,
          })}
        </p>
        <TextsTable
          rows={shown.slice(0, limit)}
          editing={lng}
          textOf={(path) => String(form.watch(`content.${path}`) ?? '')}
          field={(path) => form.register(`content.${path}`)}
        />
        {shown.length === 0 && <p>{t('adminTranslations.noMatches')}</p>}
        {shown.length > limit && (
          <div>
            <Button variant="secondary" onClick={() => setLimit(limit + PAGE)}>
              {t('adminTranslations.showMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('adminTranslations.title')} subtitle={t('adminTranslations.subtitle')} />
      <div className={styles.panel}>
        <div className={styles.pick}>
          <SelectField
            label={t('adminTranslations.file')}
            value={lng}
            onChange={(event) => pickFile(event.target.value as Language)}
          >
            <option value="en">{t('adminTranslations.files.en')}</option>
            <option value="da">{t('adminTranslations.files.da')}</option>
          </SelectField>
          <TextField
            label={t('adminTranslations.search')}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setLimit(PAGE);
            }}
          />
        </div>
        <div className={styles.actions}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={onlyMissing}
              onChange={(event) => setOnlyMissing(event.target.checked)}
            />
            {t('adminTranslations.onlyMissing')}
          </label>
          <Button
            onClick={() => void saveEdits()}
            loading={save.isPending}
            disabled={unsaved === 0}
          >
            {t('adminTranslations.save')}
          </Button>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('adminTranslations.newKey')}
          </Button>
          {unsaved > 0 && (
            <span className={styles.note}>
              {t('adminTranslations.unsaved', { count: unsaved })}
            </span>
          )}
        </div>
        {body}
      </div>
      <NewKeysDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
