import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceChoice } from '@boatcare/shared-domain/schemas/job-post';
import { AddressPicker, type AddressPickerProps } from './AddressPicker.tsx';

/**
 * The AddressPicker as a react-hook-form field: `name` holds the chosen PlaceChoice (so its
 * coordinates), and the field's error (a translation key) shows translated.
 */
export function AddressPickerField<T extends FieldValues>({
  control,
  name,
  ...picker
}: {
  control: Control<T>;
  // The value may be empty (`undefined`) until a place is picked.
  name: FieldPathByValue<T, PlaceChoice | undefined>;
} & Pick<AddressPickerProps, 'label' | 'placeholder' | 'hint'>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressPicker
          {...picker}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
