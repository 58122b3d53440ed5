import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  BOAT_TYPES,
  COATINGS,
  JOB_POST_STATUSES,
  LOCATION_TYPES,
  MATERIALS,
  adminJobPostEdit,
  formatDate,
  type AdminJobPostDetail,
} from '@boatcare/shared-domain';
import {
  Card,
  PageHeader,
  QueryState,
  SelectField,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useCurrency,
  useLinks,
  usePageMeta,
  useEndpoint,
  useEndpointMutation,
} from '@boatcare/shared-ui';
import styles from '../../shared/admin.module.css';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import { ADMIN_READS } from '../../shared/admin-reads.ts';
import { bodyOf, MONEY_FIELDS, valuesOf, type PostFormValues } from './post-form.ts';
import { CheckField } from '../admin-forms/CheckField.tsx';
import { FormActions } from '../admin-forms/FormActions.tsx';

const FLAGS = ['cleaning', 'polishing', 'interior', 'engineService', 'repair'] as const;

/** admin/jobposts/{id}: the request with every field the spec lists, editable. */
export default function JobPostPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageMeta(t('adminJobPosts.editMetaTitle'), t('adminJobPosts.metaDescription'));
  const post = useEndpoint(
    admin.jobPost,
    { params: { id } },
    { select: (answer) => answer.data, meta: { errorKey: 'adminJobPosts.loadOneFailed' } },
  );
  const currency = useCurrency();
  return (
    <QueryState query={post} errorKey="adminJobPosts.loadOneFailed">
      {(data) => <PostForm key={`${data.id}-${currency}`} post={data} />}
    </QueryState>
  );
}

type TextKey = Exclude<keyof PostFormValues, 'services'>;

function PostForm({ post }: { post: AdminJobPostDetail }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const save = useEndpointMutation(admin.updateJobPost, { invalidates: ADMIN_READS });
  // Amounts are shown and typed in the admin's currency, as on the pricing tab.
  const currency = useCurrency();
  const [values, setValues] = useState<PostFormValues>(() => valuesOf(post, currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: TextKey) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
    error: errors[key],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminJobPostEdit.safeParse(bodyOf(values, post, currency));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path.at(-1)), t(i.message)])),
      );
      return;
    }
    setErrors({});
    save.mutate(
      { params: { id: post.id }, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('adminJobPosts.saved'));
          void navigate(link('adminJobPosts'));
        },
        onError: (error) => toast.error(errorText(t, error, 'adminJobPosts.saveFailed')),
      },
    );
  }

  return (
    <>
      <PageHeader
        title={t('adminJobPosts.editTitle', { name: post.boatName })}
        subtitle={t('adminJobPosts.editSubtitle', {
          owner: post.ownerEmail,
          date: formatDate(post.created_date),
        })}
      />
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.grid}>
            <TextField label={t('adminJobPosts.boatName')} {...field('boatName')} />
            <SelectField label={t('adminJobPosts.type')} {...field('boatType')}>
              {BOAT_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`boatTypes.${v}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('adminJobPosts.material')} {...field('material')}>
              {MATERIALS.map((v) => (
                <option key={v} value={v}>
                  {t(`materials.${v}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('adminJobPosts.length')}
              type="number"
              min={1}
              {...field('lengthFeet')}
            />
            <SelectField label={t('adminJobPosts.status')} {...field('status')}>
              {JOB_POST_STATUSES.map((v) => (
                <option key={v} value={v}>
                  {t(`requestStatus.${v}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('adminJobPosts.locationType')} {...field('locationType')}>
              {LOCATION_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`locationTypes.${v}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField label={t('adminJobPosts.notes')} rows={3} {...field('notes')} />
          <fieldset className={styles.fieldset}>
            <legend>{t('adminJobPosts.location')}</legend>
            <div className={styles.grid}>
              <TextField label={t('adminJobPosts.address')} {...field('address')} />
              <TextField label={t('adminJobPosts.dockNumber')} {...field('dockNumber')} />
              <TextField
                label={t('adminJobPosts.latitude')}
                inputMode="decimal"
                {...field('latitude')}
              />
              <TextField
                label={t('adminJobPosts.longitude')}
                inputMode="decimal"
                {...field('longitude')}
              />
              <TextField label={t('adminJobPosts.placeId')} {...field('placeId')} />
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('services.label')}</legend>
            <div className={styles.grid}>
              {FLAGS.map((flag) => (
                <CheckField
                  key={flag}
                  className={styles.check}
                  label={t(`services.${flag}`)}
                  checked={values.services[flag]}
                  onChange={(event) =>
                    setValues((current) => ({
                      ...current,
                      services: { ...current.services, [flag]: event.target.checked },
                    }))
                  }
                />
              ))}
              <SelectField
                label={t('services.coating')}
                value={values.services.coating}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    services: {
                      ...current.services,
                      coating: event.target.value as (typeof COATINGS)[number],
                    },
                  }))
                }
              >
                {COATINGS.map((v) => (
                  <option key={v} value={v}>
                    {t(`adminJobPosts.coatings.${v}`)}
                  </option>
                ))}
              </SelectField>
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('adminJobPosts.datesAndAmounts', { currency })}</legend>
            <div className={styles.grid}>
              <TextField
                label={t('adminJobPosts.preferredDate')}
                type="date"
                {...field('preferredDate')}
              />
              <TextField
                label={t('adminJobPosts.bidStart')}
                type="date"
                {...field('bid_start_date')}
              />
              <TextField label={t('adminJobPosts.bidEnd')} type="date" {...field('bid_end_date')} />
              {MONEY_FIELDS.map((key) => (
                <TextField
                  key={key}
                  label={t(`adminJobPosts.money.${key}`)}
                  type="number"
                  min={0}
                  step="0.01"
                  {...field(key)}
                />
              ))}
            </div>
          </fieldset>
          <FormActions busy={save.isPending} cancelTo="adminJobPosts" />
        </form>
      </Card>
    </>
  );
}
