import { useTranslation } from 'react-i18next';
import { HARBOURS } from '@boatcare/shared-domain/harbours';
import {
  DISTANCES_KM,
  LENGTH_BANDS,
  NEARBY_SERVICES,
  PRICE_BANDS,
  nearbyQuery,
  type NearbyService,
} from '@boatcare/shared-domain/schemas/nearby';
import { Button, SelectField, TextField, useMoney, useSchemaForm } from '@boatcare/shared-ui';
import type { FilterState, LengthBand, PriceBand } from '../filters.ts';
import styles from '../JobsPage.module.css';

const LENGTHS = ['all', ...Object.keys(LENGTH_BANDS)] as LengthBand[];
const PRICES = ['all', ...Object.keys(PRICE_BANDS)] as PriceBand[];
/** The name search is sent with its button; the lists and boxes apply as they change. */
const nameSearch = nearbyQuery.pick({ boatName: true });

/** The spec's filters: location, boat length, price range, distance, plus services and name. */
export function Filters({
  value,
  onChange,
}: {
  value: FilterState;
  onChange(next: FilterState): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useSchemaForm(nameSearch, { defaultValues: { boatName: value.boatName } });
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const toggle = (service: NearbyService, on: boolean) =>
    set({
      services: on
        ? [...value.services, service]
        : value.services.filter((other) => other !== service),
    });
  const search = form.handleSubmit(({ boatName }) => set({ boatName: boatName ?? '' }));
  const whole = (minor: number) => money(minor, 0);

  return (
    <form className={styles.filters} onSubmit={search} aria-label={t('supplierJobs.filters')}>
      <SelectField
        label={t('supplierJobs.location')}
        value={value.place}
        onChange={(event) => set({ place: event.target.value })}
      >
        <option value="">{t('supplierJobs.myArea')}</option>
        {HARBOURS.map((harbour) => (
          <option key={harbour.placeId} value={harbour.placeId}>
            {harbour.name}, {harbour.city}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('supplierJobs.boatLength')}
        value={value.length}
        onChange={(event) => set({ length: event.target.value as LengthBand })}
      >
        {LENGTHS.map((band) => (
          <option key={band} value={band}>
            {t(`supplierJobs.lengthBand.${band}`, {
              low: LENGTH_BANDS.medium.boatLengthFrom,
              high: LENGTH_BANDS.medium.boatLengthTo,
            })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('supplierJobs.priceRange')}
        value={value.price}
        onChange={(event) => set({ price: event.target.value as PriceBand })}
      >
        {PRICES.map((band) => (
          <option key={band} value={band}>
            {t(`supplierJobs.priceBand.${band}`, {
              low: whole(PRICE_BANDS.medium.priceFrom * 100),
              high: whole(PRICE_BANDS.medium.priceTo * 100),
            })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('supplierJobs.distanceLabel')}
        value={value.distance}
        onChange={(event) => set({ distance: event.target.value as FilterState['distance'] })}
      >
        <option value="">{t('supplierJobs.myRange')}</option>
        {DISTANCES_KM.map((km) => (
          <option key={km} value={String(km)}>
            {t('supplierJobs.withinKm', { km })}
          </option>
        ))}
      </SelectField>
      <div className={styles.nameSearch}>
        <TextField label={t('supplierJobs.boatName')} type="search" {...form.field('boatName')} />
        <Button type="submit" variant="secondary">
          {t('supplierJobs.search')}
        </Button>
      </div>
      <fieldset className={styles.services}>
        <legend>{t('supplierJobs.services')}</legend>
        {NEARBY_SERVICES.map((service) => (
          <label key={service} className={styles.check}>
            <input
              type="checkbox"
              checked={value.services.includes(service)}
              onChange={(event) => toggle(service, event.target.checked)}
            />
            {t(`services.${service}`)}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
