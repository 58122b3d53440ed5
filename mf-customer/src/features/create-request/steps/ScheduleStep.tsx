import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { DateField, TextAreaField, TextField, useEndpoint } from '@boatcare/shared-ui';
import type { WizardForm } from '../schema.ts';
import styles from './steps.module.css';

/** Step 3: the preferred date (required), notes for the provider, and the phone if none yet. */
export function ScheduleStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  // The account's phone fills the field; an account without one is asked for it here.
  const saved = useEndpoint(jobpost.contact, {}).data?.contactNumber;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (saved && !getValues('contactNumber')) setValue('contactNumber', saved);
  }, [saved, getValues, setValue]);
  return (
    <div className={styles.stack}>
      <DateField
        control={form.control}
        name="preferredDate"
        label={t('createRequest.preferredDate')}
        hint={t('createRequest.preferredDateHint')}
        required
      />
      <TextAreaField
        label={t('createRequest.notes')}
        rows={5}
        hint={t('createRequest.notesHint')}
        {...form.field('notes')}
      />
      {saved === '' && (
        <TextField
          label={t('createRequest.phone')}
          type="tel"
          autoComplete="tel"
          required
          hint={t('createRequest.phoneHint')}
          {...form.field('contactNumber')}
        />
      )}
    </div>
  );
}
