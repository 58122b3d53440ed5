import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserType } from '@boatcare/shared-domain/core';
import type { NotificationKind, NotificationSettings as Choices } from '@boatcare/shared-domain';
import { Button, QueryState } from '@boatcare/shared-ui/core';
import { useNotificationSettings, useSaveNotificationSettings } from './useNotificationSettings.ts';
import styles from './NotificationSettings.module.css';

/** The emails each side of a job can receive; the others never reach them. */
const KINDS_BY_TYPE: Partial<Record<UserType, readonly NotificationKind[]>> = {
  [UserType.Customer]: ['bidReceived', 'questionReceived', 'jobDone', 'reviewReceived'],
  [UserType.Provider]: [
    'bidAccepted',
    'paymentReceived',
    'jobConfirmed',
    'payoutSent',
    'disputeOpened',
    'reviewReceived',
  ],
};

function Form({ initial, kinds }: { initial: Choices; kinds: readonly NotificationKind[] }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const [choices, setChoices] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices);
  };
  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className="bc-visually-hidden">{t('settings.notifications.title')}</legend>
        {kinds.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input
              type="checkbox"
              name={kind}
              checked={choices[kind]}
              onChange={(event) => setChoices({ ...choices, [kind]: event.target.checked })}
            />
            {t(`settings.notifications.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="secondary" loading={save.isPending} block>
        {t('settings.notifications.save')}
      </Button>
    </form>
  );
}

/** Settings: which notification emails the user receives (customers and providers). */
export function NotificationSettings({ userType }: { userType: UserType }) {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  const kinds = KINDS_BY_TYPE[userType];
  if (!kinds) return null;
  return (
    <section aria-labelledby="notification-settings" className={styles.section}>
      <h2 id="notification-settings">{t('settings.notifications.title')}</h2>
      <p className={styles.hint}>{t('settings.notifications.hint')}</p>
      <QueryState query={query} errorKey="settings.notifications.loadFailed">
        {(data) => <Form initial={data} kinds={kinds} />}
      </QueryState>
    </section>
  );
}
