import { useTranslation } from 'react-i18next';
import * as settingsAdmin from '@boatcare/shared-domain/endpoints/settings-admin';
import { careIntervals, type CareIntervals } from '@boatcare/shared-domain/schemas/pricing-config';
import {
  Button,
  QueryState,
  TextField,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from '../admin-forms/Form.module.css';

const FIELDS = ['waxMonths', 'ceramicMonths', 'engineServiceMonths'] as const;

/** The Pricing tab's care intervals: a coating's life and the engine service interval. */
export function CareIntervalsPanel() {
  const { t } = useTranslation();
  const intervals = useEndpoint(
    settingsAdmin.careIntervalsGet,
    {},
    { meta: { errorKey: 'adminPricing.care.loadFailed' } },
  );
  return (
    <section className={styles.panel} aria-labelledby="care-title">
      <h2 id="care-title" className={styles.heading}>
        {t('adminPricing.care.title')}
      </h2>
      <p className={styles.note}>{t('adminPricing.care.intro')}</p>
      <QueryState query={intervals} errorKey="adminPricing.care.loadFailed">
        {(data) => <CareIntervalsForm key={JSON.stringify(data)} initial={data} />}
      </QueryState>
    </section>
  );
}

function CareIntervalsForm({ initial }: { initial: CareIntervals }) {
  const { t } = useTranslation();
  const form = useSchemaForm(careIntervals, { defaultValues: initial });
  const save = useEndpointMutation(settingsAdmin.saveCareIntervals, {
    invalidates: [settingsAdmin.careIntervalsGet],
    onSuccess: () => toast.success(t('adminPricing.care.saved')),
    onError: (error) => {
      form.showServerErrors(error);
      toast.error(errorText(t, error, 'adminPricing.care.saveFailed'));
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit((body) => save.mutate({ body }))(event)}
    >
      {FIELDS.map((name) => (
        <TextField
          key={name}
          label={t(`adminPricing.care.${name}`)}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          step={1}
          {...form.field(name, { valueAsNumber: true })}
        />
      ))}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('adminPricing.care.save')}
        </Button>
      </div>
    </form>
  );
}
