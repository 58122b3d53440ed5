import { useTranslation } from 'react-i18next';
import {
  chipsOf,
  servicesFromWire,
  type JobPostServices,
} from '@boatcare/shared-domain/schemas/job-post-services';
import styles from './ServiceChips.module.css';

/** The services a request includes, as small chips; cleaning is always first. */
export function ServiceChips({
  services,
  flybridge,
  extras = [],
}: {
  services: JobPostServices;
  flybridge: boolean;
  /** The admin's additional services the request asked for, shown by their configured name. */
  extras?: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const chips = chipsOf(servicesFromWire(services), flybridge);
  return (
    <ul className={styles.chips} aria-label={t('services.label')}>
      {chips.map((chip) => (
        <li key={chip} className={styles.chip}>
          {t(`services.${chip}`)}
        </li>
      ))}
      {extras.map((extra) => (
        <li key={`extra-${extra.id}`} className={styles.chip}>
          {extra.name}
        </li>
      ))}
    </ul>
  );
}
