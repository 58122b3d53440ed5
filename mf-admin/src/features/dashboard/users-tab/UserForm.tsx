import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_ROLES,
  USER_STATUSES,
  dashboardUserCreate,
  dashboardUserUpdate,
  type DashboardUser,
} from '@boatcare/shared-domain';
import {
  Button,
  Card,
  SelectField,
  TextField,
  errorText,
  fieldFailures,
  toast,
  useEndpointMutation,
} from '@boatcare/shared-ui';
import styles from '../../../shared/admin.module.css';
import * as users from '@boatcare/shared-domain/endpoints/users';
import { ADMIN_READS } from '../../../shared/admin-reads.ts';

interface Values {
  name: string;
  email: string;
  role: (typeof DASHBOARD_ROLES)[number];
  status: (typeof USER_STATUSES)[number];
  serviceRadius: string;
  password: string;
}

const initial = (user: DashboardUser | null): Values => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  role: user?.role ?? 'customer',
  status: user?.status ?? 'active',
  serviceRadius: user?.serviceRadius == null ? '' : String(user.serviceRadius),
  password: '',
});

/** The inline create/edit form of the Users tab. Closes only when the server said yes. */
export function UserForm({ user, onDone }: { user: DashboardUser | null; onDone(): void }) {
  const { t } = useTranslation();
  const create = useEndpointMutation(users.create, { invalidates: ADMIN_READS });
  const update = useEndpointMutation(users.update, { invalidates: ADMIN_READS });
  const busy = create.isPending || update.isPending;
  const [values, setValues] = useState<Values>(() => initial(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const common = {
      name: values.name,
      email: values.email,
      role: values.role,
      status: values.status,
    };
    const parsed = user
      ? dashboardUserUpdate.safeParse({
          ...common,
          serviceRadius: values.serviceRadius === '' ? null : Number(values.serviceRadius),
        })
      : dashboardUserCreate.safeParse({ ...common, password: values.password });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)]),
        ),
      );
      return;
    }
    setErrors({});
    const saved = {
      onSuccess: () => {
        // One toast per user: a second save replaces the first instead of stacking a twin.
        toast.success(t(user ? 'adminDashboard.users.updated' : 'adminDashboard.users.created'), {
          id: `user-saved-${user?.id ?? 'new'}`,
        });
        onDone();
      },
      onError: (error: unknown) => {
        setErrors(
          Object.fromEntries(fieldFailures(error).map((f) => [f.path.split('.')[0], t(f.code)])),
        );
        toast.error(errorText(t, error, 'adminDashboard.users.saveFailed'));
      },
    };
    const body = parsed.data;
    if ('password' in body) create.mutate({ body }, saved);
    else if (user) update.mutate({ params: { id: user.id }, body }, saved);
  }

  return (
    <Card aria-labelledby="user-form-title">
      <h2 id="user-form-title">
        {t(user ? 'adminDashboard.users.editTitle' : 'adminDashboard.users.addTitle')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('adminDashboard.users.name')}
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            autoComplete="off"
          />
          <TextField
            label={t('adminDashboard.users.email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="off"
          />
          <SelectField
            label={t('adminDashboard.users.role')}
            value={values.role}
            onChange={set('role')}
          >
            {DASHBOARD_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`adminDashboard.users.roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('adminDashboard.users.status')}
            value={values.status}
            onChange={set('status')}
          >
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminDashboard.users.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          {user && values.role === 'supplier' && (
            <TextField
              label={t('adminDashboard.users.serviceRadius')}
              type="number"
              min={0}
              value={values.serviceRadius}
              onChange={set('serviceRadius')}
              error={errors.serviceRadius}
            />
          )}
          {!user && (
            <TextField
              label={t('adminDashboard.users.password')}
              type="password"
              value={values.password}
              onChange={set('password')}
              error={errors.password}
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
