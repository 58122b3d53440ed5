import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@boatcare/shared-domain';
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
} from '@boatcare/shared-ui';
import { bodyOf, type PricingDraft } from './pricing-draft.ts';
import styles from '../admin-forms/Form.module.css';
import { RemoveButton } from '../admin-forms/RemoveButton.tsx';

type Length = PricingDraft['boatLengthOptions'][number];
type Service = PricingDraft['additionalServices'][number];

/** Base rate, length options, additional services and the VIP plan; saved as one. */
export function PricingForm({ initial, currency }: { initial: PricingDraft; currency: Currency }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The site's own reading (the estimate, the VIP page) follows on its next read.
  const save = useEndpointMutation(settingsAdmin.savePricing, {
    invalidates: [content.pricing],
    // The hook's callbacks, not mutate's: the saved configuration replaces this form.
    onSuccess: (saved) => {
      client.setQueryData(endpointKey(settingsAdmin.pricing, {}), saved);
      toast.success(t('adminPricing.saved'));
    },
    onError: (error) => toast.error(errorText(t, error, 'adminPricing.saveFailed')),
  });
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<PricingDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setLength = (index: number, change: Partial<Length>) =>
    set({
      boatLengthOptions: draft.boatLengthOptions.map((o, i) =>
        i === index ? { ...o, ...change } : o,
      ),
    });
  const setService = (index: number, change: Partial<Service>) =>
    set({
      additionalServices: draft.additionalServices.map((s, i) =>
        i === index ? { ...s, ...change } : s,
      ),
    });
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ body: bodyOf(draft, currency) });
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label={t('adminPricing.baseRate', { currency })}
        hint={t('adminPricing.baseRateHint')}
        {...money}
        value={draft.baseRatePerFoot}
        onChange={(event) => set({ baseRatePerFoot: event.target.value })}
      />
      <fieldset className={styles.panel}>
        <legend className={styles.subheading}>{t('adminPricing.lengthsTitle')}</legend>
        <ul className={styles.list}>
          {draft.boatLengthOptions.map((option, index) => (
            <li key={option.key} className={styles.row}>
              <TextField
                label={t('adminPricing.length')}
                type="number"
                min={1}
                step={1}
                value={option.value}
                onChange={(event) => setLength(index, { value: event.target.value })}
              />
              <TextField
                label={t('adminPricing.lengthLabel')}
                value={option.label}
                onChange={(event) => setLength(index, { label: event.target.value })}
              />
              <RemoveButton
                label={t('adminPricing.removeLength', { label: option.label })}
                onRemove={() =>
                  set({ boatLengthOptions: draft.boatLengthOptions.filter((_, i) => i !== index) })
                }
              />
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              set({
                boatLengthOptions: [
                  ...draft.boatLengthOptions,
                  { key: crypto.randomUUID(), value: '', label: '' },
                ],
              })
            }
          >
            {t('adminPricing.addLength')}
          </Button>
        </div>
      </fieldset>
      <fieldset className={styles.panel}>
        <legend className={styles.subheading}>{t('adminPricing.servicesTitle')}</legend>
        <ul className={styles.list}>
          {draft.additionalServices.map((service, index) => (
            <li key={service.key} className={styles.row3}>
              <TextField
                label={t('adminPricing.serviceName')}
                value={service.name}
                onChange={(event) => setService(index, { name: event.target.value })}
              />
              <TextField
                label={t('adminPricing.servicePrice', { currency })}
                {...money}
                value={service.pricePerFoot}
                onChange={(event) => setService(index, { pricePerFoot: event.target.value })}
              />
              <TextField
                label={t('adminPricing.serviceDescription')}
                value={service.description}
                onChange={(event) => setService(index, { description: event.target.value })}
              />
              <RemoveButton
                label={t('adminPricing.removeService', { name: service.name })}
                onRemove={() =>
                  set({
                    additionalServices: draft.additionalServices.filter((_, i) => i !== index),
                  })
                }
              />
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              set({
                additionalServices: [
                  ...draft.additionalServices,
                  {
                    key: crypto.randomUUID(),
                    id: '',
                    name: '',
                    pricePerFoot: '0',
                    description: '',
                  },
                ],
              })
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
            value={draft.monthlyPrice}
            onChange={(event) => set({ monthlyPrice: event.target.value })}
          />
          <TextField
            label={t('adminPricing.vipDiscount')}
            type="number"
            min={0}
            max={100}
            step={1}
            value={draft.discountPercentage}
            onChange={(event) => set({ discountPercentage: event.target.value })}
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
