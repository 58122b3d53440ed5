import { useId, useState } from 'react';
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
  // The choice shows at once; `value` (often the URL) catches up after the navigation.
  const [current, setCurrent] = useState(value);
  const [last, setLast] = useState(value);
  if (last !== value) {
    setLast(value);
    setCurrent(value);
  }
  return (
    <fieldset className={styles.filter}>
      <legend className="bc-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(styles.pill, option.value === current && styles.pillOn)}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === current}
            onChange={() => {
              setCurrent(option.value);
              onChange(option.value);
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
