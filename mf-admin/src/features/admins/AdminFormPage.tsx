import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as adminApi from '@boatcare/shared-domain/endpoints/admin';
import type { AdminUserDetail } from '@boatcare/shared-domain/schemas/admin-people';
import {
  Card,
  PageHeader,
  QueryState,
  TextField,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useLinks,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from '../../shared/admin.module.css';
import { ADMIN_READS } from '../../shared/admin-reads.ts';
import { adminForm } from './admin-form.ts';
import { CheckField } from '../admin-forms/CheckField.tsx';
import { FormActions } from '../admin-forms/FormActions.tsx';

/** admin/adminUserDetail (new) and admin/adminUserDetail/{id} (edit, Change Password). */
export default function AdminFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageMeta(t('adminAdmins.formMetaTitle'), t('adminAdmins.metaDescription'));
  const admin = useEndpoint(
    adminApi.user,
    { params: { id: id ?? '' } },
    {
      select: (answer) => answer.data,
      enabled: Boolean(id),
      meta: { errorKey: 'adminAdmins.loadFailed' },
    },
  );
  if (!id) return <AdminForm admin={null} />;
  return (
    <QueryState query={admin} errorKey="adminAdmins.loadFailed">
      {(data) => <AdminForm key={data.id} admin={data} />}
    </QueryState>
  );
}

function AdminForm({ admin }: { admin: AdminUserDetail | null }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const form = useSchemaForm(adminForm, {
    defaultValues: {
      first_name: admin?.first_name ?? '',
      last_name: admin?.last_name ?? '',
      email: admin?.email ?? '',
      withPassword: admin === null,
      password: '',
      confirm: '',
    },
  });
  // The hooks' callbacks, not mutate's: they run even if the reads again replace the form.
  const saved = {
    invalidates: ADMIN_READS,
    onSuccess: () => {
      toast.success(t(admin ? 'adminAdmins.updated' : 'adminAdmins.created'));
      void navigate(link('adminAdminUsers'));
    },
    onError: (error: unknown) => {
      form.showServerErrors(error);
      toast.error(errorText(t, error, 'adminAdmins.saveFailed'));
    },
  };
  const create = useEndpointMutation(adminApi.createAdmin, saved);
  const update = useEndpointMutation(adminApi.updateUser, saved);
  const withPassword = form.watch('withPassword');

  const submit = form.handleSubmit(({ first_name, last_name, email, password, withPassword }) => {
    if (admin)
      update.mutate({
        params: { id: admin.id },
        body: { first_name, last_name, ...(withPassword ? { password } : {}) },
      });
    else create.mutate({ body: { first_name, last_name, email, password } });
  });

  return (
    <>
      <PageHeader
        title={t(admin ? 'adminAdmins.editTitle' : 'adminAdmins.addTitle')}
        subtitle={t('adminAdmins.passwordRule')}
      />
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.grid}>
            <TextField
              label={t('adminAdmins.firstName')}
              autoComplete="off"
              {...form.field('first_name')}
            />
            <TextField
              label={t('adminAdmins.lastName')}
              autoComplete="off"
              {...form.field('last_name')}
            />
            <TextField
              label={t('adminAdmins.email')}
              type="email"
              autoComplete="off"
              readOnly={admin !== null}
              {...form.field('email')}
            />
          </div>
          {admin && (
            <CheckField
              className={styles.check}
              label={t('adminAdmins.changePassword')}
              {...form.register('withPassword')}
            />
          )}
          {withPassword && (
            <div className={styles.grid}>
              <TextField
                label={t('adminAdmins.password')}
                type="password"
                autoComplete="new-password"
                {...form.field('password')}
              />
              <TextField
                label={t('adminAdmins.confirm')}
                type="password"
                autoComplete="new-password"
                {...form.field('confirm')}
              />
            </div>
          )}
          <FormActions busy={create.isPending || update.isPending} cancelTo="adminAdminUsers" />
        </form>
      </Card>
    </>
  );
}
