import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOAT_LENGTH_MAX_FEET, BOAT_LENGTH_MIN_FEET } from '@boatcare/shared-domain/pricing';
import type { WizardForm } from '../schema.ts';
import { usePricing } from '../../../shared/usePricing.ts';
import styles from './parts.module.css';

/**
 * The admin's boat length options (pricing configuration) as one-tap choices under the length
 * slider, and as the slider's tick marks (`listId`); the slider still takes any whole length.
 */
export function LengthOptions({ form, listId }: { form: WizardForm; listId: string }) {
  const { t } = useTranslation();
  const { boatLengthOptions } = usePricing();
  const { control, setValue } = form;
  const length = Number(useWatch({ control, name: 'lengthFeet' }));
  const options = boatLengthOptions.filter(
    (option) => option.value >= BOAT_LENGTH_MIN_FEET && option.value <= BOAT_LENGTH_MAX_FEET,
  );
  if (options.length === 0) return null;
  return (
    <>
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
      <div role="group" aria-label={t('createRequest.lengthOptions')} className={styles.lengths}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.lengthChoice}
            aria-pressed={length === option.value}
            onClick={() =>
              setValue('lengthFeet', option.value, { shouldDirty: true, shouldValidate: true })
            }
          >
            {option.label || t('createRequest.lengthValue', { count: option.value })}
          </button>
        ))}
      </div>
    </>
  );
}
