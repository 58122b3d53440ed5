import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyRequests } from '../../my-club/api.ts';
import styles from './parts.module.css';

/**
 * For a club member: let the club's verified providers see the request a day before others.
 * Shown only when the owner has an accepted membership; the server checks it again.
 */
export function ClubPriorityChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(value: boolean): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const requests = useMyRequests();
  const club = requests.data?.find((request) => request.status === 'accepted')?.club;
  if (!club) return null;
  return (
    <div className={styles.clubPriority}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id}>
        <strong>{t('myClub.priorityLabel', { club: club.name })}</strong>
        <span id={`${id}-hint`}>{t('myClub.priorityHint')}</span>
      </label>
    </div>
  );
}
