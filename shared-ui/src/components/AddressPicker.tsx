import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import {
  harbourPlace,
  searchHarbours,
  type Harbour,
  type PlaceChoice,
} from '@boatcare/shared-domain';
import { useSiteSettings } from '../preferences/siteSettings.ts';
import fieldStyles from './AddressPicker.module.css';

interface Props {
  value: PlaceChoice | undefined;
  onChange(place: PlaceChoice | undefined): void;
  onBlur(): void;
  error?: string | undefined;
  /** Already translated; the request wizard's wording when absent. */
  label?: string;
  placeholder?: string;
  hint?: string;
}

/**
 * The offline address picker: a combobox over the bundled list of real harbours. A place is
 * only set when one is chosen from the list (so address, place id and coordinates all exist);
 * typing after that clears it again.
 */
export function AddressPicker({ value, onChange, onBlur, error, label, placeholder, hint }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value?.address ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The admin's country: its harbours come first.
  const bounds = useSiteSettings().data?.country.boundingBox;
  const results = useMemo(() => searchHarbours(text, 8, bounds), [text, bounds]);
  const expanded = open && results.length > 0;

  const choose = (harbour: Harbour) => {
    const place = harbourPlace(harbour);
    setText(place.address);
    setOpen(false);
    onChange(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const harbour = results[active];
      if (harbour) choose(harbour);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const describedBy = [error ? `${id}-error` : `${id}-hint`, `${id}-status`].join(' ');
  return (
    <div className={fieldStyles.picker}>
      <label className={fieldStyles.label} htmlFor={`${id}-input`}>
        {label ?? t('createRequest.address')}
      </label>
      <div className={fieldStyles.combo}>
        <input
          id={`${id}-input`}
          className={clsx(fieldStyles.control, error && fieldStyles.invalid)}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder ?? t('createRequest.addressPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            if (value) onChange(undefined);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur();
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('createRequest.harbours')}
          className={fieldStyles.options}
          hidden={!expanded}
        >
          {results.map((harbour, index) => (
            <li
              key={harbour.placeId}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={clsx(fieldStyles.option, index === active && fieldStyles.optionActive)}
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(harbour);
              }}
            >
              <strong>{harbour.name}</strong>
              <span>
                {harbour.city}, {t(`countries.${harbour.country}`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <span id={`${id}-status`} className="bc-visually-hidden" aria-live="polite">
        {open && text.trim() ? t('createRequest.harboursFound', { count: results.length }) : ''}
      </span>
      {error ? (
        <span id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} className={fieldStyles.hint}>
          {value
            ? t('createRequest.placeChosen', {
                latitude: value.latitude.toFixed(4),
                longitude: value.longitude.toFixed(4),
              })
            : (hint ?? t('createRequest.addressHint'))}
        </span>
      )}
    </div>
  );
}
