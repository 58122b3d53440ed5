import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type ContentString, type Language } from '@boatcare/shared-domain';
import { Button, Card, SelectField, TextField, errorText, toast } from '@boatcare/shared-ui';
import { useSaveContentString } from '../api.ts';
import styles from '../../admin-forms/Form.module.css';

const ID_FORMAT = /^[\w.-]{1,100}$/;

/** Creates or edits one content string: id, category, description, a text per language. */
export function StringForm({ initial, onDone }: { initial: ContentString; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveContentString();
  const isNew = initial.stringId === '';
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const set = (change: Partial<ContentString>) => setDraft((d) => ({ ...d, ...change }));
  const setTranslation = (index: number, change: Partial<ContentString['translations'][number]>) =>
    set({
      translations: draft.translations.map((e, i) => (i === index ? { ...e, ...change } : e)),
    });
  const unused = LANGUAGES.filter((lng) => !draft.translations.some((e) => e.language === lng));

  const idError = !checked
    ? undefined
    : !draft.stringId.trim()
      ? t('adminCms.validation.required')
      : !ID_FORMAT.test(draft.stringId.trim())
        ? t('adminCms.validation.idFormat')
        : undefined;
  const categoryError =
    checked && !draft.category.trim() ? t('adminCms.validation.required') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!ID_FORMAT.test(draft.stringId.trim()) || !draft.category.trim()) return;
    save.mutate(
      {
        stringId: draft.stringId.trim(),
        category: draft.category,
        description: draft.description,
        translations: draft.translations.map((e) => ({ ...e, language: e.language as Language })),
      },
      {
        onSuccess: () => {
          toast.success(t('adminCms.strings.saved'));
          onDone();
        },
        onError: (error) => toast.error(errorText(t, error, 'adminCms.strings.saveFailed')),
      },
    );
  }

  return (
    <Card aria-labelledby="string-form-title">
      <form className={styles.form} noValidate onSubmit={submit}>
        <h3 id="string-form-title" className={styles.heading}>
          {isNew
            ? t('adminCms.strings.formTitleNew')
            : t('adminCms.strings.formTitleEdit', { id: initial.stringId })}
        </h3>
        <div className={styles.grid2}>
          <TextField
            label={t('adminCms.strings.id')}
            hint={t('adminCms.strings.idHint')}
            value={draft.stringId}
            readOnly={!isNew}
            error={idError}
            onChange={(event) => set({ stringId: event.target.value })}
          />
          <TextField
            label={t('adminCms.strings.category')}
            value={draft.category}
            error={categoryError}
            onChange={(event) => set({ category: event.target.value })}
          />
        </div>
        <TextField
          label={t('adminCms.strings.description')}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
        />
        <fieldset className={styles.panel}>
          <legend className={styles.subheading}>{t('adminCms.strings.translations')}</legend>
          <ul className={styles.list}>
            {draft.translations.map((entry, index) => (
              <li key={entry.language} className={styles.row}>
                <SelectField
                  label={t('adminCms.strings.language')}
                  value={entry.language}
                  onChange={(event) => setTranslation(index, { language: event.target.value })}
                >
                  {[entry.language, ...unused].map((lng) => (
                    <option key={lng} value={lng}>
                      {lng}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('adminCms.strings.value')}
                  value={entry.value}
                  onChange={(event) => setTranslation(index, { value: event.target.value })}
                />
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('adminCms.strings.removeTranslation', { language: entry.language })}
                  onClick={() =>
                    set({ translations: draft.translations.filter((_, i) => i !== index) })
                  }
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
          {unused[0] && (
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  set({
                    translations: [...draft.translations, { language: unused[0]!, value: '' }],
                  })
                }
              >
                {t('adminCms.strings.addTranslation')}
              </Button>
            </div>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('adminCms.strings.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('adminCms.strings.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
