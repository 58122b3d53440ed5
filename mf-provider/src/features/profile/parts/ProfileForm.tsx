import { lazy, Suspense, useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BidderProfile } from '@boatcare/shared-domain';
import {
  AddressPickerField,
  Button,
  Card,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useCurrentUser,
  useLinks,
} from '@boatcare/shared-ui';
import { useSaveProfile } from '../../onboarding/api.ts';
import {
  DEFAULT_CENTRE,
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
  profileForm,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../schema.ts';
import styles from '../ProfilePage.module.css';

// The map (Leaflet and the coastline data) loads only on this page.
const ServiceAreaMap = lazy(() => import('../map/ServiceAreaMap.tsx'));

/** `registered`: the radius typed at registration, kept until the profile has its own. */
const initialValues = (
  profile: BidderProfile | null,
  registered: number | undefined,
): ProfileFormInput => ({
  title: profile?.title ?? '',
  bio_description: profile?.bio_description ?? '',
  contact_number: profile?.contact_number ?? '',
  place: profile
    ? {
        address: profile.address,
        placeId: '',
        latitude: profile.latitude,
        longitude: profile.longitude,
      }
    : (undefined as unknown as ProfileFormInput['place']),
  service_range:
    [profile?.service_range, registered].find(
      (radius): radius is number => radius !== undefined && radius >= RADIUS_MIN,
    ) ?? RADIUS_DEFAULT,
});

/** The bidder profile: who you are, where you work and how far you travel. */
export function ProfileForm({ profile, paid }: { profile: BidderProfile | null; paid: boolean }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const save = useSaveProfile(profile !== null);
  const registered = useCurrentUser()?.service_range;
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileForm),
    defaultValues: initialValues(profile, registered),
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const place = useWatch({ control: form.control, name: 'place' });
  const radius = useWatch({ control: form.control, name: 'service_range' });
  const centre = place ?? DEFAULT_CENTRE;
  const moveCentre = useCallback(
    (point: { latitude: number; longitude: number }) => {
      const current = form.getValues('place');
      if (current) form.setValue('place', { ...current, ...point }, { shouldDirty: true });
    },
    [form],
  );

  // The promise, not mutate's callbacks: a first save swaps this form for the saved profile's
  // (the page re-renders with a profile), and callbacks of an unmounted form never run.
  const submit = (values: ProfileFormValues) =>
    save
      .mutateAsync({
        title: values.title,
        bio_description: values.bio_description,
        contact_number: values.contact_number,
        address: values.place.address,
        latitude: values.place.latitude,
        longitude: values.place.longitude,
        service_range: values.service_range,
      })
      .then(
        (result) => {
          toast.success(t('supplierProfile.saved'));
          const active = result.data.subscription_active || result.data.subscription_paid;
          void navigate(link(active ? 'supplierDashboard' : 'supplierSubscribe'));
        },
        (error: unknown) => toast.error(errorText(t, error, 'supplierProfile.saveFailed')),
      );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className={styles.form}>
      <Card className={styles.section} aria-labelledby="profile-details">
        <h2 id="profile-details">{t('supplierProfile.detailsTitle')}</h2>
        <TextField
          label={t('supplierProfile.title')}
          error={message(errors.title?.message)}
          autoComplete="organization"
          {...form.register('title')}
        />
        <TextAreaField
          label={t('supplierProfile.bio')}
          hint={t('supplierProfile.bioHint')}
          error={message(errors.bio_description?.message)}
          rows={5}
          {...form.register('bio_description')}
        />
        <TextField
          label={t('supplierProfile.contactNumber')}
          hint={t('supplierProfile.contactNumberHint')}
          error={message(errors.contact_number?.message)}
          type="tel"
          autoComplete="tel"
          {...form.register('contact_number')}
        />
        <AddressPickerField
          control={form.control}
          name="place"
          label={t('supplierProfile.address')}
          placeholder={t('supplierProfile.addressPlaceholder')}
          hint={t('supplierProfile.addressHint')}
        />
        <input type="hidden" name="latitude" value={place?.latitude ?? ''} readOnly />
        <input type="hidden" name="longitude" value={place?.longitude ?? ''} readOnly />
      </Card>

      <Card className={styles.section} aria-labelledby="profile-area">
        <h2 id="profile-area">{t('supplierProfile.areaTitle')}</h2>
        <p className={styles.muted}>{t('supplierProfile.areaHint')}</p>
        <div className={styles.slider}>
          <label htmlFor="service-range">{t('supplierProfile.radius')}</label>
          <input
            id="service-range"
            type="range"
            min={RADIUS_MIN}
            max={RADIUS_MAX}
            step={5}
            aria-valuetext={t('supplierProfile.radiusValue', { km: radius })}
            {...form.register('service_range', { valueAsNumber: true })}
          />
          <output htmlFor="service-range" data-testid="radius-value">
            {t('supplierProfile.radiusValue', { km: radius })}
          </output>
        </div>
        <Suspense fallback={<p role="status">{t('supplierProfile.mapLoading')}</p>}>
          <ServiceAreaMap
            latitude={centre.latitude}
            longitude={centre.longitude}
            radius={radius}
            onMove={moveCentre}
          />
        </Suspense>
        <p className={styles.muted}>
          {place ? t('supplierProfile.mapDrag') : t('supplierProfile.mapPickAddress')}
        </p>
      </Card>

      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t(paid ? 'supplierProfile.save' : 'supplierProfile.saveAndContinue')}
        </Button>
      </div>
    </form>
  );
}
