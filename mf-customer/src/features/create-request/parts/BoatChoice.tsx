import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import { CARE_ITEMS, type BoatSummary, type CareItem } from '@boatcare/shared-domain/schemas/boat';
import { SelectField, useEndpoint } from '@boatcare/shared-ui';
import type { WizardForm } from '../schema.ts';
import styles from '../steps/steps.module.css';

const isCareItem = (value: string | null): value is CareItem =>
  (CARE_ITEMS as readonly (string | null)[]).includes(value);

/**
 * The wizard starts from a boat: choosing one of the owner's boats fills in its details (the
 * owner can still change them); "a new boat" keeps the steps as they are, and the server saves
 * it to My boats with the request. `?boat=<id>` (a boat's page) chooses it, and `&again=<item>`
 * (what is due) also chooses that service again.
 */
export function BoatChoice({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const mine = useEndpoint(boats.list, {}, { select: ({ data }) => data });
  const applied = useRef(false);
  const { setValue } = form;

  const fillFrom = (boat: BoatSummary | undefined) => {
    setValue('boatId', boat?.id, { shouldDirty: true });
    if (!boat) return;
    const set = { shouldDirty: true, shouldValidate: true } as const;
    setValue('boatName', boat.boatName, set);
    setValue('boatType', boat.boatType, set);
    setValue('material', boat.material, set);
    setValue('lengthFeet', boat.lengthFeet, set);
    setValue('flybridge', boat.flybridge, set);
    if (boat.location) setValue('location', boat.location, set);
    if (boat.dockNumber) setValue('dockNumber', boat.dockNumber, set);
    const [engine] = boat.engines;
    if (engine) {
      setValue('services.engineDescription', engine.description);
      setValue('services.engineSerialNumber', engine.serialNumber);
    }
  };

  // The boat (and the service to do again) named in the address, once the boats are read (not
  // a list kept from before the boat was added: wait for its refetch).
  useEffect(() => {
    if (applied.current || !mine.data || mine.isFetching) return;
    applied.current = true;
    const boat = mine.data.find((one) => one.id === search.get('boat'));
    if (!boat) return;
    fillFrom(boat);
    const again = search.get('again');
    if (!isCareItem(again)) return;
    if (again === 'engineService') setValue('services.engineService', true);
    else setValue('services.coating', again);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list arrives
  }, [mine.data, mine.isFetching]);

  if (!mine.data) return null;
  if (mine.data.length === 0)
    return <p className={`${styles.wide} ${styles.hintText}`}>{t('boats.wizard.noBoats')}</p>;
  return (
    <div className={styles.wide}>
      <SelectField
        label={t('boats.wizard.title')}
        hint={t('boats.wizard.choose')}
        {...form.field('boatId', { setValueAs: (value: string) => value || undefined })}
        onChange={(event) => fillFrom(mine.data.find((one) => one.id === event.target.value))}
      >
        <option value="">{t('boats.wizard.newBoat')}</option>
        {mine.data.map((boat) => (
          <option key={boat.id} value={boat.id}>
            {boat.boatName} ({t('boats.feet', { count: boat.lengthFeet })})
          </option>
        ))}
      </SelectField>
    </div>
  );
}
