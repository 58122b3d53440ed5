import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { countryName } from '@boatcare/shared-domain/countries';
import { harbourPlace, searchHarbours, type Harbour } from '@boatcare/shared-domain/harbours';
import { useSiteSettings } from '@boatcare/shared-ui/core';
import { PickerFrame, describedByOf } from './PickerFrame.tsx';
import type { AddressPickerProps } from './props.ts';
import styles from './AddressPicker.module.css';
import field from '../Field.module.css';

/**
 * The offline address picker: a combobox over the bundled list of real harbours. A place is
 * only set when one is chosen from the list (so address, place id and coordinates all exist);
 * typing after that clears it again.
 */
export function OfflineAddressPicker({
  value,
  onChange,
  onBlur,
  error,
  label,
  placeholder,
  hint,
}: AddressPickerProps) {
  const { t, i18n } = useTranslation();
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

  return (
    <PickerFrame
      id={id}
      value={value}
      error={error}
      label={label}
      hint={hint}
      status={
        open && text.trim() ? t('createRequest.harboursFound', { count: results.length }) : ''
      }
    >
      <div className={styles.combo}>
        <input
          id={`${id}-input`}
          className={clsx(field.control, error && field.invalid)}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, error)}
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
          className={styles.options}
          hidden={!expanded}
        >
          {results.map((harbour, index) => (
            <li
              key={harbour.placeId}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.option, index === active && styles.optionActive)}
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(harbour);
              }}
            >
              <strong>{harbour.name}</strong>
              <span>
                {harbour.city}, {countryName(harbour.country, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </PickerFrame>
  );
}
