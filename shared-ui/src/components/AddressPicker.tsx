import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MapsSwitch } from '../maps/MapsSwitch.tsx';
import { OfflineAddressPicker } from './address/OfflineAddressPicker.tsx';
import { PickerFrame } from './address/PickerFrame.tsx';
import type { AddressPickerProps } from './address/props.ts';
import field from './Field.module.css';

export type { AddressPickerProps } from './address/props.ts';

// Google's picker (and @react-google-maps/api) load only where a Maps key is configured.
const GoogleAddressPicker = lazy(() => import('./address/GoogleAddressPicker.tsx'));

/** The field, not yet usable, while the maps variant is chosen or Google's script loads. */
function PickerLoading({ label, placeholder }: Pick<AddressPickerProps, 'label' | 'placeholder'>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <PickerFrame id={id} value={undefined} label={label} hint={t('maps.loading')}>
      <input
        id={`${id}-input`}
        className={field.control}
        type="text"
        disabled
        placeholder={placeholder ?? t('createRequest.addressPlaceholder')}
      />
    </PickerFrame>
  );
}

/**
 * The address picker every form uses: Google Places with a Maps key, the offline harbour list
 * without one or when Google's script fails (ADR 0012). Same PlaceChoice out either way.
 */
export function AddressPicker(props: AddressPickerProps) {
  return (
    <MapsSwitch
      google={<GoogleAddressPicker {...props} />}
      offline={<OfflineAddressPicker {...props} />}
      loading={<PickerLoading label={props.label} placeholder={props.placeholder} />}
    />
  );
}
