import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@boatcare/shared-domain/core';
import type { AdminUserDetail } from '@boatcare/shared-domain/schemas/admin-people';
import {
  Card,
  PageHeader,
  QueryState,
  SelectField,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useLinks,
  usePageMeta,
  useEndpoint,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from '../../shared/admin.module.css';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import { ADMIN_READS } from '../../shared/admin-reads.ts';
import { userForm, valuesOf } from './form-values.ts';
import { CheckField } from '../admin-forms/CheckField.tsx';
import { FormActions } from '../admin-forms/FormActions.tsx';
import { PersonalDataCard } from './PersonalDataCard.tsx';

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
  const schema = useMemo(() => userForm(user.bidder !== null), [user]);
  const form = useSchemaForm(schema, { defaultValues: valuesOf(user) });
  // The hook's callbacks, not mutate's: the user read again after the save replaces this form.
  const save = useEndpointMutation(admin.updateUser, {
    invalidates: ADMIN_READS,
    onSuccess: () => {
      toast.success(t('adminUserDetail.saved'));
      void navigate(link('adminUsers'));
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast.error(errorText(t, error, 'adminUserDetail.saveFailed'));
    },
  });
  const submit = form.handleSubmit((body) => save.mutate({ params: { id: user.id }, body }));

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
            <TextField label={t('adminUserDetail.firstName')} {...form.field('first_name')} />
            <TextField label={t('adminUserDetail.lastName')} {...form.field('last_name')} />
            <TextField label={t('adminUserDetail.email')} value={user.email} readOnly />
            <TextField
              label={t('adminUserDetail.serviceRange')}
              type="number"
              min={0}
              {...form.field('service_range')}
            />
            <TextField label={t('adminUserDetail.profilePic')} {...form.field('profile_pic')} />
            <SelectField label={t('adminUserDetail.language')} {...form.field('language_code')}>
              <option value="en">English</option>
              <option value="da">Dansk</option>
            </SelectField>
            <SelectField label={t('adminUserDetail.currency')} {...form.field('currency_code')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('adminUserDetail.status')} {...form.field('status')}>
              <option value="active">{t('adminDashboard.users.statuses.active')}</option>
              <option value="inactive">{t('adminDashboard.users.statuses.inactive')}</option>
            </SelectField>
          </div>
          {user.user_type === 1 && (
            <fieldset className={styles.fieldset}>
              <legend>{t('adminUserDetail.customerBlock')}</legend>
              <div className={styles.grid}>
                <TextField
                  label={t('adminUserDetail.companyName')}
                  {...form.field('auctioneer.company_name')}
                />
                <TextField
                  label={t('adminUserDetail.contactNumber')}
                  {...form.field('auctioneer.contact_number')}
                />
                <TextField
                  label={t('adminUserDetail.address')}
                  {...form.field('auctioneer.address')}
                />
              </div>
            </fieldset>
          )}
          {user.user_type === 2 && (
            <fieldset className={styles.fieldset}>
              <legend>{t('adminUserDetail.providerBlock')}</legend>
              <div className={styles.grid}>
                <TextField
                  label={t('adminUserDetail.providerTitle')}
                  {...form.field('bidder.title')}
                />
                <TextField
                  label={t('adminUserDetail.contactNumber')}
                  {...form.field('bidder.contact_number')}
                />
                <TextField label={t('adminUserDetail.address')} {...form.field('bidder.address')} />
                <TextField
                  label={t('adminUserDetail.latitude')}
                  inputMode="decimal"
                  {...form.field('bidder.latitude')}
                />
                <TextField
                  label={t('adminUserDetail.longitude')}
                  inputMode="decimal"
                  {...form.field('bidder.longitude')}
                />
                <TextField
                  label={t('adminUserDetail.stripeCustomerId')}
                  {...form.field('bidder.stripeCustomerId')}
                />
              </div>
              <TextAreaField
                label={t('adminUserDetail.bio')}
                rows={4}
                {...form.field('bidder.bio_description')}
              />
              <CheckField
                className={styles.check}
                label={t('adminUserDetail.gateFeePaid')}
                {...form.register('gate_fee_paid')}
              />
            </fieldset>
          )}
          <FormActions busy={save.isPending} cancelTo="adminUsers" />
        </form>
      </Card>
      {/* Admins' own accounts are not deleted here (the server refuses it too). */}
      {user.user_type !== 0 && <PersonalDataCard userId={user.id} name={name} />}
    </>
  );
}
