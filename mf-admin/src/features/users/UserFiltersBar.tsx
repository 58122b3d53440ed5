import { useTranslation } from 'react-i18next';
import { UserType } from '@boatcare/shared-domain/core';
import { Card, SelectField, TextField } from '@boatcare/shared-ui';
import type { ListedUserType, UserFilters } from './listed-users.ts';
import styles from './UsersPage.module.css';

const parseType = (value: string): ListedUserType | undefined =>
  value === String(UserType.Customer)
    ? UserType.Customer
    : value === String(UserType.Provider)
      ? UserType.Provider
      : undefined;

/** Type, email and name filters; the page debounces the typed ones. */
export function UserFiltersBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange(next: UserFilters): void;
}) {
  const { t } = useTranslation();
  return (
    <Card className={styles.filters} role="search" aria-label={t('adminUsers.filtersLabel')}>
      <SelectField
        label={t('adminUsers.filterType')}
        value={filters.user_type ?? ''}
        onChange={(event) => onChange({ ...filters, user_type: parseType(event.target.value) })}
      >
        <option value="">{t('adminUsers.types.all')}</option>
        <option value={UserType.Customer}>{t('adminUsers.types.customer')}</option>
        <option value={UserType.Provider}>{t('adminUsers.types.provider')}</option>
      </SelectField>
      <TextField
        label={t('adminUsers.filterEmail')}
        type="search"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('adminUsers.filterEmailPlaceholder')}
        value={filters.email}
        onChange={(event) => onChange({ ...filters, email: event.target.value })}
      />
      <TextField
        label={t('adminUsers.filterName')}
        type="search"
        autoComplete="off"
        placeholder={t('adminUsers.filterNamePlaceholder')}
        value={filters.name}
        onChange={(event) => onChange({ ...filters, name: event.target.value })}
      />
    </Card>
  );
}
