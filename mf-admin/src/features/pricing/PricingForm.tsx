import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@boatcare/shared-domain/core';
import { useQueryClient } from '@tanstack/react-query';
import * as content from '@boatcare/shared-domain/endpoints/content';
import * as settingsAdmin from '@boatcare/shared-domain/endpoints/settings-admin';
import {
  Button,
  TextField,
  endpointKey,
  errorText,
  toast,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { pricingForm, type PricingDraft } from './pricing-draft.ts';
import styles from '../admin-forms/Form.module.css';
import { RemoveButton } from '../admin-forms/RemoveButton.tsx';

/** Base rate, length options, additional services and the VIP plan; saved as one. */
export function PricingForm({ initial, currency }: { initial: PricingDraft; currency: Currency }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const schema = useMemo(() => pricingForm(currency), [currency]);
  const form = useSchemaForm(schema, { defaultValues: initial });
  // The service's own id is a value: the rows' React keys get another name.
  const lengths = useFieldArray({
    control: form.control,
    name: 'boatLengthOptions',
    keyName: 'key',
  });
  const services = useFieldArray({
    control: form.control,
    name: 'additionalServices',
    keyName: 'key',
  });
  // The site's own reading (the estimate, the VIP page) follows on its next read.
  const save = useEndpointMutation(settingsAdmin.savePricing, {
    invalidates: [content.pricing],
    // The hook's callbacks, not mutate's: the saved configuration replaces this form.
    onSuccess: (saved) => {
      client.setQueryData(endpointKey(settingsAdmin.pricing, {}), saved);
      toast.success(t('adminPricing.saved'));
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast.error(errorText(t, error, 'adminPricing.saveFailed'));
    },
  });
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
  const submit = form.handleSubmit((body) => save.mutate({ body }));

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label={t('adminPricing.baseRate', { currency })}
        hint={t('adminPricing.baseRateHint')}
        {...money}
        {...form.field('baseRatePerFoot')}
      />
      <TextField
        label={t('adminPricing.marketMinOffers')}
        hint={t('adminPricing.marketMinOffersHint')}
        type="number"
        min={1}
        step={1}
        {...form.field('marketMinOffers')}
      />
      <fieldset className={styles.panel}>
        <legend className={styles.subheading}>{t('adminPricing.lengthsTitle')}</legend>
        <ul className={styles.list}>
          {lengths.fields.map((option, index) => (
            <li key={option.key} className={styles.row}>
              <TextField
                label={t('adminPricing.length')}
                type="number"
                min={1}
                step={1}
                {...form.field(`boatLengthOptions.${index}.value`)}
              />
              <TextField
                label={t('adminPricing.lengthLabel')}
                {...form.field(`boatLengthOptions.${index}.label`)}
              />
              <RemoveButton
                label={t('adminPricing.removeLength', {
                  label: form.watch(`boatLengthOptions.${index}.label`),
                })}
                onRemove={() => lengths.remove(index)}
              />
            </li>
          ))}
        </ul>
        <div>
          <Button variant="secondary" onClick={() => lengths.append({ value: '', label: '' })}>
            {t('adminPricing.addLength')}
          </Button>
        </div>
      </fieldset>
      <fieldset className={styles.panel}>
        <legend className={styles.subheading}>{t('adminPricing.servicesTitle')}</legend>
        <ul className={styles.list}>
          {services.fields.map((service, index) => (
            <li key={service.key} className={styles.row3}>
              <TextField
                label={t('adminPricing.serviceName')}
                {...form.field(`additionalServices.${index}.name`)}
              />
              <TextField
                label={t('adminPricing.servicePrice', { currency })}
                {...money}
                {...form.field(`additionalServices.${index}.pricePerFoot`)}
              />
              <TextField
                label={t('adminPricing.serviceDescription')}
                {...form.field(`additionalServices.${index}.description`)}
              />
              <RemoveButton
                label={t('adminPricing.removeService', {
                  name: form.watch(`additionalServices.${index}.name`),
                })}
                onRemove={() => services.remove(index)}
              />
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              services.append({ id: '', name: '', pricePerFoot: '0', description: '' })
            }
          >
            {t('adminPricing.addService')}
          </Button>
        </div>
      </fieldset>
      <fieldset className={styles.panel}>
        <legend className={styles.subheading}>{t('adminPricing.vipTitle')}</legend>
        <div className={styles.grid2}>
          <TextField
            label={t('adminPricing.vipPrice', { currency })}
            {...money}
            {...form.field('vipMembership.monthlyPrice')}
          />
          <TextField
            label={t('adminPricing.vipDiscount')}
            type="number"
            min={0}
            max={100}
            step={1}
            {...form.field('vipMembership.discountPercentage')}
          />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('adminPricing.save')}
        </Button>
      </div>
    </form>
  );
}
