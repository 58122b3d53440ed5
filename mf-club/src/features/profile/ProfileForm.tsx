import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clubProfileUpdate, errorResponse, type ClubProfile } from '@boatcare/shared-domain';
import {
  Button,
  Card,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useLinks,
} from '@boatcare/shared-ui';
import { useUpdateClubProfile } from './api.ts';
import styles from './ProfilePage.module.css';

type FormInput = z.input<typeof clubProfileUpdate>;
type FormOutput = z.output<typeof clubProfileUpdate>;
const FIELDS = ['name', 'location', 'description', 'logoUrl'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/**
 * The per-field reasons of a refused save. Read by shape, not `instanceof ApiError`: the
 * remote's bundle and the shell's may hold different copies of that class.
 */
function fieldErrors(error: unknown) {
  const details =
    typeof error === 'object' && error !== null && 'details' in error ? error.details : undefined;
  return errorResponse.shape.details.safeParse(details).data ?? [];
}

/** Edits the club's name, location, description and logo; saved, it goes to the membership list. */
export function ProfileForm({ club }: { club: ClubProfile }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const save = useUpdateClubProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(clubProfileUpdate),
    defaultValues: {
      name: club.name,
      location: club.location,
      description: club.description,
      logoUrl: club.logoUrl,
    },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const submit = form.handleSubmit((changes) =>
    save.mutate(changes, {
      onSuccess() {
        toast.success(t('club.updated'));
        void navigate(link('clubDashboard'));
      },
      onError(error) {
        toast.error(errorText(t, error, 'clubProfile.updateFailed'));
        for (const detail of fieldErrors(error)) {
          if (isField(detail.path)) form.setError(detail.path, { message: detail.code });
        }
      },
    }),
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
        <TextField
          label={t('clubProfile.location')}
          autoComplete="street-address"
          required
          error={message(errors.location?.message)}
          {...form.register('location')}
        />
        <div className={styles.wide}>
          <TextAreaField
            label={t('clubProfile.description')}
            rows={5}
            hint={t('clubProfile.descriptionHint')}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
        </div>
        <div className={styles.wide}>
          <TextField
            label={t('clubProfile.logoUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={t('clubProfile.logoUrlHint')}
            error={message(errors.logoUrl?.message)}
            {...form.register('logoUrl')}
          />
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
