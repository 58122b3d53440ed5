import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import styles from './RegisterPage.module.css';

export type AccountType = 'customer' | 'supplier';
const TYPES: AccountType[] = ['customer', 'supplier'];

/** Boat owner or service provider, as two large radio cards. */
export function AccountTypeField({
  value,
  onChange,
}: {
  value: AccountType;
  onChange(type: AccountType): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.types}>
      <legend>{t('register.accountType')}</legend>
      {TYPES.map((type) => (
        <label key={type} className={clsx(styles.type, value === type && styles.typeSelected)}>
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span>
            <strong>{t(`register.accountTypes.${type}`)}</strong>
            <small>{t(`register.accountTypes.${type}Hint`)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
