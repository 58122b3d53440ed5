import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  BASE_CURRENCY,
  BOAT_TYPES,
  JOB_POST_STATUSES,
  LOCATION_TYPES,
  MATERIALS,
} from '@boatcare/shared-domain/core';
import { formatDate } from '@boatcare/shared-ui';
import { COATINGS } from '@boatcare/shared-domain/schemas/job-post-services';
import type { AdminJobPostDetail } from '@boatcare/shared-domain/schemas/admin-people';
import {
  Card,
  PageHeader,
  QueryState,
  SelectField,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useLinks,
  usePageMeta,
  useEndpoint,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from '../../shared/admin.module.css';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import { ADMIN_READS } from '../../shared/admin-reads.ts';
import { MONEY_FIELDS, postForm, valuesOf } from './post-form.ts';
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
  return (
    <QueryState query={post} errorKey="adminJobPosts.loadOneFailed">
      {(data) => <PostForm key={data.id} post={data} />}
    </QueryState>
  );
}

function PostForm({ post }: { post: AdminJobPostDetail }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  // Amounts are shown and typed in the base currency, as on the pricing tab.
  const currency = BASE_CURRENCY;
  const schema = useMemo(() => postForm(post, currency), [post, currency]);
  const form = useSchemaForm(schema, { defaultValues: valuesOf(post, currency) });
  // The hook's callbacks, not mutate's: the post read again after the save replaces this form.
  const save = useEndpointMutation(admin.updateJobPost, {
    invalidates: ADMIN_READS,
    onSuccess: () => {
      toast.success(t('adminJobPosts.saved'));
      void navigate(link('adminJobPosts'));
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast.error(errorText(t, error, 'adminJobPosts.saveFailed'));
    },
  });
  const submit = form.handleSubmit((body) => save.mutate({ params: { id: post.id }, body }));

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
            <TextField label={t('adminJobPosts.boatName')} {...form.field('boatName')} />
            <SelectField label={t('adminJobPosts.type')} {...form.field('boatType')}>
              {BOAT_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`boatTypes.${v}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('adminJobPosts.material')} {...form.field('material')}>
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
              {...form.field('lengthFeet')}
            />
            <SelectField label={t('adminJobPosts.status')} {...form.field('status')}>
              {JOB_POST_STATUSES.map((v) => (
                <option key={v} value={v}>
                  {t(`requestStatus.${v}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('adminJobPosts.locationType')} {...form.field('locationType')}>
              {LOCATION_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`locationTypes.${v}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField label={t('adminJobPosts.notes')} rows={3} {...form.field('notes')} />
          <fieldset className={styles.fieldset}>
            <legend>{t('adminJobPosts.location')}</legend>
            <div className={styles.grid}>
              <TextField label={t('adminJobPosts.address')} {...form.field('location.address')} />
              <TextField
                label={t('adminJobPosts.dockNumber')}
                {...form.field('location.dockNumber')}
              />
              <TextField
                label={t('adminJobPosts.latitude')}
                inputMode="decimal"
                {...form.field('location.latitude')}
              />
              <TextField
                label={t('adminJobPosts.longitude')}
                inputMode="decimal"
                {...form.field('location.longitude')}
              />
              <TextField label={t('adminJobPosts.placeId')} {...form.field('location.placeId')} />
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
                  {...form.register(`services.${flag}`)}
                />
              ))}
              <SelectField label={t('services.coating')} {...form.field('services.coating')}>
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
                {...form.field('preferredDate')}
              />
              <TextField
                label={t('adminJobPosts.bidStart')}
                type="date"
                {...form.field('bid_start_date')}
              />
              <TextField
                label={t('adminJobPosts.bidEnd')}
                type="date"
                {...form.field('bid_end_date')}
              />
              {MONEY_FIELDS.map((key) => (
                <TextField
                  key={key}
                  label={t(`adminJobPosts.money.${key}`)}
                  type="number"
                  min={0}
                  step="0.01"
                  {...form.field(key)}
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
