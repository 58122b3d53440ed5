import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  clubProfileUpdate,
  errorResponse,
  monthName,
  placeChoice,
  type ClubProfile,
} from '@boatcare/shared-domain';
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
} from '@boatcare/shared-ui';
import { useUpdateClubProfile } from './api.ts';
import { LogoPicker } from './LogoPicker.tsx';
import styles from './ProfilePage.module.css';

/** The form's own shape: the location is a place picked from the list (so it has coordinates). */
const profileForm = clubProfileUpdate
  .pick({ name: true, description: true })
  .extend({ place: placeChoice, seasonStartMonth: z.coerce.number().int().min(1).max(12) });
type FormInput = z.input<typeof profileForm>;
type FormOutput = z.output<typeof profileForm>;
const FIELDS = ['name', 'description', 'seasonStartMonth'] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);
/** The server's names for the picked place's parts. */
const PLACE_PATHS = ['location', 'latitude', 'longitude'];

/** The saved harbour, when the club has coordinates; otherwise one must be picked. */
const savedPlace = (club: ClubProfile): FormInput['place'] =>
  club.latitude !== null && club.longitude !== null
    ? {
        address: club.location,
        placeId: 'saved',
        latitude: club.latitude,
        longitude: club.longitude,
      }
    : (undefined as unknown as FormInput['place']);

/**
 * The per-field reasons of a refused save. Read by shape, not `instanceof ApiError`: the
 * remote's bundle and the shell's may hold different copies of that class.
 */
function fieldErrors(error: unknown) {
  const details =
    typeof error === 'object' && error !== null && 'details' in error ? error.details : undefined;
  return errorResponse.shape.details.safeParse(details).data ?? [];
}

/**
 * Edits the club's name, harbour, season start month, description and logo; saved, it goes to
 * the dashboard.
 */
export function ProfileForm({ club }: { club: ClubProfile }) {
  const { t, i18n } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const save = useUpdateClubProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileForm),
    defaultValues: {
      name: club.name,
      description: club.description,
      place: savedPlace(club),
      seasonStartMonth: club.seasonStartMonth,
    },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = form.handleSubmit(({ place: picked, ...rest }) =>
    save.mutate(
      {
        ...rest,
        location: picked.address,
        latitude: picked.latitude,
        longitude: picked.longitude,
      },
      {
        onSuccess() {
          toast.success(t('club.updated'));
          void navigate(link('clubDashboard'));
        },
        onError(error) {
          toast.error(errorText(t, error, 'clubProfile.updateFailed'));
          for (const detail of fieldErrors(error)) {
            if (isField(detail.path)) form.setError(detail.path, { message: detail.code });
            if (PLACE_PATHS.includes(detail.path)) form.setError('place', { message: detail.code });
          }
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
          error={message(errors.name?.message)}
          {...form.register('name')}
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
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
        </div>
        <SelectField
          label={t('clubProfile.seasonStart')}
          hint={t('clubProfile.seasonStartHint')}
          error={message(errors.seasonStartMonth?.message)}
          {...form.register('seasonStartMonth')}
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
