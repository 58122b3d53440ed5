import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@boatcare/shared-ui';
import type { WizardInput } from '../schema.ts';
import styles from './steps.module.css';

/** Today in the person's own time zone, as yyyy-mm-dd (the date input's minimum). */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Step 3: the preferred date (required) and notes for the provider. */
export function ScheduleStep() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<WizardInput>();
  const { errors } = formState;
  return (
    <div className={styles.stack}>
      <TextField
        label={t('createRequest.preferredDate')}
        type="date"
        required
        min={localToday()}
        hint={t('createRequest.preferredDateHint')}
        error={errors.preferredDate?.message && t(errors.preferredDate.message)}
        {...register('preferredDate')}
      />
      <TextAreaField
        label={t('createRequest.notes')}
        rows={5}
        hint={t('createRequest.notesHint')}
        error={errors.notes?.message && t(errors.notes.message)}
        {...register('notes')}
      />
    </div>
  );
}
