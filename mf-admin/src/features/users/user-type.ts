import { UserType } from '@boatcare/shared-domain/core';
import type { Tone } from '@boatcare/shared-ui';
import type { ListedUserType } from './listed-users.ts';

/** Translation key and badge tone of each listed user type. */
export const USER_TYPE_LOOK: Record<ListedUserType, { labelKey: string; tone: Tone }> = {
  [UserType.Customer]: { labelKey: 'adminUsers.types.customer', tone: 'info' },
  [UserType.Provider]: { labelKey: 'adminUsers.types.provider', tone: 'neutral' },
};
