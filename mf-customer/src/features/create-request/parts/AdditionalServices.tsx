import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@boatcare/shared-ui';
import type { WizardForm } from '../schema.ts';
import { usePricing } from '../../../shared/usePricing.ts';
import styles from '../steps/steps.module.css';

/**
 * The admin's additional services (pricing configuration), each with its price per foot and
 * description; each one ticked adds its price per foot times the boat's length to the estimate.
 * Nothing is shown while none is configured.
 */
export function AdditionalServices({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { additionalServices } = usePricing();
  const { field } = useController({ control: form.control, name: 'additionalServices' });
  const chosen = field.value ?? [];
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));

  const offered = additionalServices.filter((service) => service.id);
  if (offered.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend>{t('createRequest.additionalLegend')}</legend>
      {offered.map((service) => (
        <label key={service.id} className={styles.service}>
          <input
            type="checkbox"
            name={field.name}
            value={service.id}
            checked={chosen.includes(service.id)}
            onChange={(event) => toggle(service.id, event.target.checked)}
            onBlur={field.onBlur}
          />
          <span>
            <strong>{service.name}</strong>
            <span className={styles.serviceText}>
              {t('createRequest.additionalPrice', { price: money(service.pricePerFoot) })}
              {service.description ? ` · ${service.description}` : ''}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
