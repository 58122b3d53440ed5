import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import { OWN_ENTRY_KINDS } from '@boatcare/shared-domain/schemas/boat';
import { COATINGS } from '@boatcare/shared-domain/schemas/job-post-services';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import {
  Button,
  Card,
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  buttonClasses,
  errorText,
  fieldStyles,
  toast,
  useSchemaForm,
  useUploadMutation,
  boatStyles,
} from '@boatcare/shared-ui';
import { entryFormSchema, type EntryFormInput, type EntryFormValues } from '../schema.ts';
import styles from '../BoatsPage.module.css';

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY: EntryFormInput = {
  kind: 'wash',
  date: today(),
  // Sent only with a coating entry; the server keeps none for the other kinds.
  coating: 'wax',
  title: '',
  notes: '',
  files: [],
};

/** The owner's own logbook entry: what, when, notes, and up to four photos or PDFs. */
export function AddEntryForm({ boatId }: { boatId: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm(entryFormSchema, { defaultValues: EMPTY, mode: 'onTouched' });
  const add = useUploadMutation(boats.addEntry, { invalidates: [boats.get] });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const save = ({ files, ...fields }: EntryFormValues) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
    for (const file of files) body.append('file', file, file.name);
    add.mutate(
      { form: body, params: { id: boatId } },
      {
        onSuccess: () => {
          toast.success(t('boats.logbook.added'));
          form.reset({ ...EMPTY, date: today() });
        },
        onError: (error) => {
          toast.error(errorText(t, error, 'boats.logbook.unsupportedType'));
          form.showServerErrors(error);
        },
      },
    );
  };

  return (
    <Card className={boatStyles.section}>
      <h2 className={boatStyles.heading} id="add-entry">
        {t('boats.logbook.addTitle')}
      </h2>
      <form
        noValidate
        aria-labelledby="add-entry"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <div className={styles.grid}>
          <SelectField label={t('boats.logbook.kind')} {...form.field('kind')}>
            {OWN_ENTRY_KINDS.map((one) => (
              <option key={one} value={one}>
                {t(`boats.kinds.${one}`)}
              </option>
            ))}
          </SelectField>
          {kind === 'coating' && (
            <SelectField label={t('boats.logbook.coating')} {...form.field('coating')}>
              {COATINGS.filter((one) => one !== 'none').map((one) => (
                <option key={one} value={one}>
                  {t(`services.${one}`)}
                </option>
              ))}
            </SelectField>
          )}
          <DateField control={form.control} name="date" label={t('boats.logbook.date')} />
          <TextField
            label={t('boats.logbook.entryTitle')}
            required
            autoComplete="off"
            {...form.field('title')}
          />
          <div className={styles.wide}>
            <TextAreaField label={t('boats.logbook.notes')} rows={3} {...form.field('notes')} />
          </div>
          <div className={styles.wide}>
            <Controller
              control={form.control}
              name="files"
              render={({ field, fieldState }) => (
                <div className={styles.fileField}>
                  <label htmlFor="entry-files" className={fieldStyles.label}>
                    {t('boats.logbook.files')}
                  </label>
                  {/* The browser's own button and "no file chosen" speak its language, not the page's. */}
                  <input
                    id="entry-files"
                    type="file"
                    multiple
                    className="bc-visually-hidden"
                    accept={[...JOB_POST_IMAGES.types, 'application/pdf'].join(',')}
                    onChange={(event) => {
                      field.onChange([...(event.target.files ?? [])]);
                      event.target.value = '';
                    }}
                  />
                  <div className={boatStyles.row}>
                    <label
                      htmlFor="entry-files"
                      className={buttonClasses(
                        { variant: 'secondary', size: 'small' },
                        styles.fileButton,
                      )}
                    >
                      {t('boats.logbook.chooseFiles')}
                    </label>
                    <span className={boatStyles.muted}>
                      {field.value.length > 0
                        ? field.value.map((file) => file.name).join(', ')
                        : t('boats.logbook.noFiles')}
                    </span>
                  </div>
                  {fieldState.error?.message && (
                    <span className={fieldStyles.error} role="alert">
                      {t(fieldState.error.message)}
                    </span>
                  )}
                </div>
              )}
            />
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={add.isPending}>
            {t('boats.logbook.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
