import { useId } from 'react';
import clsx from 'clsx';
import styles from './shared.module.css';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/** A one-of-many filter as a row of pills (native radios: arrow keys move between them). */
export function FilterTabs<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: FilterOption<T>[];
  value: T;
  onChange(value: T): void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.filter}>
      <legend className="bc-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(styles.pill, option.value === value && styles.pillOn)}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
