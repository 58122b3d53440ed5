import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@boatcare/shared-ui';
import type { WizardForm } from '../schema.ts';
import styles from './steps.module.css';

/** Today in the person's own time zone, as yyyy-mm-dd (the date input's minimum). */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Step 3: the preferred date (required) and notes for the provider. */
export function ScheduleStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <TextField
        label={t('createRequest.preferredDate')}
        type="date"
        required
        min={localToday()}
        hint={t('createRequest.preferredDateHint')}
        {...form.field('preferredDate')}
      />
      <TextAreaField
        label={t('createRequest.notes')}
        rows={5}
        hint={t('createRequest.notesHint')}
        {...form.field('notes')}
      />
    </div>
  );
}
