import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, COUNTRY_CODES, countryName } from '@boatcare/shared-domain/countries';
import { globalSettingsSaveBody } from '@boatcare/shared-domain/schemas/pricing-config';
import * as content from '@boatcare/shared-domain/endpoints/content';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import * as settingsAdmin from '@boatcare/shared-domain/endpoints/settings-admin';
import type { GlobalSettings } from '@boatcare/shared-domain/schemas/pricing-config';
import {
  Button,
  QueryState,
  SelectField,
  TextField,
  endpointKey,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { AuditPanel } from './AuditPanel.tsx';
import styles from '../admin-forms/Form.module.css';

/**
 * The dashboard's Settings tab: the site's country. Currency, symbol and bounds are read-only
 * and follow the country; below, the recent changes to content and settings.
 */
export default function GlobalSettingsTab() {
  const { t } = useTranslation();
  const settings = useEndpoint(
    settingsAdmin.settings,
    {},
    { meta: { errorKey: 'adminGlobalSettings.loadFailed' } },
  );
  return (
    <div className={styles.panel}>
      <section className={styles.panel} aria-labelledby="global-settings-title">
        <h2 id="global-settings-title" className={styles.heading}>
          {t('adminGlobalSettings.title')}
        </h2>
        <QueryState query={settings} errorKey="adminGlobalSettings.loadFailed">
          {(data) => <SettingsForm key={data.country.code} settings={data} />}
        </QueryState>
      </section>
      <AuditPanel />
    </div>
  );
}

function SettingsForm({ settings }: { settings: GlobalSettings }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const form = useSchemaForm(globalSettingsSaveBody, {
    defaultValues: { country: { code: settings.country.code } },
  });
  // The site's own reading of the settings (its currency) follows, and the audit log.
  const save = useEndpointMutation(settingsAdmin.saveSettings, {
    invalidates: [admin.audit, content.settings],
    // The hook's callbacks, not mutate's: the saved settings replace this form.
    onSuccess: (saved) => {
      client.setQueryData(endpointKey(settingsAdmin.settings, {}), saved);
      toast.success(t('adminGlobalSettings.saved'));
    },
    onError: (error) => toast.error(errorText(t, error, 'adminGlobalSettings.saveFailed')),
  });
  const country = COUNTRIES[form.watch('country.code') ?? settings.country.code];
  const box = country.boundingBox;

  const submit = form.handleSubmit((body) => save.mutate({ body }));

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <SelectField label={t('adminGlobalSettings.country')} {...form.field('country.code')}>
        {COUNTRY_CODES.map((option) => (
          <option key={option} value={option}>
            {countryName(option, i18n.language)}
          </option>
        ))}
      </SelectField>
      <p className={styles.note}>{t('adminGlobalSettings.readOnlyNote')}</p>
      <div className={`${styles.grid2} ${styles.readOnly}`}>
        <TextField label={t('adminGlobalSettings.currency')} value={country.currency} readOnly />
        <TextField
          label={t('adminGlobalSettings.currencySymbol')}
          value={country.currencySymbol}
          readOnly
        />
      </div>
      <fieldset className={styles.panel}>
        <legend className={styles.subheading}>{t('adminGlobalSettings.boundsTitle')}</legend>
        <div className={`${styles.grid4} ${styles.readOnly}`}>
          {(['north', 'south', 'east', 'west'] as const).map((side) => (
            <TextField
              key={side}
              label={t(`adminGlobalSettings.${side}`)}
              value={String(box[side])}
              readOnly
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('adminGlobalSettings.save')}
        </Button>
      </div>
    </form>
  );
}
