import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { monthName } from '@boatcare/shared-domain/clubs';
import { clubProfileUpdate, type ClubProfile } from '@boatcare/shared-domain/schemas/club';
import { placeChoice, type PlaceChoice } from '@boatcare/shared-domain/schemas/job-post';
import {
  AddressPickerField,
  Button,
  Card,
  SelectField,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useLinks,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { useUpdateClubProfile } from './profile-saves.ts';
import { LogoPicker } from './LogoPicker.tsx';
import styles from './ProfilePage.module.css';

/** The form's own shape: the location is a place picked from the list (so it has coordinates). */
const profileForm = clubProfileUpdate
  .pick({ name: true, description: true, seasonStartMonth: true })
  .extend({ place: placeChoice });
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/** The server's names for the picked place's parts all land on the picker. */
const PLACE_PATHS = { location: 'place', latitude: 'place', longitude: 'place' } as const;

/** The saved harbour, when the club has coordinates; otherwise none, and one must be picked. */
const savedPlace = (club: ClubProfile): PlaceChoice | undefined =>
  club.latitude !== null && club.longitude !== null
    ? {
        address: club.location,
        placeId: 'saved',
        latitude: club.latitude,
        longitude: club.longitude,
      }
    : undefined;

/**
 * Edits the club's name, harbour, season start month, description and logo; saved, it goes to
 * the dashboard.
 */
export function ProfileForm({ club }: { club: ClubProfile }) {
  const { t, i18n } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const save = useUpdateClubProfile();
  const form = useSchemaForm(profileForm, {
    defaultValues: {
      name: club.name,
      description: club.description,
      place: savedPlace(club),
      seasonStartMonth: club.seasonStartMonth,
    },
    serverPaths: PLACE_PATHS,
  });

  const submit = form.handleSubmit(({ place: picked, ...rest }) =>
    save.mutate(
      {
        body: {
          ...rest,
          location: picked.address,
          latitude: picked.latitude,
          longitude: picked.longitude,
        },
      },
      {
        onSuccess() {
          toast.success(t('club.updated'));
          void navigate(link('clubDashboard'));
        },
        onError(error) {
          toast.error(errorText(t, error, 'clubProfile.updateFailed'));
          form.showServerErrors(error);
        },
      },
    ),
  );

  return (
    <Card aria-labelledby="edit-club">
      <h2 id="edit-club" className={styles.formTitle}>
        {t('clubProfile.editTitle')}
      </h2>
      <form noValidate onSubmit={submit} className={styles.form}>
        <TextField
          label={t('clubProfile.name')}
          autoComplete="organization"
          required
          {...form.field('name')}
        />
        <div>
          <AddressPickerField
            control={form.control}
            name="place"
            label={t('clubProfile.harbour')}
            hint={t('clubProfile.harbourHint')}
          />
        </div>
        <div className={styles.wide}>
          <TextAreaField
            label={t('clubProfile.description')}
            rows={5}
            hint={t('clubProfile.descriptionHint')}
            {...form.field('description')}
          />
        </div>
        <SelectField
          label={t('clubProfile.seasonStart')}
          hint={t('clubProfile.seasonStartHint')}
          {...form.field('seasonStartMonth', { valueAsNumber: true })}
        >
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month, i18n.language)}
            </option>
          ))}
        </SelectField>
        <div className={styles.wide}>
          <LogoPicker club={club} />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" loading={save.isPending}>
            {t('clubProfile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
