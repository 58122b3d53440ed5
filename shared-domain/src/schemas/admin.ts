import { z } from 'zod';
import { UserType } from '../enums.ts';
import { cursorPage, cursorQuery, filledNumber, listTotal } from './common.ts';

/** The users list pages by keyset (docs/adr/0014-keyset-paging.md), newest first. */
export const adminUserListQuery = cursorQuery.extend({
  user_type: filledNumber(
    z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  ).optional(),
  email: z.string().trim().max(200).optional(),
  name: z.string().trim().max(200).optional(),
});

export type AdminUserListQuery = z.output<typeof adminUserListQuery>;

export const adminUserRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: z.number().int(),
  created_date: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
/** A page of users and the filter's total (users are few enough to count). */
export const adminUserList = cursorPage(adminUserRow).extend({ total: listTotal });

/** Types listed on the Users screen; admins (0) have their own screen. */
export const LISTED_USER_TYPES = [UserType.Customer, UserType.Provider] as const;

export const siteConfigEntry = z.object({
  id: z.string(),
  site_key: z.string(),
  site_value: z.string(),
  created_date: z.string(),
});
export const publicSiteConfig = z.object({
  data: z.array(siteConfigEntry.pick({ site_key: true, site_value: true })),
});
