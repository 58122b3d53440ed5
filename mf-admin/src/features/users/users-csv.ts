import type { TFunction } from 'i18next';
import type { ListedUser } from './listed-users.ts';
import { toCsv, type CsvColumn } from './csv.ts';
import { USER_TYPE_LOOK } from './user-type.ts';

/** users.csv: First Name, Last Name, Email, User Type, in the interface language. */
export function usersCsv(users: readonly ListedUser[], t: TFunction): string {
  const columns: CsvColumn<ListedUser>[] = [
    { header: t('adminUsers.csv.firstName'), value: (user) => user.first_name },
    { header: t('adminUsers.csv.lastName'), value: (user) => user.last_name },
    { header: t('adminUsers.csv.email'), value: (user) => user.email },
    {
      header: t('adminUsers.csv.userType'),
      value: (user) => t(USER_TYPE_LOOK[user.user_type].labelKey),
    },
  ];
  return toCsv(users, columns);
}
