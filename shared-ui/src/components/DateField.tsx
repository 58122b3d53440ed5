import { useEffect, useId, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import fieldStyles from './Field.module.css';
import styles from './DateField.module.css';

interface Parts {
  day: string;
  month: string;
  year: string;
}
const EMPTY: Parts = { day: '', month: '', year: '' };

const partsOf = (value: unknown): Parts | null => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match
    ? { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) }
    : null;
};
/** The ISO day of complete parts ('2026-02-31' too: the form's schema refuses it), else ''. */
const isoOf = ({ day, month, year }: Parts) =>
  day && month && /^\d{4}$/.test(year)
    ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
    : '';

/**
 * A day (an ISO day in the form, as the schemas check it) picked as day, month by name and year
 * in the page's language. A native date input shows the browser's locale (month first in an
 * English browser) whatever the page's language; this reads the same as the page's dates do.
 */
export function DateField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  label,
  hint,
  required = false,
}: {
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
  /** Told to assistive technology on each part, as a required text field is. */
  required?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const [parts, setParts] = useState<Parts>(() => partsOf(field.value) ?? EMPTY);

  // A value set from outside (a reset) shows; a half-chosen day (value '') stays as chosen.
  useEffect(() => {
    const given = partsOf(field.value);
    if (given) setParts((shown) => (isoOf(shown) === field.value ? shown : given));
    else if (field.value === '' || field.value === undefined)
      setParts((shown) => (isoOf(shown) ? EMPTY : shown));
  }, [field.value]);

  const change = (part: keyof Parts, value: string) => {
    const next = { ...parts, [part]: value };
    setParts(next);
    field.onChange(isoOf(next));
  };

  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const error = fieldState.error?.message ? t(fieldState.error.message) : undefined;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const controlClass = (invalid: boolean) =>
    clsx(fieldStyles.control, invalid && fieldStyles.invalid);
  return (
    <fieldset className={styles.date} aria-describedby={describedBy}>
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.parts}>
        <div className={styles.part}>
          <label className={styles.partLabel} htmlFor={`${id}-day`}>
            {t('dateField.day')}
          </label>
          <select
            id={`${id}-day`}
            ref={field.ref}
            name={name}
            className={controlClass(Boolean(error))}
            value={parts.day}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            onChange={(event) => change('day', event.target.value)}
            onBlur={field.onBlur}
          >
            <option value="" />
            {Array.from({ length: 31 }, (_, index) => (
              <option key={index} value={String(index + 1)}>
                {index + 1}
              </option>
            ))}
          </select>
        </div>
        <div className={clsx(styles.part, styles.month)}>
          <label className={styles.partLabel} htmlFor={`${id}-month`}>
            {t('dateField.month')}
          </label>
          <select
            id={`${id}-month`}
            className={controlClass(Boolean(error))}
            value={parts.month}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            onChange={(event) => change('month', event.target.value)}
            onBlur={field.onBlur}
          >
            <option value="" />
            {Array.from({ length: 12 }, (_, index) => (
              <option key={index} value={String(index + 1)}>
                {monthName.format(new Date(Date.UTC(2000, index, 1)))}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.part}>
          <label className={styles.partLabel} htmlFor={`${id}-year`}>
            {t('dateField.year')}
          </label>
          <input
            id={`${id}-year`}
            className={clsx(controlClass(Boolean(error)), styles.year)}
            value={parts.year}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            onChange={(event) => change('year', event.target.value.replace(/\D/g, ''))}
            onBlur={field.onBlur}
          />
        </div>
      </div>
      {hint && !error && (
        <span className={fieldStyles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className={fieldStyles.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
