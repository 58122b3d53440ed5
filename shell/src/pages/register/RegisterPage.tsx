import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { loginPath, pathTo, returnPathAfterLogin, UserType } from '@boatcare/shared-domain/core';
import {
  registerBody,
  SERVICE_RADIUS_MAX,
  SERVICE_RADIUS_MIN,
} from '@boatcare/shared-domain/schemas/auth';
import {
  Button,
  currencyStore,
  errorText,
  sessionStore,
  statusOf,
  TextField,
  toast,
  useCurrency,
  useLanguage,
  useEndpointMutation,
  useLinks,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { AuthCard, AuthLinks, FormStack } from '../../components/AuthCard.tsx';
import { AccountTypeField, type AccountType } from './AccountTypeField.tsx';
import styles from './RegisterPage.module.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

export default function RegisterPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const lng = useLanguage();
  const currency = useCurrency();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // `?as=provider` ("Become a provider") starts on the provider's account type; `?from=` is the
  // page that sent the visitor here (the home page's call to action: the request wizard).
  const asProvider = params.get('as') === 'provider';
  const from = params.get('from');
  usePageMeta(t('register.metaTitle'), t('register.metaDescription'));
  const form = useSchemaForm(registerBody, {
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      role: asProvider ? 'supplier' : 'customer',
      user_type: asProvider ? UserType.Provider : UserType.Customer,
      service_range: '',
    },
  });
  const role = form.watch('role');
  const register = useEndpointMutation(auth.register, {
    onSuccess(session) {
      sessionStore.getState().signIn(session);
      currencyStore.getState().setCurrency(session.user.currency_code);
      toast.dismiss();
      toast.success(t('register.success'));
      // A new owner goes on to what they came for (the page that sent them, else the request
      // wizard); a new provider to their first step.
      const provider = session.user.user_type === UserType.Provider;
      const back = provider ? null : returnPathAfterLogin(from, lng);
      void navigate(back ?? pathTo(lng, provider ? 'supplierSubscribe' : 'createRequest'), {
        replace: true,
      });
    },
    onError: (error) => {
      // A taken address is the email field's error, with focus there.
      const taken = statusOf(error) === 409 ? 'email' : undefined;
      if (!form.showServerErrors(error, taken)) toast.error(errorText(t, error, 'register.failed'));
    },
  });
  const submit = form.handleSubmit((body) =>
    register.mutate({
      body: {
        ...body,
        service_range: body.role === 'supplier' ? body.service_range : 0,
        language_code: lng === 'da' ? 'da' : 'en',
        currency_code: currency,
      },
    }),
  );

  function chooseType(type: AccountType) {
    form.setValue('role', type);
    form.setValue('user_type', type === 'supplier' ? UserType.Provider : UserType.Customer);
    if (type === 'customer') form.clearErrors('service_range');
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form noValidate onSubmit={submit}>
        <FormStack>
          <div className={styles.names}>
            <TextField
              label={t('register.firstName')}
              autoComplete="given-name"
              {...form.field('first_name')}
            />
            <TextField
              label={t('register.lastName')}
              autoComplete="family-name"
              {...form.field('last_name')}
            />
          </div>
          <TextField
            label={t('register.email')}
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <TextField
            label={t('register.password')}
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            {...form.field('password')}
          />
          <AccountTypeField value={role} onChange={chooseType} />
          {role === 'supplier' && (
            <TextField
              label={t('register.serviceRadius')}
              type="number"
              inputMode="numeric"
              min={SERVICE_RADIUS_MIN}
              max={SERVICE_RADIUS_MAX}
              hint={t('register.serviceRadiusHint')}
              {...form.field('service_range')}
            />
          )}
          <p className={styles.terms}>
            <Trans
              i18nKey="register.termsNote"
              components={{
                terms: <Link to={link('terms')} />,
                privacy: <Link to={link('privacy')} />,
              }}
            />
          </p>
          <Button type="submit" loading={register.isPending} block>
            {t('register.submit')}
          </Button>
        </FormStack>
      </form>
      <AuthLinks>
        <Link to={loginPath(lng, from ?? undefined)}>{t('register.haveAccount')}</Link>
        <Link to={link('clubRegister')}>{t('register.clubLink')}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
