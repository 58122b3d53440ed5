import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOAT_LENGTH_MAX_FEET, BOAT_LENGTH_MIN_FEET } from '@boatcare/shared-domain/pricing';
import { BOAT_TYPES, LOCATION_TYPES, MATERIALS } from '@boatcare/shared-domain/core';
import { AddressPickerField, SelectField, TextField, fieldStyles } from '@boatcare/shared-ui';
import { BoatChoice } from '../parts/BoatChoice.tsx';
import { ImagePicker } from '../parts/ImagePicker.tsx';
import { LengthOptions } from '../parts/LengthOptions.tsx';
import type { WizardForm } from '../schema.ts';
import styles from './steps.module.css';

/** Step 1: the boat (one of the owner's, which fills in the rest, or a new one), where it is, and 1 to 4 photos. */
export function BoatStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { register, control, setError, clearErrors } = form;
  const lengthError = form.errorOf('lengthFeet');
  const length = useWatch({ control, name: 'lengthFeet' });

  return (
    <div className={styles.grid}>
      <BoatChoice form={form} />
      <TextField
        label={t('createRequest.boatName')}
        autoComplete="off"
        required
        {...form.field('boatName')}
      />
      <div className={styles.slider}>
        <label htmlFor="boat-length" className={fieldStyles.label}>
          {t('createRequest.length')}
        </label>
        <div className={styles.sliderRow}>
          <input
            id="boat-length"
            type="range"
            min={BOAT_LENGTH_MIN_FEET}
            max={BOAT_LENGTH_MAX_FEET}
            step={1}
            list="boat-length-options"
            aria-valuetext={t('createRequest.lengthValue', { count: Number(length) })}
            {...register('lengthFeet', { valueAsNumber: true })}
          />
          <output htmlFor="boat-length" className={styles.sliderValue}>
            {t('createRequest.lengthValue', { count: Number(length) })}
          </output>
        </div>
        <LengthOptions form={form} listId="boat-length-options" />
        {lengthError && (
          <span className={fieldStyles.error} role="alert">
            {lengthError}
          </span>
        )}
      </div>
      <SelectField
        label={t('createRequest.boatType')}
        required
        defaultValue=""
        {...form.field('boatType')}
      >
        <option value="" disabled>
          {t('createRequest.choose')}
        </option>
        {BOAT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`boatTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('createRequest.material')}
        required
        defaultValue=""
        {...form.field('material')}
      >
        <option value="" disabled>
          {t('createRequest.choose')}
        </option>
        {MATERIALS.map((material) => (
          <option key={material} value={material}>
            {t(`materials.${material}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('createRequest.locationType')}
        required
        defaultValue=""
        {...form.field('locationType')}
      >
        <option value="" disabled>
          {t('createRequest.choose')}
        </option>
        {LOCATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`locationTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('createRequest.dockNumber')}
        autoComplete="off"
        required
        {...form.field('dockNumber')}
      />
      <div className={styles.wide}>
        <AddressPickerField control={control} name="location" />
      </div>
      <div className={styles.wide}>
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <ImagePicker
              files={field.value ?? []}
              onChange={(files) => {
                field.onChange(files);
                clearErrors('images');
              }}
              onRefuse={(key) => setError('images', { message: key })}
              error={fieldState.error?.message && t(fieldState.error.message)}
            />
          )}
        />
      </div>
    </div>
  );
}
