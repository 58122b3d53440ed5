import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Autocomplete } from '@react-google-maps/api';
import type { PlaceChoice } from '@boatcare/shared-domain/schemas/job-post';
import { useSiteSettings } from '@boatcare/shared-ui/core';
import { PickerFrame, describedByOf } from './PickerFrame.tsx';
import type { AddressPickerProps } from './props.ts';
import field from '../Field.module.css';

/** Only what a PlaceChoice needs (Places bills by the fields asked for). */
const FIELDS = ['formatted_address', 'geometry.location', 'name', 'place_id'];

const round = (degrees: number) => Number(degrees.toFixed(6));

/** A Places result as a PlaceChoice; null when it has no point (Enter without a choice). */
function placeChoiceOf(place: google.maps.places.PlaceResult | undefined): PlaceChoice | null {
  const location = place?.geometry?.location;
  if (!place?.place_id || !location) return null;
  return {
    address: place.formatted_address ?? place.name ?? '',
    placeId: place.place_id,
    latitude: round(location.lat()),
    longitude: round(location.lng()),
  };
}

/**
 * The address picker with Google Places Autocomplete, restricted to the admin's country and
 * its bounding box. Like the offline picker, a place is only set when one is chosen (address,
 * place id and coordinates); typing after that clears it again.
 */
export default function GoogleAddressPicker({
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  ...frame
}: AddressPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value?.address ?? '');
  const [autocomplete, setAutocomplete] = useState<google.maps.places.Autocomplete | null>(null);
  const country = useSiteSettings().data?.country;
  const options = useMemo<google.maps.places.AutocompleteOptions>(
    () => ({
      fields: FIELDS,
      ...(country && {
        bounds: country.boundingBox,
        strictBounds: true,
        componentRestrictions: { country: country.code.toLowerCase() },
      }),
    }),
    [country],
  );

  const onPlaceChanged = () => {
    const place = placeChoiceOf(autocomplete?.getPlace());
    if (!place) return;
    setText(place.address);
    onChange(place);
  };

  return (
    <PickerFrame id={id} value={value} error={error} chosenKey="maps.placeChosen" {...frame}>
      <Autocomplete onLoad={setAutocomplete} onPlaceChanged={onPlaceChanged} options={options}>
        <input
          id={`${id}-input`}
          className={clsx(field.control, error && field.invalid)}
          type="text"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, error)}
          placeholder={placeholder ?? t('createRequest.addressPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (value) onChange(undefined);
          }}
          // Enter picks a suggestion in Google's list; it must not submit the form.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onBlur={onBlur}
        />
      </Autocomplete>
    </PickerFrame>
  );
}
