import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COATINGS } from '@boatcare/shared-domain/schemas/job-post-services';
import { TextAreaField, TextField } from '@boatcare/shared-ui';
import { AdditionalServices } from '../parts/AdditionalServices.tsx';
import type { WizardForm } from '../schema.ts';
import styles from './steps.module.css';

function Toggle({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <label className={styles.service}>
      {children}
      <span>
        <strong>{title}</strong>
        <span className={styles.serviceText}>{text}</span>
      </span>
    </label>
  );
}

/**
 * Step 2: cleaning is always on; polishing, engine service, hull repair and flybridge are
 * toggles; coating is one of none, wax or ceramic; then the admin's additional services. Interior
 * stays in the data but is not offered.
 */
export function ServicesStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { register, control } = form;
  const engine = useWatch({ control, name: 'services.engineService' });

  return (
    <div className={styles.stack}>
      <fieldset className={styles.group}>
        <legend>{t('createRequest.servicesLegend')}</legend>
        <Toggle title={t('services.cleaning')} text={t('createRequest.cleaningAlways')}>
          <input type="checkbox" checked disabled aria-describedby="cleaning-note" />
        </Toggle>
        <span id="cleaning-note" className="bc-visually-hidden">
          {t('createRequest.cleaningAlways')}
        </span>
        <Toggle title={t('services.polishing')} text={t('createRequest.polishingText')}>
          <input type="checkbox" {...register('services.polishing')} />
        </Toggle>
        <Toggle title={t('services.repair')} text={t('createRequest.repairText')}>
          <input type="checkbox" {...register('services.repair')} />
        </Toggle>
        <Toggle title={t('services.flybridge')} text={t('createRequest.flybridgeText')}>
          <input type="checkbox" {...register('flybridge')} />
        </Toggle>
        <Toggle title={t('services.engineService')} text={t('createRequest.engineText')}>
          <input
            type="checkbox"
            aria-controls="engine-details"
            {...register('services.engineService')}
          />
        </Toggle>
        {engine && (
          <div id="engine-details" className={styles.engine}>
            <TextField
              label={t('createRequest.serialNumber')}
              required
              autoComplete="off"
              {...form.field('services.engineSerialNumber')}
            />
            <TextAreaField
              label={t('createRequest.engineDescription')}
              required
              rows={3}
              {...form.field('services.engineDescription')}
            />
          </div>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('createRequest.coating')}</legend>
        <div className={styles.coatings}>
          {COATINGS.map((coating) => (
            <label key={coating} className={styles.coating}>
              <input type="radio" value={coating} {...register('services.coating')} />
              <span>
                <strong>{t(`createRequest.coatings.${coating}`)}</strong>
                <span className={styles.serviceText}>
                  {t(`createRequest.coatingText.${coating}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <AdditionalServices form={form} />
    </div>
  );
}
