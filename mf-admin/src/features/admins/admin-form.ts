import { z } from 'zod';
import { ADMIN_PASSWORD_MIN } from '@boatcare/shared-domain';

/** The admin user form: names required; the password (12+) only on create or Change Password. */
export const adminFormSchema = z
  .object({
    first_name: z.string().trim().min(1, 'adminAdmins.validation.firstName'),
    last_name: z.string().trim().min(1, 'adminAdmins.validation.lastName'),
    email: z.string().trim().min(1, 'adminAdmins.validation.emailRequired'),
    withPassword: z.boolean(),
    password: z.string(),
    confirm: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.withPassword) return;
    if (values.password.length < ADMIN_PASSWORD_MIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'adminAdmins.validation.passwordShort',
      });
    }
    if (values.confirm !== values.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm'],
        message: 'adminAdmins.validation.mismatch',
      });
    }
  });
export type AdminFormValues = z.infer<typeof adminFormSchema>;
