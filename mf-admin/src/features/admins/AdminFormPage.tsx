import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AdminUserDetail } from '@boatcare/shared-domain';
import {
  Card,
  PageHeader,
  QueryState,
  TextField,
  api,
  errorText,
  fieldFailures,
  toast,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import styles from '../../shared/admin.module.css';
import { adminFormSchema, type AdminFormValues } from './admin-form.ts';
import { useSaveAdmin } from './api.ts';
import * as adminApi from '@boatcare/shared-domain/endpoints/admin';
import { CheckField } from '../admin-forms/CheckField.tsx';
import { FormActions } from '../admin-forms/FormActions.tsx';

/** admin/adminUserDetail (new) and admin/adminUserDetail/{id} (edit, Change Password). */
export default function AdminFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageMeta(t('adminAdmins.formMetaTitle'), t('adminAdmins.metaDescription'));
  const admin = useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api.call(adminApi.user, { params: { id: id ?? '' } }).then((r) => r.data),
    enabled: Boolean(id),
    meta: { errorKey: 'adminAdmins.loadFailed' },
  });
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
  const save = useSaveAdmin();
  const [values, setValues] = useState<AdminFormValues>({
    first_name: admin?.first_name ?? '',
    last_name: admin?.last_name ?? '',
    email: admin?.email ?? '',
    withPassword: admin === null,
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: 'first_name' | 'last_name' | 'email' | 'password' | 'confirm') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
    error: errors[key],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])),
      );
      return;
    }
    setErrors({});
    const { first_name, last_name, email, password, withPassword } = parsed.data;
    const input = admin
      ? {
          id: admin.id,
          body: { first_name, last_name, ...(withPassword ? { password } : {}) },
        }
      : { id: null, body: { first_name, last_name, email, password } };
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t(admin ? 'adminAdmins.updated' : 'adminAdmins.created'));
        void navigate(link('adminAdminUsers'));
      },
      onError: (error) => {
        setErrors(Object.fromEntries(fieldFailures(error).map((f) => [f.path, t(f.code)])));
        toast.error(errorText(t, error, 'adminAdmins.saveFailed'));
      },
    });
  }

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
              {...field('first_name')}
            />
            <TextField
              label={t('adminAdmins.lastName')}
              autoComplete="off"
              {...field('last_name')}
            />
            <TextField
              label={t('adminAdmins.email')}
              type="email"
              autoComplete="off"
              readOnly={admin !== null}
              {...field('email')}
            />
          </div>
          {admin && (
            <CheckField
              className={styles.check}
              label={t('adminAdmins.changePassword')}
              checked={values.withPassword}
              onChange={(withPassword) => setValues((current) => ({ ...current, withPassword }))}
            />
          )}
          {values.withPassword && (
            <div className={styles.grid}>
              <TextField
                label={t('adminAdmins.password')}
                type="password"
                autoComplete="new-password"
                {...field('password')}
              />
              <TextField
                label={t('adminAdmins.confirm')}
                type="password"
                autoComplete="new-password"
                {...field('confirm')}
              />
            </div>
          )}
          <FormActions busy={save.isPending} cancelTo="adminAdminUsers" />
        </form>
      </Card>
    </>
  );
}
