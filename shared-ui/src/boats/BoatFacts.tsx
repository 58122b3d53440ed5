import { useTranslation } from 'react-i18next';
import type { BoatSummary } from '@boatcare/shared-domain/schemas/boat';
import { Facts, type Fact } from '../components/Facts.tsx';
import styles from './Boat.module.css';

/** What both boat pages show of a boat; a field without a value is left out. */
export type BoatFactsOf = Pick<
  BoatSummary,
  'boatType' | 'material' | 'lengthFeet' | 'flybridge' | 'registrationNumber' | 'year' | 'engines'
> & { harbour: string; dockNumber?: string };

/** A value longer than this takes a whole row on a phone (two columns hold about as much). */
const LONG_VALUE = 16;

/** A boat's facts, as its owner's page and a share link's page show them. */
export function BoatFacts({ boat }: { boat: BoatFactsOf }) {
  const { t } = useTranslation();
  const optional = (label: string, value: string | number | null): [string, string][] =>
    value ? [[t(label), String(value)]] : [];
  const facts: [string, string][] = [
    [t('boats.fields.boatType'), t(`boatTypes.${boat.boatType}`)],
    [t('boats.fields.material'), t(`materials.${boat.material}`)],
    [t('boats.fields.lengthFeet'), t('boats.feet', { count: boat.lengthFeet })],
    [t('boats.fields.flybridge'), t(boat.flybridge ? 'common.yes' : 'common.no')],
    ...optional('boats.fields.harbour', boat.harbour),
    ...optional('boats.fields.dockNumber', boat.dockNumber ?? ''),
    ...optional('boats.fields.registrationNumber', boat.registrationNumber),
    ...optional('boats.fields.year', boat.year),
    ...boat.engines.map((engine, index): [string, string] => [
      `${t('boats.fields.engine')} ${index + 1}`,
      [engine.description, engine.serialNumber].filter(Boolean).join(' · '),
    ]),
  ];
  return (
    <section className={styles.section} aria-labelledby="boat-facts">
      <h2 id="boat-facts" className={styles.heading}>
        {t('boats.facts')}
      </h2>
      <Facts
        pairs
        items={facts.map(([label, value]): Fact => [label, value, value.length > LONG_VALUE])}
      />
    </section>
  );
}
