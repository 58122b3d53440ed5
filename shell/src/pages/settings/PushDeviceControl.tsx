import { useTranslation } from 'react-i18next';
import { Button } from '@boatcare/shared-ui';
import styles from './NotificationSettings.module.css';

/**
 * Push on this device: `checking` while the browser and the server are asked; `unsupported` (no
 * service worker or Push API), `unavailable` (the site has no push key), `blocked` (the user
 * denied notifications in the browser), else `off` or `on`.
 */
export type PushDeviceState = 'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

const STATUS: Record<Exclude<PushDeviceState, 'checking'>, string> = {
  unsupported: 'settings.notifications.device.unsupported',
  unavailable: 'settings.notifications.device.unavailable',
  blocked: 'settings.notifications.device.blocked',
  off: 'settings.notifications.device.off',
  on: 'settings.notifications.device.on',
};

export interface PushDeviceControlProps {
  state: PushDeviceState;
  busy: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

/** The opt-in for push on this device: its state, and the one button that changes it. */
export function PushDeviceControl({ state, busy, onTurnOn, onTurnOff }: PushDeviceControlProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.device} data-push-state={state}>
      <h3 className={styles.deviceTitle}>{t('settings.notifications.device.title')}</h3>
      <p className={styles.hint}>{t('settings.notifications.device.hint')}</p>
      <p role="status" className={styles.deviceStatus} data-state={state}>
        {state === 'checking' ? null : t(STATUS[state])}
      </p>
      {state === 'off' ? (
        <Button type="button" variant="secondary" loading={busy} block onClick={onTurnOn}>
          {t('settings.notifications.device.turnOn')}
        </Button>
      ) : state === 'on' ? (
        <Button type="button" variant="ghost" loading={busy} block onClick={onTurnOff}>
          {t('settings.notifications.device.turnOff')}
        </Button>
      ) : null}
    </div>
  );
}
