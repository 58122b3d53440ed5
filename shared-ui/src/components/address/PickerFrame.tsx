import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressPickerProps } from './props.ts';
import styles from './AddressPicker.module.css';
import field from '../Field.module.css';

type FrameProps = Pick<AddressPickerProps, 'value' | 'error' | 'label' | 'hint'> & {
  /** The `useId` the input's id (`<id>-input`) and its descriptions are made from. */
  id: string;
  /** A live status line (e.g. how many places match); empty when nothing to say. */
  status?: string;
  /** The hint once a place is chosen (latitude and longitude interpolated). */
  chosenKey?: string;
  children: ReactNode;
};

/** The ids an address input points `aria-describedby` at, inside PickerFrame. */
export const describedByOf = (id: string, error: string | undefined) =>
  [error ? `${id}-error` : `${id}-hint`, `${id}-status`].join(' ');

/**
 * The label, live status, error or hint around an address input: the same for the offline
 * harbour list and Google Places. The hint shows the chosen point's coordinates.
 */
export function PickerFrame({
  id,
  value,
  error,
  label,
  hint,
  status,
  chosenKey = 'createRequest.placeChosen',
  children,
}: FrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.picker}>
      <label className={field.label} htmlFor={`${id}-input`}>
        {label ?? t('createRequest.address')}
      </label>
      {children}
      <span id={`${id}-status`} className="bc-visually-hidden" aria-live="polite">
        {status ?? ''}
      </span>
      {error ? (
        <span id={`${id}-error`} className={field.error} role="alert">
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} className={field.hint}>
          {value
            ? t(chosenKey, {
                latitude: value.latitude.toFixed(4),
                longitude: value.longitude.toFixed(4),
              })
            : (hint ?? t('createRequest.addressHint'))}
        </span>
      )}
    </div>
  );
}
