import { lazy, Suspense, useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SERVICE_RADIUS_MAX, SERVICE_RADIUS_MIN } from '@boatcare/shared-domain/schemas/auth';
import type { BidderProfile } from '@boatcare/shared-domain/schemas/bidder';
import { DEFAULT_RADIUS_KM } from '@boatcare/shared-domain/schemas/nearby';
import { PROVIDER_STEP_SCREENS, UserType, providerGateStep } from '@boatcare/shared-domain/core';
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
  useSchemaForm,
} from '@boatcare/shared-ui';
import { useSaveProfile } from '../../onboarding/provider-flags.ts';
import { DEFAULT_CENTRE, profileForm } from '../schema.ts';
import styles from '../ProfilePage.module.css';

// The map (Leaflet and the coastline data) loads only on this page.
const ServiceAreaMap = lazy(() => import('../map/ServiceAreaMap.tsx'));

type ProfileFormValues = z.output<typeof profileForm>;

/**
 * The saved profile, or empty fields (no place yet); the radius is the profile's, else the one
 * typed at registration (`registered`), else the default.
 */
const initialValues = (profile: BidderProfile | null, registered: number | undefined) => ({
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
    : undefined,
  service_range:
    [profile?.service_range, registered].find(
      (radius): radius is number => radius !== undefined && radius >= SERVICE_RADIUS_MIN,
    ) ?? DEFAULT_RADIUS_KM,
});

/** The bidder profile: who you are, where you work and how far you travel. */
export function ProfileForm({ profile, paid }: { profile: BidderProfile | null; paid: boolean }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const save = useSaveProfile(profile !== null);
  const registered = useCurrentUser()?.service_range;
  const form = useSchemaForm(profileForm, {
    defaultValues: initialValues(profile, registered),
    serverPaths: { address: 'place', latitude: 'place', longitude: 'place' },
  });
  const place = useWatch({ control: form.control, name: 'place' });
  const radius = useWatch({ control: form.control, name: 'service_range' });
  const centre = place ?? DEFAULT_CENTRE;
  const { getValues, setValue } = form;
  const moveCentre = useCallback(
    (point: { latitude: number; longitude: number }) => {
      const current = getValues('place');
      if (current) setValue('place', { ...current, ...point }, { shouldDirty: true });
    },
    [getValues, setValue],
  );

  // The promise, not mutate's callbacks: a first save swaps this form for the saved profile's
  // (the page re-renders with a profile), and callbacks of an unmounted form never run.
  const submit = (values: ProfileFormValues) =>
    save
      .mutateAsync({
        body: {
          title: values.title,
          bio_description: values.bio_description,
          contact_number: values.contact_number,
          address: values.place.address,
          latitude: values.place.latitude,
          longitude: values.place.longitude,
          service_range: values.service_range,
        },
      })
      .then(
        (result) => {
          toast.success(t('supplierProfile.saved'));
          // On to the checklist's next step (the gate fee, the subscription), else the dashboard.
          const step = providerGateStep({ ...result.data, user_type: UserType.Provider });
          void navigate(link(step ? PROVIDER_STEP_SCREENS[step] : 'supplierDashboard'));
        },
        (error: unknown) => {
          if (!form.showServerErrors(error))
            toast.error(errorText(t, error, 'supplierProfile.saveFailed'));
        },
      );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className={styles.form}>
      <Card className={styles.section} aria-labelledby="profile-details">
        <h2 id="profile-details">{t('supplierProfile.detailsTitle')}</h2>
        <TextField
          label={t('supplierProfile.title')}
          autoComplete="organization"
          {...form.field('title')}
        />
        <TextAreaField
          label={t('supplierProfile.bio')}
          hint={t('supplierProfile.bioHint')}
          rows={5}
          {...form.field('bio_description')}
        />
        <TextField
          label={t('supplierProfile.contactNumber')}
          hint={t('supplierProfile.contactNumberHint')}
          type="tel"
          autoComplete="tel"
          {...form.field('contact_number')}
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
            min={SERVICE_RADIUS_MIN}
            max={SERVICE_RADIUS_MAX}
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
