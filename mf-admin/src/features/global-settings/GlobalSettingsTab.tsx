import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@boatcare/shared-domain';
import { Button, QueryState, SelectField, TextField, errorText, toast } from '@boatcare/shared-ui';
import { AuditPanel } from './AuditPanel.tsx';
import { useGlobalSettings, useSaveGlobalSettings } from './api.ts';
import styles from '../admin-forms/Form.module.css';

/**
 * The dashboard's Settings tab: the site's country. Currency, symbol and bounds are read-only
 * and follow the country; below, the recent changes to content and settings.
 */
export default function GlobalSettingsTab() {
  const { t } = useTranslation();
  const settings = useGlobalSettings();
  const save = useSaveGlobalSettings();
  const [code, setCode] = useState<CountryCode | null>(null);
  useEffect(() => {
    if (settings.data) setCode(settings.data.country.code);
  }, [settings.data]);
  const country = COUNTRIES[code ?? settings.data?.country.code ?? 'DK'];
  const box = country.boundingBox;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(country.code, {
      onSuccess: () => toast.success(t('adminGlobalSettings.saved')),
      onError: (error) => toast.error(errorText(t, error, 'adminGlobalSettings.saveFailed')),
    });
  }

  return (
    <div className={styles.panel}>
      <section className={styles.panel} aria-labelledby="global-settings-title">
        <h2 id="global-settings-title" className={styles.heading}>
          {t('adminGlobalSettings.title')}
        </h2>
        <QueryState query={settings} errorKey="adminGlobalSettings.loadFailed">
          {() => (
            <form className={styles.form} noValidate onSubmit={submit}>
              <SelectField
                label={t('adminGlobalSettings.country')}
                value={country.code}
                onChange={(event) => setCode(event.target.value as CountryCode)}
              >
                {COUNTRY_CODES.map((option) => (
                  <option key={option} value={option}>
                    {t(`adminGlobalSettings.countries.${option}`)}
                  </option>
                ))}
              </SelectField>
              <p className={styles.note}>{t('adminGlobalSettings.readOnlyNote')}</p>
              <div className={`${styles.grid2} ${styles.readOnly}`}>
                <TextField
                  label={t('adminGlobalSettings.currency')}
                  value={country.currency}
                  readOnly
                />
                <TextField
                  label={t('adminGlobalSettings.currencySymbol')}
                  value={country.currencySymbol}
                  readOnly
                />
              </div>
              <fieldset className={styles.panel}>
                <legend className={styles.subheading}>
                  {t('adminGlobalSettings.boundsTitle')}
                </legend>
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
          )}
        </QueryState>
      </section>
      <AuditPanel />
    </div>
  );
}
