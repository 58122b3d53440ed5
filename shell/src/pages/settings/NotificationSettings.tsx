import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserType } from '@boatcare/shared-domain/core';
import {
  notificationSettings,
  type NotificationKind,
  type NotificationSettings as Choices,
} from '@boatcare/shared-domain/schemas/notification';
import * as notifications from '@boatcare/shared-domain/endpoints/notifications';
import {
  Button,
  QueryState,
  endpointKey,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
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
  const client = useQueryClient();
  const form = useSchemaForm(notificationSettings, { defaultValues: initial });
  const save = useEndpointMutation(notifications.save, {
    onSuccess(answer) {
      client.setQueryData(endpointKey(notifications.get, {}), { data: answer.data });
      toast.success(t('settings.notifications.saved'));
    },
    onError: (error) => toast.error(errorText(t, error, 'settings.notifications.saveFailed')),
  });
  const onSubmit = form.handleSubmit((body) => save.mutate({ body }));
  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className="bc-visually-hidden">{t('settings.notifications.title')}</legend>
        {kinds.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input type="checkbox" {...form.register(kind)} />
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
  const query = useEndpoint(
    notifications.get,
    {},
    { select: (answer) => answer.data, meta: { errorKey: 'settings.notifications.loadFailed' } },
  );
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
