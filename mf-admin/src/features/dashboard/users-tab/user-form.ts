import { z } from 'zod';
import {
  dashboardUser,
  dashboardUserCreate,
  dashboardUserUpdate,
  type DashboardUser,
} from '@boatcare/shared-domain/schemas/admin-people';

/** What the Users tab's form holds: the user's fields as typed (the radius as text). */
const typed = dashboardUser
  .pick({ name: true, email: true, role: true, status: true })
  .extend({ serviceRadius: z.string(), password: z.string() });

/** A new user: the typed fields checked as the shared create body (the radius is not asked). */
export const createForm = typed
  .transform(({ serviceRadius: _radius, ...body }) => body)
  .pipe(dashboardUserCreate);

/** An edit: the typed fields checked as the shared update body (no password; empty radius: none). */
export const updateForm = typed
  .transform(
    ({ password: _password, serviceRadius, ...body }): z.input<typeof dashboardUserUpdate> => ({
      ...body,
      serviceRadius: serviceRadius === '' ? null : Number(serviceRadius),
    }),
  )
  .pipe(dashboardUserUpdate);

export const valuesOf = (user: DashboardUser | null) => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  role: user?.role ?? 'customer',
  status: user?.status ?? 'active',
  serviceRadius: user?.serviceRadius == null ? '' : String(user.serviceRadius),
  password: '',
});
