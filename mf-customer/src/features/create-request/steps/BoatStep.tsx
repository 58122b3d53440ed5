import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOAT_LENGTH_MAX_FEET, BOAT_LENGTH_MIN_FEET } from '@boatcare/shared-domain/pricing';
import { BOAT_TYPES, LOCATION_TYPES, MATERIALS } from '@boatcare/shared-domain/core';
import { AddressPickerField, SelectField, TextField, fieldStyles } from '@boatcare/shared-ui';
import { ImagePicker } from '../parts/ImagePicker.tsx';
import { LengthOptions } from '../parts/LengthOptions.tsx';
import type { WizardInput } from '../schema.ts';
import styles from './steps.module.css';

/** Step 1: the boat, where it is, and 1 to 4 photos. */
export function BoatStep() {
  const { t } = useTranslation();
  const { register, control, formState, setError, clearErrors } = useFormContext<WizardInput>();
  const { errors } = formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const length = useWatch({ control, name: 'lengthFeet' });

  return (
    <div className={styles.grid}>
      <TextField
        label={t('createRequest.boatName')}
        autoComplete="off"
        required
        error={message(errors.boatName?.message)}
        {...register('boatName')}
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
        <LengthOptions listId="boat-length-options" />
        {errors.lengthFeet?.message && (
          <span className={fieldStyles.error} role="alert">
            {t(errors.lengthFeet.message)}
          </span>
        )}
      </div>
      <SelectField
        label={t('createRequest.boatType')}
        required
        defaultValue=""
        error={message(errors.boatType?.message)}
        {...register('boatType')}
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
        error={message(errors.material?.message)}
        {...register('material')}
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
        error={message(errors.locationType?.message)}
        {...register('locationType')}
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
        error={message(errors.dockNumber?.message)}
        {...register('dockNumber')}
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
              error={message(fieldState.error?.message)}
            />
          )}
        />
      </div>
    </div>
  );
}
