import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { servicesToWire } from '@boatcare/shared-domain/schemas/job-post-services';
import { ServiceChips, Facts } from '@boatcare/shared-ui';
import { costLines } from '../cost-lines.ts';
import { usePricing } from '../../../shared/usePricing.ts';
import type { WizardForm, WizardInput } from '../schema.ts';
import { useEstimate } from '../../../shared/useEstimate.ts';
import { useMarketEstimate } from '../market-estimate.ts';
import styles from './steps.module.css';

/** Step 4: everything chosen, and the estimate line by line. Finish sends it. */
export function ReviewStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as WizardInput;
  const services = values.services;
  const pricing = usePricing();
  const { lines, total } = costLines(
    values.lengthFeet,
    services,
    values.flybridge,
    pricing,
    values.additionalServices ?? [],
  );
  const extras = lines.flatMap((line) => (line.name ? [{ id: line.key, name: line.name }] : []));
  const files = useMemo(() => values.images ?? [], [values.images]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const estimate = useEstimate();
  const range = (min: number, max: number) => estimate({ min, max });
  const market = useMarketEstimate(form, true);

  return (
    <div className={styles.stack}>
      <section aria-labelledby="review-boat">
        <h3 id="review-boat">{t('createRequest.steps.boat')}</h3>
        <Facts
          items={[
            [t('createRequest.boatName'), values.boatName],
            [t('createRequest.boatType'), values.boatType ? t(`boatTypes.${values.boatType}`) : ''],
            [t('createRequest.material'), values.material ? t(`materials.${values.material}`) : ''],
            [
              t('createRequest.length'),
              t('createRequest.lengthValue', { count: values.lengthFeet }),
            ],
            [
              t('createRequest.locationType'),
              values.locationType ? t(`locationTypes.${values.locationType}`) : '',
            ],
            [t('createRequest.address'), values.location?.address ?? ''],
            [t('createRequest.dockNumber'), values.dockNumber],
            [t('createRequest.preferredDate'), formatDate(values.preferredDate)],
          ]}
        />
        {values.notes && <p className={styles.notes}>{values.notes}</p>}
        <ul className={styles.reviewPhotos} aria-label={t('createRequest.chosenPhotos')}>
          {previews.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('createRequest.photoPreview', { n: index + 1 })} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="review-services">
        <h3 id="review-services">{t('createRequest.steps.services')}</h3>
        <ServiceChips
          services={servicesToWire(services)}
          flybridge={values.flybridge}
          extras={extras}
        />
      </section>
      {market ? (
        <section aria-labelledby="review-cost">
          <h3 id="review-cost">{t('market.rangeLabel')}</h3>
          <p className={styles.marketRange}>{range(market.range.min, market.range.max)}</p>
          <p className={styles.hintText}>
            {t('market.wizardNote', { count: market.offers, length: values.lengthFeet })}{' '}
            {t('createRequest.estimateNote')}
          </p>
        </section>
      ) : (
        <section aria-labelledby="review-cost">
          <h3 id="review-cost">{t('createRequest.costBreakdown')}</h3>
          <table className={styles.costs}>
            <caption className="bc-visually-hidden">{t('createRequest.costBreakdown')}</caption>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row">{line.name ?? t(`services.${line.key}`)}</th>
                  <td>{range(line.min, line.max)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('createRequest.estimatedTotal')}</th>
                <td>{range(total.min, total.max)}</td>
              </tr>
            </tfoot>
          </table>
          <p className={styles.hintText}>{t('createRequest.estimateNote')}</p>
        </section>
      )}
    </div>
  );
}
