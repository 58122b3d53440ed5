import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_ROLES,
  USER_STATUSES,
  type DashboardUser,
} from '@boatcare/shared-domain/schemas/admin-people';
import {
  Button,
  Card,
  SelectField,
  TextField,
  errorText,
  toast,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from '../../../shared/admin.module.css';
import * as users from '@boatcare/shared-domain/endpoints/users';
import { ADMIN_READS } from '../../../shared/admin-reads.ts';
import { createForm, updateForm, valuesOf } from './user-form.ts';

/** The inline create/edit form of the Users tab. Closes only when the server said yes. */
export function UserForm({ user, onDone }: { user: DashboardUser | null; onDone(): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(user ? updateForm : createForm, { defaultValues: valuesOf(user) });
  // The hook's callbacks, not mutate's: they run even when the lists read again replace the form.
  const saved = {
    invalidates: ADMIN_READS,
    onSuccess: () => {
      // One toast per user: a second save replaces the first instead of stacking a twin.
      toast.success(t(user ? 'adminDashboard.users.updated' : 'adminDashboard.users.created'), {
        id: `user-saved-${user?.id ?? 'new'}`,
      });
      onDone();
    },
    onError: (error: unknown) => {
      form.showServerErrors(error);
      toast.error(errorText(t, error, 'adminDashboard.users.saveFailed'));
    },
  };
  const create = useEndpointMutation(users.create, saved);
  const update = useEndpointMutation(users.update, saved);
  const busy = create.isPending || update.isPending;
  const role = form.watch('role');

  const submit = form.handleSubmit((body) => {
    if ('password' in body) create.mutate({ body });
    else if (user) update.mutate({ params: { id: user.id }, body });
  });

  return (
    <Card aria-labelledby="user-form-title">
      <h2 id="user-form-title">
        {t(user ? 'adminDashboard.users.editTitle' : 'adminDashboard.users.addTitle')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('adminDashboard.users.name')}
            {...form.field('name')}
            autoComplete="off"
          />
          <TextField
            label={t('adminDashboard.users.email')}
            type="email"
            {...form.field('email')}
            autoComplete="off"
          />
          <SelectField label={t('adminDashboard.users.role')} {...form.field('role')}>
            {DASHBOARD_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`adminDashboard.users.roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('adminDashboard.users.status')} {...form.field('status')}>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminDashboard.users.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          {user && role === 'supplier' && (
            <TextField
              label={t('adminDashboard.users.serviceRadius')}
              type="number"
              min={0}
              {...form.field('serviceRadius')}
            />
          )}
          {!user && (
            <TextField
              label={t('adminDashboard.users.password')}
              type="password"
              {...form.field('password')}
              autoComplete="new-password"
            />
          )}
        </div>
        <div className={styles.formActions}>
          <Button type="submit" disabled={busy}>
            {t('common.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
