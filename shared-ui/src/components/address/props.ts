import type { PlaceChoice } from '@boatcare/shared-domain/schemas/job-post';

/** What every address picker (offline harbour list, Google Places) takes. */
export interface AddressPickerProps {
  value: PlaceChoice | undefined;
  onChange(place: PlaceChoice | undefined): void;
  onBlur(): void;
  error?: string | undefined;
  /** Already translated; the request wizard's wording when absent. */
  label?: string;
  placeholder?: string;
  hint?: string;
}
