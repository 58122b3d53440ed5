import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain/core';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import { Card, Facts, ServiceChips } from '@boatcare/shared-ui';
import { useEstimate } from '../../../shared/useEstimate.ts';
import styles from '../JobPage.module.css';

type Fact = [label: string, value: ReactNode];

/** A value longer than this takes a whole row on a phone (two columns hold about as much). */
const LONG_VALUE = 16;

/** Facts with a value only: an empty field is left out, never shown as "N/A". */
export const present = (facts: [string, ReactNode | null | undefined | false][]): Fact[] =>
  facts.filter((fact): fact is Fact => fact[1] !== '' && fact[1] != null && fact[1] !== false);

/** The boat and the request as the owner posted them: no ids, no coordinates, no empty rows. */
export function BoatFacts({ post }: { post: JobPostDetail }) {
  const { t } = useTranslation();
  const estimate = useEstimate();
  return (
    <Card aria-labelledby="boat">
      <h2 id="boat">{t('requestDetail.boatDetails')}</h2>
      <Facts
        narrow
        pairs
        items={present([
          [t('createRequest.boatType'), t(`boatTypes.${post.boatType}`)],
          [t('createRequest.material'), t(`materials.${post.material}`)],
          [t('createRequest.length'), t('createRequest.lengthValue', { count: post.lengthFeet })],
          [t('createRequest.locationType'), t(`locationTypes.${post.locationType}`)],
          [t('createRequest.preferredDate'), formatDate(post.preferredDate)],
          [t('createRequest.address'), post.location.address],
          [t('createRequest.dockNumber'), post.location.dockNumber],
          [
            t(post.estimateSource === 'market' ? 'market.rangeLabel' : 'requestDetail.estimate'),
            post.estimatedPriceMax > 0 &&
              estimate({ min: post.estimatedPriceMin, max: post.estimatedPriceMax }),
          ],
        ]).map(([label, value]) => [
          label,
          value,
          typeof value === 'string' && value.length > LONG_VALUE,
        ])}
      />
      <h3 className={styles.subheading}>{t('services.label')}</h3>
      <ServiceChips
        services={post.services}
        flybridge={post.flybridge}
        extras={post.additionalServices}
      />
      {post.notes && (
        <>
          <h3 className={styles.subheading}>{t('createRequest.notes')}</h3>
          <p className={styles.notes}>{post.notes}</p>
        </>
      )}
    </Card>
  );
}
