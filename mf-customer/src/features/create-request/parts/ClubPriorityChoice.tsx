import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import { useEndpoint } from '@boatcare/shared-ui';
import type { WizardForm } from '../schema.ts';
import styles from './parts.module.css';

/**
 * For a club member: let the club's verified providers see the request a day before others.
 * Shown only when the owner has an accepted membership; the server checks it again.
 */
export function ClubPriorityChoice({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const id = useId();
  const requests = useEndpoint(membership.userRequests);
  const club = requests.data?.data.find((request) => request.status === 'accepted')?.club;
  if (!club) return null;
  return (
    <div className={styles.clubPriority}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        {...form.register('clubPriority')}
      />
      <label htmlFor={id}>
        <strong>{t('myClub.priorityLabel', { club: club.name })}</strong>
        <span id={`${id}-hint`}>{t('myClub.priorityHint')}</span>
      </label>
    </div>
  );
}
