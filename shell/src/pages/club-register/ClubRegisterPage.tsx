import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { clubRegisterBody, pathTo, placeChoice } from '@boatcare/shared-domain';
import {
  AddressPickerField,
  api,
  Button,
  errorText,
  TextAreaField,
  TextField,
  toast,
  useLanguage,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import { AuthCard, AuthLinks, FormStack } from '../../components/AuthCard.tsx';
import styles from './ClubRegisterPage.module.css';
import * as club from '@boatcare/shared-domain/endpoints/club';

/** The form's own shape: the location is a place picked from the list (so it has coordinates). */
const clubRegisterForm = clubRegisterBody
  .omit({ location: true, latitude: true, longitude: true })
  .extend({ place: placeChoice });
type ClubInput = z.input<typeof clubRegisterForm>;
type ClubOutput = z.output<typeof clubRegisterForm>;

const EMPTY: ClubInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  name: '',
  place: undefined as unknown as ClubInput['place'],
  description: '',
  ownerContact: '',
  user_type: 3,
};

/** club/register: the club's account (user_type 3) and its profile; then sign in. */
export default function ClubRegisterPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const lng = useLanguage();
  const navigate = useNavigate();
  usePageMeta(t('clubRegister.metaTitle'), t('clubRegister.metaDescription'));
  const form = useForm<ClubInput, unknown, ClubOutput>({
    resolver: zodResolver(clubRegisterForm),
    defaultValues: EMPTY,
  });
  const register = useMutation({
    mutationFn: ({ place, ...rest }: ClubOutput) =>
      api.call(club.register, {
        body: {
          ...rest,
          location: place.address,
          latitude: place.latitude,
          longitude: place.longitude,
        },
      }),
    onSuccess() {
      toast.success(t('club.registered'));
      void navigate(pathTo(lng, 'login'));
    },
    onError: (error) => toast.error(errorText(t, error, 'clubRegister.failed')),
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <AuthCard title={t('clubRegister.title')} subtitle={t('clubRegister.subtitle')} wide>
      <form noValidate onSubmit={form.handleSubmit((body) => register.mutate(body))}>
        <FormStack>
          <fieldset className={styles.group}>
            <legend>{t('clubRegister.yourDetails')}</legend>
            <div className={styles.pair}>
              <TextField
                label={t('clubRegister.firstName')}
                autoComplete="given-name"
                error={message(errors.first_name?.message)}
                {...form.register('first_name')}
              />
              <TextField
                label={t('clubRegister.lastName')}
                autoComplete="family-name"
                error={message(errors.last_name?.message)}
                {...form.register('last_name')}
              />
            </div>
            <TextField
              label={t('clubRegister.email')}
              type="email"
              autoComplete="email"
              hint={t('clubRegister.emailHint')}
              error={message(errors.email?.message)}
              {...form.register('email')}
            />
            <TextField
              label={t('clubRegister.password')}
              type="password"
              autoComplete="new-password"
              hint={t('clubRegister.passwordHint')}
              error={message(errors.password?.message)}
              {...form.register('password')}
            />
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('clubRegister.clubDetails')}</legend>
            <TextField
              label={t('clubRegister.clubName')}
              autoComplete="organization"
              error={message(errors.name?.message)}
              {...form.register('name')}
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
              error={message(errors.description?.message)}
              {...form.register('description')}
            />
            <TextField
              label={t('clubRegister.contactEmail')}
              type="email"
              autoComplete="email"
              hint={t('clubRegister.contactEmailHint')}
              error={message(errors.ownerContact?.message)}
              {...form.register('ownerContact')}
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
