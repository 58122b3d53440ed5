import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@boatcare/shared-domain/core';
import { clubRegisterBody } from '@boatcare/shared-domain/schemas/club';
import { placeChoice } from '@boatcare/shared-domain/schemas/job-post';
import {
  AddressPickerField,
  Button,
  errorText,
  TextAreaField,
  TextField,
  toast,
  useLanguage,
  useEndpointMutation,
  useLinks,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { AuthCard, AuthLinks, FormStack } from '../../components/AuthCard.tsx';
import styles from './ClubRegisterPage.module.css';
import * as club from '@boatcare/shared-domain/endpoints/club';

/** The form's own shape: the location is a place picked from the list (so it has coordinates). */
const clubRegisterForm = clubRegisterBody
  .omit({ location: true, latitude: true, longitude: true })
  .extend({ place: placeChoice });

/** Empty fields; no place until one is picked. */
const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  name: '',
  place: undefined,
  description: '',
  ownerContact: '',
  user_type: 3,
} as const;

/** club/register: the club's account (user_type 3) and its profile; then sign in. */
export default function ClubRegisterPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const lng = useLanguage();
  const navigate = useNavigate();
  usePageMeta(t('clubRegister.metaTitle'), t('clubRegister.metaDescription'));
  const form = useSchemaForm(clubRegisterForm, {
    defaultValues: EMPTY,
    serverPaths: { location: 'place', latitude: 'place', longitude: 'place' },
  });
  const register = useEndpointMutation(club.register, {
    onSuccess() {
      toast.success(t('club.registered'));
      void navigate(pathTo(lng, 'login'));
    },
    onError: (error) => {
      if (!form.showServerErrors(error)) toast.error(errorText(t, error, 'clubRegister.failed'));
    },
  });
  const submit = form.handleSubmit(({ place, ...rest }) =>
    register.mutate({
      body: {
        ...rest,
        location: place.address,
        latitude: place.latitude,
        longitude: place.longitude,
      },
    }),
  );
  return (
    <AuthCard title={t('clubRegister.title')} subtitle={t('clubRegister.subtitle')} wide>
      <form noValidate onSubmit={submit}>
        <FormStack>
          <fieldset className={styles.group}>
            <legend>{t('clubRegister.yourDetails')}</legend>
            <div className={styles.pair}>
              <TextField
                label={t('clubRegister.firstName')}
                autoComplete="given-name"
                {...form.field('first_name')}
              />
              <TextField
                label={t('clubRegister.lastName')}
                autoComplete="family-name"
                {...form.field('last_name')}
              />
            </div>
            <TextField
              label={t('clubRegister.email')}
              type="email"
              autoComplete="email"
              hint={t('clubRegister.emailHint')}
              {...form.field('email')}
            />
            <TextField
              label={t('clubRegister.password')}
              type="password"
              autoComplete="new-password"
              hint={t('clubRegister.passwordHint')}
              {...form.field('password')}
            />
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('clubRegister.clubDetails')}</legend>
            <TextField
              label={t('clubRegister.clubName')}
              autoComplete="organization"
              {...form.field('name')}
            />
            <AddressPickerField
              control={form.control}
              name="place"
              label={t('clubRegister.location')}
              hint={t('clubRegister.locationHint')}
            />
            <TextAreaField
              label={t('clubRegister.description')}
              rows={4}
              hint={t('clubRegister.descriptionHint')}
              {...form.field('description')}
            />
            <TextField
              label={t('clubRegister.contactEmail')}
              type="email"
              autoComplete="email"
              hint={t('clubRegister.contactEmailHint')}
              {...form.field('ownerContact')}
            />
          </fieldset>
          <Button type="submit" loading={register.isPending} block>
            {t('clubRegister.submit')}
          </Button>
        </FormStack>
      </form>
      <AuthLinks>
        <Link to={link('login')}>{t('clubRegister.haveAccount')}</Link>
        <Link to={link('register')}>{t('clubRegister.personalAccount')}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
