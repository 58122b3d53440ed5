import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobOwnerContact } from '@boatcare/shared-domain/schemas/job-post';
import { Avatar, Card, Facts } from '@boatcare/shared-ui';
import styles from '../JobDetailPage.module.css';

/** The owner as the provider who won the job reaches them; a field without a value is left out. */
export function OwnerContact({ contact }: { contact: JobOwnerContact }) {
  const { t } = useTranslation();
  const name = (
    <span className={styles.person}>
      <Avatar name={contact.first_name} src={contact.avatarUrl} size={32} />
      {contact.first_name}
    </span>
  );
  const items: [string, ReactNode][] = [[t('providerJob.owner.name'), name]];
  if (contact.phone)
    items.push([
      t('providerJob.owner.phone'),
      <a href={`tel:${contact.phone}`}>{contact.phone}</a>,
    ]);
  if (contact.harbour) items.push([t('providerJob.owner.harbour'), contact.harbour]);
  if (contact.dockNumber) items.push([t('createRequest.dockNumber'), contact.dockNumber]);
  return (
    <Card aria-labelledby="owner-contact">
      <h2 id="owner-contact">{t('providerJob.owner.title')}</h2>
      <Facts narrow items={items} />
      {contact.notes && (
        <>
          <h3 className={styles.subheading}>{t('createRequest.notes')}</h3>
          <p className={styles.notes}>{contact.notes}</p>
        </>
      )}
    </Card>
  );
}
