import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, LANGUAGES, UserType, pathTo } from '@boatcare/shared-domain/core';
import { settingsBody, type Settings } from '@boatcare/shared-domain/schemas/auth';
import * as auth from '@boatcare/shared-domain/endpoints/auth';
import {
  AvatarPicker,
  Button,
  currencyStore,
  endpointKey,
  errorText,
  ErrorState,
  PageLoader,
  SelectField,
  sessionStore,
  toast,
  ToLogin,
  useCurrentUser,
  useEndpointMutation,
  useLanguage,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { AuthCard, FormStack } from '../../components/AuthCard.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';
import { PersonalDataSection } from './PersonalDataSection.tsx';
import { useSettingsQuery } from './useSettings.ts';

function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const form = useSchemaForm(settingsBody, { defaultValues: initial });
  // `reset` is stable (the form object is new on every render).
  const { reset } = form;
  useEffect(() => reset(initial), [initial, reset]);
  // PUT /auth/settings; the choice applies at once: the session, the currency of every price,
  // the path's language.
  const save = useEndpointMutation(auth.saveSettings, {
    onSuccess({ data: saved }) {
      client.setQueryData(endpointKey(auth.settings, {}), { data: saved });
      toast.success(t('settings.saved'));
      sessionStore.getState().updateUser(saved);
      currencyStore.getState().setCurrency(saved.currency_code);
      const route = matchPath('/:lng/supplier/settings', pathname)
        ? 'supplierSettings'
        : 'settings';
      void navigate(pathTo(saved.language_code, route), { replace: true });
    },
    // The server's field reasons on the fields, else its message, else the spec's text.
    onError: (error) => {
      if (!form.showServerErrors(error)) toast.error(errorText(t, error, 'settings.updateFailed'));
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => save.mutate({ body }))}>
      <FormStack>
        <SelectField label={t('settings.language')} {...form.field('language_code')}>
          <option value="">{t('settings.choose')}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`settings.languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('settings.currency')} {...form.field('currency_code')}>
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
      {user.user_type === UserType.Customer && (
        <AvatarPicker name={`${user.first_name} ${user.last_name}`} side="owner" />
      )}
      <NotificationSettings userType={user.user_type} />
      {/* Admins' accounts are staff accounts, removed by another admin. */}
      {user.user_type !== UserType.Admin && <PersonalDataSection />}
    </AuthCard>
  );
}
