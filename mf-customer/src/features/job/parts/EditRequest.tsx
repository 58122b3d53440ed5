import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOAT_TYPES, MATERIALS } from '@boatcare/shared-domain/core';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { jobPostFields, type JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import { COATINGS, servicesFromWire } from '@boatcare/shared-domain/schemas/job-post-services';
import {
  Button,
  ConfirmDialog,
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  errorText,
  toast,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { CUSTOMER_LISTS } from '../../../shared/customer-lists.ts';
import styles from '../JobPage.module.css';

/** The edit form: the request's own fields, as the wizard checks them (photos are changed in place). */
const editForm = jobPostFields.pick({
  boatName: true,
  lengthFeet: true,
  boatType: true,
  material: true,
  dockNumber: true,
  flybridge: true,
  services: true,
  preferredDate: true,
  notes: true,
});

/** The owner changes an open request; the providers who bid are told by the server. */
export function EditRequest({ post }: { post: JobPostDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(editForm, {
    defaultValues: {
      boatName: post.boatName,
      lengthFeet: post.lengthFeet,
      boatType: post.boatType,
      material: post.material,
      dockNumber: post.location.dockNumber,
      flybridge: post.flybridge,
      services: servicesFromWire(post.services),
      preferredDate: post.preferredDate.slice(0, 10),
      notes: post.notes,
    },
  });
  const save = useEndpointMutation(jobpost.edit, { invalidates: CUSTOMER_LISTS });
  const send = form.handleSubmit((body) =>
    save.mutate(
      { params: { id: post.id }, body },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('jobPage.edit.saved'));
        },
        onError: (failure) => {
          if (!form.showServerErrors(failure))
            toast.error(errorText(t, failure, 'jobPage.edit.failed'));
        },
      },
    ),
  );
  const { register } = form;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('jobPage.edit.open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('jobPage.edit.title')}
        message={
          <div className={styles.editForm}>
            <p>{t('jobPage.edit.text')}</p>
            <TextField label={t('createRequest.boatName')} {...form.field('boatName')} />
            <TextField
              label={t('createRequest.length')}
              type="number"
              inputMode="numeric"
              {...form.field('lengthFeet', { valueAsNumber: true })}
            />
            <SelectField label={t('createRequest.boatType')} {...form.field('boatType')}>
              {BOAT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`boatTypes.${type}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('createRequest.material')} {...form.field('material')}>
              {MATERIALS.map((material) => (
                <option key={material} value={material}>
                  {t(`materials.${material}`)}
                </option>
              ))}
            </SelectField>
            <TextField label={t('createRequest.dockNumber')} {...form.field('dockNumber')} />
            <DateField
              control={form.control}
              name="preferredDate"
              label={t('createRequest.preferredDate')}
            />
            <fieldset className={styles.editServices}>
              <legend>{t('services.label')}</legend>
              <label>
                <input type="checkbox" {...register('services.polishing')} />
                {t('services.polishing')}
              </label>
              <label>
                <input type="checkbox" {...register('services.repair')} />
                {t('services.repair')}
              </label>
              <label>
                <input type="checkbox" {...register('flybridge')} />
                {t('services.flybridge')}
              </label>
              <SelectField label={t('createRequest.coating')} {...form.field('services.coating')}>
                {COATINGS.map((coating) => (
                  <option key={coating} value={coating}>
                    {t(`createRequest.coatings.${coating}`)}
                  </option>
                ))}
              </SelectField>
            </fieldset>
            <TextAreaField label={t('createRequest.notes')} rows={3} {...form.field('notes')} />
          </div>
        }
        confirmLabel={t('jobPage.edit.save')}
        busy={save.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void send()}
      />
    </>
  );
}
