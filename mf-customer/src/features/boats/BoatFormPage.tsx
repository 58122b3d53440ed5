import { useFieldArray } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import type { BoatSummary } from '@boatcare/shared-domain/schemas/boat';
import { BOAT_ENGINES_MAX } from '@boatcare/shared-domain/schemas/boat';
import { BOAT_TYPES, MATERIALS } from '@boatcare/shared-domain/core';
import { BOAT_LENGTH_MAX_FEET, BOAT_LENGTH_MIN_FEET } from '@boatcare/shared-domain/pricing';
import {
  AddressPickerField,
  Button,
  ButtonLink,
  Card,
  PageHeader,
  QueryState,
  SelectField,
  TextField,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useLinks,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { boatFormSchema, type BoatFormInput, type BoatFormValues } from './schema.ts';
import styles from './BoatsPage.module.css';

const EMPTY: BoatFormInput = {
  boatName: '',
  boatType: 'Motorboat',
  material: 'Gelcoat',
  lengthFeet: 30,
  flybridge: false,
  dockNumber: '',
  registrationNumber: '',
  year: null,
  engines: [],
};

const valuesOf = (boat: BoatSummary): BoatFormInput => ({
  boatName: boat.boatName,
  boatType: boat.boatType,
  material: boat.material,
  lengthFeet: boat.lengthFeet,
  flybridge: boat.flybridge,
  location: boat.location ?? undefined,
  dockNumber: boat.dockNumber,
  registrationNumber: boat.registrationNumber,
  year: boat.year,
  engines: boat.engines,
});

/** boats/new and boats/{id}/edit: the boat's facts. */
export default function BoatFormPage() {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const boat = useEndpoint(
    boats.get,
    { params: { id: id ?? '' } },
    { enabled: Boolean(id), select: ({ data }) => data, meta: { errorKey: 'boats.loadError' } },
  );
  const title = id
    ? t('boats.editTitle', { name: boat.data?.boatName ?? '' })
    : t('boats.newTitle');
  usePageMeta(title, t('boats.intro'));
  return (
    <>
      <PageHeader title={title} />
      {id ? (
        <QueryState query={boat} errorKey="boats.loadError">
          {(found) => <BoatForm id={id} initial={valuesOf(found)} />}
        </QueryState>
      ) : (
        <BoatForm initial={EMPTY} />
      )}
    </>
  );
}

function BoatForm({ id, initial }: { id?: string; initial: BoatFormInput }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  // Checked on Save, then as fields change: an engine row just added is not refused before it
  // is filled (and the form does not jump under the pointer on its way to Save).
  const form = useSchemaForm(boatFormSchema, { defaultValues: initial });
  const engines = useFieldArray({ control: form.control, name: 'engines' });
  const reads = { invalidates: [boats.list, boats.get] };
  const create = useEndpointMutation(boats.create, reads);
  const update = useEndpointMutation(boats.update, reads);

  const done = (saved: string, message: string) => {
    toast.success(t(message));
    void navigate(link('boatDetail', { id: saved }));
  };
  const failed = (error: Error) => {
    toast.error(errorText(t, error, 'errors.validation'));
    form.showServerErrors(error);
  };
  const save = (values: BoatFormValues) => {
    const body = { ...values, location: values.location ?? null };
    if (id)
      update.mutate(
        { params: { id }, body },
        { onSuccess: () => done(id, 'boats.updated'), onError: failed },
      );
    else
      create.mutate(
        { body },
        { onSuccess: ({ data }) => done(data.id, 'boats.created'), onError: failed },
      );
  };

  return (
    <Card>
      <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <div className={styles.grid}>
          <TextField
            label={t('boats.fields.boatName')}
            required
            autoComplete="off"
            {...form.field('boatName')}
          />
          <SelectField label={t('boats.fields.boatType')} required {...form.field('boatType')}>
            {BOAT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`boatTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('boats.fields.material')} required {...form.field('material')}>
            {MATERIALS.map((material) => (
              <option key={material} value={material}>
                {t(`materials.${material}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('boats.fields.lengthFeet')}
            type="number"
            inputMode="numeric"
            min={BOAT_LENGTH_MIN_FEET}
            max={BOAT_LENGTH_MAX_FEET}
            required
            {...form.field('lengthFeet', { valueAsNumber: true })}
          />
          <TextField
            label={t('boats.fields.registrationNumber')}
            autoComplete="off"
            {...form.field('registrationNumber')}
          />
          <TextField
            label={t('boats.fields.year')}
            type="number"
            inputMode="numeric"
            {...form.field('year', { valueAsNumber: true })}
          />
          <label className={styles.check}>
            <input type="checkbox" {...form.register('flybridge')} />
            {t('boats.fields.flybridge')}
          </label>
          <div className={styles.wide}>
            <AddressPickerField
              control={form.control}
              name="location"
              label={t('boats.fields.harbour')}
            />
          </div>
          <TextField
            label={t('boats.fields.dockNumber')}
            autoComplete="off"
            {...form.field('dockNumber')}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('boats.fields.engines')}</legend>
          {engines.fields.map((engine, index) => (
            <div key={engine.id} className={styles.engine}>
              <TextField
                label={t('boats.fields.engineDescription')}
                autoComplete="off"
                {...form.field(`engines.${index}.description`)}
              />
              <TextField
                label={t('boats.fields.engineSerial')}
                autoComplete="off"
                {...form.field(`engines.${index}.serialNumber`)}
              />
              <Button variant="secondary" size="small" onClick={() => engines.remove(index)}>
                {t('boats.fields.removeEngine', { n: index + 1 })}
              </Button>
            </div>
          ))}
          {engines.fields.length < BOAT_ENGINES_MAX && (
            <Button
              variant="secondary"
              size="small"
              onClick={() => engines.append({ description: '', serialNumber: '' })}
            >
              {t('boats.fields.addEngine')}
            </Button>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('boats.save')}
          </Button>
          <ButtonLink variant="secondary" to={id ? link('boatDetail', { id }) : link('myBoats')}>
            {t('boats.cancel')}
          </ButtonLink>
        </div>
      </form>
    </Card>
  );
}
