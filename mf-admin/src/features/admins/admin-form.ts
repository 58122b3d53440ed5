import { z } from 'zod';
import { adminCreateBody } from '@boatcare/shared-domain/schemas/admin-people';

/**
 * The admin user form: the shared new-admin fields; the password (with its confirmation) only
 * on create or Change Password, checked by the shared password rule.
 */
export const adminForm = adminCreateBody
  .pick({ first_name: true, last_name: true, email: true })
  .extend({ withPassword: z.boolean(), password: z.string(), confirm: z.string() })
  .superRefine((values, ctx) => {
    if (!values.withPassword) return;
    const password = adminCreateBody.shape.password.safeParse(values.password);
    for (const issue of password.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: ['password'], message: issue.message });
    if (values.confirm !== values.password)
      ctx.addIssue({
        code: 'custom',
        path: ['confirm'],
        message: 'adminAdmins.validation.mismatch',
      });
  });
