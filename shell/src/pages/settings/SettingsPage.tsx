import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  LANGUAGES,
  pathTo,
  settingsBody,
  type Settings,
} from '@boatcare/shared-domain';
import {
  Button,
  currencyStore,
  ErrorState,
  PageLoader,
  SelectField,
  sessionStore,
  ToLogin,
  useCurrentUser,
  useLanguage,
  usePageMeta,
} from '@boatcare/shared-ui';
import { AuthCard, FormStack } from '../../components/AuthCard.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';
import { useSaveSettings, useSettingsQuery } from './useSettings.ts';

function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<Settings>({ resolver: zodResolver(settingsBody), defaultValues: initial });
  useEffect(() => form.reset(initial), [initial, form]);
  // The choice applies at once: the session, the currency of every price, the path's language.
  const save = useSaveSettings((saved) => {
    sessionStore.getState().updateUser(saved);
    currencyStore.getState().setCurrency(saved.currency_code);
    const route = matchPath('/:lng/supplier/settings', pathname) ? 'supplierSettings' : 'settings';
    void navigate(pathTo(saved.language_code, route), { replace: true });
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <FormStack>
        <SelectField
          label={t('settings.language')}
          error={message(errors.language_code?.message)}
          {...form.register('language_code')}
        >
          <option value="">{t('settings.choose')}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`settings.languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('settings.currency')}
          error={message(errors.currency_code?.message)}
          {...form.register('currency_code')}
        >
          <option value="">{t('settings.choose')}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {t(`settings.currencies.${currency}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={save.isPending} block>
          {t('settings.save')}
        </Button>
      </FormStack>
    </form>
  );
}

/** settings and supplier/settings: language and currency, for any signed-in user. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const lng = useLanguage();
  usePageMeta(t('settings.metaTitle'), t('settings.metaDescription'));
  const settings = useSettingsQuery(user !== null);
  if (!user) return <ToLogin />;
  return (
    <AuthCard title={t('settings.title')} subtitle={t('settings.subtitle')}>
      {settings.data ? (
        <SettingsForm key={lng} initial={settings.data.data} />
      ) : settings.isLoading ? (
        <PageLoader />
      ) : (
        <ErrorState title={t('settings.fetchFailed')} onRetry={() => void settings.refetch()} />
      )}
      <NotificationSettings userType={user.user_type} />
    </AuthCard>
  );
}
