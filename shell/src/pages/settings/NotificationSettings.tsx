import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserType } from '@boatcare/shared-domain/core';
import {
  NOTIFICATION_KINDS,
  notificationSettings,
  type NotificationKind,
  type NotificationSettings as Choices,
} from '@boatcare/shared-domain/schemas/notification';
import type { UserEventKind } from '@boatcare/shared-domain/schemas/user-event';
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
import { PushDeviceControl } from './PushDeviceControl.tsx';
import { usePushDevice } from './usePushDevice.ts';
import styles from './NotificationSettings.module.css';

/** The events each kind of user can receive; the others never reach them. */
const KINDS_BY_TYPE: Partial<Record<UserType, readonly UserEventKind[]>> = {
  [UserType.Customer]: [
    'bidReceived',
    'questionReceived',
    'messageReceived',
    'paymentReceived',
    'workStarted',
    'photosAdded',
    'jobDone',
    'jobCancelled',
    'disputeDecided',
    'reviewReceived',
    'membershipDecided',
    'careDue',
    'exportReady',
    'planOfferReceived',
  ],
  [UserType.Provider]: [
    'answerReceived',
    'messageReceived',
    'bidAccepted',
    'paymentReceived',
    'jobConfirmed',
    'payoutSent',
    'jobCancelled',
    'disputeOpened',
    'disputeDecided',
    'reviewReceived',
    'subscriptionChanged',
    'exportReady',
    'planOpened',
  ],
  [UserType.Club]: ['membershipRequested', 'exportReady'],
};

const hasEmail = (kind: UserEventKind): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

function Form({ initial, kinds }: { initial: Choices; kinds: readonly UserEventKind[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useSchemaForm(notificationSettings, { defaultValues: initial });
  const save = useEndpointMutation(notifications.save, {
    onSuccess(answer) {
      client.setQueryData(endpointKey(notifications.get, {}), { data: answer.data });
      form.reset(answer.data);
      toast.success(t('settings.notifications.saved'));
    },
    onError: (error) => toast.error(errorText(t, error, 'settings.notifications.saveFailed')),
  });
  const onSubmit = form.handleSubmit((body) => save.mutate({ body }));
  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <table className={styles.kinds}>
        <caption className="bc-visually-hidden">{t('settings.notifications.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settings.notifications.kind')}</th>
            <th scope="col">{t('settings.notifications.email')}</th>
            <th scope="col">{t('settings.notifications.push')}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => {
            const label = t(`settings.notifications.kinds.${kind}`);
            return (
              <tr key={kind} data-kind={kind}>
                <th scope="row">{label}</th>
                <td>
                  {hasEmail(kind) ? (
                    <input
                      type="checkbox"
                      aria-label={t('settings.notifications.emailOf', { kind: label })}
                      {...form.register(`email.${kind}`)}
                    />
                  ) : (
                    <span className={styles.none} title={t('settings.notifications.noEmail')}>
                      <span aria-hidden="true">–</span>
                      <span className="bc-visually-hidden">
                        {t('settings.notifications.noEmail')}
                      </span>
                    </span>
                  )}
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('settings.notifications.pushOf', { kind: label })}
                    {...form.register(`push.${kind}`)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button type="submit" variant="secondary" loading={save.isPending} block>
        {t('settings.notifications.save')}
      </Button>
    </form>
  );
}

function PushDevice() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const run = (action: () => Promise<unknown>, done: string) => () =>
    void action()
      .then((changed) => {
        if (changed !== false) toast.success(t(done));
      })
      .catch(() => toast.error(t('settings.notifications.device.failed')));
  return (
    <PushDeviceControl
      state={device.state}
      busy={device.busy}
      onTurnOn={run(device.turnOn, 'settings.notifications.device.turnedOn')}
      onTurnOff={run(device.turnOff, 'settings.notifications.device.turnedOff')}
    />
  );
}

/** Settings: per kind, which notifications the user receives by email and by push. */
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
      <PushDevice />
    </section>
  );
}
