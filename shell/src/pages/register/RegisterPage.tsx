import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { pathTo, registerBody, UserType } from '@boatcare/shared-domain';
import {
  api,
  Button,
  currencyStore,
  errorText,
  sessionStore,
  TextField,
  toast,
  useCurrency,
  useLanguage,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import { AuthCard, AuthLinks, FormStack } from '../../components/AuthCard.tsx';
import { AccountTypeField, type AccountType } from './AccountTypeField.tsx';
import styles from './RegisterPage.module.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

type RegisterInput = z.input<typeof registerBody>;
type RegisterOutput = z.output<typeof registerBody>;

export default function RegisterPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const lng = useLanguage();
  const currency = useCurrency();
  const navigate = useNavigate();
  usePageMeta(t('register.metaTitle'), t('register.metaDescription'));
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerBody),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      role: 'customer',
      user_type: UserType.Customer,
      service_range: '',
    },
  });
  const role = form.watch('role');
  const register = useMutation({
    mutationFn: (body: RegisterOutput) =>
      api.call(auth.register, {
        body: {
          ...body,
          service_range: body.role === 'supplier' ? body.service_range : 0,
          language_code: lng === 'da' ? 'da' : 'en',
          currency_code: currency,
        },
      }),
    onSuccess(session) {
      sessionStore.getState().signIn(session);
      currencyStore.getState().setCurrency(session.user.currency_code);
      toast.success(t('register.success'));
      const landing =
        session.user.user_type === UserType.Provider ? 'supplierSubscribe' : 'dashboard';
      void navigate(pathTo(lng, landing), { replace: true });
    },
    onError: (error) => toast.error(errorText(t, error, 'register.failed')),
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  function chooseType(type: AccountType) {
    form.setValue('role', type);
    form.setValue('user_type', type === 'supplier' ? UserType.Provider : UserType.Customer);
    if (type === 'customer') form.clearErrors('service_range');
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((body) => register.mutate(body))}>
        <FormStack>
          <div className={styles.names}>
            <TextField
              label={t('register.firstName')}
              autoComplete="given-name"
              error={message(errors.first_name?.message)}
              {...form.register('first_name')}
            />
            <TextField
              label={t('register.lastName')}
              autoComplete="family-name"
              error={message(errors.last_name?.message)}
              {...form.register('last_name')}
            />
          </div>
          <TextField
            label={t('register.email')}
            type="email"
            autoComplete="email"
            error={message(errors.email?.message)}
            {...form.register('email')}
          />
          <TextField
            label={t('register.password')}
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            error={message(errors.password?.message)}
            {...form.register('password')}
          />
          <AccountTypeField value={role} onChange={chooseType} />
          {role === 'supplier' && (
            <TextField
              label={t('register.serviceRadius')}
              type="number"
              inputMode="numeric"
              min={1}
              max={200}
              hint={t('register.serviceRadiusHint')}
              error={message(errors.service_range?.message)}
              {...form.register('service_range')}
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
        <Link to={link('login')}>{t('register.haveAccount')}</Link>
        <Link to={link('clubRegister')}>{t('register.clubLink')}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
