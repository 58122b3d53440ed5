import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, adminUserUpdate, type AdminUserDetail } from '@boatcare/shared-domain';
import {
  Card,
  PageHeader,
  QueryState,
  SelectField,
  TextAreaField,
  TextField,
  errorText,
  fieldFailures,
  toast,
  useLinks,
  usePageMeta,
  useEndpoint,
  useEndpointMutation,
} from '@boatcare/shared-ui';
import styles from '../../shared/admin.module.css';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import { ADMIN_READS } from '../../shared/admin-reads.ts';
import { bodyOf, valuesOf, type UserFormValues } from './form-values.ts';
import { CheckField } from '../admin-forms/CheckField.tsx';
import { FormActions } from '../admin-forms/FormActions.tsx';

/** admin/users/{id}: every field of a customer or provider; email read-only. */
export default function UserDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageMeta(t('adminUserDetail.metaTitle'), t('adminUserDetail.metaDescription'));
  const user = useEndpoint(
    admin.user,
    { params: { id } },
    { select: (answer) => answer.data, meta: { errorKey: 'adminUserDetail.loadFailed' } },
  );
  return (
    <QueryState query={user} errorKey="adminUserDetail.loadFailed">
      {(data) => <UserForm key={data.id} user={data} />}
    </QueryState>
  );
}

function UserForm({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const save = useEndpointMutation(admin.updateUser, { invalidates: ADMIN_READS });
  const [values, setValues] = useState<UserFormValues>(() => valuesOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (key: keyof UserFormValues) => ({
    value: String(values[key]),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
    error: errors[key],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(values, user);
    const parsed = adminUserUpdate.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path.at(-1)), t(issue.message)]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(
      { params: { id: user.id }, body },
      {
        onSuccess: () => {
          toast.success(t('adminUserDetail.saved'));
          void navigate(link('adminUsers'));
        },
        onError: (error) => {
          setErrors(
            Object.fromEntries(
              fieldFailures(error).map((f) => [f.path.split('.').at(-1), t(f.code)]),
            ),
          );
          toast.error(errorText(t, error, 'adminUserDetail.saveFailed'));
        },
      },
    );
  }

  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <>
      <PageHeader
        title={t('adminUserDetail.title', { name })}
        subtitle={t(`adminUserDetail.types.${user.user_type}`)}
      />
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.grid}>
            <TextField label={t('adminUserDetail.firstName')} {...text('first_name')} />
            <TextField label={t('adminUserDetail.lastName')} {...text('last_name')} />
            <TextField label={t('adminUserDetail.email')} value={user.email} readOnly />
            <TextField
              label={t('adminUserDetail.serviceRange')}
              type="number"
              min={0}
              {...text('service_range')}
            />
            <TextField label={t('adminUserDetail.profilePic')} {...text('profile_pic')} />
            <SelectField label={t('adminUserDetail.language')} {...text('language_code')}>
              <option value="en">English</option>
              <option value="da">Dansk</option>
            </SelectField>
            <SelectField label={t('adminUserDetail.currency')} {...text('currency_code')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('adminUserDetail.status')} {...text('status')}>
              <option value="active">{t('adminDashboard.users.statuses.active')}</option>
              <option value="inactive">{t('adminDashboard.users.statuses.inactive')}</option>
            </SelectField>
          </div>
          {user.user_type === 1 && (
            <fieldset className={styles.fieldset}>
              <legend>{t('adminUserDetail.customerBlock')}</legend>
              <div className={styles.grid}>
                <TextField label={t('adminUserDetail.companyName')} {...text('company_name')} />
                <TextField
                  label={t('adminUserDetail.contactNumber')}
                  {...text('customer_contact')}
                />
                <TextField label={t('adminUserDetail.address')} {...text('customer_address')} />
              </div>
            </fieldset>
          )}
          {user.user_type === 2 && (
            <fieldset className={styles.fieldset}>
              <legend>{t('adminUserDetail.providerBlock')}</legend>
              <div className={styles.grid}>
                <TextField label={t('adminUserDetail.providerTitle')} {...text('title')} />
                <TextField
                  label={t('adminUserDetail.contactNumber')}
                  {...text('provider_contact')}
                />
                <TextField label={t('adminUserDetail.address')} {...text('provider_address')} />
                <TextField
                  label={t('adminUserDetail.latitude')}
                  inputMode="decimal"
                  {...text('latitude')}
                />
                <TextField
                  label={t('adminUserDetail.longitude')}
                  inputMode="decimal"
                  {...text('longitude')}
                />
                <TextField
                  label={t('adminUserDetail.stripeCustomerId')}
                  {...text('stripeCustomerId')}
                />
              </div>
              <TextAreaField
                label={t('adminUserDetail.bio')}
                rows={4}
                {...text('bio_description')}
              />
              <CheckField
                className={styles.check}
                label={t('adminUserDetail.gateFeePaid')}
                checked={values.gate_fee_paid}
                onChange={(event) =>
                  setValues((current) => ({ ...current, gate_fee_paid: event.target.checked }))
                }
              />
            </fieldset>
          )}
          <FormActions busy={save.isPending} cancelTo="adminUsers" />
        </form>
      </Card>
    </>
  );
}
